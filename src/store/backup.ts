import type { Db } from './types';

/**
 * The database as a backup copies it, engine-neutral (issue 27 item 1): every table's rows as
 * JSON (`row_to_json`, read back with `json_populate_recordset`, so each value goes through its
 * type's own text form on both engines), the sequences, and the foreign keys a load lifts while
 * it inserts. Generic over the catalogue: a new migration's table is copied without a change here.
 * The caller holds the transaction (a snapshot to read in, or the load's one transaction).
 */

/** A table as a backup copies it: the columns a row is written with (generated ones are computed again). */
export interface BackupTable {
  name: string;
  columns: string[];
  /** Whether a column is `GENERATED ALWAYS AS IDENTITY` (inserted with OVERRIDING SYSTEM VALUE). */
  identity: boolean;
}

/** A sequence's position (`last_value` as text: bigint). */
export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** A foreign key as the catalogue defines it, to drop and add again. */
export interface ForeignKey {
  /** The table, as a SQL reference (`regclass` text). */
  table: string;
  name: string;
  definition: string;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Objects an extension (pg_trgm) owns are the extension's, not the installation's. */
const NOT_EXTENSION_MEMBER = (oid: string) => `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;

/** The installation's tables (all but the migration record), by name. */
export async function backupTables(db: Db): Promise<BackupTable[]> {
  const { rows } = await db.query<{ name: string; columns: string[]; identity: boolean }>(
    `SELECT c.relname AS name,
            json_agg(a.attname ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns,
            coalesce(bool_or(a.attidentity = 'a'), false) AS identity
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
        AND c.relname <> 'schema_migrations' AND ${NOT_EXTENSION_MEMBER('c.oid')}
      GROUP BY c.relname
      ORDER BY c.relname COLLATE "C"`,
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [], identity: row.identity }));
}

/** Every table of the schema, the migration record included: none means an empty database. */
export async function schemaTableNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND ${NOT_EXTENSION_MEMBER('c.oid')}
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** The migrations the database has applied, with their names. */
export async function appliedMigrations(db: Db): Promise<{ version: number; name: string }[]> {
  const { rows } = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
  return rows;
}

/** The server's version line (`SELECT version()`), for the manifest. */
export async function serverVersion(db: Db): Promise<string> {
  const { rows } = await db.query<{ version: string }>('SELECT version() AS version');
  return rows[0]!.version;
}

/**
 * Makes `tx` a read-only snapshot: every later read sees the database as it was at its first
 * statement. It must be the transaction's first statement.
 */
export async function beginSnapshot(tx: Db): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
}

/** Exports the snapshot of `tx` (PostgreSQL) for another session: `pg_dump --snapshot`. */
export async function exportSnapshot(tx: Db): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
  return rows[0]!.id;
}

const CURSOR = 'tessera_backup_rows';

/**
 * Reads a table's rows, a batch at a time (a cursor: a table of media bytes never sits in memory
 * whole), each a line of JSON; answers how many there were.
 */
export async function readRows(tx: Db, options: { table: BackupTable; batch?: number; onRows: (lines: string[]) => Promise<void> }): Promise<number> {
  const { table, batch = 200 } = options;
  const columns = table.columns.map(ident).join(', ');
  await tx.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM ONLY ${ident(table.name)}) r`);
  let count = 0;
  try {
    for (;;) {
      const { rows } = await tx.query<{ line: string }>(`FETCH ${batch} FROM ${CURSOR}`);
      if (rows.length === 0) break;
      count += rows.length;
      await options.onRows(rows.map((row) => row.line));
    }
  } finally {
    await tx.query(`CLOSE ${CURSOR}`);
  }
  return count;
}

/** Inserts rows read by `readRows` (JSON lines) into the same table of another database. */
export async function insertRows(tx: Db, options: { table: BackupTable; lines: readonly string[] }): Promise<void> {
  const { table, lines } = options;
  if (lines.length === 0) return;
  const columns = table.columns.map(ident).join(', ');
  await tx.query(
    `INSERT INTO ${ident(table.name)} (${columns}) ${table.identity ? 'OVERRIDING SYSTEM VALUE ' : ''}SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

/** Deletes every row of a table (a load starts from the rows the migrations inserted). */
export async function deleteRows(tx: Db, options: { table: string }): Promise<void> {
  await tx.query(`DELETE FROM ${ident(options.table)}`);
}

export async function countRows(db: Db, options: { table: string }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ONLY ${ident(options.table)}`);
  return rows[0]!.n;
}

