import { describe, expect, it } from 'vitest';
import { routes, routeUrl, SubmissionQuery } from '../../core/contracts';
import {
  NO_FILTERS,
  dateRangeError,
  formLabel,
  formsOfSite,
  isIsoDate,
  readSubmissionFilters,
  submissionFilterParams,
  submissionsApiQuery,
  submissionsCsvQuery,
  valuesSummary,
  type SubmissionForm,
} from './submission-list';

const FORM_ID = '11111111-1111-4111-8111-111111111111';

/** The query as sent, as the server's contract parses it. */
const apiQuery = (query: ReturnType<typeof submissionsApiQuery>) =>
  SubmissionQuery.parse(Object.fromEntries(new URL(routeUrl(routes.listSubmissions, { query }), 'http://x').searchParams));

describe('the Submissions address', () => {
  it('reads site, form, days and page from the query string', () => {
    expect(readSubmissionFilters(`?site=nyse&form=${FORM_ID}&from=2030-01-01&to=2030-01-31&page=3&cursor=c3`)).toEqual({
      site: 'nyse',
      formId: FORM_ID,
      from: '2030-01-01',
      to: '2030-01-31',
      reference: '',
      page: 3,
      cursor: 'c3',
    });
    expect(readSubmissionFilters('')).toEqual(NO_FILTERS);
  });

  it('leaves out what is malformed: unknown sites, impossible days, odd pages, overlong form ids', () => {
    expect(readSubmissionFilters(`?site=example&from=2030-02-30&to=31.01.2030&page=-1&form=${'x'.repeat(65)}`)).toEqual(NO_FILTERS);
    expect(readSubmissionFilters('?from=2028-02-29').from).toBe('2028-02-29');
    expect(readSubmissionFilters('?from=2030-02-29').from).toBe('');
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    expect(submissionFilterParams(NO_FILTERS).toString()).toBe('');
    const filters = { site: 'ice', formId: FORM_ID, from: '2030-05-01', to: '', reference: '', page: 2, cursor: 'c2' } as const;
    expect(submissionFilterParams(filters).toString()).toBe(`site=ice&form=${FORM_ID}&from=2030-05-01&page=2&cursor=c2`);
    const byReference = { ...NO_FILTERS, reference: 'CF-2026-000001' };
    expect(submissionFilterParams(byReference).toString()).toBe('reference=CF-2026-000001');
    expect(readSubmissionFilters('?reference=cf-2026-000001')).toEqual(byReference);
    expect(readSubmissionFilters('?reference=not a reference').reference).toBe('');
    expect(readSubmissionFilters(`?${submissionFilterParams(filters).toString()}`)).toEqual(filters);
  });

  it('asks the API for 50 a page from the cursor, in a query the contract accepts', () => {
    expect(submissionsApiQuery({ site: 'nyse', formId: FORM_ID, from: '2030-01-01', to: '2030-01-31', reference: '', page: 3, cursor: 'c3' })).toMatchObject({ limit: 50, cursor: 'c3' });
    const query = submissionsApiQuery({ site: 'nyse', formId: FORM_ID, from: '2030-01-01', to: '2030-01-31', reference: '', page: 1 });
    expect(query).toEqual({ site: 'nyse', formId: FORM_ID, from: '2030-01-01', to: '2030-01-31', limit: 50 });
    expect(apiQuery(query)).toEqual({ site: 'nyse', formId: FORM_ID, from: '2030-01-01', to: '2030-01-31', limit: 50, format: 'json' });
    expect(submissionsApiQuery(NO_FILTERS)).toEqual({ limit: 50 });
    expect(apiQuery(submissionsApiQuery({ ...NO_FILTERS, reference: 'SR-2026-000123' }))).toEqual({ reference: 'SR-2026-000123', limit: 50, format: 'json' });
  });

  it('exports every page of the same filters as CSV', () => {
    const query = submissionsCsvQuery({ site: 'nyse', formId: FORM_ID, from: '', to: '2030-01-31', reference: '', page: 4 });
    expect(query).toEqual({ site: 'nyse', formId: FORM_ID, to: '2030-01-31', format: 'csv' });
    expect(apiQuery(query)).toMatchObject({ format: 'csv' });
  });
});

describe('the Submissions filters', () => {
  const forms: SubmissionForm[] = [
    { site: 'nyse', formId: 'b', formName: 'Press enquiry', path: '/press', count: 3 },
    { site: 'ice', formId: 'c', formName: 'Contact', path: '/contact', count: 1 },
    { site: 'nyse', formId: 'a', formName: 'Contact', path: '/contact', count: 12 },
  ];

  it('offers the chosen site’s forms by name, or every site’s', () => {
    expect(formsOfSite({ forms, site: 'nyse' }).map((f) => f.formId)).toEqual(['a', 'b']);
    expect(formsOfSite({ forms, site: '' }).map((f) => f.formId)).toEqual(['c', 'a', 'b']);
    expect(formsOfSite({ forms, site: 'imt' })).toEqual([]);
  });

  it('labels a form with its site, page and count', () => {
    expect(formLabel(forms[0]!)).toBe('Press enquiry · nyse /press (3)');
  });

  it('refuses a range whose last day is before its first', () => {
    expect(dateRangeError({ from: '2030-02-01', to: '2030-01-31' })).toBe('The last day is before the first day');
    expect(dateRangeError({ from: '2030-01-31', to: '2030-01-31' })).toBeNull();
    expect(dateRangeError({ from: '', to: '2030-01-31' })).toBeNull();
  });

  it('knows a calendar day', () => {
    expect(['2030-01-01', '2028-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2030-13-01', '2030-1-1', '2030-01-01T00:00', ''].map(isIsoDate)).toEqual([false, false, false, false]);
  });
});

const line = (key: string, label: string, value: string) => ({ key, label, value });

describe('submission values as text', () => {
  it('sums the labelled lines up on one line, in their order, without the empty ones', () => {
    const lines = [line('first_name', 'First name', 'Ada'), line('company', 'Company', ''), line('email', 'E-mail address', 'ada@example.com'), line('agree', 'I agree', 'Yes')];
    expect(valuesSummary({ lines })).toBe('First name: Ada · E-mail address: ada@example.com · I agree: Yes');
    expect(valuesSummary({ lines: [line('message', 'Message', 'Two\nlines  here')] })).toBe('Message: Two lines here');
    expect(valuesSummary({ lines: [] })).toBe('');
  });

  it('cuts a long summary at the limit with an ellipsis', () => {
    const summary = valuesSummary({ lines: [line('message', 'Message', 'word '.repeat(40))], max: 30 });
    expect(summary.length).toBeLessThanOrEqual(30);
    expect(summary).toBe('Message: word word word word…');
  });
});
