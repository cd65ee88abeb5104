import type { Db } from './types';

/** The NOTIFY channel on which processes sharing one database announce changes to each other. */
const CHANNEL = 'tessera_changes';

/** Sends `payload` to every process listening on the database (itself included). */
export async function announceChange(db: Db, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
}

/**
 * Listens for announced changes; resolves to an unsubscribe function, or undefined when the
 * engine has no notices. `onReconnect` runs when a lost connection is back (notices sent
 * meanwhile are lost).
 */
export async function listenForChanges(db: Db, onMessage: (payload: string) => void, onReconnect: () => void): Promise<(() => Promise<void>) | undefined> {
  return db.listen ? db.listen(CHANNEL, onMessage, onReconnect) : undefined;
}