/** The sequences of the schema (identity, bigserial and standalone ones) and where each stands. */
export async function sequenceStates(tx: Db): Promise<SequenceState[]> {
  const { rows: names } = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S' AND ${NOT_EXTENSION_MEMBER('c.oid')}
      ORDER BY c.relname COLLATE "C"`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`);
    states.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return states;
}

export async function setSequenceStates(tx: Db, options: { states: readonly SequenceState[] }): Promise<void> {
  for (const state of options.states) {
    await tx.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, $3)', [state.name, state.lastValue, state.isCalled]);
  }
}

/** The schema's foreign keys: a load drops them, inserts every table, then adds them back (which checks every row). */
export async function foreignKeys(tx: Db): Promise<ForeignKey[]> {
  const { rows } = await tx.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
      ORDER BY 1, 2`,
  );
  return rows;
}

export async function dropForeignKeys(tx: Db, options: { keys: readonly ForeignKey[] }): Promise<void> {
  for (const key of options.keys) await tx.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${ident(key.name)}`);
}

export async function addForeignKeys(tx: Db, options: { keys: readonly ForeignKey[] }): Promise<void> {
  for (const key of options.keys) await tx.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
}

/**
 * The files on disk the rows refer to, as storage keys: each media original whose bytes are not
 * kept in `media_blobs`, and each submission's attachments.
 */
export async function referencedFiles(tx: Db): Promise<{ media: string[]; submissions: string[] }> {
  const media = await tx.query<{ key: string }>(
    `SELECT m.hash || '.' || m.ext AS key FROM media m WHERE NOT EXISTS (SELECT 1 FROM media_blobs b WHERE b.hash = m.hash) ORDER BY 1`,
  );
  const submissions = await tx.query<{ key: string }>(
    `SELECT DISTINCT (f->>'hash') || '.' || (f->>'ext') AS key FROM form_submissions s, jsonb_array_elements(s.files) f ORDER BY 1`,
  );
  return { media: media.rows.map((row) => row.key), submissions: submissions.rows.map((row) => row.key) };
}

/**
 * Drops everything the migrations create in the schema (views, tables, sequences, functions,
 * types; not an extension's objects), for a restore told to replace a database.
 */
export async function dropSchemaObjects(tx: Db): Promise<void> {
  const { rows } = await tx.query<{ statement: string }>(
    `SELECT format('DROP %s IF EXISTS %s CASCADE', kind, name) AS statement FROM (
       SELECT 1 AS step, CASE c.relkind WHEN 'v' THEN 'VIEW' ELSE 'MATERIALIZED VIEW' END AS kind, c.oid::regclass::text AS name
         FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('v', 'm') AND ${NOT_EXTENSION_MEMBER('c.oid')}
       UNION ALL
       SELECT 2, 'TABLE', c.oid::regclass::text
         FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND ${NOT_EXTENSION_MEMBER('c.oid')}
       UNION ALL
       SELECT 3, 'SEQUENCE', c.oid::regclass::text
         FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S' AND ${NOT_EXTENSION_MEMBER('c.oid')}
       UNION ALL
       SELECT 4, CASE p.prokind WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, p.oid::regprocedure::text
         FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind IN ('f', 'p') AND ${NOT_EXTENSION_MEMBER('p.oid')}
       UNION ALL
       SELECT 5, 'TYPE', t.oid::regtype::text
         FROM pg_type t WHERE t.typnamespace = current_schema()::regnamespace AND ${NOT_EXTENSION_MEMBER('t.oid')}
          AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND EXISTS (SELECT 1 FROM pg_class r WHERE r.oid = t.typrelid AND r.relkind = 'c')))
     ) objects ORDER BY step`,
  );
  for (const { statement } of rows) await tx.exec(statement);
}
