import { mkdir, rmdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { PgliteDb } from '../../store';
import type { DataDirCopy } from '../../store/data-dir-copy';

export { PGLITE_ENTRY } from '../../store/data-dir-copy';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import type { Actor, ContentContext } from '../context';

/**
 * `tessera backup` while a server serves a PGlite data directory (issue 27 item 1): the directory
 * is that process's (`tessera.lock`), so the backup asks it, through a Unix socket in the directory
 * (`tessera.sock`, mode 0600: who may connect is who may read the directory anyway), to copy the
 * database's files into a directory the backup names. The backup then reads the rows from that
 * copy in its own process and archives it (notes/DECISIONS.md, "Issue 27 item 1").
 */

/** The control socket's name inside a PGlite data directory. */
export const CONTROL_SOCKET = 'tessera.sock';

/** The control socket of a data directory. */
export const controlSocketPath = (dataDir: string): string => join(resolve(dataDir), CONTROL_SOCKET);

/** The longest path a Unix socket may have on Linux (`sun_path` holds 108 bytes with its NUL). */
export const MAX_SOCKET_PATH = 107;

/** What the backup sends: one line of JSON. */
export const controlRequest = z.strictObject({ op: z.literal('copy-data-dir'), into: z.string().min(1).max(4096) });
export type ControlRequest = z.infer<typeof controlRequest>;

/** What the server answers, one JSON line each: `copying` at once, then `done` or `failed`. */
export const controlAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('copying'), pid: z.number() }),
  z.object({ state: z.literal('done'), files: z.number(), bytes: z.number(), pausedMs: z.number(), checkpointMs: z.number() }),
  z.object({ state: z.literal('failed'), error: z.string() }),
]);
export type ControlAnswer = z.infer<typeof controlAnswer>;

/** The copy, how long its CHECKPOINT took and how long every statement waited for the copy. */
export type ServedCopy = DataDirCopy & { checkpointMs: number; pausedMs: number };

/**
 * Copies the PostgreSQL files of the data directory this process serves into `into`, a new
 * directory inside an existing one: a CHECKPOINT, then the copy while no statement runs (PGlite
 * has one connection; requests that need none, cached pages, go on meanwhile).
 */
export async function copyServedDataDir(ctx: Pick<ContentContext, 'db'>, { actor, into }: { actor: Actor; into: string }): Promise<ServedCopy> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'back up the installation', EVERY_SITE);
  const db = ctx.db as Partial<PgliteDb>;
  if (ctx.db.engine !== 'pglite' || typeof db.copyDataDir !== 'function') throw new Error('This server does not run on a PGlite data directory');
  if (!isAbsolute(into) || resolve(into) !== into) throw new Error(`Not an absolute, normalized path: ${into}`);
  const parent = await stat(dirname(into)).catch(() => undefined);
  if (!parent?.isDirectory()) throw new Error(`${dirname(into)} is not a directory`);
  // Created here and removed again: a directory the server may not write to fails before the pause.
  await mkdir(into, { mode: 0o700 });
  await rmdir(into);
  return db.copyDataDir(into);
}
