/**
 * The check of a visitor's submission (specification §3 "Form definition", §5): the one
 * source for the server and the browser. Free of zod so islands can carry it; the field
 * schema itself lives in `forms.ts`.
 */
import { message } from './errors';
import { checkDate, checkEmail, checkNumber, checkPhone, checkWebAddress, type Checked } from './field-types';
import type { FormField } from './forms';
import { checkRequired } from './required';

/** Longest answers, in characters. */
export const MAX_TEXT = 500;
export const MAX_TEXTAREA = 10_000;

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

/** Keeps the first problem per key; own keys only, so a field named like `constructor` still gets its error. */
function firstProblem(errors: Record<string, string>, key: string, problem: string): void {
  if (!Object.hasOwn(errors, key)) errors[key] = problem;
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
    if (!known.has(key)) firstProblem(errors, '', `This form has no field "${key.slice(0, 64)}"`);
  }
  for (const field of fields) {
    const label = fieldLabel(field);
    const raw = Object.hasOwn(input, field.name) ? input[field.name] : undefined;
    const fail = (problem: string) => firstProblem(errors, field.name, problem);
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
      case 'EMAIL':
      case 'PHONE':
      case 'NUMBER':
      case 'DATE':
      case 'URL': {
        const value = text(raw);
        if (value === undefined) {
          fail(`${label}: send text`);
          break;
        }
        const trimmed = value.trim();
        if (trimmed.length > MAX_TEXT) {
          fail(`${label}: use at most ${MAX_TEXT.toLocaleString('en-US')} characters`);
          values[field.name] = trimmed;
          break;
        }
        const missing = field.isRequired ? checkRequired(trimmed, label) : undefined;
        if (missing) fail(missing);
        const checked = typedCheck(field, trimmed, label);
        if (checked.problem) fail(checked.problem);
        values[field.name] = checked.value;
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

/** The check of a typed field's text (issue 24): the value to keep, or its problem. */
function typedCheck(field: FormField, text: string, label: string): Checked {
  const bounds = { min: field.min, max: field.max };
  switch (field.type) {
    case 'EMAIL':
      return checkEmail(text, label);
    case 'PHONE':
      return checkPhone(text, label);
    case 'NUMBER':
      return checkNumber(text, label, bounds);
    case 'DATE':
      return checkDate(text, label, bounds);
    default:
      return checkWebAddress(text, label);
  }
}

/** The problems of a check as lines for the form's error summary, in field order. */
export function errorLines(fields: readonly FormField[], errors: Record<string, string>): string[] {
  const at = (key: string) => (Object.hasOwn(errors, key) && errors[key] ? [errors[key]] : []);
  return [...at(''), ...fields.flatMap((f) => at(f.name))];
}

/**
 * What a form says once a submission is stored (the API's answer, and the page after a post
 * without JavaScript).
 */
export const FORM_SUBMITTED_MESSAGE = 'Thank you: your form was submitted.';

/** A path on this site (`/thank-you`), never another origin (`//evil`, `/\evil`) or a scheme. */
export function isSameSitePath(value: string): boolean {
  const control = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return !control && /^\/(?![/\\])[^\s\\]*$/.test(value);
}
