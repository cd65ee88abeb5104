/** Contracts of review before publishing (issue 23 item 2, DESIGN.md §6): requests, comments, decisions. */
import { z } from 'zod';
import { DocumentParams, SiteId, Timestamp } from './common';
import { DocumentRecord } from './documents';
import { MAX_SCHEDULE_AHEAD_MS } from './editing';
import { PageLinks, pageParams } from './paging';
import { VersionRecord } from './versions';

/** Open until a reviewer decides; a newer request of the same document supersedes it; its requester may withdraw it. */
export const ReviewState = z.enum(['open', 'approved', 'rejected', 'withdrawn', 'superseded']);

export const REVIEW_NOTE_MAX = 2000;
export const REVIEW_COMMENT_MAX = 4000;

export const ReviewComment = z.object({
  id: z.string(),
  requestId: z.string(),
  author: z.string().describe("The author's e-mail address"),
  body: z.string(),
  createdAt: Timestamp,
});

/** What a request asks for: the draft published, or (issue 41 item 5) the live page taken off the site or deleted. */
export const REVIEW_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const ReviewAction = z.enum(REVIEW_ACTIONS);
export type ReviewAction = z.infer<typeof ReviewAction>;

export const ReviewRequest = z.object({
  id: z.string(),
  documentId: z.string(),
  site: SiteId,
  action: ReviewAction.describe('What an approval does: publish the requested draft, unpublish the live page, or delete the document'),
  /** The draft revision and the SHA-256 of its tree, title, path and SEO the request is bound to. */
  revision: z.number().int(),
  draftHash: z.string(),
  title: z.string().describe('The title of the requested draft'),
  path: z.string().describe('The path of the requested draft'),
  note: z.string(),
  publishAt: Timestamp.nullable().describe('When an approval publishes it; null: at once'),
  requestedBy: z.string().describe("The requester's e-mail address"),
  requesterId: z.string().nullable(),
  state: ReviewState,
  createdAt: Timestamp,
  decidedBy: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
  decisionComment: z.string().nullable(),
  /** What the approval produced: the published version, or the schedule for `publishAt`. */
  version: z.number().int().nullable(),
  scheduleId: z.string().nullable(),
  /** The document's draft is no longer the requested one: "changed since it was requested" (computed when read). */
  stale: z.boolean(),
});

export const ReviewRequestParams = z.object({ id: z.uuid('Review request ids are UUIDs') });
export const CreateReviewParams = DocumentParams;

export const CreateReviewBody = z
  .object({
    revision: z.number({ error: 'revision is required: the draft revision you ask to be reviewed' }).int().min(1, 'revision is the draft revision you ask to be reviewed'),
    note: z.string({ error: 'note is required: tell the reviewer what changed and why' }).trim().min(1, 'note is required: tell the reviewer what changed and why').max(REVIEW_NOTE_MAX, `note: at most ${REVIEW_NOTE_MAX} characters`),
    publishAt: z.iso
      .datetime({ offset: true, message: 'publishAt must be an ISO 8601 date and time with a time zone, like 2030-01-31T09:00:00Z' })
      .refine((at) => Date.parse(at) > Date.now(), 'publishAt must be in the future')
      .refine((at) => Date.parse(at) <= Date.now() + MAX_SCHEDULE_AHEAD_MS, 'publishAt must be within a year from now')
      .optional(),
    action: ReviewAction.default('publish').describe('publish (the default), or on a live page unpublish or delete'),
  })
  .strict()
  .refine((body) => body.action === 'publish' || body.publishAt === undefined, { path: ['publishAt'], message: 'publishAt is for publishing: an unpublish or delete happens when it is approved' });

export const ReviewListQuery = z
  .object({
    state: ReviewState.optional(),
    document: z.uuid('document: document ids are UUIDs').optional(),
    ...pageParams('reviews', { keyLength: 2 }),
  })
  .strict();

export const ReviewCommentBody = z
  .object({
    body: z.string({ error: 'body is required' }).trim().min(1, 'body is required: write the comment').max(REVIEW_COMMENT_MAX, `body: at most ${REVIEW_COMMENT_MAX} characters`),
  })
  .strict();

export const ApproveReviewBody = z
  .object({ comment: z.string().trim().max(REVIEW_COMMENT_MAX, `comment: at most ${REVIEW_COMMENT_MAX} characters`).optional() })
  .strict();

export const RejectReviewBody = z
  .object({
    comment: z
      .string({ error: 'comment is required: tell the requester why' })
      .trim()
      .min(1, 'comment is required: tell the requester why')
      .max(REVIEW_COMMENT_MAX, `comment: at most ${REVIEW_COMMENT_MAX} characters`),
  })
  .strict();

export const ReviewRequestResponse = z.object({ request: ReviewRequest });
export const ReviewListResponse = z.object({ requests: z.array(ReviewRequest), ...PageLinks });
/** One request for its reviewer: the comments, and the two sides of the compare. */
export const ReviewDetailResponse = z.object({
  request: ReviewRequest,
  comments: z.array(ReviewComment),
  /** The live version of the document; null when it is not published. */
  live: VersionRecord.nullable(),
  /** The document as it is now: its draft is the requested one unless `request.stale`. */
  document: DocumentRecord,
  mayDecide: z.boolean().describe('The reader may approve or reject it (a reviewer on its site, not its requester, and it is open)'),
});
export const ReviewCommentResponse = z.object({ comment: ReviewComment });
export const ReviewDecisionResponse = z.object({ request: ReviewRequest, version: VersionRecord.nullable() });

export type ReviewState = z.infer<typeof ReviewState>;
export type ReviewRequest = z.infer<typeof ReviewRequest>;
export type ReviewComment = z.infer<typeof ReviewComment>;
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;
export type ReviewDetail = z.infer<typeof ReviewDetailResponse>;
