import { randomBytes } from 'node:crypto';
import type { DocumentKind, NotificationAlertView, Seo } from '../core/contracts';
import type { Node } from '../core/node';
import { SITE_IDS, type SiteId } from '../core/sites';
import type { MediaStorage } from '../services/media';
import * as store from '../store';
import { SEED, type ContentContext } from './context';
import { addBundledImages, type BundledImage } from './media/bundled-images';
import { createDocument } from './documents/create';
import { setAccessCode } from './documents/set-access-code';
import { publishDocument } from './publishing/publish';
import { installSites } from './admin/install-sites';
import { createFirstAdmin } from './admin/create-user';
import { reindexStalePages, searchIndexStale } from './search/index-pages';
import { upsertNotices } from './notices/upsert-notices';
import { renderNoticeDocuments, storeNoticeDocuments, type NoticeDocumentRenderer } from './notices/notice-documents';
import { createVisitor } from './visitors/create-visitor';
import { readiness } from './installation/readiness';

/** A document to publish on an empty installation (the demo content). */
export interface SeedDocument {
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  seo?: Seo;
  tree: Node;
  /** Publishes the page behind this access code. */
  accessCode?: string;
}

/** A demo visitor, created on a first start (specification §6's sample roles). */
export interface SeedVisitor {
  email: string;
  name: string;
  roles: { appKey: string; role: string }[];
}

export interface BootstrapResult {
  /** Set only on the start that created the first admin: show it once. */
  admin?: { email: string; password: string; generated: boolean };
  seeded: number;
  /** Set only on the start that created the demo visitors: show their credentials once. */
  visitors?: (SeedVisitor & { password: string })[];
  /** Access codes of the demo pages published behind one. */
  accessCodes?: { site: SiteId; path: string; code: string }[];
  /** The seed's notices were left for later (`deferNotices`): `seedNotices` publishes them. */
  noticesPending?: boolean;
}

/** A step of `bootstrap`, in the order they run. */
export type BootstrapStep = 'migrations' | 'sites' | 'administrator' | 'images' | 'documents' | 'search' | 'notice documents' | 'notices' | 'visitors';

/**
 * How far `bootstrap` is, for the people watching a first start: `done` of `total` in `step`
 * (reported when the step begins and as it goes; `done === total` when it ends). Steps with
 * nothing to do are not reported.
 */
export interface BootstrapProgress {
  step: BootstrapStep;
  done: number;
  total: number;
}

/** What the seed brings, besides the documents: which of `bootstrap`'s steps apply. */
export interface SeedKinds {
  notices: boolean;
  visitors: boolean;
}

/**
 * The steps `bootstrap` would still do to this store (none: it is migrated to the newest
 * migration, has the eight sites, an administrator, documents, a current search index, and the
 * notices and visitors the seed brings). Reads only the store, never the seed, so a start can
 * ask cheaply whether to bootstrap at all; it reads what is there, so it also holds after a
 * restore or a migration run by hand.
 */
export async function pendingBootstrap(ctx: Pick<ContentContext, 'db'>, seed: SeedKinds): Promise<BootstrapStep[]> {
  const ready = await readiness(ctx);
  // A store that does not answer is not something a bootstrap mends: opening it fails again there.
  if (ready.failed.includes('store')) throw new Error(ready.checks.store);
  if (ready.failed.length > 0) return ['migrations'];
  const pending: BootstrapStep[] = [];
  const sites = new Set((await store.listSites(ctx.db)).map((site) => site.id));
  if (SITE_IDS.some((id) => !sites.has(id))) pending.push('sites');
  if ((await store.countUsers(ctx.db)) === 0) pending.push('administrator');
  if ((await store.countDocuments(ctx.db)) === 0) pending.push('documents');
  if (await searchIndexStale(ctx, { seeded: 0 })) pending.push('search');
  if (seed.notices && (await store.countNotices(ctx.db)) === 0) pending.push('notices');
  if (seed.visitors && (await store.countVisitors(ctx.db)) === 0) pending.push('visitors');
  return pending;
}

