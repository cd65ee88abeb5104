/** What the Notices screen shows and asks for, apart from React: its address, the form's values, the import's texts. */
import { NOTICE_COLLECTIONS, NOTICE_YEARS, type NoticeRecord, type RouteQuery, type Routes } from '../../core/contracts';
import { readPlace, writePlace, type PagePlace } from '../ui/paging';

export const NOTICES_PAGE_SIZE = 50;

export type NoticeCollection = (typeof NOTICE_COLLECTIONS)[number];
export type NoticeStatus = NoticeRecord['status'];

const COLLECTION_LABELS: Record<NoticeCollection, string> = {
  'exchange-circulars': 'Exchange circulars',
  'clearing-notices': 'Clearing notices',
  'rule-book': 'Rule book',
  'information-memos': 'Information memos',
  'regulatory-bulletins': 'Regulatory bulletins',
  'mers-documents': 'MERS documents',
};

export const STATUS_LABELS: Record<NoticeStatus, string> = { draft: 'Draft', published: 'Published' };

/** `Exchange circulars` for `exchange-circulars`; an unknown name as it is. */
export function collectionLabel(collection: string): string {
  return COLLECTION_LABELS[collection as NoticeCollection] ?? collection;
}

export const isCollection = (value: string): value is NoticeCollection => (NOTICE_COLLECTIONS as readonly string[]).includes(value);
const isStatus = (value: string): value is NoticeStatus => value === 'draft' || value === 'published';

export interface NoticeFilters extends PagePlace {
  /** Words of the title or text, or part of the number; empty for all. */
  q: string;
  collection: NoticeCollection | '';
  status: NoticeStatus | '';
}

export const NO_NOTICE_FILTERS: NoticeFilters = { q: '', collection: '', status: '', page: 1 };

/** The filters from the address's query string (`?q=holiday&collection=rule-book&status=draft&page=2&cursor=…`); anything unknown is left out. */
export function readNoticeFilters(search: string): NoticeFilters {
  const params = new URLSearchParams(search);
  const collection = params.get('collection') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    collection: isCollection(collection) ? collection : '',
    status: isStatus(status) ? status : '',
    ...readPlace(params),
  };
}

/** The query string for a filter state, leaving out what is the default. */
export function noticeFilterParams({ q, collection, status, ...place }: NoticeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (collection) params.set('collection', collection);
  if (status) params.set('status', status);
  return writePlace(params, place);
}

/** The query of the API call for one page of the filtered notices (`routes.listNotices`). */
export function noticesApiQuery({ q, collection, status, cursor }: NoticeFilters): RouteQuery<Routes['listNotices']> {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(collection ? { collection } : {}),
    ...(status ? { status } : {}),
    limit: NOTICES_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  };
}

/** Whether any filter narrows the list. */
export const isFiltered = ({ q, collection, status }: NoticeFilters): boolean => q.trim() !== '' || collection !== '' || status !== '';

// The notice form.

/** The form's values: what the inputs hold, all text (the sort order too, until it is sent). */
export interface NoticeForm {
  collection: NoticeCollection | '';
  noticeNumber: string;
  title: string;
  name: string;
  topic: string;
  market: string;
  jurisdiction: string;
  circularType: string;
  pubDate: string;
  filePath: string;
  url: string;
  rules: string;
  sortOrder: string;
  body: string;
}

export const NOTICE_FORM_FIELDS = ['collection', 'noticeNumber', 'title', 'name', 'topic', 'market', 'jurisdiction', 'circularType', 'pubDate', 'filePath', 'url', 'rules', 'sortOrder', 'body'] as const;

/** Whether a message belongs beside one of the form's fields (`pubDate`), rather than at its top. */
export const isNoticeField = (key: string): boolean => (NOTICE_FORM_FIELDS as readonly string[]).includes(key);

/** A new notice's form: today's date in the editor's calendar, a collection when the list shows one. */
export function emptyNoticeForm({ collection = '', today }: { collection?: NoticeCollection | ''; today: Date }): NoticeForm {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    collection,
    noticeNumber: '',
    title: '',
    name: '',
    topic: '',
    market: '',
    jurisdiction: '',
    circularType: '',
    pubDate: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    filePath: '',
    url: '',
    rules: '',
    sortOrder: '0',
    body: '',
  };
}

export function noticeFormOf(notice: NoticeRecord): NoticeForm {
  return Object.fromEntries(NOTICE_FORM_FIELDS.map((field) => [field, String(notice[field])])) as unknown as NoticeForm;
}

/**
 * The request body for a form (before the contract checks it): the sort order as a number
 * when it is one (anything else is sent as typed, for the contract's message), text as typed.
 */
