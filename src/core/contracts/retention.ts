import { z } from 'zod';
import { SiteId, Timestamp } from './common';
import { DocumentKind } from './documents';

/** Retention periods are whole days, from one day to ten years (issue 23 item 6). */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const Days = z
  .number({ message: 'days is a whole number of days, from 1 to 3650' })
  .int('days is a whole number of days')
  .min(RETENTION_DAYS.min, `days is at least ${RETENTION_DAYS.min}`)
  .max(RETENTION_DAYS.max, `days is at most ${RETENTION_DAYS.max} (10 years)`);

/** What a content type's period applies to: saved history of drafts, and preview links once they stopped working. */
export const RetentionSubject = z.enum(['draft-saves', 'preview-links'], { message: 'Unknown subject; use draft-saves or preview-links' });

/** A content type's period for one subject; `days: null` keeps them. */
export const ContentRetention = z.object({
  kind: DocumentKind,
  subject: RetentionSubject,
  days: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: Timestamp,
});

/** A form (a form node on a site's pages, named by its node id) and how long its submissions are kept. */
export const FormRetention = z.object({
  site: SiteId,
  formId: z.string(),
  /** As the submission list names the form (its latest submission's form name), or empty when it has none yet. */
  formName: z.string(),
  path: z.string(),
  submissions: z.number().int(),
  /** The Admin's period for this form; null: each submission's own, from the form's "Keep submissions" setting. */
  days: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: Timestamp.nullable(),
});

export const RetentionSettingsResponse = z.object({
  /** Installation-wide: shown to an Admin of every site only (null for the others). */
  content: z.array(ContentRetention).nullable(),
  forms: z.array(FormRetention),
});

export const ContentRetentionParams = z.object({ kind: DocumentKind, subject: RetentionSubject });
/** `days: null` keeps them: lawful here, as drafts and preview links hold no visitors' data. */
export const ContentRetentionBody = z.object({ days: Days.nullable() }).strict();
export const ContentRetentionResponse = z.object({ retention: ContentRetention });

export const FormRetentionParams = z.object({
  site: SiteId,
  formId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'formId is a form’s id: letters, digits, - and _, at most 100'),
});
/** Always a period: submissions hold visitors' personal data, which may not be kept without end. */
export const FormRetentionBody = z.object({ days: Days }).strict();
export const FormRetentionResponse = z.object({ retention: FormRetention });

export type RetentionSubject = z.infer<typeof RetentionSubject>;
export type ContentRetention = z.infer<typeof ContentRetention>;
export type FormRetention = z.infer<typeof FormRetention>;
export type RetentionSettingsResponse = z.infer<typeof RetentionSettingsResponse>;
