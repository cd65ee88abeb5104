import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definitions, registry } from '../components/registry';
import { fetchedUrl, fetchedUrls } from '../core/fetched-url';
import { node } from '../core/node';
import { validateTree } from '../core/validate';
import { sanitizeRichHtml } from '../services/sanitize';
import { fetchedUrlIssues } from './fetched-urls';

const strictest = { allowHosts: [] };

describe('fetchedUrl(): the mark on props whose addresses the server fetches', () => {
  it('is found through defaults, refinements, metadata, lists, nested objects and unions', () => {
    const schema = z.strictObject({
      hook: fetchedUrl(z.string().trim()).meta({ title: 'Hook' }).default('').refine(() => true),
      link: z.string().default(''),
      sources: z.array(z.union([z.strictObject({ url: fetchedUrl(z.string()) }), z.number()])).default([]),
    });
    const props = schema.parse({ hook: ' https://a.example/x ', link: 'https://b.example', sources: [{ url: 'https://c.example' }, 3, { url: '' }] });
    expect(fetchedUrls(schema, props)).toEqual([
      { path: ['hook'], url: 'https://a.example/x' },
      { path: ['sources', 0, 'url'], url: 'https://c.example' },
    ]);
  });

  it('marks the forwarding address of every kind that takes submissions', () => {
    const forms = definitions.filter((def) => def.form && Object.hasOwn(def.props.shape, 'targetUrl'));
    expect(forms.length).toBeGreaterThanOrEqual(10);
    for (const def of forms) {
      const tree = node('fragment', {}, { content: [node(def.name, { targetUrl: 'https://[::ffff:7f00:1]/' })] });
      expect(fetchedUrlIssues(registry, strictest, tree), def.name).toEqual([{ path: '/root/slots/content/0/props/targetUrl', message: '::ffff:7f00:1 is not a public address' }]);
    }
  });

  it('checks a validated chart’s external sources; its same-origin data paths are answered in-process and pass', () => {
    const source = (url: string, external: boolean) => ({ seriesId: external ? 'outside' : 'own', external, url, xCol: 'date', yCol: 'settlement' });
    const raw = node('fragment', {}, { content: [node('chart', { dataSources: [source('/api/reports/history.csv?contract=B', false), source('https://[64:ff9b::7f00:1]/p.csv', true)] })] });
    const result = validateTree(raw, { registry, sanitizeHtml: sanitizeRichHtml });
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(fetchedUrlIssues(registry, strictest, result.ok ? result.value : raw)).toEqual([
      { path: '/root/slots/content/0/props/dataSources/1/url', message: '64:ff9b::7f00:1 is not a public address' },
    ]);
    expect(fetchedUrlIssues(registry, { allowHosts: ['64:ff9b::7f00:1'] }, raw)).toEqual([]);
  });
});
