import { z } from 'zod';
import { MAX_PATH } from '../paths';
import { DOCUMENT_PATH } from '../sites';
import { SiteId, Timestamp } from './common';

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

export const ArchiveListQuery = z.object({
  path: SitePath,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

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

export const ArchiveViewResponse = z.object({
  entry: ArchiveEntrySummary.extend({ html: z.string() }),
  /** Whether the site's chain up to this entry, and its HTML, check out. */
  verified: z.boolean(),
  broken: ArchiveBrokenEntry.nullable(),
});

export const ArchiveListResponse = z.object({ entries: z.array(ArchiveEntrySummary) });

export type ArchiveEntrySummary = z.infer<typeof ArchiveEntrySummary>;
export type ArchiveViewResponse = z.infer<typeof ArchiveViewResponse>;
