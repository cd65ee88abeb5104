import { z } from 'zod';
import { SiteId, Timestamp } from './common';
import { PageLinks, pageParams } from './paging';

/** Banners show at the top of every page of their sites, disclaimers above the footer (issue 23 item 7). */
export const BannerKind = z.enum(['banner', 'disclaimer'], { message: 'kind is banner or disclaimer' });
export const BannerTone = z.enum(['info', 'warning', 'critical'], { message: 'tone is info, warning or critical' });
export const MAX_BANNER_MESSAGE = 500;

/** Scheduled (starts later), live, or ended — at the time of the answer. */
export const BannerState = z.enum(['scheduled', 'live', 'ended']);

/** What a visitor's page shows of a live banner or disclaimer. */
export const LiveBanner = z.object({ id: z.string(), kind: BannerKind, tone: BannerTone, message: z.string() });

export const BannerRecord = LiveBanner.extend({
  sites: z.array(SiteId),
  startsAt: Timestamp,
  endsAt: Timestamp.nullable(),
  state: BannerState,
  createdBy: z.string().nullable(),
  createdAt: Timestamp,
  updatedBy: z.string().nullable(),
  updatedAt: Timestamp,
});

const Instant = z.iso.datetime({ offset: true, message: 'an ISO 8601 date and time with its offset, like 2026-03-14T10:00:00-04:00' });

/** A banner as an editor sends it: plain text (shown as text, never as HTML), on one or more sites, from `startsAt` until `endsAt` (none: until removed). */
export const BannerBody = z
  .object({
    kind: BannerKind,
    tone: BannerTone.default('info'),
    message: z.string().trim().min(1, 'message is required').max(MAX_BANNER_MESSAGE, `message is at most ${MAX_BANNER_MESSAGE} characters`),
    sites: z
      .array(SiteId)
      .min(1, 'sites names at least one site')
      .refine((list) => new Set(list).size === list.length, 'sites names each site once'),
    startsAt: Instant,
    endsAt: Instant.nullable().default(null),
  })
  .strict()
  // Judged only when both are dates (zod runs this after a field's own issue too).
  .refine((b) => b.endsAt === null || !(Date.parse(b.endsAt) <= Date.parse(b.startsAt)), { path: ['endsAt'], message: 'endsAt is after startsAt' });

export const BannerParams = z.object({ id: z.uuid('Banner ids are UUIDs') });
export const BannerResponse = z.object({ banner: BannerRecord });
/** Banners and disclaimers, latest start first, of one state or kind. */
export const BannerListQuery = z
  .object({
    kind: BannerKind.optional(),
    state: BannerState.optional(),
    ...pageParams('banners', { keyLength: 2 }),
  })
  .strict();
export const BannerListResponse = z.object({ banners: z.array(BannerRecord), ...PageLinks });

export type BannerKind = z.infer<typeof BannerKind>;
export type BannerTone = z.infer<typeof BannerTone>;
export type BannerState = z.infer<typeof BannerState>;
export type LiveBanner = z.infer<typeof LiveBanner>;
export type BannerRecord = z.infer<typeof BannerRecord>;
export type BannerInput = z.output<typeof BannerBody>;
