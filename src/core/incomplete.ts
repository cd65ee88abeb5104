/**
 * Drafts may hold what an editor is still typing (DESIGN.md §3, "drafts save incomplete
 * values"): an empty required text, a text over its limit, an address not finished yet. The
 * structure is checked as always — unknown kinds, props and slots, value types and the tree
 * limits are refused — but a prop value that breaks only a content rule is kept as typed.
 * Such values are never rendered as typed: `displayProps` gives what a view may show.
 */
import type { z } from 'zod';
import type { ComponentDefinition, PropsOf } from './component';
import type { Node } from './node';

type AnySchema = z.ZodType;
interface SchemaDef {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  options?: AnySchema[];
}

const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: AnySchema): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/**
 * The schema with the length limits of texts and the upper limits of lists removed (at any
 * depth) and everything else kept: types, formats, refinements, and the transforms that trim
 * text and sanitize rich text. What it accepts is safe to render; only the lengths may be out
 * of bounds. A list keeps its least length: views index into the items they are promised (a
 * playlist's first video), so a list shorter than that is shown as the kind's default.
 */
function withoutLengths(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  const next: SchemaDef = { ...def };
  const dropped = def.type === 'array' ? (check: string) => check === 'max_length' : (check: string) => LENGTH_CHECKS.has(check);
  if (def.checks) next.checks = def.checks.filter((check) => !dropped(check._zod.def.check));
  if (def.type === 'object' && def.shape) next.shape = Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, withoutLengths(value)]));
  else if (def.type === 'array' && def.element) next.element = withoutLengths(def.element);
  else if (WRAPPERS.has(def.type) && def.innerType) next.innerType = withoutLengths(def.innerType);
  else if (def.type === 'pipe' && def.in && def.out) {
    next.in = withoutLengths(def.in);
    next.out = withoutLengths(def.out);
  } else if (def.type === 'union' && def.options) next.options = def.options.map(withoutLengths);
  return (schema as unknown as { clone(def: SchemaDef): AnySchema }).clone(next);
}

const relaxed = new WeakMap<AnySchema, AnySchema>();

function lengthless(schema: AnySchema): AnySchema {
  let found = relaxed.get(schema);
  if (!found) {
    found = withoutLengths(schema);
    relaxed.set(schema, found);
  }
  return found;
}

function shapeOf(def: ComponentDefinition): Record<string, AnySchema> {
  return def.props.shape as Record<string, AnySchema>;
}

/** A value one prop may show: its own parse, else the parse without length limits, else nothing. */
function showable(schema: AnySchema, raw: unknown): { ok: true; value: unknown } | { ok: false } {
  const strict = schema.safeParse(raw);
  if (strict.success) return { ok: true, value: strict.data };
  const loose = lengthless(schema).safeParse(raw);
  return loose.success ? { ok: true, value: loose.data } : { ok: false };
}

export interface IncompleteResult {
  props: Record<string, unknown>;
  /** Structural problems (unknown props, wrong value types): these are refused even in drafts. */
  issues: { path: PropertyKey[]; message: string }[];
}

/**
 * Props for a draft whose props do not all pass their schema: each prop parsed (defaults
 * applied, text trimmed, rich text sanitized) where it can be, with or without its length
 * limits; a value that breaks only a content rule is kept as typed. Structural issues: an
 * unknown prop, a value of the wrong type, a value outside a fixed list (the editor offers
 * only the listed ones).
 */
export function incompleteProps(def: ComponentDefinition, raw: Record<string, unknown>): IncompleteResult {
  const whole = lengthless(def.props).safeParse(raw);
  if (whole.success) return { props: whole.data as Record<string, unknown>, issues: [] };
  const shape = shapeOf(def);
  const props: Record<string, unknown> = {};
  const issues: IncompleteResult['issues'] = [];
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(shape, key)) issues.push({ path: [key], message: `Unknown prop "${key}" of "${def.name}"` });
  }
  for (const [key, schema] of Object.entries(shape)) {
    const value = raw[key];
    const shown = showable(schema, value);
    if (shown.ok) {
      if (shown.value !== undefined) props[key] = shown.value;
      continue;
    }
    if (value === undefined) continue;
    const structural = (schema.safeParse(value).error?.issues ?? []).filter(
      (issue) => issue.code === 'unrecognized_keys' || issue.code === 'invalid_value' || (issue.code === 'invalid_type' && issue.path.length === 0),
    );
    if (structural.length > 0) {
      for (const issue of structural) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
        for (const extra of keys) {
          issues.push({ path: [key, ...issue.path, ...(extra === undefined ? [] : [extra])], message: extra === undefined ? issue.message : `Unknown prop "${extra}" of "${def.name}"` });
        }
      }
      continue;
    }
    props[key] = value;
  }
  return { props, issues };
}

/**
 * Props a view can render from a draft: the props when they pass; else each prop as it
 * parses with or without its length limits (an empty heading shows empty, a long one shows
 * in full), and the kind's default for a value that breaks any other rule (an unfinished
 * address is never put in a link).
 */
export function displayProps(def: ComponentDefinition, raw: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  const shape = shapeOf(def);
  for (const key of Object.keys(shape)) if (raw[key] !== undefined) own[key] = raw[key];
  const whole = def.props.safeParse(own);
  if (whole.success) return whole.data as Record<string, unknown>;
  const loose = lengthless(def.props).safeParse(own);
  if (loose.success) return loose.data as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  // The kind's default as a view gets it: parsed, so that its own defaults are filled in.
  const fallback = (key: string, schema: AnySchema) => {
    const absent = schema.safeParse(undefined);
    const initial = (def.defaults as Record<string, unknown>)[key];
    const parsed = absent.success ? absent : schema.safeParse(initial);
    return parsed.success ? parsed.data : initial;
  };
  for (const [key, schema] of Object.entries(shape)) {
    const shown = showable(schema, own[key]);
    props[key] = shown.ok ? shown.value : fallback(key, schema);
  }
  // Rules over several props (an embed's address checked against its provider) hold for what is
  // shown too: a prop they name gives way to its default, and if they still fail, the whole kind does.
  const checked = lengthless(def.props).safeParse(props);
  if (checked.success) return checked.data as Record<string, unknown>;
  const named = new Set(checked.error.issues.map((issue) => issue.path[0]).filter((key): key is string => typeof key === 'string' && Object.hasOwn(shape, key)));
  for (const key of named) props[key] = fallback(key, shape[key]!);
  const again = lengthless(def.props).safeParse(props);
  if (again.success) return again.data as Record<string, unknown>;
  const defaults = def.props.safeParse(def.defaults);
  return defaults.success ? (defaults.data as Record<string, unknown>) : props;
}

/**
 * `displayProps` typed as the kind's props: what code that renders a node reads (a node
 * loader), since a draft's props may hold values a strict parse refuses.
 */
export function shownProps<D extends ComponentDefinition>(def: D, raw: Record<string, unknown>): PropsOf<D> {
  return displayProps(def, raw) as PropsOf<D>;
}

/**
 * A stored draft made safe to render: every node's props through `displayProps`. Call it
 * inside the HTML sanitizer's scope (`withHtmlSanitizer`) when the tree has rich text.
 */
export function displayTree(tree: Node, registry: { get(name: string): ComponentDefinition | undefined }): Node {
  const def = registry.get(tree.name);
  const slots: Record<string, Node[]> = {};
  for (const [slot, children] of Object.entries(tree.slots)) slots[slot] = children.map((child) => displayTree(child, registry));
  return { ...tree, props: def ? displayProps(def, tree.props) : tree.props, slots };
}
