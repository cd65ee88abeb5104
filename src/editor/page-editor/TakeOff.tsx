import { useId, useState } from 'react';
import { REVIEW_NOTE_MAX, routes, URGENT_REASON_MAX, type DocumentSummary } from '../../core/contracts';
import type { Api } from '../api.client';

/** Taking a live page off a site that needs approval: asked for review, or (an Admin) at once with an urgent reason. */
export type TakeOffMode = 'review' | 'urgent';

/**
 * Issue 41 item 5: on a site that needs approval, unpublishing or deleting a live page follows the
 * rule of publishing. The choice and its text: a note for the reviewer, or an Admin's reason.
 */
export function useTakeOff({ needsApproval, admin }: { needsApproval: boolean; admin: boolean }) {
  const [mode, setMode] = useState<TakeOffMode>('review');
  const [text, setText] = useState('');
  const active = needsApproval;
  return {
    active,
    mode: active ? mode : null,
    text,
    admin,
    setMode,
    setText,
    /** What is missing before the action can go ahead, or null. */
    missing: !active ? null : text.trim() === '' ? (mode === 'review' ? 'Write a note for the reviewer.' : 'Give the reason it cannot wait for a review.') : null,
  };
}

export type TakeOffState = ReturnType<typeof useTakeOff>;

/**
 * Sends the review request for `action` on `doc` (answers 'asked'), or lets `go` do the action
 * with the urgent marking it needs, or without one where the site needs no approval ('done').
 */
export async function takeOff(
  api: Api,
  state: TakeOffState,
  { doc, action, go }: { doc: Pick<DocumentSummary, 'id' | 'draftRevision'>; action: 'unpublish' | 'delete'; go(urgency: { urgent?: boolean; reason?: string }): Promise<void> },
): Promise<'asked' | 'done'> {
  if (state.mode === 'review') {
    await api.call(routes.requestReview, { params: { id: doc.id }, body: { revision: doc.draftRevision, note: state.text.trim(), action } });
    return 'asked';
  }
  await go(state.mode === 'urgent' ? { urgent: true, reason: state.text.trim() } : {});
  return 'done';
}

/** The choice on a site that needs approval: ask for review with a note, or (Admins) go ahead now, marked urgent with a reason. */
export function TakeOffFields({ state, verb }: { state: TakeOffState; verb: string }) {
  const textId = useId();
  const name = useId();
  if (!state.active) return null;
  return (
    <fieldset className="pe-urgent">
      <legend>This site needs approval</legend>
      <p>Taking a live page off this site goes through review by someone else, as publishing does. It stays live until the request is approved.</p>
      <label className="admin-choice">
        <input type="radio" name={name} checked={state.mode === 'review'} onChange={() => state.setMode('review')} /> Ask for review
      </label>
      {state.admin && (
        <label className="admin-choice">
          <input type="radio" name={name} checked={state.mode === 'urgent'} onChange={() => state.setMode('urgent')} /> Urgent: {verb} now, without review
        </label>
      )}
      <div className="admin-field">
        <label htmlFor={textId} className="admin-field__label">
          {state.mode === 'review' ? 'Note for the reviewer (required)' : 'Reason (required; the audit log and the record keep it)'}
        </label>
        <textarea
          id={textId}
          className="admin-input"
          rows={2}
          maxLength={state.mode === 'review' ? REVIEW_NOTE_MAX : URGENT_REASON_MAX}
          value={state.text}
          onChange={(e) => state.setText(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
