/**
 * Messages beside the fields of a form, keyed by the field's path in the request body:
 * `email`, `roles/0/role`. The editor checks a form with the same contract schema the server
 * parses with, so both kinds of message land in the same place; `form` holds what belongs to
 * no field.
 */
import type { z } from 'zod';
import { ApiError } from './api.client';

export type FieldErrors = Partial<Record<string, string>> & { form?: string };

/** `/body/roles/0/role` (the server's issue path) or `['roles', 0, 'role']` (zod's) → `roles/0/role`. */
export function fieldKey(path: string | readonly PropertyKey[]): string {
  if (typeof path !== 'string') return path.map(String).join('/');
  return path.replace(/^\/(body|query|params)(\/|$)/, '').replace(/^\//, '');
}

function collect(issues: Iterable<{ key: string; message: string }>, known: (key: string) => boolean): FieldErrors {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const { key, message } of issues) {
    if (key !== 'form' && known(key)) errors[key] ??= message;
    else unplaced.push(key ? `${key}: ${message}` : message);
  }
  if (unplaced.length > 0) errors.form = unplaced.join(' ');
  return errors;
}

/** The first message per field of a failed `safeParse`; issues of fields the form lacks go to `form`. */
export function zodFieldErrors(error: z.ZodError, known: (key: string) => boolean): FieldErrors {
  return collect(
    error.issues.map((issue) => ({ key: fieldKey(issue.path), message: issue.message })),
    known,
  );
}

/**
 * A failed request as messages: its issues beside their fields, a 409 ALREADY_EXISTS beside
 * `conflictField`, anything else (or an issue of a field the form lacks) as the form's message.
 */
export function apiFieldErrors(error: unknown, { known, conflictField }: { known: (key: string) => boolean; conflictField?: string }): FieldErrors {
  if (!(error instanceof ApiError)) return { form: error instanceof Error ? error.message : String(error) };
  if (error.code === 'ALREADY_EXISTS' && conflictField) return { [conflictField]: error.message };
  const errors = collect(
    error.issues.map((issue) => ({ key: fieldKey(issue.path), message: issue.message })),
    known,
  );
  if (Object.keys(errors).length === 0) return { form: error.message };
  return errors;
}

/** Whether any message is set. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first invalid control of a form once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
