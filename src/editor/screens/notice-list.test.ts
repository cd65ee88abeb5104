import { describe, expect, it } from 'vitest';
import { CreateNoticeBody, NoticeAdminQuery, NoticeImportQuery, routes, routeUrl, type NoticeRecord } from '../../core/contracts';
import {
  NOTICE_CSV_COLUMNS,
  changedFields,
  collectionLabel,
  csvFileProblem,
  csvTemplate,
  csvTemplateHref,
  emptyNoticeForm,
  importApiQuery,
  importErrorText,
  importProblemsText,
  importSummary,
  importedText,
  isFiltered,
  mediaHashOf,
  noticeBodyOf,
  noticeFilterParams,
  noticeFormOf,
  noticeFormProblems,
  noticesApiQuery,
  pubDateProblem,
  readNoticeFilters,
  sortOrderProblem,
} from './notice-list';

const HASH = 'a'.repeat(64);

const notice: NoticeRecord = {
  id: '0b6c1f7e-8f7b-4a55-9a43-2f1c6c0e9d11',
  collection: 'rule-book',
  noticeNumber: 'Rule 7.31',
  title: 'Rule 7.31. Orders and Modifiers',
  name: 'Orders and Modifiers',
  topic: 'Trading',
  market: 'NYSE Arca',
  jurisdiction: 'US',
  circularType: 'Rule',
  pubDate: '2025-01-02',
  formattedPubDate: '1/2/2025',
  filePath: `/media/${HASH}.pdf`,
  url: '',
  rules: 'Rule 7.31',
  sortOrder: 4,
  body: 'The text of Rule 7.31.',
  status: 'published',
  updatedAt: '2026-01-05T10:00:00.000Z',
  updatedBy: 'admin@tessera.local',
};

describe('the Notices list address', () => {
  it('reads search, collection, status and page, leaving out what it does not know', () => {
    expect(readNoticeFilters('?q=good%20friday&collection=clearing-notices&status=draft&page=3&cursor=c3')).toEqual({
      q: 'good friday',
      collection: 'clearing-notices',
      status: 'draft',
      page: 3,
      cursor: 'c3',
    });
    expect(readNoticeFilters('')).toEqual({ q: '', collection: '', status: '', page: 1 });
    expect(readNoticeFilters('?collection=press-releases&status=archived&page=-1')).toEqual({ q: '', collection: '', status: '', page: 1 });
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    expect(noticeFilterParams({ q: '  ', collection: '', status: '', page: 1 }).toString()).toBe('');
    const filters = { q: 'Rule 7.31 & "fees"', collection: 'rule-book', status: 'published', page: 2, cursor: 'c2' } as const;
    const params = noticeFilterParams(filters);
    expect(params.toString()).toBe('q=Rule+7.31+%26+%22fees%22&collection=rule-book&status=published&page=2&cursor=c2');
    expect(readNoticeFilters(`?${params.toString()}`)).toEqual(filters);
  });

  it('asks the API for 50 a page from the cursor, in a query the contract accepts', () => {
    expect(noticesApiQuery({ q: ' holiday ', collection: 'exchange-circulars', status: 'draft', page: 3, cursor: 'c3' })).toEqual({
      q: 'holiday',
      collection: 'exchange-circulars',
      status: 'draft',
      limit: 50,
      cursor: 'c3',
    });
    const query = noticesApiQuery({ q: ' holiday ', collection: 'exchange-circulars', status: 'draft', page: 1 });
    const sent = new URL(routeUrl(routes.listNotices, { query }), 'http://x').searchParams;
    expect(NoticeAdminQuery.parse(Object.fromEntries(sent))).toMatchObject({ q: 'holiday', collection: 'exchange-circulars', status: 'draft', limit: 50 });
    expect(noticesApiQuery({ q: '', collection: '', status: '', page: 1 })).toEqual({ limit: 50 });
  });

  it('knows when the list is filtered, and names the collections', () => {
    expect(isFiltered({ q: '', collection: '', status: '', page: 4 })).toBe(false);
    expect(isFiltered({ q: '', collection: '', status: 'draft', page: 1 })).toBe(true);
    expect(collectionLabel('regulatory-bulletins')).toBe('Regulatory bulletins');
    expect(collectionLabel('rule-book')).toBe('Rule book');
    expect(collectionLabel('elsewhere')).toBe('elsewhere');
  });
});

