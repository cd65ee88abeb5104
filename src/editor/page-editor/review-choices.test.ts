import { describe, expect, it } from 'vitest';
import { publishChoices, reviewStateText } from './review-choices';

describe('publishChoices', () => {
  it('lets Users ask for review and publishers publish where no approval is needed', () => {
    const site = { needsApproval: false };
    expect(publishChoices({ roles: { nyse: 'CMSTWO User' } }, 'nyse', site)).toEqual({ publish: false, urgent: false, askReview: true });
    expect(publishChoices({ roles: { nyse: 'CMSTWO Super User' } }, 'nyse', site)).toEqual({ publish: true, urgent: false, askReview: false });
    expect(publishChoices({ roles: { nyse: 'CMSTWO Admin' } }, 'nyse', site)).toEqual({ publish: true, urgent: false, askReview: false });
  });

  it('sends everyone through review where approval is needed, Admins keeping an urgent publish', () => {
    const site = { needsApproval: true };
    expect(publishChoices({ roles: { nyse: 'CMSTWO User' } }, 'nyse', site)).toEqual({ publish: false, urgent: false, askReview: true });
    expect(publishChoices({ roles: { nyse: 'CMSTWO Super User' } }, 'nyse', site)).toEqual({ publish: false, urgent: false, askReview: true });
    expect(publishChoices({ roles: { nyse: 'CMSTWO Admin' } }, 'nyse', site)).toEqual({ publish: true, urgent: true, askReview: true });
  });
});

describe('reviewStateText', () => {
  it('says when an open request no longer matches the draft', () => {
    expect(reviewStateText({ state: 'open', stale: false })).toBe('Waiting for review');
    expect(reviewStateText({ state: 'open', stale: true })).toBe('Waiting for review — changed since it was requested');
    expect(reviewStateText({ state: 'approved', stale: true })).toBe('Approved');
  });
});
