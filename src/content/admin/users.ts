import type { Page, PageRequest, User } from '../../core/contracts';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { EVERY_SITE, mayAdminister, SOME_SITE } from '../access';
import { administeredSites, assertMayAdminister, userAsSeenBy } from './shared';

/**
 * A page of editor accounts by e-mail address, searched by a part of the name or address. An
 * Admin of some sites sees the editors of those sites, with their roles there only; an Admin of
 * every site sees every account.
 */
export async function listUsers(ctx: ContentContext, { actor, q, page }: { actor: Actor; q?: string | undefined; page: PageRequest }): Promise<Page<User>> {
  assertMayAdminister(actor, SOME_SITE);
  if (mayAdminister(actor, EVERY_SITE)) return store.pageUsers(ctx.db, { q, page });
  const found = await store.pageUsers(ctx.db, { q, sites: administeredSites(actor), page });
  return { ...found, items: found.items.map((user) => userAsSeenBy(actor, user)) };
}
