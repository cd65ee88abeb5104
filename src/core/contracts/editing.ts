/** Contracts of what the editor needs beyond documents: presence, schedules, preview links, components, rendering. */
import { z } from 'zod';
import { PreviewVisitor } from './visitors';
import { Timestamp, TreeInput } from './common';
import { DocumentKind } from './documents';
import { requireUrgentReason, UrgentFields } from './versions';

/** Schedules further ahead than this are almost certainly typing mistakes. */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60_000;

export const PresentEditor = z.object({ userId: z.string(), name: z.string(), email: z.string(), since: Timestamp });
export const PresenceResponse = z.object({ editors: z.array(PresentEditor) });

export const ScheduleStatus = z.enum(['pending', 'published', 'failed']);
export const Schedule = z.object({
  id: z.string(),
  documentId: z.string(),
  at: Timestamp,
  note: z.string().nullable(),
  /** The draft revision when it was scheduled; the publish takes the draft as it is then. */
  revision: z.number().int(),
  /** Who scheduled it: the publish is theirs in the audit log. */
  scheduledBy: z.string(),
  userId: z.string().nullable(),
  status: ScheduleStatus,
  createdAt: Timestamp,
  claimedAt: Timestamp.nullable(),
  claimedBy: z.string().nullable(),
  finishedAt: Timestamp.nullable(),
  version: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const ScheduleBody = z
  .object({
    at: z.iso
      .datetime({ offset: true, message: 'at must be an ISO 8601 date and time with a time zone, like 2030-01-31T09:00:00Z' })
      .refine((at) => Date.parse(at) > Date.now(), 'at must be in the future')
      .refine((at) => Date.parse(at) <= Date.now() + MAX_SCHEDULE_AHEAD_MS, 'at must be within a year from now'),
    note: z.string().max(500).optional(),
    ...UrgentFields,
  })
  .strict()
  .superRefine(requireUrgentReason);
export const ScheduleResponse = z.object({ schedule: Schedule.nullable() });

export const PreviewLinkStatus = z.enum(['active', 'expired', 'revoked', 'author-disabled']);
export const PreviewLinkParams = z.object({ linkId: z.uuid('Preview link ids are UUIDs') });
export const PreviewLinkBody = z
  .object({
    expiresInMinutes: z.number().int().min(5).max(10_080).default(1440),
    version: z.number().int().min(1).optional(),
  })
  .strict();
export const PreviewLinkCreated = z.object({
  id: z.string(),
  url: z
    .url()
    .describe("The link's absolute address on the site's public origin (`https://www.example.com/_preview/{token}`); the page's own links stay inside the preview where the target has unpublished changes"),
  expiresAt: Timestamp,
});
export const PreviewLinkEntry = z.object({
  id: z.string(),
  version: z.number().int().nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  revokedAt: Timestamp.nullable(),
  createdBy: z.object({ name: z.string(), email: z.string() }),
  status: PreviewLinkStatus,
  /** Whether the person asking may revoke it (its author, or a Super User or Admin). */
  canRevoke: z.boolean(),
});
export const PreviewLinkListResponse = z.object({ links: z.array(PreviewLinkEntry) });

export const ComponentInfo = z.object({
  name: z.string(),
  label: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  slots: z.record(z.string(), z.object({ label: z.string().optional(), allow: z.array(z.string()).readonly().optional(), max: z.number().int().optional(), chrome: z.array(z.string()).readonly().optional() })),
  defaults: z.record(z.string(), z.unknown()),
  interactive: z.boolean(),
  rootOnly: z.boolean(),
  version: z.number().int(),
  schema: z.record(z.string(), z.unknown()).describe('The props as JSON Schema (input form)'),
});
export const ComponentListResponse = z.object({ components: z.array(ComponentInfo) });

export const RenderBody = z
  .object({
    tree: TreeInput.refine((value) => value !== undefined, 'A tree is required'),
    kind: DocumentKind.default('page'),
    path: z.string().max(200).default('/preview'),
    title: z.string().max(200).default('Preview'),
    /**
     * The visitor state to show: `accessCode: 'before'` renders what a visitor without the code
     * gets; `visitor` the auth gates as that visitor sees them (signed out by default).
     */
    state: z
      .object({ accessCode: z.enum(['before', 'after']).optional(), visitor: PreviewVisitor.optional() })
      .strict()
      .default({}),
  })
  .strict();

export type PresentEditor = z.infer<typeof PresentEditor>;
export type Schedule = z.infer<typeof Schedule>;
export type ScheduleStatus = z.infer<typeof ScheduleStatus>;
export type PreviewLinkEntry = z.infer<typeof PreviewLinkEntry>;
export type PreviewLinkStatus = z.infer<typeof PreviewLinkStatus>;
export type ComponentInfo = z.infer<typeof ComponentInfo>;
export type RenderBody = z.infer<typeof RenderBody>;
