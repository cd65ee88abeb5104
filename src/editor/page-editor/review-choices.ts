import type { ReviewRequest } from '../../core/contracts';
import { hasRoleOn, type SiteId, type SiteRoles } from '../../core/sites';

/** What the page editor offers where Publish would be (issue 23 items 2 and 3). */
export interface PublishChoices {
  /** The Publish dialog. */
  publish: boolean;
  /** Its "Urgent: publish without review" (an Admin on a site that needs approval). */
  urgent: boolean;
  /** "Ask for review…". */
  askReview: boolean;
}

/**
 * A CMSTWO User asks for review; so does everyone on a site that needs approval, where only an
 * Admin may still publish, marked urgent with a reason. Elsewhere Super Users and Admins publish.
 * The role on the document's site decides.
 */
export function publishChoices(user: { roles: SiteRoles }, site: SiteId, { needsApproval }: { needsApproval: boolean }): PublishChoices {
  const publisher = hasRoleOn(user, site, 'CMSTWO Super User');
  if (needsApproval) {
    const admin = hasRoleOn(user, site, 'CMSTWO Admin');
    return { publish: admin, urgent: admin, askReview: true };
  }
  return { publish: publisher, urgent: false, askReview: !publisher };
}

const STATE_LABEL: Record<ReviewRequest['state'], string> = {
  open: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  superseded: 'Replaced by a newer request',
};

/** A request's state in words, with "changed since it was requested" for an open, stale one. */
export function reviewStateText(request: Pick<ReviewRequest, 'state' | 'stale'>): string {
  const label = STATE_LABEL[request.state];
  return request.state === 'open' && request.stale ? `${label} — changed since it was requested` : label;
}
