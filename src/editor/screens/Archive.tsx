import { useState, type FormEvent } from 'react';
import { routes, type ArchiveEntrySummary, type ArchivePending, type ArchiveViewResponse } from '../../core/contracts';
import { SITE_IDS } from '../../core/sites';
import { ApiError, routeHref, type Api } from '../api.client';
import { formatDateTime } from '../format';
import { SelectField, TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { LoadMore } from '../ui/LoadMore';
import { EmptyState, ErrorState, FormError, Loading } from '../ui/states';
import { useLoad, type Loaded } from '../ui/use-load';
import { usePages, type MorePages } from '../ui/use-pages';
import { approvalSentence, ARCHIVE_ZONE, causeLabel, instantOfLocal, localInputValue, pendingSentence } from './archive-view';

/** A row of a path's timeline, newest first: a change still being recorded, or an entry. */
type HistoryRow = { pending: ArchivePending } | { entry: ArchiveEntrySummary };

interface Question {
  site: string;
  path: string;
  /** ISO 8601 with the offset of New York then. */
  at: string;
}

/**
 * The record of what was served (issue 23 item 5): pick a site, a path and a date and time (New
 * York), see the page as it was rendered then — in a sandboxed frame where nothing runs — who
 * published, approved and requested it, and whether its entry verifies in the chain; download the
 * bundle that checks itself without Tessera.
 */
export function Archive({ api }: { api: Api }) {
  const [draft, setDraft] = useState({ site: 'nyse', path: '/', local: localInputValue(new Date()) });
  const [question, setQuestion] = useState<Question | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function ask(event: FormEvent) {
    event.preventDefault();
    // The minute shown is this one: ask about this instant, so what was published seconds ago counts.
    const at = draft.local === localInputValue(new Date()) ? new Date().toISOString() : instantOfLocal(draft.local);
    if (!at) return setFormError('Enter a date and time, like 2026-03-14 10:00.');
    if (!draft.path.startsWith('/')) return setFormError('Enter the page’s path, starting with "/", like /fees.');
    setFormError(null);
    setQuestion({ site: draft.site, path: draft.path.trim(), at });
  }

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Archive">Archive</ScreenHeading>
      </div>
      <p className="admin-screen__lead">
        What a page of a site showed visitors at a moment, exactly as it was served, with who approved it. Every publication is kept in a
        chain of hashes that shows whether anything was altered since.
      </p>
      <form className="admin-filters" onSubmit={ask} aria-label="Which page, and when">
        <SelectField label="Site" value={draft.site} onChange={(e) => setDraft({ ...draft, site: e.target.value })}>
          {SITE_IDS.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </SelectField>
        <TextField label="Path" hint="Like /fees" value={draft.path} onChange={(e) => setDraft({ ...draft, path: e.target.value })} required />
        <TextField label="Date and time" hint="New York time" type="datetime-local" value={draft.local} onChange={(e) => setDraft({ ...draft, local: e.target.value })} required />
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button admin-button--primary">
            Show what was served
          </button>
        </div>
      </form>
      <FormError message={formError} />
      {question ? (
        <Answer key={`${question.site}${question.path}${question.at}`} api={api} question={question} onPick={(at) => setQuestion({ ...question, at })} />
      ) : (
        <EmptyState title="Choose a site, a path and a moment to see what visitors were shown." />
      )}
    </div>
  );
}

function Answer({ api, question, onPick }: { api: Api; question: Question; onPick(at: string): void }) {
  const { site, path, at } = question;
  const [view, retry] = useLoad(async () => {
    try {
      return await api.call(routes.getArchiveEntry, { params: { site: site as (typeof SITE_IDS)[number] }, query: { path, at } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `${site}${path}${at}`);
  const [history, retryHistory, moreHistory] = usePages<HistoryRow>(async (cursor) => {
    const page = await api.call(routes.listArchiveEntries, { params: { site: site as (typeof SITE_IDS)[number] }, query: { path, ...(cursor ? { cursor } : {}) } });
    // The changes still being recorded come with the first page: they are newer than every entry.
    const pending = [...page.pending].reverse().map((p) => ({ pending: p }));
    return { items: [...pending, ...page.entries.map((entry) => ({ entry }))], next: page.next };
  }, `${site}${path}`);
  const recording = view.status === 'ready' && view.data?.state === 'recording';

  return (
    <div className="admin-archive">
      {view.status === 'loading' && <Loading>Looking up what {path} served…</Loading>}
      {view.status === 'error' && <ErrorState error={view.error} onRetry={retry} />}
      {view.status === 'ready' && view.data === null && (
        <EmptyState title={`Nothing was served at ${path} on ${site} at ${formatDateTime(at, { timeZone: ARCHIVE_ZONE })}.`}>
          <p>It was not published then, or had been unpublished. The entries of this path are listed below.</p>
        </EmptyState>
      )}
      {view.status === 'ready' && view.data?.state === 'recording' && (
        <section aria-label="Being recorded" className="admin-notice" role="status">
          <p>
            <strong>Recording…</strong> {pendingSentence(view.data.pending)} The page it served then is not shown until it is recorded, so
            that nothing else is mistaken for it.
          </p>
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              retry();
              void retryHistory();
            }}
          >
            Look again
          </button>
        </section>
      )}
      {view.status === 'ready' && view.data?.state === 'recorded' && <Recorded site={site} path={path} at={at} view={view.data} />}
      <History state={history} more={moreHistory} onPick={onPick} recording={recording} />
    </div>
  );
}

type RecordedView = Extract<ArchiveViewResponse, { state: 'recorded' }>;

function Recorded({ site, path, at, view }: { site: string; path: string; at: string; view: RecordedView }) {
  return (
    <section aria-label="The page as served">
      <p>
        {view.verified ? <span className="admin-badge admin-badge--published">Verified</span> : <span className="admin-badge admin-badge--failed">Broken chain</span>}{' '}
        {view.entry.urgentReason !== null && <span className="admin-badge admin-badge--changed">Urgent, without review</span>} {causeLabel(view.entry)}{' '}
        <time dateTime={view.entry.at}>{formatDateTime(view.entry.at, { seconds: true, timeZone: ARCHIVE_ZONE })} New York time</time>
        {view.entry.version !== null && <> (version {view.entry.version})</>}.
      </p>
      {view.broken && (
        <p className="admin-notice admin-notice--error" role="alert">
          The record does not check out at entry {view.broken.id} ({view.broken.path}, {formatDateTime(view.broken.at, { timeZone: ARCHIVE_ZONE })}): {view.broken.problem}.
        </p>
      )}
      <p>{approvalSentence(view.entry)}</p>
      <p className="admin-muted">
        SHA-256 of the HTML <code>{view.entry.htmlSha256}</code>; entry #{view.entry.seq} of {site}’s chain.{' '}
        <a href={routeHref(routes.exportArchive, { params: { site: site as (typeof SITE_IDS)[number] }, query: { path, at } })} download>
          Download the bundle
        </a>{' '}
        (check it anywhere with <code>node check.mjs</code>).
      </p>
      {/* sandbox="": no scripts, no forms, an opaque origin — the page is shown, never run. */}
      <iframe className="admin-archive__frame" sandbox="" srcDoc={view.entry.html} title={`${site} ${path} as served at ${formatDateTime(at, { timeZone: ARCHIVE_ZONE })}`} />
    </section>
  );
}

function History({ state, more, onPick, recording }: { state: Loaded<HistoryRow[]>; more: MorePages; onPick(at: string): void; recording: boolean }) {
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const pending = state.data.flatMap((row) => ('pending' in row ? [row.pending] : []));
  const entries = state.data.flatMap((row) => ('entry' in row ? [row.entry] : []));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>Entries of this path, newest first (New York time)</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {pending.map((p, i) => (
            <tr key={`pending-${i}`}>
              <td>
                <button type="button" className="admin-link-button" onClick={() => onPick(p.at)} disabled={recording}>
                  {formatDateTime(p.at, { seconds: true, timeZone: ARCHIVE_ZONE })}
                </button>
              </td>
              <td>
                <span className="admin-badge admin-badge--changed">Recording…</span> {causeLabel(p)}
              </td>
              <td>Published by {p.publishedBy}.</td>
            </tr>
          ))}
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <button type="button" className="admin-link-button" onClick={() => onPick(entry.at)}>
                  {formatDateTime(entry.at, { seconds: true, timeZone: ARCHIVE_ZONE })}
                </button>
              </td>
              <td>{causeLabel(entry)}</td>
              <td>{approvalSentence(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore pages={more} label="Show older entries" />
    </div>
  );
}
