import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../core/sites';
import { themes } from './index';
import { siteDefaults } from './sites';

describe('siteDefaults', () => {
  it('gives every site its brand name, its .localhost host and no captcha key', () => {
    expect(Object.keys(siteDefaults)).toEqual([...SITE_IDS]);
    for (const id of SITE_IDS) {
      expect(siteDefaults[id]).toEqual({ name: themes[id].name, hosts: [`${id}.localhost`], captchaSiteKey: null });
    }
  });

  it('never maps one host to two sites', () => {
    const hosts = Object.values(siteDefaults).flatMap((s) => s.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
