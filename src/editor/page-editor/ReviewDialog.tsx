import { useCallback, useEffect, useState } from 'react';
import { REVIEW_NOTE_MAX, routes, type ReviewDetail } from '../../core/contracts';
import type { Api } from '../api.client';
import { formatDateTime, formatWhen } from '../format';
import { instantOfZonedInput, toZonedInput, zoneLabel } from '../fields/zoned-time';
import { Dialog } from '../ui/Dialog';
import { TextAreaField, TextField } from '../ui/Field';
import { EmptyState, ErrorState, FormError, Loading } from '../ui/states';
import type { NodeProblem } from './contexts';
import { reviewStateText } from './review-choices';
import type { DocumentRecord } from './types';

/** Requests shown with their comments; older ones are in the Reviews screen. */
const SHOWN = 5;

/**
 * Asking for review of the draft (saved first, so the request names the revision the canvas
 * shows), and the state of this page's requests with their comments and decisions.
 */
export function ReviewDialog({
  api,
  doc,
  problems,
  canAsk,
  saveFirst,
  revision,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  problems: readonly NodeProblem[];
  canAsk: boolean;
  saveFirst(): Promise<boolean>;
  revision(): number;
  onClose(): void;
}) {
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [requests, setRequests] = useState<ReviewDetail[] | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const { requests: list } = await api.call(routes.listReviewRequests, { query: { document: doc.id } });
      setRequests(await Promise.all(list.slice(0, SHOWN).map((r) => api.call(routes.getReviewRequest, { params: { id: r.id } }))));
    } catch (e) {
      setLoadError(e instanceof Error ? e : new Error(String(e)));
    }
  }, [api, doc.id]);

  useEffect(() => void load(), [load]);

  const blocked = problems.length > 0;

  async function ask() {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      if (note.trim() === '') throw new Error('Write a note for the reviewer: what changed and why.');
      // Read on the sites' clock (New York), as the Publish dialog's schedule is.
      const when = at ? instantOfZonedInput(at) : null;
      if (at && (!when || when.getTime() <= Date.now())) throw new Error('Choose a publish time in the future, or leave it empty to publish on approval.');
      if (!(await saveFirst())) throw new Error('The draft could not be saved; see the status in the toolbar.');
      await api.call(routes.requestReview, { params: { id: doc.id }, body: { revision: revision(), note: note.trim(), ...(when ? { publishAt: when.toISOString() } : {}) } });
      setNote('');
      setAt('');
      setDone('Review requested. The reviewers have been told by e-mail.');
      await load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Review" onClose={onClose}>
      <div className="pe-review" data-testid="review-dialog">
        {canAsk && (
          <section aria-label="Ask for review">
            <p>A reviewer compares this draft with the live page and approves or rejects it. Approval publishes exactly this draft; if you change it afterwards, ask again.</p>
            {blocked && (
              <p className="pe-blocked" role="alert">
                Fix the {problems.length === 1 ? 'problem' : `${problems.length} problems`} shown in the toolbar before asking for review.
              </p>
            )}
            <TextAreaField label="Note for the reviewer" hint="What changed and why." rows={3} maxLength={REVIEW_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} data-autofocus />
            <TextField
              label="Publish at (optional)"
              hint={`${zoneLabel(instantOfZonedInput(at))}. Leave empty to publish when it is approved.`}
              type="datetime-local"
              value={at}
              min={toZonedInput(new Date().toISOString()).slice(0, 16)}
              onChange={(e) => setAt(e.target.value)}
            />
            <div className="pe-dialog-actions">
              <button type="button" className="admin-button" onClick={ask} disabled={busy || blocked}>
                Ask for review
              </button>
            </div>
            <FormError message={error} />
            <div role="status" aria-live="polite" className="pe-done">
              {done}
            </div>
          </section>
        )}
        <h3 className="pe-subheading">Requests for this page</h3>
        {loadError && <ErrorState error={loadError} onRetry={() => void load()} />}
        {!loadError && requests === null && <Loading>Loading the requests…</Loading>}
        {requests?.length === 0 && <EmptyState title="No review has been requested for this page yet." />}
        {requests && requests.length > 0 && (
          <ol className="pe-review__list">
            {requests.map(({ request, comments }) => (
              <li key={request.id} className="pe-review__request" data-request={request.id} data-state={request.state} data-stale={request.stale || undefined}>
                <p>
                  <strong>{reviewStateText(request)}</strong> — asked by {request.requestedBy} {formatDateTime(request.createdAt)} for revision {request.revision}
                  {request.publishAt ? `, to publish ${formatWhen(request.publishAt)}` : ''}.
                </p>
                <p className="admin-muted">“{request.note}”</p>
                {request.decidedBy && request.state !== 'superseded' && (
                  <p>
                    {request.state === 'approved' ? 'Approved' : 'Decided'} by {request.decidedBy}
                    {request.decisionComment ? `: “${request.decisionComment}”` : '.'}
                  </p>
                )}
                {comments.length > 0 && (
                  <ul className="pe-review__comments" aria-label="Comments">
                    {comments.map((c) => (
                      <li key={c.id}>
                        <strong>{c.author}</strong> <span className="admin-muted">{formatDateTime(c.createdAt)}</span>: {c.body}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
