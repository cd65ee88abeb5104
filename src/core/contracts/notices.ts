import { z } from 'zod';
import { Timestamp } from './common';
import { PageLinks, pageParams, PageTotal } from './paging';
import { UrgentBody } from './versions';

/**
 * Notices: the specification's circular reports (§3 "Circular reports: pubDate,
 * formattedPubDate, name, noticeNumber, title, topic, filePath, url, rules, sortOrder") in
 * collections (exchange circulars, clearing notices, the rule book, information memos,
 * regulatory bulletins), with the market, jurisdiction and circular type the filters use.
 */
export const NOTICE_COLLECTIONS = ['exchange-circulars', 'clearing-notices', 'rule-book', 'information-memos', 'regulatory-bulletins', 'mers-documents'] as const;
export const NoticeCollection = z.enum(NOTICE_COLLECTIONS, { message: `Unknown collection; use one of ${NOTICE_COLLECTIONS.join(', ')}` });

/** A notice as visitors get it (the specification's fields, plus the filters'). */
export const NoticeView = z.object({
  pubDate: z.string().describe('yyyy-MM-dd'),
  formattedPubDate: z.string().describe('M/d/yyyy'),
  name: z.string(),
  noticeNumber: z.string(),
  title: z.string(),
  topic: z.string(),
  filePath: z.string().describe('The notice document (a media library address), or empty'),
  url: z.string().describe('A page about the notice, or empty'),
  rules: z.string(),
  sortOrder: z.number().int(),
  collection: NoticeCollection,
  market: z.string(),
  jurisdiction: z.string(),
  circularType: z.string(),
});

/** `POST /api/site-search/search/websitenotices` answers a page of notices. */
export const NoticeSearchResponse = z.object({
  total: z.number().int(),
  /** Set when there are more matches than were counted (a very common word): `total` is a lower bound. */
  totalIsAtLeast: z.literal(true).optional(),
  page: z.number().int().describe('1-based'),
  pageSize: z.number().int(),
  results: z.array(NoticeView),
});

export const MAX_NOTICE_PAGE_SIZE = 9999;
/** Oldest and newest years a notice may have (filters outside them are the client's mistake). */
export const NOTICE_YEARS = { min: 1990, max: 2100 } as const;

const Year = z.coerce
  .number({ message: 'year is a number, like 2026' })
  .int('year is a whole number, like 2026')
  .min(NOTICE_YEARS.min, `year is ${NOTICE_YEARS.min} or later`)
  .max(NOTICE_YEARS.max, `year is ${NOTICE_YEARS.max} or earlier`);
const Filter = (name: string) => z.string().trim().max(120, `${name} is at most 120 characters`);

/** Comma-separated collections (`exchange-circulars,clearing-notices`), each known. */
export const SearchCollections = z
  .string()
  .trim()
  .min(1, 'searchCollections names at least one collection')
  .max(400)
  .transform((v, ctx) => {
    const list = [...new Set(v.split(',').map((c) => c.trim()).filter(Boolean))];
    for (const c of list) {
      if (!(NOTICE_COLLECTIONS as readonly string[]).includes(c)) ctx.addIssue({ code: 'custom', message: `Unknown collection "${c.slice(0, 40)}"; use ${NOTICE_COLLECTIONS.join(', ')}` });
    }
    return list as (typeof NOTICE_COLLECTIONS)[number][];
  });

export const NoticeSearchQuery = z
  .object({
    searchCollections: SearchCollections,
    year: Year.optional(),
    topic: Filter('topic').optional(),
    /** Free text in the search engine's web syntax ("quoted phrases", -excluded, or): never a regular expression. */
    q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
    page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_NOTICE_PAGE_SIZE, `pageSize is at most ${MAX_NOTICE_PAGE_SIZE}`).default(20),
  })
  .strict();

export const CollectionsQuery = z.object({ searchCollections: SearchCollections }).strict();
export const YearListResponse = z.array(z.number().int());
export const TopicListResponse = z.array(z.string());

/** `GET /api/circulars/public/summaries/filter`: empty filters are omitted by the client. */
export const CircularFilterQuery = z
  .object({
    circularType: Filter('circularType').optional(),
    topic: Filter('topic').optional(),
    year: Year.optional(),
    market: Filter('market').optional(),
    jurisdiction: Filter('jurisdiction').optional(),
  })
  .strict();
export const CircularListResponse = z.array(NoticeView);
export const ReportIdParams = z.object({ reportId: z.string().regex(/^[a-z0-9-]{1,60}$/, 'reportId is lower-case letters, digits and hyphens') });
export const JurisdictionQuery = z.object({ jurisdiction: Filter('jurisdiction').optional() }).strict();
/** A report's topics of one market (a report center category's contracts on one exchange). */
export const MarketQuery = z.object({ market: Filter('market').optional() }).strict();

