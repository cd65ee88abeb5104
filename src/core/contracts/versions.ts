import { z } from 'zod';
import { DocumentParams, NodeSchema, Timestamp } from './common';
import { DocumentRecord, SeoRecord } from './documents';

export const VersionSummary = z.object({
  documentId: z.string(),
  version: z.number().int(),
  title: z.string(),
  seo: SeoRecord,
  note: z.string().nullable(),
  publishedAt: Timestamp,
  publishedBy: z.string().nullable(),
});
export const VersionRecord = VersionSummary.extend({ tree: NodeSchema });

export const VersionParams = DocumentParams.extend({ version: z.coerce.number().int().min(1) });
/**
 * An Admin's publish without review on a site that needs approval: `urgent: true` with a reason
 * (required then), flagged in the audit log. Shared by publishing, scheduling and notices.
 */
/** The longest reason an Admin gives for going ahead without review. */
export const URGENT_REASON_MAX = 500;

export const UrgentFields = {
  urgent: z.boolean().optional().describe('Publish without review (Admins only, on a site that needs approval); needs a reason'),
  reason: z.string().trim().max(URGENT_REASON_MAX, `reason: at most ${URGENT_REASON_MAX} characters`).optional().describe('Why this cannot wait for a review (required when urgent)'),
};

/** `reason` is required with `urgent: true`: a 400 naming the field. */
export function requireUrgentReason(value: { urgent?: boolean | undefined; reason?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.urgent && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason is required when urgent: say why this cannot wait for a review' });
}

/** A body of only the urgent fields (unpublishing a page, publishing a notice): optional, as most calls need neither. */
export const UrgentBody = z.object(UrgentFields).strict().superRefine(requireUrgentReason).optional();

/** Deleting a live page on a site that needs approval: an Admin's `urgent=true` with a reason, in the query (DELETE has no body). */
export const DeleteDocumentQuery = z
  .object({
    urgent: z.enum(['true', 'false']).optional().describe('Delete a live page without review (Admins only, on a site that needs approval); needs a reason'),
    reason: UrgentFields.reason,
  })
  .strict()
  .superRefine((q, ctx) => requireUrgentReason({ urgent: q.urgent === 'true', reason: q.reason }, ctx));

/** `revision` is the draft revision the publisher reviewed: a newer draft is not published (409 DRAFT_CHANGED). */
export const PublishBody = z
  .object({
    revision: z.number({ error: 'revision is required: the draft revision you reviewed' }).int().min(1, 'revision is the draft revision you reviewed'),
    note: z.string().max(500).optional(),
    ...UrgentFields,
  })
  .strict()
  .superRefine(requireUrgentReason);

export const PublishResponse = z.object({ version: VersionRecord, document: DocumentRecord });
export const VersionListResponse = z.object({ versions: z.array(VersionSummary) });
export const VersionResponse = z.object({ version: VersionRecord });

/** A side of a diff: the draft or a version number. */
const DiffSide = z
  .string()
  .regex(/^(draft|[1-9]\d{0,8})$/, 'Use "draft" or a version number')
  .transform((value) => (value === 'draft' ? ('draft' as const) : Number(value)));
export const DiffQuery = z.object({ from: DiffSide, to: DiffSide }).strict();

const NodeRef = z.object({ id: z.string(), name: z.string(), path: z.string() });
export const DiffResponse = z.object({
  from: z.union([z.literal('draft'), z.number().int()]),
  to: z.union([z.literal('draft'), z.number().int()]),
  added: z.array(NodeRef),
  removed: z.array(NodeRef),
  changed: z.array(NodeRef.extend({ props: z.array(z.string()) })),
  moved: z.array(NodeRef),
});

/** One of a document's recent draft saves (the latest 50 are kept), without its tree. */
export const DraftSaveSummary = z.object({
  documentId: z.string(),
  /** The draft revision this save made. */
  revision: z.number().int(),
  title: z.string(),
  path: z.string(),
  savedAt: Timestamp,
  savedBy: z.string().nullable(),
});
export const DraftSaveRecord = DraftSaveSummary.extend({ seo: SeoRecord, tree: NodeSchema });

export const DraftSaveParams = DocumentParams.extend({ revision: z.coerce.number().int().min(1) });
export const RestoreDraftSaveBody = z
  .object({ baseRevision: z.number().int().min(1, 'baseRevision is the draft revision you are editing') })
  .strict();

export const DraftSaveListResponse = z.object({ saves: z.array(DraftSaveSummary) });
export const DraftSaveResponse = z.object({ save: DraftSaveRecord });

export type VersionSummary = z.infer<typeof VersionSummary>;
export type VersionRecord = z.infer<typeof VersionRecord>;
export type DiffResponse = z.infer<typeof DiffResponse>;
export type DraftSaveSummary = z.infer<typeof DraftSaveSummary>;
export type DraftSaveRecord = z.infer<typeof DraftSaveRecord>;
