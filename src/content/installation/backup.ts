import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import type { Actor, ContentContext } from '../context';

/**
 * The database side of `tessera backup` and `tessera restore` (issue 27 item 1): a snapshot of
 * every table's rows, engine-neutral, and the load of one into another database of either engine.
 * The command line writes and reads the archive; notes/DECISIONS.md ("Issue 27 item 1") has the reasons.
 */

export type MigrationName = { version: number; name: string };

/** A table in a snapshot: the columns its rows carry and how many there were. */
export interface SnapshotTable extends store.BackupTable {
  rows: number;
}

export interface DatabaseSnapshot {
  engine: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: MigrationName[];
  tables: SnapshotTable[];
  sequences: store.SequenceState[];
  /** The files on disk the rows refer to (storage keys): media originals, submissions' attachments. */
  files: { media: string[]; submissions: string[] };
}

const label = (m: MigrationName) => `${String(m.version).padStart(3, '0')}_${m.name}`;

/** The migrations this release knows, in order. */
export async function knownMigrations(): Promise<MigrationName[]> {
  return (await store.loadMigrations()).map(({ version, name }) => ({ version, name }));
}

/**
 * Why a database with `applied` migrations cannot be copied or loaded by this release, or
 * undefined: every applied migration must be one this release has, by number and name.
 */
export function schemaProblem(applied: readonly MigrationName[], known: readonly MigrationName[]): string | undefined {
  const byVersion = new Map(known.map((m) => [m.version, m]));
  for (const migration of applied) {
    const mine = byVersion.get(migration.version);
    if (!mine) return `it has migration ${label(migration)}, which this release of Tessera does not have (it stops at ${label(known.at(-1)!)}): use a newer release`;
    if (mine.name !== migration.name) return `its migration ${label(migration)} is ${label(mine)} in this release: they are not the same schema`;
  }
  return undefined;
}

/**
 * Reads the whole database in one snapshot (REPEATABLE READ, read-only): no row lock is taken and
 * writers go on. Each table's rows go to `writeRows` as JSON lines. On PostgreSQL the snapshot is
 * exported and `alongside` runs with its id while it is held (`pg_dump --snapshot`), so the native
 * dump and the rows are the same instant. The database must be at this release's schema.
 */
export async function snapshotDatabase(
  ctx: Pick<ContentContext, 'db'>,
  {
    actor,
    writeRows,
    alongside,
    onTable,
  }: {
    actor: Actor;
    writeRows: (table: string, lines: string[]) => Promise<void>;
    alongside?: (snapshotId: string | undefined) => Promise<void>;
    onTable?: (table: string, rows: number) => void;
  },
): Promise<DatabaseSnapshot> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'back up the installation', EVERY_SITE);
  const known = await knownMigrations();
  const engine = ctx.db.engine;
  return ctx.db.transaction(async (tx) => {
    await store.beginSnapshot(tx);
    if ((await store.schemaTableNames(tx)).length === 0) throw new Error('The database is empty: there is nothing to back up');
    const migrations = await store.appliedMigrations(tx);
    const behind = migrations.length < known.length ? `it is at ${label(migrations.at(-1) ?? { version: 0, name: 'none' })}; run \`tessera migrate\` first` : undefined;
    const problem = schemaProblem(migrations, known) ?? behind;
    if (problem) throw new Error(`This database cannot be backed up by this release: ${problem}`);
    const exported = engine === 'postgres' ? await store.exportSnapshot(tx) : undefined;
    // Settled, not raced: the reads below go on in this transaction whatever `alongside` does.
    const side = alongside?.(exported).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    let snapshot: DatabaseSnapshot | undefined;
    let failure: { error: unknown } | undefined;
    try {
      const tables: SnapshotTable[] = [];
      for (const table of await store.backupTables(tx)) {
        const rows = await store.readRows(tx, { table, onRows: (lines) => writeRows(table.name, lines) });
        tables.push({ ...table, rows });
        onTable?.(table.name, rows);
      }
      snapshot = {
        engine,
        serverVersion: await store.serverVersion(tx),
        migrations,
        tables,
        sequences: await store.sequenceStates(tx),
        files: await store.referencedFiles(tx),
      };
    } catch (error) {
      failure = { error };
    }
    const outcome = await side;
    if (failure) throw failure.error;
    if (outcome) throw outcome.error;
    return snapshot!;
  });
}

