import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/store';
import { prepareTemplate } from '../support/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the dumped data directory of the migrated template PGlite. */
    templateDbPath: string;
  }
}

/**
 * Migrates (and, through `prepareTemplate`, seeds) one in-memory PGlite per run and dumps
 * it to a file; each test then loads a copy instead of migrating its own database.
 */
export default async function setup(project: TestProject) {
  const db = await openPglite();
  let path: string;
  try {
    await prepareTemplate(db);
    path = join(tmpdir(), `tessera-template-${randomUUID()}.tar`);
    await writeFile(path, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('templateDbPath', path);
  return async () => {
    await rm(path, { force: true });
  };
}