/**
 * Brings a store to a usable state: migrated, the eight sites present, a first admin and,
 * on an empty installation, the given documents created and published through the same
 * operations an editor uses. Safe to run on every start. The notices' documents, when the
 * seed brings notices, are rendered by `renderNoticeDocuments` while the documents are
 * published (the process the command line renders them in uses the second core meanwhile).
 */
export async function bootstrap(
  ctx: ContentContext,
  options: {
    adminEmail: string;
    adminPassword?: string;
    /** The documents of an empty installation; `images`: the library address of each image below, by its name. */
    documents: (images: ReadonlyMap<string, string>) => readonly SeedDocument[];
    /** Images those documents show, added to the media library first (issue 24 point 8). */
    images?: () => Promise<readonly BundledImage[]>;
    visitors?: () => readonly SeedVisitor[];
    /** The demo visitors' password; generated (one each) when absent. */
    visitorPassword?: string;
    /** Demo notices and notification alerts, published on an installation without notices. */
    notices?: () => readonly store.NoticeInput[];
    /** Keeps the demo notices' rendered documents between seeds (the test templates'). */
    noticeDocumentCache?: MediaStorage;
    /** Renders the notices' documents (default: in this thread). */
    renderNoticeDocuments?: NoticeDocumentRenderer;
    alerts?: () => readonly NotificationAlertView[];
    /**
     * Leaves the notices for `seedNotices` after the server is up (a first `npm start`: their
     * documents take longer to render than the rest of the seed takes).
     */
    deferNotices?: boolean;
    onProgress?: (progress: BootstrapProgress) => void;
  },
): Promise<BootstrapResult> {
  const { adminEmail, adminPassword, documents } = options;
  const report = options.onProgress ?? (() => {});
  const migrations = await store.loadMigrations();
  const applied = new Set(await store.appliedMigrationVersions(ctx.db));
  const pendingMigrations = migrations.filter((m) => !applied.has(m.version)).length;
  if (pendingMigrations > 0) report({ step: 'migrations', done: 0, total: pendingMigrations });
  await store.migrate(ctx.db, { migrations });
  if (pendingMigrations > 0) report({ step: 'migrations', done: pendingMigrations, total: pendingMigrations });
  const sitesBefore = (await store.listSites(ctx.db)).length;
  await installSites(ctx);
  if (sitesBefore < SITE_IDS.length) report({ step: 'sites', done: SITE_IDS.length - sitesBefore, total: SITE_IDS.length - sitesBefore });
  const result: BootstrapResult = { seeded: 0 };
  const password = adminPassword ?? generatedPassword();
  if (await createFirstAdmin(ctx, { email: adminEmail, password })) {
    result.admin = { email: adminEmail, password, generated: adminPassword === undefined };
    report({ step: 'administrator', done: 1, total: 1 });
  }
  const notices = options.notices && (await store.countNotices(ctx.db)) === 0 ? options.notices() : undefined;
  if (notices && options.deferNotices) result.noticesPending = true;
  // Started now, finished after the documents: rendering runs beside the publishing.
  const noticeSeed = notices && !options.deferNotices ? startNoticeSeed(ctx, { ...options, notices, onProgress: report }) : undefined;
  if ((await store.countDocuments(ctx.db)) === 0) {
    const images = (await options.images?.()) ?? [];
    const urls = await addBundledImages(ctx, { actor: SEED, images });
    if (images.length > 0) report({ step: 'images', done: images.length, total: images.length });
    const docs = documents(new Map(images.map((image, i) => [image.name, urls[i]!])));
    result.seeded = await publishDocuments(ctx, docs, (done) => docs.length > 0 && report({ step: 'documents', done, total: docs.length }));
    const coded = docs.flatMap((doc) => (doc.accessCode === undefined ? [] : [{ site: doc.site, path: doc.path, code: doc.accessCode }]));
    if (coded.length > 0) result.accessCodes = coded;
  }
  // An installation from before site search, or indexed by an older text extraction: indexed again.
  const reindexed = await reindexStalePages(ctx, { seeded: result.seeded });
  if (reindexed > 0) report({ step: 'search', done: reindexed, total: reindexed });
  await noticeSeed?.finish();
  if (options.visitors && (await store.countVisitors(ctx.db)) === 0) {
    result.visitors = [];
    for (const visitor of options.visitors()) {
      const visitorPassword = options.visitorPassword ?? generatedPassword();
      await createVisitor(ctx, { actor: SEED, ...visitor, password: visitorPassword });
      result.visitors.push({ ...visitor, password: visitorPassword });
    }
    report({ step: 'visitors', done: result.visitors.length, total: result.visitors.length });
  }
  return result;
}

