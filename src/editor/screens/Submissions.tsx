import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { routes, type SubmissionView } from '../../core/contracts';
import { SITE_IDS, isSiteId } from '../../core/sites';
import { routeHref, type Api } from '../api.client';
import { focusFirstInvalid } from '../field-errors';
import { formatDateTime } from '../format';
import { setSearch, useSearch } from '../router';
import { SelectField, TextField } from '../ui/Field';
import { Pager } from '../ui/Pager';
import { pageCount, showingText } from '../ui/paging';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { SubmissionDetails } from './SubmissionDetails';
import {
  NO_FILTERS,
  SUBMISSIONS_PAGE_SIZE,
  dateRangeError,
  formLabel,
  formsOfSite,
  readSubmissionFilters,
  submissionFilterParams,
  submissionsApiQuery,
  isReference,
  submissionsCsvQuery,
  valuesSummary,
  type SubmissionFilters,
} from './submission-list';

const paging = { pageSize: SUBMISSIONS_PAGE_SIZE };

/** Shown to a CMSTWO User instead of the screen; the API refuses them the submissions too. */
export function SubmissionsNotAllowed() {
  return (
    <div className="admin-screen">
      <ScreenHeading title="Submissions">Submissions</ScreenHeading>
      <p>Form submissions are for Super Users and Admins (CMSTWO Super User, CMSTWO Admin): they hold what visitors sent about themselves.</p>
    </div>
  );
}

