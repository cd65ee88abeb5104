import type { RetentionSettingsResponse } from '../../core/contracts';
import * as store from '../../store';
import { assertMayAdminister } from '../admin/shared';
import type { Actor, ContentContext } from '../context';

/** The retention periods (Admins): per content type and subject, and per form with submissions or a period of its own. */
export async function getRetentionSettings(ctx: ContentContext, { actor }: { actor: Actor }): Promise<RetentionSettingsResponse> {
  assertMayAdminister(actor);
  const [content, forms] = await Promise.all([store.listContentRetention(ctx.db), store.listFormRetention(ctx.db)]);
  return { content, forms };
}
