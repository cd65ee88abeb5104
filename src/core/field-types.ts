/**
 * The checks of the typed form fields (e-mail, phone, number, date, web address): one source
 * for the server (`checkSubmission` in the form post operation) and the browser (the island
 * runs the same check before sending, and shows the same messages beside the field). Free of
 * zod so islands can carry it. Each check takes the trimmed text and the field's label, and
 * answers the value to keep or the problem people read. Empty text is left to the required check.
 */
import { emailProblem } from './email';

export type Checked = { value: string; problem?: undefined } | { value: string; problem: string };

/** Why `value` is not a phone number (7 to 20 digits, with + ( ) - . and spaces), or undefined. */
export function phoneProblem(value: string, label: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 20 ? undefined : `${label}: enter a phone number, like +1 212 555 0100`;
}

const WEB_ADDRESS = /^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

/** Why `value` is not a web address (http or https), or undefined. */
export function webAddressProblem(value: string, label: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  return WEB_ADDRESS.test(v) ? undefined : `${label}: enter an address like https://www.example.com`;
}

/** A web address as kept: `www.example.com/a` becomes `https://www.example.com/a` (people rarely type the scheme). */
export function completeWebAddress(value: string): string {
  const v = value.trim();
  if (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i.test(v) ? `https://${v}` : v;
}

/** A number as people type it: digits with an optional sign and decimal point (`-12.5`, `3000`). */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Whether `text` is a number the form takes (also for a field's min and max). */
export const isNumberText = (text: string): boolean => NUMBER.test(text.trim()) && text.trim().length <= 30;

/** A real calendar day written `YYYY-MM-DD` (what a date input sends). */
export function isDateText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The words for a field's range: `from 1 to 10`, `1 or more`, `10 or less`; empty without bounds. */
export function rangeText({ min, max, date = false }: { min?: string | undefined; max?: string | undefined; date?: boolean }): string {
  const lo = min?.trim() || '';
  const hi = max?.trim() || '';
  if (lo && hi) return `from ${lo} to ${hi}`;
  if (lo) return date ? `on or after ${lo}` : `${lo} or more`;
  if (hi) return date ? `on or before ${hi}` : `${hi} or less`;
  return '';
}

interface Bounds {
  min?: string | undefined;
  max?: string | undefined;
}

/** A number within the field's bounds; kept as typed (without a leading +). */
export function checkNumber(text: string, label: string, { min, max }: Bounds = {}): Checked {
  if (text === '') return { value: '' };
  const range = rangeText({ min, max });
  if (!isNumberText(text)) return { value: text, problem: `${label}: enter a number${range ? ` ${range}` : ''}, like ${min && isNumberText(min) ? min.trim() : '12'}` };
  const n = Number(text);
  const lo = min && isNumberText(min) ? Number(min) : undefined;
  const hi = max && isNumberText(max) ? Number(max) : undefined;
  if ((lo !== undefined && n < lo) || (hi !== undefined && n > hi)) return { value: text, problem: `${label}: enter a number ${range}` };
  return { value: text.replace(/^\+/, '') };
}

/** A calendar day within the field's bounds (`YYYY-MM-DD`). */
export function checkDate(text: string, label: string, { min, max }: Bounds = {}): Checked {
  if (text === '') return { value: '' };
  if (!isDateText(text)) return { value: text, problem: `${label}: enter a date as year-month-day, like 2026-03-31` };
  const lo = min && isDateText(min.trim()) ? min.trim() : undefined;
  const hi = max && isDateText(max.trim()) ? max.trim() : undefined;
  if ((lo && text < lo) || (hi && text > hi)) return { value: text, problem: `${label}: enter a date ${rangeText({ min: lo, max: hi, date: true })}` };
  return { value: text };
}

export function checkEmail(text: string, label: string): Checked {
  const problem = text.length > 320 ? `${label}: use at most 320 characters` : emailProblem(text, label);
  return problem ? { value: text, problem } : { value: text };
}

export function checkPhone(text: string, label: string): Checked {
  const problem = phoneProblem(text, label);
  return problem ? { value: text, problem } : { value: text.replace(/\s+/g, ' ') };
}

export function checkWebAddress(text: string, label: string): Checked {
  const value = completeWebAddress(text);
  const problem = webAddressProblem(value, label);
  return problem ? { value: text, problem } : { value };
}
