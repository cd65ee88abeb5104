import { useEffect, useState } from 'react';
import { registry } from '../../components/registry';
import { REVIEW_COMMENT_MAX, ReviewState, routes, type ReviewDetail, type ReviewRequest } from '../../core/contracts';
import { diffTrees, type TreeDiff } from '../../core/diff';
import type { Node } from '../../core/node';
import type { Api } from '../api.client';
import { formatDateTime, formatWhen } from '../format';
import { Comparison } from '../page-editor/Comparison';
import { reviewStateText } from '../page-editor/review-choices';
import { Link, paths, setSearch, useSearch } from '../router';
import { SelectField, TextAreaField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, FormError, Loading } from '../ui/states';
import { LoadMore } from '../ui/LoadMore';
import { useLoad } from '../ui/use-load';
import { usePages } from '../ui/use-pages';

const STATES = ReviewState.options;
const STATE_NAMES: Record<ReviewState, string> = { open: 'Open', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn', superseded: 'Replaced' };

/** The state filter from the address: `?state=` (open when absent, `all` for every state). */
function stateOf(search: string): ReviewState | undefined {
  const value = new URLSearchParams(search).get('state') ?? 'open';
  return (STATES as readonly string[]).includes(value) ? (value as ReviewState) : undefined;
}

/**
 * The review queue: reviewers see the requests of their sites, everyone their own; filtered by
 * state (open first), a request changed since it was asked for is marked.
 */
export function Reviews({ api }: { api: Api }) {
  const search = useSearch();
  const state = stateOf(search);
  const [loaded, reload, more] = usePages(async (cursor) => {
    const { requests: items, next } = await api.call(routes.listReviewRequests, { query: { ...(state ? { state } : {}), limit: 50, ...(cursor ? { cursor } : {}) } });
    return { items, next };
  }, `${routes.listReviewRequests.id} ${state ?? 'all'}`);
  const requests = loaded.status === 'ready' ? loaded.data : null;

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Reviews">Reviews</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">Pages waiting for review before they are published. Approving publishes exactly the draft that was asked for; nobody approves their own request.</p>
      <div className="admin-filters">
        <SelectField
          label="State"
          value={state ?? 'all'}
          onChange={(e) => {
            const params = new URLSearchParams(search);
            params.set('state', e.target.value);
            setSearch(params);
          }}
        >
          {STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_NAMES[s]}
            </option>
          ))}
          <option value="all">All</option>
        </SelectField>
      </div>
      {loaded.status === 'loading' && <Loading>Loading the requests…</Loading>}
      {loaded.status === 'error' && <ErrorState error={loaded.error} onRetry={reload} />}
      {requests && requests.length === 0 && <EmptyState title={state === 'open' ? 'Nothing is waiting for review.' : 'No requests in this state.'} />}
      {requests && requests.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--reviews">
            <caption className="admin-visually-hidden">Review requests</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Asked by</th>
                <th scope="col">Asked</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pages={more} label="Show more requests" />
    </div>
  );
}

function RequestRow({ request }: { request: ReviewRequest }) {
  return (
    <tr data-request={request.id} data-state={request.state} data-stale={request.stale || undefined}>
      <th scope="row">
        <Link to={paths.review(request.id)}>{request.title}</Link>
        {request.action !== 'publish' && <span className="admin-badge admin-badge--failed"> {request.action === 'delete' ? 'Delete' : 'Unpublish'}</span>}
        <span className="admin-muted">
          {' '}
          {request.site}
          {request.path}
        </span>
      </th>
      <td>{request.requestedBy}</td>
      <td>
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
      </td>
      <td>
        <span className={`admin-badge ${request.state === 'open' ? (request.stale ? 'admin-badge--failed' : 'admin-badge--changed') : request.state === 'approved' ? 'admin-badge--published' : 'admin-badge--draft'}`}>
          {reviewStateText(request)}
        </span>
      </td>
    </tr>
  );
}

interface Compared {
  labels: [string, string];
  html: [string, string];
  trees: [Node, Node];
  diff: TreeDiff;
}

/** How a request to take a page off the site names what it asks, before the page's address. */
const TAKE_OFF = { unpublish: 'taking off the site', delete: 'deleting' } as const;

/** One request: the live version beside the requested draft, the comments, and Approve / Reject for its reviewers. */
export function ReviewRequestScreen({ api, id }: { api: Api; id: string }) {
  const [loaded, reload] = useLoad(() => api.call(routes.getReviewRequest, { params: { id } }), `${routes.getReviewRequest.id} ${id}`);
  const detail = loaded.status === 'ready' ? loaded.data : null;
  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Review request">{detail ? `Review: ${detail.request.title}` : 'Review request'}</ScreenHeading>
        <div className="admin-toolbar">
          <Link to={paths.reviews()} className="admin-button admin-button--secondary">
            All reviews
          </Link>
        </div>
      </div>
      {loaded.status === 'loading' && <Loading>Loading the request…</Loading>}
      {loaded.status === 'error' && <ErrorState error={loaded.error} onRetry={reload} />}
      {detail && <RequestDetail api={api} detail={detail} onChanged={reload} />}
    </div>
  );
}

