/** What the Submissions screen shows and asks for, apart from React: its address, filters and value texts. */
import { SUBMISSION_REFERENCE, type RouteOutput, type RouteQuery, type Routes, type SubmissionView } from '../../core/contracts';
import { isSiteId, type SiteId } from '../../core/sites';
import { readPlace, writePlace, type PagePlace } from '../ui/paging';

export const SUBMISSIONS_PAGE_SIZE = 50;

export interface SubmissionFilters extends PagePlace {
  /** Empty for every site. */
  site: SiteId | '';
  /** A form node's id; empty for every form. */
  formId: string;
  /** First and last day (`YYYY-MM-DD`, both included); empty for open-ended. */
  from: string;
  to: string;
  /** The reference a visitor quotes (`CF-2026-000001`); empty for any. */
  reference: string;
}

export const NO_FILTERS: SubmissionFilters = { site: '', formId: '', from: '', to: '', reference: '', page: 1 };

/** Whether `value` has the shape of a reference Tessera gives visitors (`CF-2026-000001`, `sr-2026-000123`). */
export function isReference(value: string): boolean {
  return SUBMISSION_REFERENCE.test(value.trim());
}

export type SubmissionForm = RouteOutput<Routes['listSubmissionForms']>['forms'][number];

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (what the API accepts). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The filters from the address's query string (`?site=nyse&form=…&from=2030-01-01&page=2&cursor=…`); anything malformed is left out. */
export function readSubmissionFilters(search: string): SubmissionFilters {
  const params = new URLSearchParams(search);
  const site = params.get('site') ?? '';
  const formId = params.get('form') ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    site: isSiteId(site) ? site : '',
    formId: formId.length <= 64 ? formId : '',
    from: date('from'),
    to: date('to'),
    reference: isReference(params.get('reference') ?? '') ? params.get('reference')!.trim().toUpperCase() : '',
    ...readPlace(params),
  };
}

/** The query string for a filter state, leaving out what is the default. */
export function submissionFilterParams(filters: SubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.site) params.set('site', filters.site);
  if (filters.formId) params.set('form', filters.formId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.reference) params.set('reference', filters.reference);
  return writePlace(params, filters);
}

type SubmissionsQuery = RouteQuery<Routes['listSubmissions']>;

function apiQuery({ site, formId, from, to, reference }: SubmissionFilters): SubmissionsQuery {
  return { ...(site ? { site } : {}), ...(formId ? { formId } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), ...(reference ? { reference } : {}) };
}

/** The query of the API call for one page of the filtered submissions (`routes.listSubmissions`). */
export function submissionsApiQuery(filters: SubmissionFilters): SubmissionsQuery {
  return { ...apiQuery(filters), limit: SUBMISSIONS_PAGE_SIZE, ...(filters.cursor ? { cursor: filters.cursor } : {}) };
}

/** The query of the CSV download of every submission the filters match (all pages). */
export function submissionsCsvQuery(filters: SubmissionFilters): SubmissionsQuery {
  return { ...apiQuery(filters), format: 'csv' };
}

/** The forms to offer for a site (every site's when none is chosen), by name. */
export function formsOfSite({ forms, site }: { forms: readonly SubmissionForm[]; site: SiteId | '' }): SubmissionForm[] {
  return forms.filter((form) => !site || form.site === site).sort((a, b) => a.formName.localeCompare(b.formName) || a.path.localeCompare(b.path));
}

/** `Press enquiry · nyse /press (12)`: forms of the same name on different pages stay apart. */
export function formLabel(form: SubmissionForm): string {
  return `${form.formName} · ${form.site} ${form.path} (${form.count})`;
}

/** Why the date range cannot be asked for, or null. */
export function dateRangeError({ from, to }: Pick<SubmissionFilters, 'from' | 'to'>): string | null {
  if (from && to && to < from) return 'The last day is before the first day';
  return null;
}

/**
 * A line about the answers for the table, from the submission's labelled lines in the form's
 * order: `First name: Ada · E-mail address: ada@example.com`, empty answers left out, cut at
 * `max` characters with an ellipsis.
 */
export function valuesSummary({ lines, max = 90 }: { lines: SubmissionView['lines']; max?: number }): string {
  const text = lines
    .map(({ label, value }) => [label, value.replace(/\s+/g, ' ').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
