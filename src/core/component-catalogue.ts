/**
 * The component catalogue's view of a kind (issue 27 item 5): its facts, slots and a props table
 * walked from the same JSON Schema the editor's fields come from (`z.toJSONSchema`, input form:
 * a prop with a default is not required), so the table cannot drift from what the editor offers
 * or the server accepts.
 */
import { z } from 'zod';
import type { ComponentDefinition, Registry } from './component';
import type { ComponentKindDetail, ComponentKindSummary, ComponentSlot, PropRow } from './contracts/component-catalogue';
import { DATA_COLUMN_PICKER, DATA_SOURCE_PICKER } from './contracts/data-sources';
import { MEDIA_PICKER, RICH_TEXT } from './schemas';

/** The subset of JSON Schema that zod 4 emits for props schemas and this module reads. */
export interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, PropSchema>;
  required?: string[];
  items?: PropSchema;
  anyOf?: PropSchema[];
  oneOf?: PropSchema[];
  allOf?: PropSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  title?: string;
  description?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, PropSchema>;
  [MEDIA_PICKER]?: unknown;
  [RICH_TEXT]?: unknown;
  [DATA_SOURCE_PICKER]?: unknown;
  [DATA_COLUMN_PICKER]?: unknown;
}

/** Nested objects and lists are unfolded this deep; deeper ones show as their type only. */
const MAX_DEPTH = 4;

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function resolve(schema: PropSchema, root: PropSchema): PropSchema {
  if (!schema.$ref) return schema;
  if (schema.$ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  return (name !== undefined && root.$defs?.[name]) || {};
}

/** A schema seen through `null` alternatives and single-member wrappers; `nullable` when null was one of them. */
function unwrap(schema: PropSchema, root: PropSchema): { schema: PropSchema; nullable: boolean; alternatives: PropSchema[] | null } {
  const resolved = resolve(schema, root);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const rest = options.map((s) => resolve(s, root)).filter((s) => s.type !== 'null');
    const nullable = rest.length < options.length;
    if (rest.length === 1) {
      const inner = unwrap(rest[0]!, root);
      return { ...inner, schema: { ...inner.schema, ...pick(resolved) }, nullable: nullable || inner.nullable };
    }
    // Fixed values only (`'' | 'a' | 'b'`) are one choice.
    if (rest.every((s) => s.enum || 'const' in s)) return { schema: { ...pick(resolved), enum: rest.flatMap((s) => s.enum ?? [s.const]) }, nullable, alternatives: null };
    return { schema: resolved, nullable, alternatives: rest };
  }
  if (resolved.allOf?.length === 1) {
    const inner = unwrap(resolved.allOf[0]!, root);
    return { ...inner, schema: { ...inner.schema, ...pick(resolved) } };
  }
  if (Array.isArray(resolved.type)) {
    const types = resolved.type.filter((t) => t !== 'null');
    const nullable = types.length < resolved.type.length;
    return { schema: { ...resolved, type: types.length === 1 ? types[0]! : types }, nullable, alternatives: null };
  }
  return { schema: resolved, nullable: false, alternatives: null };
}

/** What the outer schema of a wrapper says about the prop: it wins over the inner one's. */
function pick(schema: PropSchema): PropSchema {
  const out: PropSchema = {};
  if (schema.title !== undefined) out.title = schema.title;
  if (schema.description !== undefined) out.description = schema.description;
  if (schema.default !== undefined) out.default = schema.default;
  return out;
}

/** A readable type: `text`, `whole number`, `choice`, `list of objects`, `image address`… */
export function typeName(schema: PropSchema, root: PropSchema): string {
  const { schema: s, alternatives } = unwrap(schema, root);
  if (alternatives) return `one of: ${alternatives.map((a) => typeName(a, root)).join(' | ')}`;
  if (s.enum || 'const' in s) return 'choice';
  if (Array.isArray(s.type)) return `one of: ${s.type.map((type) => typeName({ ...s, type }, root)).join(' | ')}`;
  switch (s.type) {
    case 'string': {
      const media = s[MEDIA_PICKER];
      if (media === 'image' || media === 'document') return `${media} address`;
      if (s[RICH_TEXT] === true) return 'rich text';
      if (s[DATA_SOURCE_PICKER] === true) return 'data source address';
      if (s[DATA_COLUMN_PICKER] === 'x' || s[DATA_COLUMN_PICKER] === 'y') return 'data column';
      if (s.format === 'date-time') return 'date and time';
      if (s.format === 'date') return 'date';
      return 'text';
    }
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'yes / no';
    case 'object':
      return 'object';
    case 'array': {
      if (!s.items) return 'list';
      const item = typeName(s.items, root);
      return item === 'object' ? 'list of objects' : `list of ${item}`;
    }
    case undefined:
      return 'any value';
    default:
      return s.type;
  }
}

