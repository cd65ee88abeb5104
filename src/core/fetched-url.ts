/**
 * Props whose addresses the server itself fetches (a form's forwarding target, a chart's
 * external data source), as opposed to links a visitor's browser follows. A definition marks
 * such a prop with `fetchedUrl()`; `fetchedUrls()` finds the marked values of any props, so
 * the server checks each against its outbound policy when a tree is saved (content/documents/trees.ts).
 * Core cannot know the policy (it is the process's configuration), only where the addresses are.
 */
import { z } from 'zod';

/** The mark: a check that accepts everything, found by identity; clones (`.meta()`, `.refine()`) keep it. */
const FETCHED_URL = z.refine<string>(() => true);

/** Marks a text prop as an address the server fetches. Mark the text itself, before `.default()`. */
export function fetchedUrl<T extends z.ZodType<string>>(schema: T): T {
  return schema.check(FETCHED_URL) as T;
}

type AnySchema = z.ZodType;
interface SchemaDef {
  type: string;
  checks?: unknown[];
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  options?: AnySchema[];
  valueType?: AnySchema;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: AnySchema): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fetched address in props: where it is (prop path) and what it says. */
export interface FetchedUrl {
  path: PropertyKey[];
  url: string;
}

/** Every non-empty value of `value` that `schema` marks with `fetchedUrl()`, at any depth (lists, nested objects, unions). */
export function fetchedUrls(schema: AnySchema, value: unknown, path: PropertyKey[] = []): FetchedUrl[] {
  const found = new Map<string, FetchedUrl>();
  const visit = (s: AnySchema, v: unknown, at: PropertyKey[]) => {
    const def = defOf(s);
    if (typeof v === 'string' && v.trim() !== '' && def.checks?.includes(FETCHED_URL)) found.set(at.map(String).join('\0'), { path: at, url: v.trim() });
    if (WRAPPERS.has(def.type) && def.innerType) visit(def.innerType, v, at);
    else if (def.type === 'pipe') {
      if (def.in) visit(def.in, v, at);
      if (def.out) visit(def.out, v, at);
    } else if (def.type === 'union' && def.options) for (const option of def.options) visit(option, v, at);
    else if (def.type === 'object' && def.shape && isPlainObject(v)) {
      for (const [key, child] of Object.entries(def.shape)) if (Object.hasOwn(v, key)) visit(child, v[key], [...at, key]);
    } else if (def.type === 'record' && def.valueType && isPlainObject(v)) {
      for (const [key, child] of Object.entries(v)) visit(def.valueType, child, [...at, key]);
    } else if (def.type === 'array' && def.element && Array.isArray(v)) v.forEach((item, i) => visit(def.element!, item, [...at, i]));
  };
  visit(schema, value, path);
  return [...found.values()];
}
