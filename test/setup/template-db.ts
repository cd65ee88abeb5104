import { writeFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/store';
import { builtOnce } from '../support/built-once';
import { prepareTemplate } from '../support/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the dumped data directory of the migrated template PGlite. */
    templateDbPath: string;
  }
}

/**
 * The migrated (and, through `prepareTemplate`, seeded) PGlite every server test's database is
 * loaded from, dumped to a file: made once per state of the sources (test/support/built-once.ts),
 * and only for the projects whose tests use it (vitest.config.ts, `usesTemplate`).
 */
export default async function setup(project: TestProject) {
  const path = await builtOnce('unit-template', async (out) => {
    const db = await openPglite();
    try {
      await prepareTemplate(db);
      await writeFile(out, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
    } finally {
      await db.close();
    }
  });
  project.provide('templateDbPath', path);
}
