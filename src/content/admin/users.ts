import type { Page, PageRequest, User } from '../../core/contracts';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { SOME_SITE } from '../access';
import { assertMayAdminister } from './shared';

/** A page of editor accounts by e-mail address, searched by a part of the name or address. */
export async function listUsers(ctx: ContentContext, { actor, q, page }: { actor: Actor; q?: string | undefined; page: PageRequest }): Promise<Page<User>> {
  assertMayAdminister(actor, SOME_SITE);
  return store.pageUsers(ctx.db, { q, page });
}
