import { z } from 'zod';
import { MAX_PATH } from '../paths';
import { DOCUMENT_PATH } from '../sites';
import { SiteId, Timestamp } from './common';
import { PageLinks, pageParams } from './paging';

/** A path of a site as visitors address it. */
const SitePath = z
  .string()
  .max(MAX_PATH)
  .regex(DOCUMENT_PATH, 'Use a site path: "/" or lower-case segments of letters, digits and single hyphens, like /fees')
  .describe('A path of the site, like /fees');

/** `GET …/archive`: what a path served at an instant. */
export const ArchiveQuery = z.object({
  path: SitePath,
  at: z.iso
    .datetime({ offset: true, message: 'Use an ISO 8601 date and time with its offset, like 2026-03-14T10:00:00-04:00' })
    .describe('The instant, ISO 8601 with its offset: 2026-03-14T10:00:00-04:00'),
});

/** Entries of a path's timeline per page: 100 when absent, at most 500. */
export const ARCHIVE_PAGE_LIMIT = { default: 100, max: 500 } as const;

/** `GET …/archive/entries`: a path's entries, newest first, a page at a time (the cursor holds an entry's instant and position). */
export const ArchiveListQuery = z
  .object({
    path: SitePath,
    ...pageParams('archive', { keyLength: 2, limit: ARCHIVE_PAGE_LIMIT }),
  })
  .strict();

/** One entry of a site's archive chain, without its HTML. */
export const ArchiveEntrySummary = z.object({
  id: z.number().int(),
  site: SiteId,
  /** Its position in the site's chain, from 1. */
  seq: z.number().int(),
  path: z.string(),
  documentId: z.string().nullable(),
  kind: z.enum(['page', 'partial']),
  /** publish: what the path served from `at` on; withdrawn: it served nothing from `at` on. */
  event: z.enum(['publish', 'withdrawn']),
  /** What caused it: `document`, `partial /footer`, `notices`, `moved to /x`, `site settings: seo`. */
  cause: z.string(),
  version: z.number().int().nullable(),
  htmlSha256: z.string().nullable(),
  publishedBy: z.string(),
  approvedBy: z.string().nullable(),
  requestedBy: z.string().nullable(),
  /** Set when an Admin published without review, marked urgent. */
  urgentReason: z.string().nullable(),
  at: Timestamp,
  prevHash: z.string().nullable(),
  hash: z.string(),
});

export const ArchiveBrokenEntry = z.object({
  id: z.number().int(),
  site: SiteId,
  seq: z.number().int(),
  path: z.string(),
  at: Timestamp,
  problem: z.string(),
});

/** A change of a path that a publication made and the archive job has not recorded yet. */
export const ArchivePending = z.object({
  /** The publication's instant: the entry will carry it. */
  at: Timestamp,
  event: z.enum(['publish', 'withdrawn']),
  cause: z.string(),
  version: z.number().int().nullable(),
  publishedBy: z.string(),
  /** Paths of that publication still to record (this one among them), of `items`. */
  remaining: z.number().int(),
  items: z.number().int(),
});

export const ArchiveViewResponse = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('recorded'),
    entry: ArchiveEntrySummary.extend({ html: z.string() }),
    /** Whether this entry checks out where it stands: its hash, its HTML, and its links to the entries either side (`tessera archive verify` checks whole chains). */
    verified: z.boolean(),
    broken: ArchiveBrokenEntry.nullable(),
  }),
  z.object({
    /** A publication at or before the instant changed this path and is being recorded: the page it served is not known yet. */
    state: z.literal('recording'),
    /** The pending changes of this path at or before the instant, oldest first (the last one decides). */
    pending: z.array(ArchivePending).min(1),
  }),
]);

export const ArchiveListResponse = z.object({
  entries: z.array(ArchiveEntrySummary),
  /** Changes of this path not recorded yet, oldest first: they come after every entry (on the first page; empty on the others). */
  pending: z.array(ArchivePending),
  ...PageLinks,
});

export type ArchiveEntrySummary = z.infer<typeof ArchiveEntrySummary>;
export type ArchivePending = z.infer<typeof ArchivePending>;
export type ArchiveViewResponse = z.infer<typeof ArchiveViewResponse>;
export type ArchiveListResponse = z.infer<typeof ArchiveListResponse>;
