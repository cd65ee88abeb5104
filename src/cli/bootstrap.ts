import { bootstrap as bootstrapStore, createContentContext, seedNotices, type BootstrapProgress, type ContentContext, type BootstrapResult, type Db, type NoticeDocumentRenderer, type PageRenderer, type SeedKinds } from '../content';
import type { Registry } from '../core/component';
import { once } from '../core/once';
import { fileMediaStorage } from '../services/media';

export type { BootstrapResult };

/** What the demo seed brings besides documents (content's `pendingBootstrap` asks about them). */
export const DEMO_SEED: SeedKinds = { notices: true, visitors: true };

/** The demo notices with their documents' text (made once: a start may render them before it seeds). */
export const demoNoticeFields = once(async () => {
  const [{ demoNotices }, { withDocumentBodies }] = await Promise.all([import('./seed/notices'), import('./seed/notice-text')]);
  return withDocumentBodies(demoNotices());
});

/**
 * The server's page renderer, which publishing needs for the archive (content/archive): loaded
 * on the first render with a dynamic `import()`, as `start` loads the server, so commands that
 * publish nothing never load React or esbuild.
 */
export function pageRenderer(registry: Registry): PageRenderer {
  let loaded: Promise<PageRenderer> | undefined;
  return {
    async render(input) {
      loaded ??= import('../server/archive-renderer').then(({ archiveRenderer }) => archiveRenderer({ registry }));
      return (await loaded).render(input);
    },
  };
}

/**
 * Brings a store to a usable state: migrated, the eight sites present, a first admin and
 * the demo content on an empty installation. Safe to run on every start. The seed's modules
 * (the demo pages, notices and images) are loaded here, when a bootstrap runs, not with the
 * command line.
 */
export async function bootstrap(
  db: Db,
  {
    registry,
    adminEmail,
    adminPassword,
    visitorPassword,
    noticeDocumentCache,
    renderNoticeDocuments,
    deferNotices,
    onProgress,
  }: {
    registry: Registry;
    adminEmail: string;
    adminPassword?: string;
    visitorPassword?: string;
    /** A directory keeping the demo notices' rendered documents between seeds (the test templates). */
    noticeDocumentCache?: string;
    /** Renders the demo notices' documents (default: in this thread; `start` and `seed` give a process of their own). */
    renderNoticeDocuments?: NoticeDocumentRenderer;
    /** Leaves the demo notices for `seedDemoNotices` once the server is up (`npm start`). */
    deferNotices?: boolean;
    onProgress?: (progress: BootstrapProgress) => void;
  },
): Promise<BootstrapResult> {
  const [{ demoDocuments }, { demoImages, withLibraryImages }, { demoVisitors }, { demoAlerts }, notices] = await Promise.all([
    import('./seed/content'),
    import('./seed/demo-images'),
    import('./seed/visitors'),
    import('./seed/notices'),
    demoNoticeFields(),
  ]);
  // Made once: the images are found in the same documents that are then published.
  const documents = demoDocuments();
  return bootstrapStore(createContentContext({ db, registry, archive: pageRenderer(registry) }), {
    adminEmail,
    ...(adminPassword ? { adminPassword } : {}),
    documents: (images) => withLibraryImages(documents, images),
    images: () => demoImages(documents),
    visitors: demoVisitors,
    notices: () => notices,
    alerts: demoAlerts,
    ...(visitorPassword ? { visitorPassword } : {}),
    ...(noticeDocumentCache ? { noticeDocumentCache: fileMediaStorage(noticeDocumentCache) } : {}),
    ...(renderNoticeDocuments ? { renderNoticeDocuments } : {}),
    ...(deferNotices ? { deferNotices } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}

/**
 * Publishes the demo notices with their documents through a serving process's operations (so
 * its page cache hears of them), when the store has none: what a first `npm start` leaves for
 * after it serves. Answers how many were published.
 */
export async function seedDemoNotices(
  ctx: ContentContext,
  { renderNoticeDocuments, onProgress }: { renderNoticeDocuments?: NoticeDocumentRenderer; onProgress?: (progress: BootstrapProgress) => void } = {},
): Promise<number> {
  const [notices, { demoAlerts }] = await Promise.all([demoNoticeFields(), import('./seed/notices')]);
  return seedNotices(ctx, {
    notices: () => notices,
    alerts: demoAlerts,
    ...(renderNoticeDocuments ? { renderNoticeDocuments } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}