export function noticeBodyOf(form: NoticeForm): Record<string, unknown> {
  const sortOrder = form.sortOrder.trim();
  return { ...form, sortOrder: sortOrder === '' ? 0 : /^-?\d+$/.test(sortOrder) ? Number(sortOrder) : sortOrder };
}

/** Only the fields that differ from the notice as loaded (an edit sends its changes). */
export function changedFields<T extends Record<string, unknown>>(body: T, notice: NoticeRecord): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => notice[key as keyof NoticeRecord] !== value)) as Partial<T>;
}

/**
 * What is wrong with the publication date that the contract cannot see: a date input holding
 * an impossible or unfinished date reads as empty, and a year outside the notice years cannot
 * be found by the sites' year filters. Null when the date is fine (or for the contract to judge).
 */
export function pubDateProblem({ value, badInput }: { value: string; badInput: boolean }): string | null {
  if (badInput) return 'This date does not exist. Enter a real day, month and year.';
  if (value === '') return 'Enter the publication date.';
  const year = Number(value.slice(0, 4));
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (year < NOTICE_YEARS.min || year > NOTICE_YEARS.max)) {
    return `Enter a date from ${NOTICE_YEARS.min} to ${NOTICE_YEARS.max}.`;
  }
  return null;
}

/** What is wrong with the sort order as typed, or null. */
export function sortOrderProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'Enter a whole number, 0 or more.';
  if (Number(text) > 1_000_000) return 'Enter a number up to 1,000,000.';
  return null;
}

/** The form's own checks, beside their fields, before the contract's. */
export function noticeFormProblems({ form, badDate }: { form: NoticeForm; badDate: boolean }): Record<string, string> {
  const problems: Record<string, string> = {};
  const date = pubDateProblem({ value: form.pubDate, badInput: badDate });
  if (date) problems.pubDate = date;
  const order = sortOrderProblem(form.sortOrder);
  if (order) problems.sortOrder = order;
  if (form.collection === '') problems.collection = 'Choose the collection.';
  return problems;
}

/** The library hash of a document address (`/media/{hash}.pdf`), or null for anything else. */
export function mediaHashOf(filePath: string): string | null {
  return /^\/media\/([0-9a-f]{64})\.[a-z0-9]{2,5}$/.exec(filePath)?.[1] ?? null;
}

// The CSV import.

/** The template's columns, in the snake case people write (the server also takes `noticeNumber`, `Notice number`). */
export const NOTICE_CSV_COLUMNS = [
  'collection',
  'notice_number',
  'title',
  'name',
  'topic',
  'market',
  'jurisdiction',
  'circular_type',
  'pub_date',
  'file_path',
  'url',
  'rules',
  'sort_order',
  'body',
] as const;

/** The downloadable template: the header row alone (a sample row would be imported as a notice). */
export function csvTemplate(): string {
  return `${NOTICE_CSV_COLUMNS.join(',')}\r\n`;
}

/** The template as a link's address, for a download without a round trip. */
export function csvTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;
}

/** The import call's query: a dry run checks and counts; otherwise the rows are written, as drafts or published. */
export function importApiQuery({ dryRun, publish }: { dryRun: boolean; publish: boolean }): RouteQuery<Routes['importNotices']> {
  return { dryRun: dryRun ? 'true' : 'false', publish: !dryRun && publish ? 'true' : 'false' };
}

const rowsText = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;

/** `12 rows: 10 new, 2 updated`. */
export function importSummary({ rows, created, updated }: { rows: number; created: number; updated: number }): string {
  return `${rowsText(rows)}: ${created} new, ${updated} updated`;
}

/** The outcome of a real import, for the screen's notice. */
export function importedText({ rows, created, updated, publish }: { rows: number; created: number; updated: number; publish: boolean }): string {
  return `Imported ${importSummary({ rows, created, updated })}, ${publish ? 'all published' : 'as drafts'}.`;
}

/** Above the dry run's list of problems: nothing was written. */
export function importProblemsText({ fileName, count }: { fileName: string; count: number }): string {
  return `${fileName} has ${count === 1 ? 'a problem' : `${count} problems`}, so nothing was imported. Correct the file and choose it again.`;
}

/** `Line 4: pubDate: pubDate is a date, YYYY-MM-DD`. */
export function importErrorText({ line, message }: { line: number; message: string }): string {
  return `Line ${line}: ${message}`;
}

/** The largest CSV file the server takes (its `text/csv` body limit). */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

/** Why a chosen file cannot be imported before it is sent, or null. */
export function csvFileProblem({ name, size }: { name: string; size: number }): string | null {
  if (size === 0) return `${name} is empty.`;
  if (size > MAX_CSV_BYTES) return `${name} is larger than 50 MB; split it into smaller files.`;
  return null;
}
