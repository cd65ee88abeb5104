import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRenderer } from './archive';
import { registry } from '../../src/components/registry';
import {
  composePage,
  createBanner,
  createContentContext,
  deleteBanner,
  listBanners,
  siteBanners,
  updateBanner,
  userActor,
  type ContentContext,
  type PageToRender,
  type UserActor,
} from '../../src/content';
import type { BannerInput } from '../../src/core/contracts';
import { TesseraError } from '../../src/core/errors';
import { node } from '../../src/core/node';
import type { SiteId } from '../../src/core/sites';
import { createUser, listAudit, upsertSite } from '../../src/store';
import type { Db } from '../../src/store/types';

const HOUR = 3_600_000;
const START = new Date('2030-03-14T14:00:00Z');
let counter = 0;
const fresh = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++counter}`;

async function failure(work: Promise<unknown>): Promise<TesseraError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  return error as TesseraError;
}

/**
 * Governed banners and disclaimers (issue 23 item 7) on every engine: their time windows per
 * site, what composing a page takes from them (and how long it may then be kept), who may
 * manage them, their audit entries and change events.
 */
export function describeBannersSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    let ctx: ContentContext;
    let now: Date;
    let changed: SiteId[];
    let superUser: UserActor;
    let user: UserActor;

    beforeEach(async () => {
      db = await open();
      for (const id of ['ice', 'nyse', 'imt'] as const) await upsertSite(db, { id, name: id.toUpperCase(), hosts: [`${id}.banners.test`] });
      now = new Date(START.getTime() - HOUR);
      changed = [];
      ctx = createContentContext({ db, registry, archive: testRenderer,
        clock: { now: () => now },
        changes: { contentChanged: async (site) => void changed.push(site), sitesChanged: async () => {} },
      });
      superUser = userActor(await createUser(db, { email: `${fresh('super')}@banners.test`, name: 'Sue Super', role: 'CMSTWO Super User', passwordHash: 'x' }));
      user = userActor(await createUser(db, { email: `${fresh('user')}@banners.test`, name: 'Uli User', role: 'CMSTWO User', passwordHash: 'x' }));
    });
    afterEach(() => db.close());

    const banner = (input: Partial<BannerInput> = {}): BannerInput => ({
      kind: 'banner',
      tone: 'warning',
      message: 'Markets close early on Friday.',
      sites: ['ice', 'nyse'],
      startsAt: START.toISOString(),
      endsAt: new Date(START.getTime() + 2 * HOUR).toISOString(),
      ...input,
    });

    it('is scheduled before its start, live until its end, ended after — on its sites only', async () => {
      const created = await createBanner(ctx, { actor: superUser, ...banner() });
      expect(created).toMatchObject({ state: 'scheduled', sites: ['ice', 'nyse'], createdBy: superUser.email });
      expect((await siteBanners(ctx, { site: 'ice' })).banners).toEqual([]);
      // Nothing shows yet; a page may be kept until the start.
      expect((await siteBanners(ctx, { site: 'ice' })).maxAgeMs).toBe(HOUR);

      now = START;
      const live = await siteBanners(ctx, { site: 'nyse' });
      expect(live.banners).toEqual([{ id: created.id, kind: 'banner', tone: 'warning', message: 'Markets close early on Friday.' }]);
      expect(live.maxAgeMs).toBe(2 * HOUR);
      expect(await siteBanners(ctx, { site: 'imt' })).toEqual({ banners: [], disclaimers: [] });
      expect((await listBanners(ctx, { actor: superUser, page: { limit: 50 } })).items[0]!.state).toBe('live');

      now = new Date(START.getTime() + 2 * HOUR);
      expect(await siteBanners(ctx, { site: 'ice' })).toEqual({ banners: [], disclaimers: [] });
      expect((await listBanners(ctx, { actor: superUser, page: { limit: 50 } })).items[0]!.state).toBe('ended');
    });

    it('composes a page with its site’s live banners and disclaimers, kept no longer than the next start or end', async () => {
      now = START;
      await createBanner(ctx, { actor: superUser, ...banner({ sites: ['ice'] }) });
      await createBanner(ctx, { actor: superUser, ...banner({ kind: 'disclaimer', tone: 'info', message: 'Not investment advice.', sites: ['ice', 'imt'], endsAt: null }) });
      await createBanner(ctx, { actor: superUser, ...banner({ message: 'Later', sites: ['ice'], startsAt: new Date(START.getTime() + 30 * 60_000).toISOString() }) });

      const doc: PageToRender = { site: 'ice', path: '/fees', kind: 'page', title: 'Fees', seo: {}, tree: node('page-layout', {}, { main: [], footerContent: [] }) };
      const composed = await composePage(ctx, { doc });
      expect(composed.banners?.banners.map((b) => b.message)).toEqual(['Markets close early on Friday.']);
      expect(composed.banners?.disclaimers.map((b) => b.message)).toEqual(['Not investment advice.']);
      expect(composed.maxAgeMs).toBe(30 * 60_000);

      const other = await composePage(ctx, { doc: { ...doc, site: 'nyse' } });
      expect(other.banners).toBeUndefined();
      expect(other.maxAgeMs).toBeUndefined();
      // A partial is a piece of pages: the page around it shows the banners.
      const partial = await composePage(ctx, { doc: { ...doc, kind: 'partial', tree: node('fragment') } });
      expect(partial.banners).toBeUndefined();
    });

    it('is managed by Super Users and Admins only; a CMSTWO User is refused', async () => {
      expect((await failure(createBanner(ctx, { actor: user, ...banner() }))).code).toBe('FORBIDDEN');
      expect((await failure(listBanners(ctx, { actor: user, page: { limit: 50 } }))).code).toBe('FORBIDDEN');
      const created = await createBanner(ctx, { actor: superUser, ...banner() });
      expect((await failure(updateBanner(ctx, { actor: user, id: created.id, ...banner({ message: 'Mine now' }) }))).code).toBe('FORBIDDEN');
      expect((await failure(deleteBanner(ctx, { actor: user, id: created.id }))).code).toBe('FORBIDDEN');
      const disabled = { ...superUser, disabled: true };
      expect((await failure(createBanner(ctx, { actor: disabled, ...banner() }))).code).toBe('FORBIDDEN');
    });

    it('refuses a site that is not installed, naming it', async () => {
      // Known to the platform, not installed here (the unit template installs all eight).
      await db.query("DELETE FROM path_redirects WHERE site = 'esignal'");
      await db.query("DELETE FROM documents WHERE site = 'esignal'");
      await db.query("DELETE FROM sites WHERE id = 'esignal'");
      const error = await failure(createBanner(ctx, { actor: superUser, ...banner({ sites: ['ice', 'esignal'] }) }));
      expect([error.status, error.issues[0]?.path]).toEqual([400, '/body/sites/1']);
      expect(error.message).toContain('esignal');
    });

    it('writes an audit entry per affected site and refreshes each site’s pages on create, update and delete', async () => {
      const created = await createBanner(ctx, { actor: superUser, ...banner({ sites: ['ice', 'nyse'] }) });
      expect(changed.sort()).toEqual(['ice', 'nyse']);
      changed = [];
      await updateBanner(ctx, { actor: superUser, id: created.id, ...banner({ sites: ['imt'], message: 'Moved' }) });
      expect(changed.sort()).toEqual(['ice', 'imt', 'nyse']);
      changed = [];
      await deleteBanner(ctx, { actor: superUser, id: created.id });
      expect(changed).toEqual(['imt']);
      expect((await listBanners(ctx, { actor: superUser, page: { limit: 50 } })).items).toEqual([]);
      expect((await failure(deleteBanner(ctx, { actor: superUser, id: created.id }))).code).toBe('NOT_FOUND');

      const entries = await listAudit(db, { actor: superUser.email, limit: 20 });
      expect(entries.map((e) => [e.action, e.site]).sort()).toEqual(
        [
          ['banner.create', 'ice'],
          ['banner.create', 'nyse'],
          ['banner.update', 'ice'],
          ['banner.update', 'imt'],
          ['banner.update', 'nyse'],
          ['banner.delete', 'imt'],
        ].sort(),
      );
      expect(entries.find((e) => e.action === 'banner.update')!.detail).toMatchObject({ banner: created.id, message: 'Moved', sites: ['imt'], before: { sites: ['ice', 'nyse'] } });
    });
  });
}
