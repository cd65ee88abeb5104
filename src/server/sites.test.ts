import { describe, expect, it } from 'vitest';
import type { Site } from '../core/contracts';
import { SiteDirectory } from './sites';

const site = (id: string, hosts: string[]): Site =>
  ({ id, name: id, hosts, captchaSiteKey: null, settings: {}, publicOrigin: null, needsApproval: false, updatedAt: '2026-12-07T00:00:00.000Z' }) as Site;

function directory(hostsOfNyse: () => string[]) {
  return new SiteDirectory(async () => ({ sites: [site('nyse', hostsOfNyse())], signInProviders: new Map(), redirects: [] }), ['localhost']);
}

describe('SiteDirectory.match', () => {
  it('answers a Host header once per load of the directory, whatever the letter case, port or final dot', async () => {
    let hosts = ['nyse.localhost'];
    const sites = directory(() => hosts);
    await sites.reload();
    const first = sites.match('NYSE.localhost.:8080');
    expect(first).toMatchObject({ kind: 'site', site: { id: 'nyse' } });
    expect(sites.match('NYSE.localhost.:8080')).toBe(first);
    expect(sites.match('localhost:3000')).toEqual({ kind: 'portal' });
    expect(sites.match('ice.localhost')).toEqual({ kind: 'unknown', host: 'ice.localhost' });
    // A host moved to another name: the next request after the reload sees it.
    hosts = ['www.nyse.test'];
    await sites.reload();
    expect(sites.match('NYSE.localhost.:8080')).toEqual({ kind: 'unknown', host: 'nyse.localhost' });
    expect(sites.match('www.nyse.test')).toMatchObject({ kind: 'site', site: { id: 'nyse' } });
  });

  it('keeps answering rightly past the Host headers it remembers', async () => {
    const sites = directory(() => ['nyse.localhost']);
    await sites.reload();
    for (let i = 0; i < 5000; i++) expect(sites.match(`host-${i}.test`)).toEqual({ kind: 'unknown', host: `host-${i}.test` });
    expect(sites.match('nyse.localhost:1')).toMatchObject({ kind: 'site', site: { id: 'nyse' } });
  });
});
