import type { User } from '../../core/contracts';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { SOME_SITE } from '../access';
import { assertMayAdminister } from './shared';

export async function listUsers(ctx: ContentContext, { actor }: { actor: Actor }): Promise<User[]> {
  assertMayAdminister(actor, SOME_SITE);
  return store.listUsers(ctx.db);
}