/**
 * Publishes the seed's notices, each with its document generated from its fields (issue 25),
 * and the notification alerts: the documents are rendered from the call on (beside whatever the
 * caller does next), stored and published by `finish()`.
 */
function startNoticeSeed(
  ctx: ContentContext,
  options: {
    notices: readonly store.NoticeInput[];
    noticeDocumentCache?: MediaStorage;
    renderNoticeDocuments?: NoticeDocumentRenderer;
    alerts?: () => readonly NotificationAlertView[];
    onProgress: (progress: BootstrapProgress) => void;
  },
): { finish(): Promise<void> } {
  const { notices, onProgress: report } = options;
  const rendered = renderNoticeDocuments({
    notices,
    ...(options.noticeDocumentCache ? { cache: options.noticeDocumentCache } : {}),
    ...(options.renderNoticeDocuments ? { render: options.renderNoticeDocuments } : {}),
    onProgress: (done, total) => total > 0 && report({ step: 'notice documents', done, total }),
  });
  // Awaited by finish(); a failure before then must not be reported as unhandled as well.
  rendered.catch(() => {});
  return {
    async finish() {
      const documents = await rendered;
      report({ step: 'notices', done: 0, total: notices.length });
      const withDocuments = await storeNoticeDocuments(ctx, { actor: SEED, notices, documents });
      await upsertNotices(ctx, { actor: SEED, notices: withDocuments, status: 'published' });
      if (options.alerts) await store.insertAlerts(ctx.db, { alerts: options.alerts() });
      report({ step: 'notices', done: notices.length, total: notices.length });
    },
  };
}

/**
 * Publishes the seed's notices when the store has none yet (what `bootstrap` left for later
 * with `deferNotices`, or a start stopped before it was done); answers how many.
 */
export async function seedNotices(
  ctx: ContentContext,
  options: {
    notices: () => readonly store.NoticeInput[];
    noticeDocumentCache?: MediaStorage;
    renderNoticeDocuments?: NoticeDocumentRenderer;
    alerts?: () => readonly NotificationAlertView[];
    onProgress?: (progress: BootstrapProgress) => void;
  },
): Promise<number> {
  if ((await store.countNotices(ctx.db)) > 0) return 0;
  const notices = options.notices();
  await startNoticeSeed(ctx, { ...options, notices, onProgress: options.onProgress ?? (() => {}) }).finish();
  return notices.length;
}

function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Creates and publishes documents as the seed, reporting how many are done; a bad one names itself. */
export async function publishDocuments(ctx: ContentContext, documents: readonly SeedDocument[], onProgress?: (done: number) => void): Promise<number> {
  onProgress?.(0);
  for (const [i, doc] of documents.entries()) {
    try {
      const created = await createDocument(ctx, { actor: SEED, site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo ?? {}, tree: doc.tree });
      if (doc.accessCode !== undefined) await setAccessCode(ctx, { actor: SEED, id: created.id, code: doc.accessCode });
      await publishDocument(ctx, { actor: SEED, id: created.id, revision: created.draftRevision, note: 'Demo content' });
    } catch (error) {
      throw new Error(`Demo document ${doc.site}${doc.path}: ${(error as Error).message}`, { cause: error });
    }
    onProgress?.(i + 1);
  }
  return documents.length;
}
