import type { DocumentRecord, ReviewRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { mayReview } from '../access';
import { userActor, type Actor, type ContentContext } from '../context';
import { draftHash } from './draft-hash';

/** The request's draft is no longer the document's: "changed since it was requested". */
export function isStale(request: store.ReviewRequestRecord, doc: Pick<DocumentRecord, 'draftRevision' | 'draft' | 'title' | 'path' | 'seo'>): boolean {
  return doc.draftRevision !== request.revision || draftHash(doc) !== request.draftHash;
}

/** A stored request as the API shows it, with `stale` computed against the document as it is. */
export function reviewRecord(request: store.ReviewRequestRecord, doc: DocumentRecord | undefined): ReviewRequest {
  return { ...request, stale: doc === undefined || isStale(request, doc) };
}

/** How a subject line names a request that takes a page off the site. */
export const ACTION_WORDS = { unpublish: 'Unpublish', delete: 'Delete' } as const;

export function reviewNotFound(id: string): TesseraError {
  return new TesseraError('NOT_FOUND', { what: `Review request ${id}` });
}

/** The requester is the person who asked; compared by account, and by address for an account since removed. */
export function isRequester(actor: Actor, request: store.ReviewRequestRecord): boolean {
  return actor.kind === 'user' && (request.requesterId === actor.id || request.requestedBy.toLowerCase() === actor.email.toLowerCase());
}

/** A decided request cannot be decided again: 409 naming who decided, and when. */
export function assertOpen(request: store.ReviewRequestRecord): void {
  if (request.state !== 'open') throw new TesseraError('REVIEW_DECIDED', { state: request.state, by: request.decidedBy ?? 'someone', at: request.decidedAt ?? 'an earlier time' });
}

/** An e-mail through the outbox, in the operation's transaction (held when no SMTP server is configured). */
export async function queueMail(ctx: ContentContext, tx: Db, { site, to, subject, text }: { site: SiteId; to: readonly string[]; subject: string; text: string }): Promise<void> {
  if (to.length === 0) return;
  await store.enqueueMessages(tx, {
    site,
    messages: to.map((target) => ({ channel: 'email' as const, target, payload: { subject, text }, held: !ctx.mailer.configured })),
  });
}

/** Who may review requests of `site`, the requester excepted: active accounts with the reviewer rule there. */
export async function reviewersOf(tx: Db, { site, except }: { site: SiteId; except: string }): Promise<string[]> {
  const users = await store.listUsers(tx);
  return users.filter((user) => user.id !== except && !user.disabled && mayReview(userActor(user), site)).map((user) => user.email);
}

/** How an e-mail names a request: the page and its site. */
export function describeRequest(request: Pick<store.ReviewRequestRecord, 'site' | 'path' | 'title'>): string {
  return `"${request.title}" (${request.site}${request.path})`;
}