describe('the notice form', () => {
  it('starts a new notice on today’s date in the editor’s calendar, in the listed collection', () => {
    const form = emptyNoticeForm({ collection: 'clearing-notices', today: new Date(2026, 2, 5, 23, 30) });
    expect(form.pubDate).toBe('2026-03-05');
    expect(form.collection).toBe('clearing-notices');
    expect(form.sortOrder).toBe('0');
  });

  it('round-trips a notice through the form into a body the contract takes unchanged', () => {
    const body = noticeBodyOf(noticeFormOf(notice));
    const parsed = CreateNoticeBody.parse(body);
    expect(parsed.sortOrder).toBe(4);
    expect(parsed.filePath).toBe(notice.filePath);
    expect(changedFields(parsed, notice)).toEqual({});
    expect(changedFields({ ...parsed, title: 'Rule 7.31. Orders', sortOrder: 5 }, notice)).toEqual({ title: 'Rule 7.31. Orders', sortOrder: 5 });
  });

  it('sends an empty sort order as 0', () => {
    expect(noticeBodyOf({ ...noticeFormOf(notice), sortOrder: ' ' }).sortOrder).toBe(0);
  });

  it('says what is wrong with a date the date input cannot hold, is missing or is out of the notice years', () => {
    expect(pubDateProblem({ value: '', badInput: true })).toBe('This date does not exist. Enter a real day, month and year.');
    expect(pubDateProblem({ value: '', badInput: false })).toBe('Enter the publication date.');
    expect(pubDateProblem({ value: '0202-03-05', badInput: false })).toBe('Enter a date from 1990 to 2100.');
    expect(pubDateProblem({ value: '2101-01-01', badInput: false })).toBe('Enter a date from 1990 to 2100.');
    expect(pubDateProblem({ value: '2026-03-05', badInput: false })).toBeNull();
  });

  it('takes a whole sort order from 0 to 1,000,000', () => {
    expect(['', '0', '17', '1000000'].map(sortOrderProblem)).toEqual([null, null, null, null]);
    expect(sortOrderProblem('-1')).toBe('Enter a whole number, 0 or more.');
    expect(sortOrderProblem('2.5')).toBe('Enter a whole number, 0 or more.');
    expect(sortOrderProblem('1000001')).toBe('Enter a number up to 1,000,000.');
  });

  it('puts its own checks beside the date, the sort order and the collection', () => {
    const form = { ...emptyNoticeForm({ today: new Date(2026, 0, 1) }), sortOrder: 'first' };
    expect(noticeFormProblems({ form, badDate: true })).toEqual({
      pubDate: 'This date does not exist. Enter a real day, month and year.',
      sortOrder: 'Enter a whole number, 0 or more.',
      collection: 'Choose the collection.',
    });
    expect(noticeFormProblems({ form: noticeFormOf(notice), badDate: false })).toEqual({});
  });

  it('finds the library file of an attached document', () => {
    expect(mediaHashOf(`/media/${HASH}.pdf`)).toBe(HASH);
    expect(mediaHashOf('')).toBeNull();
    expect(mediaHashOf('/media/../secret.pdf')).toBeNull();
    expect(mediaHashOf(`https://elsewhere.test/media/${HASH}.pdf`)).toBeNull();
  });
});

describe('the CSV import', () => {
  it('offers a template holding the header row alone, naming every field of a notice', () => {
    expect(csvTemplate()).toBe('collection,notice_number,title,name,topic,market,jurisdiction,circular_type,pub_date,file_path,url,rules,sort_order,body\r\n');
    const fields = NOTICE_CSV_COLUMNS.map((column) => column.replace(/_(.)/g, (_m, c: string) => c.toUpperCase()));
    expect(fields.sort()).toEqual(Object.keys(CreateNoticeBody.shape).sort());
    expect(decodeURIComponent(csvTemplateHref().replace(/^data:text\/csv;charset=utf-8,/, ''))).toBe(csvTemplate());
  });

  it('calls the import as a dry run first, then for real, publishing only when asked', () => {
    expect(importApiQuery({ dryRun: true, publish: true })).toEqual({ dryRun: 'true', publish: 'false' });
    expect(importApiQuery({ dryRun: false, publish: true })).toEqual({ dryRun: 'false', publish: 'true' });
    expect(importApiQuery({ dryRun: false, publish: false })).toEqual({ dryRun: 'false', publish: 'false' });
    const sent = new URL(routeUrl(routes.importNotices, { query: importApiQuery({ dryRun: false, publish: false }) }), 'http://x').searchParams;
    expect(NoticeImportQuery.parse(Object.fromEntries(sent)).dryRun).toBe('false');
  });

  it('counts rows, new and updated notices, and numbers the lines of problems', () => {
    expect(importSummary({ rows: 12, created: 10, updated: 2 })).toBe('12 rows: 10 new, 2 updated');
    expect(importSummary({ rows: 1, created: 0, updated: 1 })).toBe('1 row: 0 new, 1 updated');
    expect(importedText({ rows: 3, created: 2, updated: 1, publish: true })).toBe('Imported 3 rows: 2 new, 1 updated, all published.');
    expect(importedText({ rows: 1, created: 1, updated: 0, publish: false })).toBe('Imported 1 row: 1 new, 0 updated, as drafts.');
    expect(importErrorText({ line: 4, message: 'pubDate: pubDate is a date, YYYY-MM-DD' })).toBe('Line 4: pubDate: pubDate is a date, YYYY-MM-DD');
    expect(importProblemsText({ fileName: 'notices.csv', count: 1 })).toBe('notices.csv has a problem, so nothing was imported. Correct the file and choose it again.');
    expect(importProblemsText({ fileName: 'notices.csv', count: 3 })).toBe('notices.csv has 3 problems, so nothing was imported. Correct the file and choose it again.');
  });

  it('refuses an empty file and one over the server’s 50 MB before sending it', () => {
    expect(csvFileProblem({ name: 'notices.csv', size: 0 })).toBe('notices.csv is empty.');
    expect(csvFileProblem({ name: 'all.csv', size: 50 * 1024 * 1024 + 1 })).toBe('all.csv is larger than 50 MB; split it into smaller files.');
    expect(csvFileProblem({ name: 'notices.csv', size: 2048 })).toBeNull();
  });
});
