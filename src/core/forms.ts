/**
 * The form engine (specification §3 "Form definition", §5, §8): field definitions and the one
 * check both the browser and the server run on what a visitor sent. The server re-derives
 * what it must not trust (HIDDEN values), refuses fields the definition does not have, and
 * reports each problem beside its field.
 */
import { z } from 'zod';
import type { FieldValue } from './form-check';
import type { SubmissionLine } from './submission-lines';

/**
 * §3's field types, then the typed ones (issue 24): EMAIL, PHONE, NUMBER, DATE and URL, each
 * checked on both sides (`field-types.ts`) and given the browser's matching input.
 */
export const FIELD_TYPES = ['TEXT', 'TEXTAREA', 'SELECT', 'CHECKBOX', 'CHECKBOX_GROUP', 'RADIO_BUTTONS', 'HIDDEN', 'FILE', 'EMAIL', 'PHONE', 'NUMBER', 'DATE', 'URL'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

// The check itself is zod-free (islands run it in the browser): one source for both sides.
export { checkSubmission, errorLines, fieldLabel, FORM_SUBMITTED_MESSAGE, isSameSitePath, MAX_TEXT, MAX_TEXTAREA, type FieldValue, type FormCheck } from './form-check';

export const FieldOption = z.strictObject({
  value: z.string().trim().min(1, 'Enter the option’s value').max(200).meta({ description: 'What is sent when this option is chosen. Up to 200 characters.' }),
  label: z.string().trim().min(1, 'Enter the option’s label').max(200).meta({ description: 'What visitors read for this option. Up to 200 characters.' }),
});

/** One field of a form definition (specification §3 "Field"). */
export const FormFieldSchema = z.strictObject({
  type: z.enum(FIELD_TYPES),
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Field names start with a letter and hold letters, digits and _ (at most 64)'),
  displayName: z.string().trim().max(120).default(''),
  isRequired: z.boolean().default(false),
  options: z.array(FieldOption).max(100, 'At most 100 options').default([]),
  /** The pre-filled value; for HIDDEN the value sent, always this one. */
  value: z.string().max(1000).default(''),
  hideLabel: z.boolean().default(false),
  /** NUMBER: the smallest number; DATE: the earliest day (`YYYY-MM-DD`). Absent or empty: no bound. */
  min: z.string().trim().max(30).optional(),
  /** NUMBER: the largest number; DATE: the latest day. */
  max: z.string().trim().max(30).optional(),
});
export type FormField = z.output<typeof FormFieldSchema>;

/** Where a submission goes after it is stored (through the outbox, with retries). */
export type Forward =
  | { channel: 'webhook'; url: string; bodyContentType: BodyContentType }
  | { channel: 'email'; to: string; subject: string };

export const BODY_CONTENT_TYPES = ['JSON', 'URL_ENCODED', 'MULTIPART'] as const;
export type BodyContentType = (typeof BODY_CONTENT_TYPES)[number];

/**
 * What the server needs to take a form kind's submissions: its fields (the same the browser
 * checks), any rules beyond them (`check`, e.g. a corporate e-mail address), whether a
 * captcha guards it, how long submissions are kept, and where they are forwarded.
 */
export interface FormSpec {
  /** Names the form in the admin's submission list, e.g. "Contact form". */
  name: string;
  fields: readonly FormField[];
  check?: (values: Record<string, FieldValue>) => Record<string, string>;
  /**
   * For forms whose answers are a structure rather than a list of fields (the session and
   * connection requests): reads what was sent in place of `fields` + `check`, returning the
   * cleaned values and the problems keyed by JSON path below `values` (`markets/0/senderCompIDs`).
   * The same function runs in the browser before sending.
   */
  parse?: (input: Record<string, unknown>) => { values: Record<string, unknown>; errors: Record<string, string> };
  /**
   * With `parse`: the cleaned values as labelled lines in the form's order (what the admin and
   * the submission e-mail show). Forms of `fields` get theirs from the fields' labels.
   */
  lines?: (values: Record<string, unknown>) => SubmissionLine[];
  captcha: boolean;
  /**
   * The form's target checks a reCAPTCHA token itself (`useRecaptchaProxy` off): on a
   * reCAPTCHA site the token is forwarded with the submission (`g-recaptcha-response`) instead
   * of being checked, and so spent, by this server. ALTCHA answers are always checked here.
   */
  captchaForwarded?: boolean;
  retentionDays: number;
  forward: readonly Forward[];
  /** Same-site path or allow-listed URL to go to after success (no-JavaScript posts and the island). */
  redirectUrl?: string;
  /**
   * Issue 25: the prefix of the reference each submission is given (`SR` → `SR-2026-000123`),
   * stored with it, shown on the confirmation and in the receipt. None without it.
   */
  referencePrefix?: string;
  /** Issue 25: the visitor's receipt (their answers and the reference) to the address they gave; none when it answers undefined. */
  receipt?: (values: Record<string, unknown>) => { to: string; subject: string } | undefined;
}

/** A submission's reference as the platform makes it (`SR-2026-000123`). */
export const REFERENCE_PATTERN = /^[A-Z]{2,4}-\d{4}-\d{6,12}$/;

/** Default retention of submissions, in days. */
export const DEFAULT_RETENTION_DAYS = 365;