function bounds(s: PropSchema): Pick<PropRow, 'min' | 'max' | 'bounds'> {
  const type = Array.isArray(s.type) ? undefined : s.type;
  if (type === 'number' || type === 'integer') {
    const min = s.minimum ?? s.exclusiveMinimum ?? null;
    const max = s.maximum ?? s.exclusiveMaximum ?? null;
    return { min, max, bounds: min === null && max === null ? null : 'value' };
  }
  if (type === 'string' && !s.enum) {
    const min = s.minLength ?? null;
    const max = s.maxLength ?? null;
    return { min, max, bounds: min === null && max === null ? null : 'characters' };
  }
  if (type === 'array') {
    const min = s.minItems ?? null;
    const max = s.maxItems ?? null;
    return { min, max, bounds: min === null && max === null ? null : 'items' };
  }
  return { min: null, max: null, bounds: null };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The rows of an object's properties, each followed by its own nested rows. */
function rowsOf(object: PropSchema, root: PropSchema, prefix: string, depth: number): PropRow[] {
  const required = new Set(object.required ?? []);
  const rows: PropRow[] = [];
  for (const [name, declared] of Object.entries(object.properties ?? {})) {
    const { schema: s, nullable } = unwrap(declared, root);
    const outer = resolve(declared, root);
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const values = s.enum ?? ('const' in s ? [s.const] : undefined);
    const fallback = outer.default ?? s.default;
    rows.push({
      path,
      name,
      depth,
      title: text(outer.title) ?? text(s.title),
      type: typeName(declared, root),
      required: required.has(name),
      nullable,
      default: fallback === undefined ? null : JSON.stringify(fallback),
      allowed: values ? values.filter(isScalar) : null,
      ...bounds(s),
      format: text(s.format),
      description: text(outer.description) ?? text(s.description),
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    const type = Array.isArray(s.type) ? undefined : s.type;
    if (type === 'object' && s.properties) rows.push(...rowsOf(s, root, path, depth + 1));
    if (type === 'array' && s.items) {
      const item = unwrap(s.items, root).schema;
      if (item.type === 'object' && item.properties) rows.push(...rowsOf(item, root, `${path}[]`, depth + 1));
    }
  }
  return rows;
}

/** The props table of a kind, in schema order, nested props after their parent. */
export function propsTable(def: Pick<ComponentDefinition, 'props'>): PropRow[] {
  const root = z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }) as PropSchema;
  return rowsOf(root, root, '', 0);
}

export function kindSummary(def: ComponentDefinition): ComponentKindSummary {
  return {
    name: def.name,
    label: def.label,
    category: def.category,
    description: def.description ?? null,
    icon: def.icon ?? null,
    interactive: def.interactive,
    rootOnly: def.rootOnly,
    chrome: def.chrome === true,
    supersededBy: def.supersededBy ?? null,
    version: def.version,
  };
}

export function kindSlots(def: Pick<ComponentDefinition, 'slots'>): ComponentSlot[] {
  return Object.entries(def.slots).map(([name, spec]) => ({ name, label: spec.label ?? name, allow: spec.allow ? [...spec.allow] : null, max: spec.max ?? null }));
}

/** What sets a kind apart, in words. */
function traits(def: ComponentDefinition): string[] {
  const out: string[] = [];
  if (def.interactive) out.push(`Runs in the browser (hydrates ${def.hydrate === 'load' ? 'at once' : 'when the browser is idle'})`);
  if (def.data) out.push(def.data.maxAgeMs === undefined ? 'Shows data the server loads' : 'Shows live data the server loads');
  if (def.form) out.push("Takes visitors' submissions");
  if (def.chooseSlot) out.push('Shows visitors one slot or another');
  if (def.oncePerPage) out.push('At most one per page');
  if (def.rootOnly) out.push("Only a document's root");
  if (def.chrome) out.push('Site chrome: in layouts’ header and footer slots and in partials');
  return out;
}

export function kindDetail(def: ComponentDefinition, registry: Registry): ComponentKindDetail {
  const allowedIn = registry
    .all()
    .flatMap((other) => Object.entries(other.slots).filter(([, spec]) => spec.allow?.includes(def.name)).map(([slot]) => ({ kind: other.name, slot })));
  return { ...kindSummary(def), slots: kindSlots(def), props: propsTable(def), allowedIn, traits: traits(def) };
}