/**
 * Loads a snapshot into this database, which must hold no tables (`installationTables`): migrates
 * it to the snapshot's schema, then in one transaction lifts the foreign keys, replaces the rows
 * the migrations wrote with the snapshot's, adds the keys back (checking every row), sets the
 * sequences and compares each table's count. A failure leaves the migrated schema without rows.
 */
export async function loadSnapshot(
  ctx: Pick<ContentContext, 'db'>,
  {
    actor,
    snapshot,
    readRows,
    onTable,
  }: {
    actor: Actor;
    snapshot: Pick<DatabaseSnapshot, 'migrations' | 'tables' | 'sequences'>;
    /** The table's JSON lines, in batches. */
    readRows: (table: string) => AsyncIterable<string[]>;
    onTable?: (table: string, rows: number) => void;
  },
): Promise<void> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'restore the installation', EVERY_SITE);
  const known = await store.loadMigrations();
  const problem = schemaProblem(snapshot.migrations, known);
  if (problem) throw new Error(`This backup cannot be restored by this release: ${problem}`);
  const target = new Set(snapshot.migrations.map((m) => m.version));
  await store.migrate(ctx.db, { migrations: known.filter((m) => target.has(m.version)) });
  await ctx.db.transaction(async (tx) => {
    const here = new Map((await store.backupTables(tx)).map((table) => [table.name, table]));
    const mismatch = tableMismatch(snapshot.tables, here);
    if (mismatch) throw new Error(`The backup's tables do not match this schema: ${mismatch}`);
    const keys = await store.foreignKeys(tx);
    await store.dropForeignKeys(tx, { keys });
    for (const name of here.keys()) await store.deleteRows(tx, { table: name });
    for (const table of snapshot.tables) {
      for await (const lines of readRows(table.name)) await store.insertRows(tx, { table, lines });
      const rows = await store.countRows(tx, { table: table.name });
      if (rows !== table.rows) throw new Error(`Table ${table.name}: the backup lists ${table.rows} rows, ${rows} were loaded`);
      onTable?.(table.name, rows);
    }
    await store.addForeignKeys(tx, { keys });
    await store.setSequenceStates(tx, { states: snapshot.sequences });
  });
}

function tableMismatch(tables: readonly store.BackupTable[], here: ReadonlyMap<string, store.BackupTable>): string | undefined {
  for (const table of tables) {
    const mine = here.get(table.name);
    if (!mine) return `table ${table.name} does not exist here`;
    if (mine.columns.join(',') !== table.columns.join(',')) return `table ${table.name} has columns (${table.columns.join(', ')}) in the backup, (${mine.columns.join(', ')}) here`;
  }
  const names = new Set(tables.map((t) => t.name));
  const extra = [...here.keys()].find((name) => !names.has(name));
  return extra ? `table ${extra} is not in the backup` : undefined;
}

/** The tables of the database's schema: none for a database a restore may fill. */
export async function installationTables(ctx: Pick<ContentContext, 'db'>): Promise<string[]> {
  return store.schemaTableNames(ctx.db);
}

/** What a restored database holds: its migrations and each table's rows, to compare with the backup's. */
export async function installationCounts(ctx: Pick<ContentContext, 'db'>): Promise<{ migrations: MigrationName[]; rows: Record<string, number> }> {
  const migrations = await store.appliedMigrations(ctx.db);
  const rows: Record<string, number> = {};
  for (const table of await store.backupTables(ctx.db)) rows[table.name] = await store.countRows(ctx.db, { table: table.name });
  return { migrations, rows };
}

/**
 * Empties a PostgreSQL database for a restore told to replace it: drops every table, sequence,
 * function and type of its schema (extensions stay), in one transaction.
 */
export async function clearInstallation(ctx: Pick<ContentContext, 'db'>, { actor }: { actor: Actor }): Promise<void> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'replace the installation', EVERY_SITE);
  await ctx.db.transaction((tx) => store.dropSchemaObjects(tx));
}

/** Takes a PGlite data directory for this process without opening it (`store.lockDataDir`). */
export function holdDataDir(dataDir: string): Promise<store.DataDirLock> {
  return store.lockDataDir(dataDir);
}
