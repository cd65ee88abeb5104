import { z } from 'zod';
import { SiteId, Timestamp } from './common';
import { PageLinks, pageParams, PageTotal } from './paging';

/** A visitor's submission as JSON (forms with files send multipart/form-data with the same names). */
export const SubmitFormBody = z
  .object({
    path: z.string().min(1).max(200).describe('The page the form is on'),
    formId: z.string().min(1).max(64).describe("The form node's id"),
    // Text, choices and ticks for most forms; a structure for the session and connection requests.
    // The form's own definition decides what is acceptable.
    values: z.record(z.string().max(64), z.unknown()).default({}),
    captcha: z.string().max(10_000).optional().describe('The ALTCHA payload or the reCAPTCHA token'),
  })
  .strict();

/** The entities of `POST /api/new-connection-request/{entity}`, with the `entityType` each takes. */
export const CONNECTION_REQUEST_ENTITIES = { ice: 'ICE', nyse: 'NYSE', mers: 'MERS', 'ice-data-services': 'ICE Data Services' } as const;
export type ConnectionRequestEntity = keyof typeof CONNECTION_REQUEST_ENTITIES;
export const ConnectionRequestParams = z.object({
  entity: z.enum(Object.keys(CONNECTION_REQUEST_ENTITIES) as [ConnectionRequestEntity, ...ConnectionRequestEntity[]]),
});

/** An ALTCHA challenge, as the captcha library makes it. */
export const CaptchaChallenge = z.record(z.string(), z.unknown());

export const SubmitFormResponse = z.object({
  id: z.string(),
  message: z.string(),
  redirectUrl: z.string().optional(),
  reference: z.string().optional().describe('The reference the visitor quotes (`SR-2026-000123`), for forms that give one'),
});

const StoredFileView = z.object({ field: z.string(), hash: z.string(), name: z.string(), mime: z.string(), size: z.number().int() });

export const SubmissionView = z.object({
  id: z.string(),
  site: SiteId,
  path: z.string(),
  formId: z.string(),
  formKind: z.string(),
  formName: z.string(),
  values: z.record(z.string(), z.unknown()),
  files: z.array(StoredFileView),
  /** The answers as people read them: labelled, in the form's order, internal keys left out (issue 24). */
  lines: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  /** What the visitor was told to quote (`CF-2026-000001`, `SR-2026-000123`); null for forms that give none. */
  reference: z.string().nullable(),
  createdAt: Timestamp,
  deleteAfter: Timestamp,
});

/** The shape of the references visitors are given: a prefix, the year, a number (`CF-2026-000001`, `SR-2026-000123`). */
export const SUBMISSION_REFERENCE = /^[A-Za-z]{1,8}-\d{4}-\d{1,12}$/;

export const SubmissionQuery = z.object({
  site: SiteId.optional(),
  formId: z.string().max(64).optional(),
  from: z.iso.date('Dates are YYYY-MM-DD').optional(),
  to: z.iso.date('Dates are YYYY-MM-DD').optional(),
  reference: z
    .string()
    .trim()
    .max(40, 'reference: at most 40 characters')
    .regex(SUBMISSION_REFERENCE, 'reference is what the visitor was told, like CF-2026-000001 or SR-2026-000123')
    .transform((r) => r.toUpperCase())
    .optional()
    .describe('The reference a visitor was given (CF-…, SR-…): that submission only, whatever its case'),
  ...pageParams('submissions', { keyLength: 2, limit: { default: 50, max: 500 } }),
  format: z.enum(['json', 'csv']).default('json').describe('csv: every matching submission (limit and cursor do not apply)'),
});

export const SubmissionListResponse = z.object({ submissions: z.array(SubmissionView), ...PageLinks, ...PageTotal });
export const SubmissionFormsQuery = z.object({ site: SiteId.optional() });
export const SubmissionFormsResponse = z.object({
  forms: z.array(z.object({ site: SiteId, formId: z.string(), formName: z.string(), path: z.string(), count: z.number().int() })),
});
export const SubmissionFileParams = z.object({ id: z.uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });

/** pending is "queued" (for its first or next attempt); delivered and opted_out are SMS and voice states (issue 25 item 4). */
export const OutboxStatus = z.enum(['pending', 'sending', 'sent', 'delivered', 'failed', 'held', 'opted_out']);
export const OutboxEntryView = z.object({
  id: z.number().int(),
  channel: z.enum(['webhook', 'email', 'sms', 'voice']),
  target: z.string(),
  payload: z.record(z.string(), z.unknown()),
  submissionId: z.string().nullable(),
  site: z.string().nullable(),
  status: OutboxStatus,
  attempts: z.number().int(),
  nextAttemptAt: Timestamp,
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
  /** The SMS provider's id of the message or call. */
  providerId: z.string().nullable(),
  deliveredAt: Timestamp.nullable(),
});
export const OutboxQuery = z.object({
  status: OutboxStatus.optional(),
  site: SiteId.optional(),
  ...pageParams('outbox', { keyLength: 1 }),
});
export const OutboxParams = z.object({ id: z.coerce.number().int().min(1) });
export const OutboxListResponse = z.object({ entries: z.array(OutboxEntryView), ...PageLinks, ...PageTotal });
export const OutboxEntryResponse = z.object({ entry: OutboxEntryView });

export const CaptchaSettingsBody = z
  .object({
    provider: z.enum(['altcha', 'recaptcha']),
    /** Write-only; absent keeps the stored secret. */
    secret: z.string().max(500).optional(),
    verifyUrl: z
      .string()
      .max(500)
      .refine((v) => /^https:\/\//.test(v) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(v), 'Enter an https address (http only on localhost)')
      .optional(),
    /** The lowest reCAPTCHA v3 score accepted, 0 to 1 (0.5 when never set); absent keeps the stored one. Answers of v2 keys carry no score. */
    minScore: z.number().min(0, 'Enter a score from 0 to 1').max(1, 'Enter a score from 0 to 1').multipleOf(0.01, 'Enter a score with at most two decimals').optional(),
  })
  .strict();
export const CaptchaSettingsView = z.object({
  site: SiteId,
  provider: z.enum(['altcha', 'recaptcha']),
  verifyUrl: z.string(),
  hasSecret: z.boolean(),
  minScore: z.number(),
  updatedAt: Timestamp.nullable(),
});
export const CaptchaSettingsResponse = z.object({ captcha: CaptchaSettingsView });

export type SubmitFormBody = z.infer<typeof SubmitFormBody>;
export type SubmissionView = z.infer<typeof SubmissionView>;
export type OutboxEntryView = z.infer<typeof OutboxEntryView>;
export type CaptchaSettingsBody = z.infer<typeof CaptchaSettingsBody>;
export type CaptchaSettingsView = z.infer<typeof CaptchaSettingsView>;
