import type { ContentRetention, DocumentKind, RetentionSubject } from '../../core/contracts';
import * as store from '../../store';
import { EVERY_SITE } from '../access';
import { assertMayAdminister } from '../admin/shared';
import { actorName, type Actor, type ContentContext } from '../context';

/**
 * Sets how long a content type's draft saves, or its preview links once they stopped
 * working, are kept (`days: null`: kept). The next retention run applies it to what is stored.
 */
export async function setContentRetention(
  ctx: ContentContext,
  { actor, kind, subject, days }: { actor: Actor; kind: DocumentKind; subject: RetentionSubject; days: number | null },
): Promise<ContentRetention> {
  // Draft saves and preview links of every site follow it: an Admin of every site sets it.
  assertMayAdminister(actor, EVERY_SITE);
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const before = (await store.listContentRetention(tx)).find((r) => r.kind === kind && r.subject === subject);
    const retention = await store.setContentRetention(tx, { kind, subject, days, actor: by });
    await store.appendAudit(tx, { actor: by, action: 'retention.set', detail: { kind, subject, days, before: before?.days ?? null } });
    return retention;
  });
}
