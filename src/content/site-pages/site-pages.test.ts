import { testRenderer } from '../../../test/support/archive';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/support/db';
import { registry } from '../../components/registry';
import { node } from '../../core/node';
import type { Db } from '../../store/types';
import { SEED, type ContentContext } from '../context';
import { createDocument } from '../documents/create';
import { moveDocument } from '../documents/save-draft';
import { setAccessCode } from '../documents/set-access-code';
import { publishDocument } from '../publishing/publish';
import { createContentContext } from '../setup';
import { withSiteChrome } from '../documents/trees';
import { enterAccessCode } from './access-code';
import { visitPage } from './visit';

const page = (text: string) => withSiteChrome(node('page-layout', {}, { main: [node('heading', { text, level: 1 })], footerContent: [] }));

describe('site pages: what a visit and an access code come to', () => {
  let db: Db;
  let ctx: ContentContext;
  beforeEach(async () => {
    db = await openTestDb();
    ctx = createContentContext({ db, registry, archive: testRenderer, secret: 'test-secret' });
  });
  afterEach(() => db.close());

  async function published(path: string, text: string) {
    const doc = await createDocument(ctx, { actor: SEED, site: 'ice', path, title: text, tree: page(text) });
    await publishDocument(ctx, { actor: SEED, id: doc.id, revision: doc.draftRevision });
    return doc;
  }

  it('composes a published page with its partials, and answers nothing for an unknown path', async () => {
    await published('/site-pages-fees', 'Fees 2030');
    const visit = await visitPage(ctx, { site: 'ice', path: '/site-pages-fees', cookies: {} });
    expect(visit.kind).toBe('page');
    if (visit.kind !== 'page') return;
    expect(visit.locked).toBe(false);
    expect(visit.page.doc.title).toBe('Fees 2030');
    // The ice header and footer are partials every page includes.
    expect(visit.page.partials.size).toBeGreaterThan(0);
    expect(await visitPage(ctx, { site: 'ice', path: '/site-pages-nothing', cookies: {} })).toEqual({ kind: 'not-found' });
  });

  it('redirects the old path of a moved page with the query string, and falls back for an empty alerts category', async () => {
    const doc = await published('/site-pages-old', 'Old');
    const moved = await moveDocument(ctx, { actor: SEED, id: doc.id, path: '/site-pages-new', revision: doc.draftRevision });
    await publishDocument(ctx, { actor: SEED, id: doc.id, revision: moved.draftRevision });
    expect(await visitPage(ctx, { site: 'ice', path: '/site-pages-old', search: '?year=2024', cookies: {} })).toEqual({
      kind: 'redirect',
      location: '/site-pages-new?year=2024',
      status: 301,
      maxAgeSeconds: 300,
    });
    expect(await visitPage(ctx, { site: 'ice', path: '/alerts/benchmark-and-processing', cookies: {} })).toMatchObject({ kind: 'redirect', location: '/alerts', status: 302 });
  });

  it('shows only the gate without the grant, counts wrong codes per page and client, and the grant opens the page', async () => {
    const doc = await published('/site-pages-members', 'Members only');
    await setAccessCode(ctx, { actor: SEED, id: doc.id, code: 'open-sesame-42' });
    const gated = await visitPage(ctx, { site: 'ice', path: '/site-pages-members', cookies: {} });
    expect(gated.kind).toBe('access-code');
    if (gated.kind !== 'access-code') return;
    expect(JSON.stringify(gated.gate)).not.toContain('Members only');

    expect(await enterAccessCode(ctx, { site: 'ice', path: '/site-pages-members', code: ' ', client: '192.0.2.1' })).toMatchObject({ kind: 'refused', status: 400 });
    for (let i = 0; i < 10; i++) {
      expect(await enterAccessCode(ctx, { site: 'ice', path: '/site-pages-members', code: 'wrong', client: '192.0.2.1' })).toMatchObject({ kind: 'refused', status: 403 });
    }
    const locked = await enterAccessCode(ctx, { site: 'ice', path: '/site-pages-members', code: 'open-sesame-42', client: '192.0.2.1' });
    expect(locked).toMatchObject({ kind: 'refused', status: 429 });
    expect(locked.kind === 'refused' && locked.retryAfter).toBeGreaterThan(0);

    // Another client is not locked out by the first one's guesses.
    const granted = await enterAccessCode(ctx, { site: 'ice', path: '/site-pages-members', code: 'open-sesame-42', client: '192.0.2.2' });
    expect(granted.kind).toBe('granted');
    if (granted.kind !== 'granted') return;
    expect(granted.grant.path).toBe('/site-pages-members');
    const opened = await visitPage(ctx, { site: 'ice', path: '/site-pages-members', cookies: { [granted.grant.name]: granted.grant.value } });
    expect(opened).toMatchObject({ kind: 'page', locked: true });
    // A grant signed with another secret opens nothing.
    const other = createContentContext({ db, registry, archive: testRenderer, secret: 'another-secret' });
    expect((await visitPage(other, { site: 'ice', path: '/site-pages-members', cookies: { [granted.grant.name]: granted.grant.value } })).kind).toBe('access-code');
  });
});
