import { randomBytes } from 'node:crypto';
import type { DocumentKind, NotificationAlertView, Seo } from '../core/contracts';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { MediaStorage } from '../services/media';
import * as store from '../store';
import { SEED, type ContentContext } from './context';
import { addBundledImages, type BundledImage } from './media/bundled-images';
import { createDocument } from './documents/create';
import { setAccessCode } from './documents/set-access-code';
import { publishDocument } from './publishing/publish';
import { installSites } from './admin/install-sites';
import { createFirstAdmin } from './admin/create-user';
import { reindexStalePages } from './search/index-pages';
import { upsertNotices } from './notices/upsert-notices';
import { addNoticeDocuments } from './notices/notice-documents';
import { createVisitor } from './visitors/create-visitor';

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
}

/**
 * Brings a store to a usable state: migrated, the eight sites present, a first admin and,
 * on an empty installation, the given documents created and published through the same
 * operations an editor uses. Safe to run on every start.
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
    alerts?: () => readonly NotificationAlertView[];
  },
): Promise<BootstrapResult> {
  const { adminEmail, adminPassword, documents } = options;
  await store.migrate(ctx.db);
  await installSites(ctx);
  const result: BootstrapResult = { seeded: 0 };
  const password = adminPassword ?? generatedPassword();
  if (await createFirstAdmin(ctx, { email: adminEmail, password })) result.admin = { email: adminEmail, password, generated: adminPassword === undefined };
  if ((await store.countDocuments(ctx.db)) === 0) {
    const images = (await options.images?.()) ?? [];
    const urls = await addBundledImages(ctx, { actor: SEED, images });
    const docs = documents(new Map(images.map((image, i) => [image.name, urls[i]!])));
    result.seeded = await publishDocuments(ctx, docs);
    const coded = docs.flatMap((doc) => (doc.accessCode === undefined ? [] : [{ site: doc.site, path: doc.path, code: doc.accessCode }]));
    if (coded.length > 0) result.accessCodes = coded;
  }
  // An installation from before site search, or indexed by an older text extraction: indexed again.
  await reindexStalePages(ctx, { seeded: result.seeded });
  if (options.notices && (await store.countNotices(ctx.db)) === 0) {
    // Each demo notice gets its document, generated from its fields (issue 25).
    const notices = await addNoticeDocuments(ctx, { actor: SEED, notices: options.notices(), ...(options.noticeDocumentCache ? { cache: options.noticeDocumentCache } : {}) });
    await upsertNotices(ctx, { actor: SEED, notices, status: 'published' });
    if (options.alerts) await store.insertAlerts(ctx.db, { alerts: options.alerts() });
  }
  if (options.visitors && (await store.countVisitors(ctx.db)) === 0) {
    result.visitors = [];
    for (const visitor of options.visitors()) {
      const visitorPassword = options.visitorPassword ?? generatedPassword();
      await createVisitor(ctx, { actor: SEED, ...visitor, password: visitorPassword });
      result.visitors.push({ ...visitor, password: visitorPassword });
    }
  }
  return result;
}

function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Creates and publishes documents as the seed; a bad one names itself. */
export async function publishDocuments(ctx: ContentContext, documents: readonly SeedDocument[]): Promise<number> {
  for (const doc of documents) {
    try {
      const created = await createDocument(ctx, { actor: SEED, site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo ?? {}, tree: doc.tree });
      if (doc.accessCode !== undefined) await setAccessCode(ctx, { actor: SEED, id: created.id, code: doc.accessCode });
      await publishDocument(ctx, { actor: SEED, id: created.id, revision: created.draftRevision, note: 'Demo content' });
    } catch (error) {
      throw new Error(`Demo document ${doc.site}${doc.path}: ${(error as Error).message}`, { cause: error });
    }
  }
  return documents.length;
}