function RequestDetail({ api, detail, onChanged }: { api: Api; detail: ReviewDetail; onChanged(): Promise<void> }) {
  const { request, comments, live, document, mayDecide } = detail;
  const [compared, setCompared] = useState<Compared | null>(null);
  const [compareError, setCompareError] = useState<Error | null>(null);
  const [comment, setComment] = useState('');
  const [decision, setDecision] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Rendered again only when what is compared changes, not on every reload of the request.
  const compareKey = `${document.id} ${document.draftRevision} ${live?.version ?? 'none'} ${request.stale}`;
  useEffect(() => {
    let cancelled = false;
    const render = (tree: Node, title: string) => api.text(routes.renderTree, { params: { site: document.site }, body: { tree, kind: document.kind, path: document.path, title } });
    const before = live ?? { tree: { id: document.draft.id, name: document.draft.name, props: {}, slots: {} }, title: document.title };
    const draftLabel = request.stale ? 'Current draft (changed since it was requested)' : `Requested draft (revision ${request.revision})`;
    Promise.all([render(before.tree, before.title), render(document.draft, document.title)])
      .then(([a, b]) => {
        if (!cancelled) setCompared({ labels: [live ? `Live version ${live.version}` : 'Not published yet', draftLabel], html: [a, b], trees: [before.tree, document.draft], diff: diffTrees(before.tree, document.draft) });
      })
      .catch((e: unknown) => !cancelled && setCompareError(e instanceof Error ? e : new Error(String(e))));
    return () => {
      cancelled = true;
    };
  }, [api, compareKey]);

  async function act(task: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const message = await task();
      await onChanged();
      setDone(message);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const addComment = () =>
    act(async () => {
      if (comment.trim() === '') throw new Error('Write the comment first.');
      await api.call(routes.commentOnReview, { params: { id: request.id }, body: { body: comment.trim() } });
      setComment('');
      return 'Comment added.';
    });
  const approve = () =>
    act(async () => {
      const result = await api.call(routes.approveReview, { params: { id: request.id }, body: decision.trim() ? { comment: decision.trim() } : {} });
      if (request.action !== 'publish') return `Approved: ${request.path} is ${request.action === 'delete' ? 'deleted' : 'taken off the site'}.`;
      return result.version ? `Approved and published as version ${result.version.version}.` : `Approved; it will be published ${formatWhen(request.publishAt)}.`;
    });
  const reject = () =>
    act(async () => {
      if (decision.trim() === '') throw new Error('Say why in the comment: the requester reads it.');
      await api.call(routes.rejectReview, { params: { id: request.id }, body: { comment: decision.trim() } });
      return 'Rejected.';
    });

  return (
    <div className="admin-review" data-request={request.id} data-state={request.state}>
      <p>
        <strong>{reviewStateText(request)}</strong>. {request.requestedBy} asked {formatDateTime(request.createdAt)} for review of{' '}
        {request.action !== 'publish' && <strong>{TAKE_OFF[request.action]} </strong>}
        <Link to={paths.document(request.site, request.documentId)}>
          {request.site}
          {request.path}
        </Link>{' '}
        (revision {request.revision}){request.publishAt ? `, to be published ${formatWhen(request.publishAt)}` : ''}.
      </p>
      <blockquote className="admin-review__note">{request.note}</blockquote>
      {request.stale && request.state === 'open' && (
        <p className="admin-notice admin-notice--error" role="alert">
          The draft changed since it was requested: approving it would publish nothing. The requester must ask again for the current draft.
        </p>
      )}
      {request.decidedBy && request.state !== 'open' && (
        <p>
          {STATE_NAMES[request.state]} by {request.decidedBy}
          {request.decidedAt ? ` ${formatDateTime(request.decidedAt)}` : ''}
          {request.decisionComment ? `: “${request.decisionComment}”` : '.'}
        </p>
      )}
      {compareError && <ErrorState error={compareError} />}
      {!compareError && !compared && <Loading>Rendering the comparison…</Loading>}
      {compared && <Comparison labels={compared.labels} html={compared.html} trees={compared.trees} diff={compared.diff} registry={registry} />}

      <h3 className="pe-subheading">Comments</h3>
      {comments.length === 0 ? (
        <p className="admin-muted">No comments yet.</p>
      ) : (
        <ol className="admin-review__comments" aria-label="Comments">
          {comments.map((c) => (
            <li key={c.id}>
              <strong>{c.author}</strong> <span className="admin-muted">{formatDateTime(c.createdAt)}</span>
              <p>{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {request.state === 'open' && (
        <>
          <TextAreaField label="Your comment" rows={3} maxLength={REVIEW_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
          <div className="pe-dialog-actions">
            <button type="button" className="admin-button admin-button--secondary" onClick={addComment} disabled={busy}>
              Add comment
            </button>
          </div>
        </>
      )}
      {mayDecide && (
        <section aria-label="Decision" className="admin-review__decision">
          <h3 className="pe-subheading">Decision</h3>
          <TextAreaField label="Comment for the requester" hint="Required to reject; optional to approve." rows={2} maxLength={REVIEW_COMMENT_MAX} value={decision} onChange={(e) => setDecision(e.target.value)} />
          <div className="pe-dialog-actions">
            <button type="button" className="admin-button" onClick={approve} disabled={busy || request.stale}>
              {request.action === 'publish' ? 'Approve' : `Approve and ${request.action}`}
            </button>
            <button type="button" className="admin-button admin-button--secondary" onClick={reject} disabled={busy}>
              Reject
            </button>
          </div>
        </section>
      )}
      <FormError message={error} />
      <div role="status" aria-live="polite" className="pe-done">
        {done}
      </div>
    </div>
  );
}
