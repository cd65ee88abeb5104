import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { createContentContext, recordArchive } from '../../src/content';
import { prebuild } from '../../src/server/prebuild';
import { loadConfig } from '../../src/services/config';
import { openPglite } from '../../src/store';
import { testRenderer } from '../support/archive';
import { builtOnce } from '../support/built-once';
import { secretsInServerLogs } from '../support/log-secrets';
import { NOTICE_DOCUMENT_CACHE } from '../support/notice-document-cache';
import { SERVER_TEMPLATE } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the dumped data directory of a store bootstrapped as `startServer` does. */
    serverTemplatePath: string;
    /** Folder where each server of the run writes its JSON log (`startServer`), checked for secrets at the end. */
    serverLogDir: string;
  }
}

/**
 * Bootstraps one store as a first start does (migrations, the eight sites, the demo content:
 * about 14 s) and dumps it, once per state of the sources (test/support/built-once.ts); each
 * browser test's `startServer` loads a copy instead.
 * Makes sure dist/ holds the current site assets, editor bundle and empty PGlite cluster first,
 * as `npm run build` does, so that every server of the run reads them instead of building.
 */
export default async function setup(project: TestProject) {
  await prebuild();
  const path = await builtOnce('e2e-template', async (out) => {
    const db = await openPglite();
    try {
      await bootstrap(db, {
        registry,
        adminEmail: loadConfig({}).adminEmail,
        adminPassword: SERVER_TEMPLATE.adminPassword,
        visitorPassword: SERVER_TEMPLATE.visitorPassword,
        noticeDocumentCache: NOTICE_DOCUMENT_CACHE,
      });
      // What the seed published is recorded, as the archive job does after a first start.
      await recordArchive(createContentContext({ db, registry, archive: testRenderer }));
      await writeFile(out, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
    } finally {
      await db.close();
    }
  });
  const logDir = await mkdtemp(join(tmpdir(), 'tessera-e2e-logs-'));
  project.provide('serverTemplatePath', path);
  project.provide('serverLogDir', logDir);
  return async () => {
    await checkServerLogs(logDir);
  };
}

/**
 * Issue 27 item 3: the log of the run's servers holds no password, token, access code or
 * submission content. Vitest reports an error thrown here but does not fail the run for it, so
 * the exit code is set too. A failing run keeps the logs for reading.
 */
async function checkServerLogs(dir: string): Promise<void> {
  const { findings, files, lines } = await secretsInServerLogs(dir);
  if (findings.length === 0) {
    console.log(`Server logs: ${lines} lines from ${files} servers, no secret in them.`);
    await rm(dir, { recursive: true, force: true });
    return;
  }
  process.exitCode = 1;
  const shown = findings.slice(0, 20).join('\n  ');
  throw new Error(`The servers' logs (kept in ${dir}) hold secrets, ${findings.length} time(s):\n  ${shown}`);
}
