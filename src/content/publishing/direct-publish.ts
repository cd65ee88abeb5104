import { URGENT_REASON_MAX } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import { actorName, type Actor } from '../context';
import type { Approval } from './approval';

/** What a publisher may add to a direct publish (or schedule): an Admin's urgent publish without review. */
export interface UrgentInput {
  urgent?: boolean;
  reason?: string;
}


/**
 * The approval rule of a direct publish, unpublish excepted (issue 23 item 3): on a site whose
 * publishing needs approval a person must ask for review (409 REVIEW_REQUIRED), except an Admin
 * who marks it urgent with a reason; the platform itself (seed, command line) is not subject to
 * review. `urgent` needs a reason and an Admin of the site. The approval to record, if any.
 * `needsApproval` given: decided by the caller (notices, shown on every site), `site` names where.
 */
export async function directPublishApproval(
  tx: Db,
  {
    actor,
    site,
    urgent,
    reason,
    needsApproval,
  }: ({ actor: Actor; site: SiteId; needsApproval?: undefined } | { actor: Actor; site: string; needsApproval: boolean }) & UrgentInput,
): Promise<Approval | undefined> {
  if (urgent) {
    const text = reason?.trim() ?? '';
    if (text === '') throw new TesseraError('INVALID_BODY', { detail: 'reason is required when urgent: say why this cannot wait for a review' }, [{ path: '/body/reason', message: 'reason is required when urgent' }]);
    if (text.length > URGENT_REASON_MAX) throw new TesseraError('INVALID_BODY', { detail: `reason: at most ${URGENT_REASON_MAX} characters` }, [{ path: '/body/reason', message: `at most ${URGENT_REASON_MAX} characters` }]);
    // An Admin of the site; notices (shown on every site) need an Admin of every site.
    const where = needsApproval === undefined ? (site as SiteId) : EVERY_SITE;
    assertAllowed(mayAdminister(actor, where), actor, 'publish without review (urgent)', where);
    return { kind: 'urgent', reason: text, by: actorName(actor) };
  }
  if (actor.kind === 'system') return undefined;
  if (needsApproval ?? (await store.siteNeedsApproval(tx, { site: site as SiteId }))) throw new TesseraError('REVIEW_REQUIRED', { site });
  return undefined;
}
