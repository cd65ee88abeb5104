import { bootstrap as bootstrapStore, createContentContext, type BootstrapResult, type Db, type PageRenderer } from '../content';
import type { Registry } from '../core/component';
import { fileMediaStorage } from '../services/media';
import { demoDocuments } from './seed/content';
import { demoImages, withLibraryImages } from './seed/demo-images';
import { demoVisitors } from './seed/visitors';
import { demoAlerts, demoNotices } from './seed/notices';
import { withDocumentBodies } from './seed/notice-text';

export type { BootstrapResult };

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
 * the demo content on an empty installation. Safe to run on every start.
 */
export function bootstrap(
  db: Db,
  {
    registry,
    adminEmail,
    adminPassword,
    visitorPassword,
    noticeDocumentCache,
  }: {
    registry: Registry;
    adminEmail: string;
    adminPassword?: string;
    visitorPassword?: string;
    /** A directory keeping the demo notices' rendered documents between seeds (the test templates). */
    noticeDocumentCache?: string;
  },
): Promise<BootstrapResult> {
  return bootstrapStore(createContentContext({ db, registry, archive: pageRenderer(registry) }), {
    adminEmail,
    ...(adminPassword ? { adminPassword } : {}),
    documents: (images) => withLibraryImages(demoDocuments(), images),
    images: () => demoImages(demoDocuments()),
    visitors: demoVisitors,
    notices: () => withDocumentBodies(demoNotices()),
    alerts: demoAlerts,
    ...(visitorPassword ? { visitorPassword } : {}),
    ...(noticeDocumentCache ? { noticeDocumentCache: fileMediaStorage(noticeDocumentCache) } : {}),
  });
}
