/**
 * Building blocks for the form kinds' specs (the fields and rules a kind's `form()` gives the
 * server, and its view gives the browser). Free of zod and React, so islands can carry it.
 */
import type { BodyContentType, FieldType, FormField, Forward } from '../core/forms';

export interface FieldInput {
  isRequired?: boolean;
  options?: readonly (readonly [value: string, label: string])[];
  value?: string;
  hideLabel?: boolean;
}

/** One field, with the schema's defaults filled in. */
export function field(type: FieldType, name: string, displayName: string, { isRequired = false, options = [], value = '', hideLabel = false }: FieldInput = {}): FormField {
  return { type, name, displayName, isRequired, options: options.map(([v, label]) => ({ value: v, label })), value, hideLabel };
}

/** Options whose value is also their label. */
export const sameOptions = (values: readonly string[]): [string, string][] => values.map((v) => [v, v]);

/** Where a kind's submissions go: its webhook endpoint and its e-mail address, when set. */
export function forwardsOf({ name, targetUrl, bodyContentType = 'JSON', emailTo }: { name: string; targetUrl?: string; bodyContentType?: BodyContentType; emailTo?: string }): Forward[] {
  return [
    ...(targetUrl ? [{ channel: 'webhook', url: targetUrl, bodyContentType } satisfies Forward] : []),
    ...(emailTo ? [{ channel: 'email', to: emailTo, subject: `${name}: a new submission` } satisfies Forward] : []),
  ];
}

/** Merges problems of a kind's own rules, keeping the first one per field. */
export function problems(...entries: [name: string, problem: string | undefined][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, problem] of entries) if (problem && !Object.hasOwn(out, name)) out[name] = problem;
  return out;
}

// The typed fields' rules live in core (the form check runs them too); the kinds' own checks share them.
export { phoneProblem, webAddressProblem } from '../core/field-types';

/** The text of a checked value (what `check` rules read). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
