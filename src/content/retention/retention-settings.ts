import type { RetentionSettingsResponse } from '../../core/contracts';
import * as store from '../../store';
import { mayAdminister, SOME_SITE } from '../access';
import { assertMayAdminister } from '../admin/shared';
import type { Actor, ContentContext } from '../context';

/** The retention periods (Admins of some site; forms of their sites): per content type and subject, and per form with submissions or a period of its own. */
export async function getRetentionSettings(ctx: ContentContext, { actor }: { actor: Actor }): Promise<RetentionSettingsResponse> {
  assertMayAdminister(actor, SOME_SITE);
  const [content, forms] = await Promise.all([store.listContentRetention(ctx.db), store.listFormRetention(ctx.db)]);
  // The forms of the sites this Admin administers; content types are shared by every site.
  return { content, forms: forms.filter((form) => mayAdminister(actor, form.site)) };
}
