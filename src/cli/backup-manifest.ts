import { z } from 'zod';

/**
 * What a backup archive holds (a .tar.gz; notes/DECISIONS.md, "Issue 27 item 1"):
 *
 * - `manifest.json` — this schema: format, engine and schema of origin, tables with their row
 *   counts, and the size and SHA-256 of every other file;
 * - `database/pglite.tar` (a PGlite data directory, loadable as PGlite's `loadDataDir`) or
 *   `database/postgres.dump` (`pg_dump -Fc`): what a restore into the same engine loads;
 * - `database/rows/TABLE.jsonl` (a JSON object per row) and `database/sequences.json`: the same
 *   snapshot engine-neutral, what a restore into the other engine loads;
 * - `media/KEY`, `submissions/KEY`: the files of MEDIA_DIR and SUBMISSIONS_DIR.
 */
export const BACKUP_FORMAT = 'tessera-backup';
export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const SEQUENCES = 'database/sequences.json';
export const rowsFile = (table: string) => `database/rows/${table}.jsonl`;
export const FILE_DIRS = ['media', 'submissions'] as const;
export type FileDir = (typeof FILE_DIRS)[number];

/** A storage key (services/media): made from a hash, so a name from an archive is never a path. */
export const FILE_KEY = /^[0-9a-f]{64}(-\d{3,4}w)?\.[a-z0-9]{2,5}$/;
const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const ROWS_FILE = /^database\/rows\/[a-z_][a-z0-9_]{0,62}\.jsonl$/;
const STORED_FILE = new RegExp(`^(${FILE_DIRS.join('|')})/${FILE_KEY.source.slice(1, -1)}$`);

/** Whether `name` is a path a backup archive may hold besides the manifest. */
export function isArchiveName(name: string): boolean {
  return name === PGLITE_DUMP || name === POSTGRES_DUMP || name === SEQUENCES || ROWS_FILE.test(name) || STORED_FILE.test(name);
}

export const fileEntrySchema = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** `SELECT version()` of the database backed up. */
  serverVersion: z.string(),
  /** The last migration applied: what a restore migrates an empty database to. */
  schemaVersion: z.number().int().min(1),
  migrations: z.array(z.object({ version: z.number().int().min(1), name: z.string() })).min(1),
  tables: z.array(z.object({ name: z.string().regex(SQL_NAME), columns: z.array(z.string().regex(SQL_NAME)), identity: z.boolean(), rows: z.number().int().min(0) })),
  files: z.record(z.string().refine(isArchiveName, 'not a name a backup holds'), fileEntrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const sequencesSchema = z.array(z.object({ name: z.string().regex(SQL_NAME), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }));
