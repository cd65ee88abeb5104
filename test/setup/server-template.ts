import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { writeEditorBundle } from '../../src/server/editor-assets';
import { loadConfig } from '../../src/services/config';
import { openPglite } from '../../src/store';
import { NOTICE_DOCUMENT_CACHE } from '../support/notice-document-cache';
import { SERVER_TEMPLATE } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the dumped data directory of a store bootstrapped as `startServer` does. */
    serverTemplatePath: string;
    /** Folder holding the editor bundle built once for the run (`EDITOR_ASSETS_DIR`). */
    editorAssetsDir: string;
  }
}

/**
 * Bootstraps one store per run as a first start does (migrations, the eight sites, the demo
 * content: about 14 s) and dumps it; each browser test's `startServer` loads a copy instead.
 * Builds the editor bundle once too, which each server would otherwise build on its first
 * `/admin` request.
 */
export default async function setup(project: TestProject) {
  const db = await openPglite();
  let path: string;
  try {
    await bootstrap(db, {
      registry,
      adminEmail: loadConfig({}).adminEmail,
      adminPassword: SERVER_TEMPLATE.adminPassword,
      visitorPassword: SERVER_TEMPLATE.visitorPassword,
      noticeDocumentCache: NOTICE_DOCUMENT_CACHE,
    });
    path = join(tmpdir(), `tessera-server-template-${randomUUID()}.tar`);
    await writeFile(path, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  const editorDir = join(tmpdir(), `tessera-editor-${randomUUID()}`);
  await writeEditorBundle(editorDir);
  project.provide('serverTemplatePath', path);
  project.provide('editorAssetsDir', editorDir);
  return async () => {
    await rm(path, { force: true });
    await rm(editorDir, { recursive: true, force: true });
  };
}
