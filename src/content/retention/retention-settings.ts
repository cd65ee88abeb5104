import type { RetentionSettingsResponse } from '../../core/contracts';
import * as store from '../../store';
import { EVERY_SITE, mayAdminister, SOME_SITE } from '../access';
import { assertMayAdminister } from '../admin/shared';
import type { Actor, ContentContext } from '../context';

/**
 * The retention periods an Admin may see: per form with submissions or a period of its own, of
 * the sites they administer; per content type and subject (every site's drafts and preview
 * links follow those) only for an Admin of every site, who alone may set them (null for others).
 */
export async function getRetentionSettings(ctx: ContentContext, { actor }: { actor: Actor }): Promise<RetentionSettingsResponse> {
  assertMayAdminister(actor, SOME_SITE);
  const installation = mayAdminister(actor, EVERY_SITE);
  const [content, forms] = await Promise.all([installation ? store.listContentRetention(ctx.db) : null, store.listFormRetention(ctx.db)]);
  return { content, forms: forms.filter((form) => mayAdminister(actor, form.site)) };
}
