/**
 * The form engine (specification §3 "Form definition", §5, §8): field definitions and the one
 * check both the browser and the server run on what a visitor sent. The server re-derives
 * what it must not trust (HIDDEN values), refuses fields the definition does not have, and
 * reports each problem beside its field.
 */
import { z } from 'zod';
import { message } from './errors';
import { checkRequired } from './required';

export const FIELD_TYPES = ['TEXT', 'TEXTAREA', 'SELECT', 'CHECKBOX', 'CHECKBOX_GROUP', 'RADIO_BUTTONS', 'HIDDEN', 'FILE'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Longest answers, in characters. */
export const MAX_TEXT = 500;
export const MAX_TEXTAREA = 10_000;

export const FieldOption = z.strictObject({
  value: z.string().trim().min(1, 'Enter the option’s value').max(200),
  label: z.string().trim().min(1, 'Enter the option’s label').max(200),
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
});
export type FormField = z.output<typeof FormFieldSchema>;

/** What a check keeps: text, the chosen option(s), a ticked box, or a file's name. */
export type FieldValue = string | string[] | boolean;

export interface FormCheck {
  values: Record<string, FieldValue>;
  /** Per field name, the first problem; `''` key for problems of the form as a whole. */
  errors: Record<string, string>;
}

/** The label people read for a field (its display name, else its name). */
export function fieldLabel(field: Pick<FormField, 'displayName' | 'name'>): string {
  return field.displayName.trim() || field.name;
}

const TICKED = new Set(['true', 'on', 'yes', '1']);

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Checks what a visitor sent against a form's fields. `files` names the fields that carry a
 * file (the server measures the files themselves). Unknown fields are refused; HIDDEN fields
 * take the definition's value whatever was sent.
 */
export function checkSubmission(fields: readonly FormField[], input: Record<string, unknown>, files: ReadonlySet<string> = new Set()): FormCheck {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.name));
  for (const key of [...Object.keys(input), ...files]) {
    if (!known.has(key)) errors[''] ??= `This form has no field "${key.slice(0, 64)}"`;
  }
  for (const field of fields) {
    const label = fieldLabel(field);
    const raw = input[field.name];
    const fail = (problem: string) => void (errors[field.name] ??= problem);
    const options = new Set(field.options.map((o) => o.value));
    switch (field.type) {
      case 'HIDDEN':
        values[field.name] = field.value;
        break;
      case 'TEXT':
      case 'TEXTAREA': {
        const value = text(raw);
        if (value === undefined) {
          fail(`${label}: send text`);
          break;
        }
        const max = field.type === 'TEXT' ? MAX_TEXT : MAX_TEXTAREA;
        const trimmed = value.trim();
        if (trimmed.length > max) fail(`${label}: use at most ${max.toLocaleString('en-US')} characters`);
        const missing = field.isRequired ? checkRequired(trimmed, label) : undefined;
        if (missing) fail(missing);
        values[field.name] = trimmed;
        break;
      }
      case 'SELECT':
      case 'RADIO_BUTTONS': {
        const value = text(raw)?.trim() ?? '';
        if (value !== '' && !options.has(value)) fail(`${label}: choose one of the options`);
        const missing = field.isRequired ? checkRequired(value, label) : undefined;
        if (missing) fail(missing);
        values[field.name] = value;
        break;
      }
      case 'CHECKBOX': {
        const ticked = raw === true || (typeof raw === 'string' && TICKED.has(raw.toLowerCase()));
        const missing = field.isRequired ? checkRequired(ticked, label) : undefined;
        if (missing) fail(missing);
        values[field.name] = ticked;
        break;
      }
      case 'CHECKBOX_GROUP': {
        const list = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
        if (list.some((v) => typeof v !== 'string' || !options.has(v))) fail(`${label}: choose among the options`);
        const chosen = [...new Set(list.filter((v): v is string => typeof v === 'string' && options.has(v)))];
        if (field.isRequired && chosen.length === 0) fail(message('REQUIRED', { label }));
        values[field.name] = chosen;
        break;
      }
      case 'FILE': {
        if (field.isRequired && !files.has(field.name)) fail(message('REQUIRED', { label }));
        break;
      }
    }
  }
  return { values, errors };
}

/** The problems of a check as lines for the form's error summary, in field order. */
export function errorLines(fields: readonly FormField[], errors: Record<string, string>): string[] {
  return [...(errors[''] ? [errors['']] : []), ...fields.flatMap((f) => (errors[f.name] ? [errors[f.name]!] : []))];
}

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
  captcha: boolean;
  retentionDays: number;
  forward: readonly Forward[];
  /** Same-site path or allow-listed URL to go to after success (no-JavaScript posts and the island). */
  redirectUrl?: string;
}

/** Default retention of submissions, in days. */
export const DEFAULT_RETENTION_DAYS = 365;