/** Super Users and Admins: what visitors sent through the sites' forms, filtered by site, form and days, paged, exportable as CSV. */
export function Submissions({ api }: { api: Api }) {
  const search = useSearch();
  const filters = readSubmissionFilters(search);
  const [draft, setDraft] = useState<SubmissionFilters>(filters);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [open, setOpen] = useState<SubmissionView | null>(null);
  const apiQuery = submissionsApiQuery(filters);
  const [state, reload] = useLoad(() => api.call(routes.listSubmissions, { query: apiQuery }), routeHref(routes.listSubmissions, { query: apiQuery }));
  const [forms] = useLoad(async () => (await api.call(routes.listSubmissionForms)).forms, 'submission-forms');

  // Back and Forward (and links) bring their filters into the form.
  useEffect(() => {
    setDraft(readSubmissionFilters(search));
    setRangeError(null);
  }, [search]);

  const go = (next: SubmissionFilters) => setSearch(submissionFilterParams(next));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = dateRangeError(draft);
    const badReference = draft.reference.trim() !== '' && !isReference(draft.reference) ? 'A reference looks like CF-2026-000001: letters, the year and a number, with dashes.' : null;
    setRangeError(error);
    setReferenceError(badReference);
    if (error || badReference) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    go({ ...draft, reference: draft.reference.trim().toUpperCase(), page: 1 });
  }

  const offered = forms.status === 'ready' ? formsOfSite({ forms: forms.data, site: draft.site }) : [];
  const chosenMissing = draft.formId !== '' && !offered.some((form) => form.formId === draft.formId);
  const data = state.status === 'ready' ? state.data : null;
  const pages = data && !data.totalCapped ? pageCount({ total: data.total, ...paging }) : null;
  const filtered = filters.site !== '' || filters.formId !== '' || filters.from !== '' || filters.to !== '' || filters.reference !== '';

  function openRow(event: MouseEvent<HTMLTableRowElement>, submission: SubmissionView) {
    if ((event.target as HTMLElement).closest('a, button')) return;
    setOpen(submission);
  }

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Submissions">Submissions</ScreenHeading>
        <div className="admin-toolbar">
          <a className="admin-button" href={routeHref(routes.listSubmissions, { query: submissionsCsvQuery(filters) })} download="submissions.csv">
            Export CSV<span className="admin-visually-hidden"> of the submissions matching the filters</span>
          </a>
        </div>
      </div>
      <p className="admin-screen__lead">What visitors sent through the sites’ forms, newest first. The CSV export holds every matching submission, on all pages.</p>
      <form className="admin-filters" onSubmit={apply} aria-label="Filter the submissions" noValidate>
        <SelectField
          label="Site"
          value={draft.site}
          onChange={(e) => {
            const site = isSiteId(e.target.value) ? e.target.value : '';
            const keepsForm = forms.status === 'ready' && formsOfSite({ forms: forms.data, site }).some((form) => form.formId === draft.formId);
            setDraft({ ...draft, site, formId: keepsForm ? draft.formId : '' });
          }}
        >
          <option value="">All sites</option>
          {SITE_IDS.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Form"
          value={draft.formId}
          hint={forms.status === 'error' ? `The list of forms could not be loaded: ${forms.error.message}` : undefined}
          onChange={(e) => setDraft({ ...draft, formId: e.target.value })}
        >
          <option value="">{forms.status === 'loading' ? 'All forms (loading the list…)' : 'All forms'}</option>
          {chosenMissing && <option value={draft.formId}>The form in the address</option>}
          {offered.map((form) => (
            <option key={`${form.site}\u0000${form.formId}`} value={form.formId}>
              {formLabel(form)}
            </option>
          ))}
        </SelectField>
        <TextField label="From" hint="The first day" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="To" hint="The last day, included" type="date" value={draft.to} error={rangeError} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <TextField
          label="Reference"
          hint="What the visitor quotes, like CF-2026-000001"
          value={draft.reference}
          error={referenceError}
          spellCheck={false}
          onChange={(e) => setDraft({ ...draft, reference: e.target.value })}
        />
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button admin-button--primary">
            Apply filters
          </button>
          <button
            type="button"
            className="admin-button admin-button--ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setRangeError(null);
              setReferenceError(null);
              go(NO_FILTERS);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {state.status === 'loading' && <Loading>Loading submissions…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && data.submissions.length === 0 && filters.page > 1 && (
        <EmptyState title="There are no submissions on this page.">
          <button type="button" className="admin-button" onClick={() => go({ ...filters, page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      )}
      {data && data.submissions.length === 0 && filters.page === 1 && (
        <EmptyState title={filtered ? 'No submissions match these filters.' : 'There are no submissions yet.'}>
          {!filtered && <p>They appear here when visitors send a form on a published page.</p>}
        </EmptyState>
      )}
      {data && data.submissions.length > 0 && (
        <>
          <p className="admin-muted" data-testid="submissions-showing">
            {showingText({ page: filters.page, count: data.submissions.length, total: data.total, capped: data.totalCapped, ...paging })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--submissions">
              <caption className="admin-visually-hidden">
                Submissions, {showingText({ page: filters.page, count: data.submissions.length, total: data.total, capped: data.totalCapped, ...paging })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  <th scope="col">Site</th>
                  <th scope="col">Page</th>
                  <th scope="col">Form</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Values</th>
                </tr>
              </thead>
              <tbody>
                {data.submissions.map((submission) => (
                  <tr key={submission.id} data-id={submission.id} className="admin-table__row--opens" onClick={(e) => openRow(e, submission)}>
                    <th scope="row">
                      <button type="button" className="admin-link-button" onClick={() => setOpen(submission)}>
                        <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
                        <span className="admin-visually-hidden">: open this submission of {submission.formName}</span>
                      </button>
                    </th>
                    <td>{submission.site}</td>
                    <td>
                      <code>{submission.path}</code>
                    </td>
                    <td>{submission.formName}</td>
                    <td>{submission.reference ? <code>{submission.reference}</code> : <span className="admin-muted">None</span>}</td>
                    <td className="admin-table__summary">
                      {valuesSummary({ lines: submission.lines }) || <span className="admin-muted">No values</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && <Pager place={filters} pages={pages} links={data} label="Submission pages" onPlace={(place) => go({ ...filters, ...place })} />}
      {open && <SubmissionDetails submission={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
