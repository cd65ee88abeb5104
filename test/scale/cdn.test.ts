// Issue 26 item 4: Varnish (deploy/varnish.vcl, xkey) in front of HAProxy and two Tessera
// processes. A cached page changes within 1 s of a publish; a partial's publish purges exactly
// the pages that include it; a signed-in member's page never enters the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { send, type Response } from '../support/tessera-process';
import { SCALE_ACCOUNTS, startStack, within, type Stack } from '../support/scale-stack';

let stack: Stack;
/** Through Varnish, as a visitor's browser (or a CDN's edge) asks. */
const edge = (site: string, path: string, headers?: Record<string, string>) => stack.get(stack.varnish.port, site, path, headers);
/** The content API through the load balancer. */
const api = <T>(method: string, path: string, body?: unknown) => stack.api<T>(stack.haproxy.port, method, path, body);

const xCache = (res: Response) => String(res.headers['x-cache']);

async function create(site: string, path: string, kind: 'page' | 'partial', tree: Node): Promise<string> {
  const { document } = await api<{ document: { id: string; draftRevision: number } }>('POST', `/api/cms/sites/${site}/documents`, { path, kind, title: `Scale ${path}`, tree });
  await api('POST', `/api/cms/documents/${document.id}/publish`, { revision: document.draftRevision });
  return document.id;
}

async function publish(id: string, tree: Node): Promise<void> {
  const { document } = await api<{ document: { draftRevision: number } }>('GET', `/api/cms/documents/${id}`);
  const saved = await api<{ document: { draftRevision: number } }>('PUT', `/api/cms/documents/${id}/draft`, { revision: document.draftRevision, tree });
  await api('POST', `/api/cms/documents/${id}/publish`, { revision: saved.document.draftRevision });
}

/** Asks until Varnish answers from its cache (the second request at the latest, once cacheable). */
async function cached(site: string, path: string): Promise<Response> {
  const first = await edge(site, path);
  expect(first.status, `${site} ${path}`).toBe(200);
  const second = await edge(site, path);
  expect(xCache(second), `${site} ${path} the second time (Cache-Control: ${String(second.headers['cache-control'])})`).toBe('HIT');
  return second;
}

const pageTree = (word: string, withPartial: boolean): Node =>
  node('page-layout', {}, { main: [node('heading', { text: `Page ${word}`, level: 1 }), ...(withPartial ? [node('include', { path: '/scale-cdn-partial' })] : [])] });
const partialTree = (word: string): Node => node('fragment', {}, { content: [node('rich-text', { html: `<p>Partial ${word}</p>` })] });

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('Varnish in front of two processes', () => {
  it('serves a published page from its cache, and the new version within 1 s of a publish', async () => {
    const id = await create('nyse', '/scale-cdn-page', 'page', pageTree('first', false));
    const hit = await cached('nyse', '/scale-cdn-page');
    expect(hit.body).toContain('Page first');
    await publish(id, pageTree('second', false));
    const ms = await within(1000, async () => (await edge('nyse', '/scale-cdn-page')).body.includes('Page second'));
    console.info(`publish seen through Varnish after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThanOrEqual(1000);
    expect(xCache(await edge('nyse', '/scale-cdn-page')), 'the new version is cached again').toBe('HIT');
  });

  it('purges exactly the pages that include a partial when it is published', async () => {
    const partial = await create('nyse', '/scale-cdn-partial', 'partial', partialTree('old'));
    await create('nyse', '/scale-cdn-one', 'page', pageTree('one', true));
    await create('nyse', '/scale-cdn-two', 'page', pageTree('two', true));
    const including = ['/scale-cdn-one', '/scale-cdn-two'];
    const others: [string, string][] = [
      ['nyse', '/fees'],
      ['ice', '/'],
    ];
    for (const path of including) expect((await cached('nyse', path)).body).toContain('Partial old');
    for (const [site, path] of others) await cached(site, path);

    await publish(partial, partialTree('new'));
    const ms = await within(1000, async () => {
      const pages = await Promise.all(including.map((path) => edge('nyse', path)));
      return pages.every((res) => res.body.includes('Partial new'));
    });
    console.info(`partial's publish seen through Varnish on both pages after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThanOrEqual(1000);
    for (const [site, path] of others) expect(xCache(await edge(site, path)), `${site} ${path} does not include the partial and stays cached`).toBe('HIT');
  });

  it("never caches a signed-in member's page, nor gives it to anyone else", async () => {
    const signIn = async ({ email, password }: { email: string; password: string }) => {
      const res = await send(stack.varnish.port, 'POST', '/api/visitor/login', { headers: { host: `mersmembers.localhost:${stack.varnish.port}` }, body: { email, password } });
      expect(res.status, res.body).toBe(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('tessera_visitor='));
      expect(cookie, 'the visitor session cookie').toBeDefined();
      return { cookie: cookie! };
    };
    const AUTHORIZED = 'Member guides in force';
    const UNAUTHORIZED = 'Your account has no access to member documents';
    const SIGN_IN = 'Sign in to the members area';

    const member = await signIn(SCALE_ACCOUNTS.member);
    const visitor = await signIn(SCALE_ACCOUNTS.visitor);
    for (let i = 0; i < 2; i++) {
      const asMember = await edge('mersmembers', '/members', member);
      expect(asMember.body).toContain(AUTHORIZED);
      expect(xCache(asMember)).toBe('PASS');
      expect(String(asMember.headers['cache-control'])).toMatch(/private|no-store/);
      const asVisitor = await edge('mersmembers', '/members', visitor);
      expect(asVisitor.body).toContain(UNAUTHORIZED);
      expect(asVisitor.body).not.toContain(AUTHORIZED);
      const anonymous = await edge('mersmembers', '/members');
      expect(anonymous.body).toContain(SIGN_IN);
      expect(anonymous.body).not.toContain(AUTHORIZED);
    }
    const me = await edge('mersmembers', '/api/visitor/me', member);
    expect(me.body).toContain(SCALE_ACCOUNTS.member.email);
    const nobody = await edge('mersmembers', '/api/visitor/me');
    expect(nobody.body).not.toContain(SCALE_ACCOUNTS.member.email);
  });
});
