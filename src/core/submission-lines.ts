/**
 * A submission as people read it (issue 24): one line per answer, labelled as the form labelled
 * it when it was sent, in the form's order — `E-mail address: lee@example.com` — never JSON or
 * the form's internal keys. The lines are made when a submission is stored (so a later edit of
 * the form does not rewrite what was sent) and read by the admin's Submissions screen and the
 * submission e-mail. Free of zod: the admin bundle shares it.
 */
import type { FormField } from './forms';

export interface SubmissionLine {
  /** Where the answer is in the values (`email`, `markets/0/orderSession/sessionType`). */
  key: string;
  label: string;
  /** The answer as text: `Yes`/`No`, option labels joined with commas, file names. */
  value: string;
}

/** What the lines need of an attached file. */
export interface FileName {
  field: string;
  name: string;
}

/** Keys the platform adds to a post (its page, its form, the captcha): never an answer. */
export const isInternalKey = (key: string): boolean => key.startsWith('_') || /^(captcha|g-recaptcha-response|altcha)$/i.test(key);

/** A value as text, when it is a plain one (text, number, tick, list of those); undefined for a structure. */
export function plainText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return undefined;
}

/**
 * The lines of a form built from fields: each visible field in the form's order with its label;
 * a choice by its option's label; a file field by the attached file's name. HIDDEN fields (the
 * same for every visitor, set by the editor) are left out.
 */
export function fieldLines({ fields, values, files = [] }: { fields: readonly FormField[]; values: Record<string, unknown>; files?: readonly FileName[] }): SubmissionLine[] {
  const lines: SubmissionLine[] = [];
  for (const field of fields) {
    if (field.type === 'HIDDEN' || isInternalKey(field.name)) continue;
    const label = field.displayName.trim() || field.name;
    const raw = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const optionLabel = (v: string) => field.options.find((o) => o.value === v)?.label ?? v;
    let value: string;
    if (field.type === 'FILE') value = files.filter((f) => f.field === field.name).map((f) => f.name).join(', ');
    else if (Array.isArray(raw)) value = raw.map((v) => optionLabel(String(v))).join(', ');
    else if (typeof raw === 'string' && (field.type === 'SELECT' || field.type === 'RADIO_BUTTONS')) value = raw === '' ? '' : optionLabel(raw);
    else value = plainText(raw) ?? '';
    lines.push({ key: field.name, label, value });
  }
  return lines;
}

/** `first_name` → `First name`, `emailId` → `Email id`: a label for a key when no form gave one. */
export function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/**
 * Lines for values stored without them (submissions from before labels were kept): keys in
 * stored order made readable, structures walked into one line per answer, internal keys left
 * out, then the attached files by name.
 */
export function derivedLines({ values, files = [] }: { values: Record<string, unknown>; files?: readonly FileName[] }): SubmissionLine[] {
  const lines: SubmissionLine[] = [];
  const walk = (value: unknown, key: string, label: string) => {
    const text = plainText(value);
    if (text !== undefined) {
      lines.push({ key, label, value: text });
      return;
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
    for (const [k, v] of entries) {
      if (isInternalKey(k)) continue;
      walk(v, `${key}/${k}`, Array.isArray(value) ? `${label} ${Number(k) + 1}` : `${label} › ${keyLabel(k)}`);
    }
  };
  for (const [key, value] of Object.entries(values)) if (!isInternalKey(key)) walk(value, key, keyLabel(key));
  const seen = new Set(lines.map((l) => l.key));
  for (const file of files) {
    if (seen.has(file.field)) continue;
    const same = files.filter((f) => f.field === file.field);
    seen.add(file.field);
    lines.push({ key: file.field, label: keyLabel(file.field), value: same.map((f) => f.name).join(', ') });
  }
  return lines;
}

/** The lines as text, one `Label: value` a line; a long answer's further lines indented, an empty one `(no answer)`. */
export function linesText(lines: readonly SubmissionLine[]): string {
  return lines.map((line) => `${line.label}: ${line.value.trim().split(/\r?\n/).join('\n  ') || '(no answer)'}`).join('\n');
}
