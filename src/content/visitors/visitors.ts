import type { CountedPage, PageRequest, Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import type { Actor, ContentContext } from '../context';

/** What managing visitors is called in a FORBIDDEN message: CMSTWO Admins' work (and the platform's, for demo visitors). */
export const MANAGE_VISITORS = 'manage users, sites and settings';

/** A page of visitor accounts by e-mail address, searched by a part of the name or address, with their count. */
export async function listVisitors(ctx: ContentContext, { actor, q, page }: { actor: Actor; q?: string | undefined; page: PageRequest }): Promise<CountedPage<Visitor>> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, MANAGE_VISITORS, EVERY_SITE);
  return store.listVisitors(ctx.db, { q, page });
}

export async function getVisitor(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<Visitor> {
  assertAllowed(mayAdminister(actor, EVERY_SITE), actor, MANAGE_VISITORS, EVERY_SITE);
  const visitor = await store.getVisitor(ctx.db, { id });
  if (!visitor) throw new TesseraError('NOT_FOUND', { what: `Visitor ${id}` });
  return visitor;
}
