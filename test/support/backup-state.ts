import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { backupTables } from '../../src/store';
import type { Db } from '../../src/store/types';

/**
 * Everything a restore must bring back, in a form `toEqual` compares and diffs: each table's rows
 * (a digest of them, sorted, without the generated columns the database computes again), each
 * sequence's position, each stored file's SHA-256, and every published page as a visitor gets it
 * (status and the SHA-256 of its HTML).
 */
export interface InstallationState {
  rows: Record<string, { count: number; digest: string }>;
  sequences: Record<string, string>;
  files: Record<string, string>;
  pages: Record<string, string>;
}

const RENDERED_AT = new Date('2026-03-10T15:00:00Z');

export async function installationState({ db, app, mediaDir, submissionsDir }: { db: Db; app: FastifyInstance; mediaDir: string; submissionsDir: string }): Promise<InstallationState> {
  const rows: InstallationState['rows'] = {};
  const sequences: InstallationState['sequences'] = {};
  await db.transaction(async (tx) => {
    // Timestamps as JSON carry the session's offset: one zone for both engines.
    await tx.query(`SET LOCAL TIME ZONE 'UTC'`);
    for (const table of await backupTables(tx)) {
      const columns = table.columns.map((c) => `"${c}"`).join(', ');
      const { rows: [found] } = await tx.query<{ count: number; digest: string }>(
        `SELECT count(*)::int AS count, md5(coalesce(string_agg(line, E'\\n' ORDER BY line COLLATE "C"), '')) AS digest
           FROM (SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM "${table.name}") r) lines`,
      );
      rows[table.name] = found!;
    }
    const { rows: names } = await tx.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace`);
    for (const { name } of names) {
      const { rows: [state] } = await tx.query<{ state: string }>(`SELECT last_value || ' ' || is_called AS state FROM "${name}"`);
      sequences[name] = state!.state;
    }
  });
  const files: InstallationState['files'] = {};
  for (const [prefix, dir] of [['media', mediaDir], ['submissions', submissionsDir]] as const) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => !n.startsWith('.')).sort()) files[`${prefix}/${name}`] = createHash('sha256').update(await readFile(join(dir, name))).digest('hex');
  }
  const pages: InstallationState['pages'] = {};
  const { rows: published } = await db.query<{ site: string; path: string }>(
    `SELECT site, path FROM documents WHERE kind = 'page' AND published_version IS NOT NULL ORDER BY site, path`,
  );
  // The simulated market data moves with the clock: every state's pages are rendered at one instant.
  vi.useFakeTimers({ toFake: ['Date'], now: RENDERED_AT });
  try {
    for (const { site, path } of published) {
      const response = await app.inject({ url: path, headers: { host: `${site}.localhost` } });
      pages[`${site} ${path}`] = `${response.statusCode} ${createHash('sha256').update(response.body).digest('hex')}`;
    }
  } finally {
    vi.useRealTimers();
  }
  return { rows, sequences, files, pages };
}
