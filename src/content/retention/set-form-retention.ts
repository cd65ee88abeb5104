import type { FormRetention } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertMayAdminister } from '../admin/shared';
import { actorName, type Actor, type ContentContext } from '../context';

/**
 * Gives a form (site + form node id) its own retention period, which then applies to all its
 * submissions, the stored ones too, in place of the period each took from the form's
 * settings. A form the site has no submissions of and no document holds → NOT_FOUND.
 */
export async function setFormRetention(ctx: ContentContext, { actor, site, formId, days }: { actor: Actor; site: SiteId; formId: string; days: number }): Promise<FormRetention> {
  assertMayAdminister(actor, site);
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await store.getFormRetention(tx, { site, formId });
    if (!before && !(await store.formNodeExists(tx, { site, formId }))) throw new TesseraError('NOT_FOUND', { what: `The form ${formId} on ${site}` });
    await store.setFormRetention(tx, { site, formId, days, actor: by });
    await store.appendAudit(tx, { actor: by, action: 'retention.set', site, path: before?.path || null, detail: { formId, form: before?.formName ?? '', days, before: before?.days ?? null } });
    return (await store.getFormRetention(tx, { site, formId }))!;
  });
}

/** Takes a form's own period away: its submissions are kept for the period each took from the form again. */
export async function clearFormRetention(ctx: ContentContext, { actor, site, formId }: { actor: Actor; site: SiteId; formId: string }): Promise<void> {
  assertMayAdminister(actor, site);
  const by = actorName(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await store.getFormRetention(tx, { site, formId });
    const days = await store.clearFormRetention(tx, { site, formId });
    if (days === undefined) throw new TesseraError('NOT_FOUND', { what: `A retention period of the form ${formId} on ${site}` });
    await store.appendAudit(tx, { actor: by, action: 'retention.set', site, path: before?.path || null, detail: { formId, form: before?.formName ?? '', days: null, before: days } });
  });
}
