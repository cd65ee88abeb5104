import type { PageRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';

// The outbox as Admins see it: every message, and a retry of one that failed.

/** A page of outbox messages, newest first, by status and site, with their count. */
export function listOutbox(ctx: ContentContext, { actor, ...query }: { actor: Actor; status?: store.OutboxEntry['status'] | undefined; site?: string | undefined; page: PageRequest }) {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'manage users, sites and settings', EVERY_SITE);
  return store.listOutbox(ctx.db, query);
}

/** Sends a failed (or waiting) message again at once. */
export async function retryOutbox(ctx: ContentContext, { actor, id }: { actor: Actor; id: number }): Promise<store.OutboxEntry> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, 'manage users, sites and settings', EVERY_SITE);
  return ctx.db.transaction(async (tx) => {
    const entry = await store.requeueOutbox(tx, { id });
    if (!entry) throw new TesseraError('NOT_FOUND', { what: `A failed or waiting outbox message ${id}` });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'outbox.retry', detail: { id, target: entry.target } });
    return entry;
  });
}