// Editors.

export const NoticeRecord = NoticeView.extend({
  id: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'published']),
  updatedAt: Timestamp,
  updatedBy: z.string().nullable(),
});

export const NoticeFields = {
  collection: NoticeCollection,
  noticeNumber: z.string().trim().min(1, 'Enter the notice number').max(40),
  title: z.string().trim().min(1, 'Enter the title').max(300),
  name: z.string().trim().max(200).default(''),
  topic: z.string().trim().max(120).default(''),
  market: z.string().trim().max(120).default(''),
  jurisdiction: z.string().trim().max(120).default(''),
  circularType: z.string().trim().max(120).default(''),
  pubDate: z.iso.date('pubDate is a date, YYYY-MM-DD'),
  filePath: z.string().trim().max(300).refine((v) => v === '' || /^\/media\/[0-9a-f]{64}\.[a-z0-9]{2,5}$/.test(v), 'Attach a document from the media library').default(''),
  url: z.string().trim().max(500).refine((v) => v === '' || /^(\/(?![/\\])|https:\/\/)\S*$/.test(v), 'Enter a path on this site or an https address').default(''),
  rules: z.string().trim().max(300).default(''),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  body: z.string().max(20_000).default(''),
};

export const CreateNoticeBody = z.object(NoticeFields).strict();
export const UpdateNoticeBody = z.object(Object.fromEntries(Object.entries(NoticeFields).map(([k, v]) => [k, v.optional()]))).strict();
export const NoticeParams = z.object({ id: z.uuid('Notice ids are UUIDs') });
/** Publishing a notice while a site needs approval: an Admin's urgent publish with a reason (no body otherwise). */
export const PublishNoticeBody = UrgentBody;
export const NoticeAdminQuery = z.object({
  collection: NoticeCollection.optional(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(['draft', 'published']).optional(),
  ...pageParams('notices', { keyLength: 3 }),
});
export const NoticeResponse = z.object({ notice: NoticeRecord });
export const NoticeListResponse = z.object({ notices: z.array(NoticeRecord), ...PageLinks, ...PageTotal });
/** The largest CSV file a notice import reads (in MB, and in bytes), and the most rows it takes. */
export const NOTICE_IMPORT_MAX_MB = 50;
export const NOTICE_IMPORT_MAX_BYTES = NOTICE_IMPORT_MAX_MB * 1024 * 1024;
export const NOTICE_IMPORT_MAX_ROWS = 200_000;
export const NoticeImportQuery = z.object({ dryRun: z.enum(['true', 'false']).default('true') });
export const NoticeImportResponse = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

export type NoticeView = z.infer<typeof NoticeView>;
export type NoticeRecord = z.infer<typeof NoticeRecord>;
export type NoticeSearchQuery = z.infer<typeof NoticeSearchQuery>;
export type CreateNoticeBody = z.infer<typeof CreateNoticeBody>;

/** Notification alerts (§3 "Notification alerts: id, systemID, severityFieldValue, pageURL, displayName"). */
export const ALERT_SEVERITIES = ['Critical', 'High', 'Medium', 'Low', 'Informational'] as const;

export const NotificationAlertView = z.object({
  id: z.string(),
  systemID: z.number().int(),
  severityFieldValue: z.enum(ALERT_SEVERITIES),
  pageURL: z.string(),
  displayName: z.string(),
  market: z.string(),
  service: z.string(),
  publishedAt: Timestamp,
});

const Many = (name: string) =>
  z
    .union([z.string().trim().max(120), z.array(z.string().trim().max(120)).max(30, `At most 30 ${name} values`)])
    .transform((v) => [...new Set([v].flat().filter(Boolean))]);

export const NotificationQuery = z
  .object({
    systemId: z.coerce.number().int().min(1).max(100_000).default(24),
    q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
    market: Many('market').optional(),
    service: Many('service').optional(),
    from: z.iso.date('from is a date, YYYY-MM-DD').optional(),
    to: z.iso.date('to is a date, YYYY-MM-DD').optional(),
    year: Year.optional(),
    page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'to is on or after from' });

export const NotificationListResponse = z.object({
  alerts: z.array(NotificationAlertView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  markets: z.array(z.string()),
  services: z.array(z.string()),
  years: z.array(z.number().int()),
});

export type NotificationAlertView = z.infer<typeof NotificationAlertView>;
export type NotificationQuery = z.infer<typeof NotificationQuery>;
