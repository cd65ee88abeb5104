import * as store from '../../store';
import type { ContentContext } from '../context';

/** What `/readyz` checks, each `ok` or a sentence saying what is wrong, and which failed. */
export interface Readiness {
  failed: ('store' | 'migrations')[];
  checks: { store: string; migrations: string };
}

/** Migration files do not change while a process runs: read once. */
let known: Promise<store.Migration[]> | undefined;

/**
 * Whether this process can serve (issue 26 item 2): the store answers a query, and every
 * migration this code knows has been applied. Only missing migrations count: during a rolling
 * upgrade, processes of the older release keep serving on a database the newer one migrated.
 */
export async function readiness(ctx: Pick<ContentContext, 'db'>, options: { migrations?: store.Migration[] } = {}): Promise<Readiness> {
  let applied: number[];
  try {
    applied = await store.appliedMigrationVersions(ctx.db);
  } catch (error) {
    return { failed: ['store'], checks: { store: `the store does not answer: ${(error as Error).message}`, migrations: 'not checked: the store does not answer' } };
  }
  const migrations = options.migrations ?? (await (known ??= store.loadMigrations()));
  const done = new Set(applied);
  const pending = migrations.filter((m) => !done.has(m.version)).map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`);
  const migrationsCheck = pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
  return { failed: pending.length === 0 ? [] : ['migrations'], checks: { store: 'ok', migrations: migrationsCheck } };
}
