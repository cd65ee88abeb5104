import type { User } from '../../core/contracts';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { assertMayAdminister } from './shared';

export async function listUsers(ctx: ContentContext, { actor }: { actor: Actor }): Promise<User[]> {
  assertMayAdminister(actor);
  return store.listUsers(ctx.db);
}
