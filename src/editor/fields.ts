/**
 * Puck fields derived from a component's zod props schema (DESIGN.md §2): zod 4's JSON-schema
 * export is walked into text, textarea, number, select, radio, array, object and slot fields;
 * addresses marked `x-tessera-media` get the media picker (a text input plus the library), and
 * `richText()` props (`x-tessera-rich-text`) the formatted-text editor of `rich-text/`.
 * A kind may override a field's widget (`overrides`), never its validation: `validateProps`
 * always runs the zod schema itself.
 */
import type { Field } from '@puckeditor/core';
import { z } from 'zod';
import type { ComponentDefinition } from '../core/component';
import { isReservedProp, puckKey, RESERVED_PROPS, withOwnId } from '../core/puck';
import { withHtmlSanitizer } from '../core/html';
import { MEDIA_PICKER, RICH_TEXT } from '../core/schemas';
import { ALT_PROPS, POSITION_PROP, type MediaFieldSpec } from './media/choose';
import { MediaField } from './media/MediaField';
import { RichTextField } from './rich-text/RichTextField';
import { DateField, DateTimeField } from './fields/DateTimeField';
import { ColumnField, DataSourceField } from './fields/DataSourceField';
import { DATA_COLUMN_PICKER, DATA_SOURCE_PICKER } from '../core/contracts/data-sources';
import type { PropSchema } from '../core/component-catalogue';
import { sanitizePreview } from './sanitize-preview.client';

/** The subset of JSON Schema that zod 4 emits for props schemas: the catalogue's props table reads the same. */
type JsonSchema = PropSchema;

const ACRONYMS = new Map([
  ['cta', 'CTA'],
  ['url', 'URL'],
  ['urls', 'URLs'],
  ['id', 'ID'],
  ['html', 'HTML'],
  ['seo', 'SEO'],
  ['css', 'CSS'],
  ['json', 'JSON'],
  ['csv', 'CSV'],
  ['pdf', 'PDF'],
  // Exchange and index names in option values.
  ['nyse', 'NYSE'],
  ['nya', 'NYA'],
  ['nyfang', 'NYFANG'],
  ['ice', 'ICE'],
  ['otc', 'OTC'],
  // Abbreviations in prop names and option values, spelled out.
  ['bg', 'background'],
  ['btn', 'button'],
  ['img', 'image'],
]);

/** A prop or option name as a label: `imageObjectPosition` → `Image object position`, `ctaLinks` → `CTA links`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  return words
    .map((word) => ACRONYMS.get(word) ?? word)
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

function optionLabel(value: unknown): string {
  if (value === '') return 'None';
  return typeof value === 'string' ? humanize(value) || value : String(value);
}

/** Longer limits than this get a textarea. */
const LONG_TEXT = 300;
/** Names of prose props, which get a textarea unless their limit is short (`linkText`). */
const PROSE = /^(text|description)$|[a-z0-9](Text|Description)$/;
const PROSE_SHORT = 150;
/** Addresses are long but one line. */
const ADDRESS = /(href|url|src|path)$/i;

function isTextarea(name: string, schema: JsonSchema): boolean {
  if (name === 'html') return true;
  const max = schema.maxLength ?? Infinity;
  if (ADDRESS.test(name)) return false;
  if (PROSE.test(name)) return max > PROSE_SHORT;
  return schema.maxLength !== undefined && schema.maxLength > LONG_TEXT;
}

class UnsupportedProp extends Error {}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  if (schema.$ref === '#') return root;
  const match = /^#\/\$defs\/(.+)$/.exec(schema.$ref);
  const target = match && root.$defs && Object.hasOwn(root.$defs, match[1]!) ? root.$defs[match[1]!] : undefined;
  if (!target) throw new UnsupportedProp(`reference ${schema.$ref}`);
  return target;
}

/** The schema without `null` alternatives (nullable props); a union of other shapes is unsupported. */
function single(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const resolved = resolve(schema, root);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const rest = alternatives.map((s) => resolve(s, root)).filter((s) => s.type !== 'null');
    if (rest.length === 1) return single(rest[0]!, root);
    if (rest.every((s) => s.enum || 'const' in s)) return { enum: rest.flatMap((s) => s.enum ?? [s.const]) };
    // `'' | an e-mail address`: text with fixed strings allowed besides it is a text box.
    const text = rest.filter((s) => s.type === 'string' && !('const' in s) && !s.enum);
    if (text.length === 1 && rest.every((s) => text.includes(s) || typeof s.const === 'string')) return single(text[0]!, root);
    throw new UnsupportedProp('a union of different shapes');
  }
  if (resolved.allOf?.length === 1) return single(resolved.allOf[0]!, root);
  if (Array.isArray(resolved.type)) {
    const types = resolved.type.filter((t) => t !== 'null');
    if (types.length !== 1) throw new UnsupportedProp(`types ${resolved.type.join(', ')}`);
    return { ...resolved, type: types[0] };
  }
  return resolved;
}

/** A new array item's props: each schema default, else the type's empty value. */
function emptyValue(schema: JsonSchema, root: JsonSchema): unknown {
  const s = single(schema, root);
  if (s.default !== undefined) return s.default;
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      // The value nearest 0 that the bounds allow.
      return Math.min(Math.max(0, s.minimum ?? 0), s.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, prop]) => [key, emptyValue(prop, root)]));
    default:
      return undefined;
  }
}

const SUMMARY_KEYS = ['title', 'label', 'name', 'heading'];

/** Names each array item in the panel by its title (or label, name, heading), else by its number. */
function itemSummary(item: JsonSchema): (value: Record<string, unknown>, index?: number) => string {
  const key = SUMMARY_KEYS.find((k) => Object.hasOwn(item.properties ?? {}, k));
  return (value, index = 0) => {
    const text = key === undefined ? undefined : value?.[key];
    return typeof text === 'string' && text.trim() !== '' ? text : `Item ${index + 1}`;
  };
}

function objectFields(schema: JsonSchema, root: JsonSchema, path: string): Record<string, Field> {
  const siblings = schema.properties ?? {};
  return Object.fromEntries(Object.entries(siblings).map(([key, prop]) => [key, fieldFor(key, prop, root, `${path}.${key}`, siblings)]));
}

/** The kind of library file a string prop takes (`x-tessera-media` on it or on its nullable inner schema), if any. */
function mediaKind(declared: JsonSchema, inner: JsonSchema): MediaFieldSpec['kind'] | undefined {
  const value = inner[MEDIA_PICKER] ?? declared[MEDIA_PICKER];
  return value === 'image' || value === 'document' ? value : undefined;
}

/** A picker's settings: for images, the alt text and object position props beside it, when the object has them. */
function mediaSpec(kind: MediaFieldSpec['kind'], siblings: Record<string, JsonSchema>, root: JsonSchema): MediaFieldSpec {
  if (kind !== 'image') return { kind };
  const shape = (key: string) => {
    if (!Object.hasOwn(siblings, key)) return undefined;
    try {
      return single(siblings[key]!, root);
    } catch (error) {
      // The sibling's own field reports its shape.
      if (error instanceof UnsupportedProp) return undefined;
      throw error;
    }
  };
  const altProp = ALT_PROPS.find((key) => shape(key)?.type === 'string');
  const options = shape(POSITION_PROP)?.enum?.filter((v): v is string => typeof v === 'string');
  return { kind, ...(altProp ? { altProp } : {}), ...(options?.length ? { position: { prop: POSITION_PROP, options } } : {}) };
}

/** The help text of a prop: on its schema or on the inner schema of a nullable or optional prop. */
function helpOf(declared: JsonSchema, inner: JsonSchema): string | undefined {
  const text = declared.description ?? inner.description;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** Puck field metadata Tessera reads: `help` is shown under the field (see page-editor/validation.tsx). */
export interface TesseraFieldMetadata {
  help?: string;
}

function fieldFor(name: string, schema: JsonSchema, root: JsonSchema, path: string, siblings: Record<string, JsonSchema>): Field {
  const field = widgetFor(name, schema, root, path, siblings);
  const help = helpOf(resolve(schema, root), single(schema, root));
  return help === undefined ? field : ({ ...field, metadata: { ...field.metadata, help } } as Field);
}

function widgetFor(name: string, schema: JsonSchema, root: JsonSchema, path: string, siblings: Record<string, JsonSchema>): Field {
  const s = single(schema, root);
  const label = resolve(schema, root).title ?? s.title ?? humanize(name);
  const values = s.enum ?? ('const' in s ? [s.const] : undefined);
  if (values) return { type: 'select', label, options: values.map((value) => ({ label: optionLabel(value), value: value as string | number | boolean | null })) };
  switch (s.type) {
    case 'string': {
      const kind = mediaKind(resolve(schema, root), s);
      if (kind) return { type: 'custom', label, render: MediaField, metadata: { media: mediaSpec(kind, siblings, root) } };
      if (s[RICH_TEXT] === true || resolve(schema, root)[RICH_TEXT] === true) return { type: 'custom', label, render: RichTextField };
      const declared = resolve(schema, root);
      if (s[DATA_SOURCE_PICKER] === true || declared[DATA_SOURCE_PICKER] === true) return { type: 'custom', label, render: DataSourceField };
      const column = s[DATA_COLUMN_PICKER] ?? declared[DATA_COLUMN_PICKER];
      if (column === 'x' || column === 'y') return { type: 'custom', label, render: ColumnField, metadata: { column } };
      const format = s.format ?? declared.format;
      if (format === 'date-time') return { type: 'custom', label, render: DateTimeField };
      if (format === 'date') return { type: 'custom', label, render: DateField };
      return { type: isTextarea(name, s) ? 'textarea' : 'text', label };
    }
    case 'number':
    case 'integer': {
      const min = s.minimum ?? s.exclusiveMinimum;
      const max = s.maximum ?? s.exclusiveMaximum;
      return {
        type: 'number',
        label,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(s.type === 'integer' ? { step: 1 } : {}),
      };
    }
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'array': {
      const item = s.items ? single(s.items, root) : undefined;
      if (item?.type !== 'object' || !item.properties) throw new UnsupportedProp(`${path}: a list of anything but objects`);
      const template = emptyValue(item, root);
      return {
        type: 'array',
        label,
        arrayFields: objectFields(item, root, `${path}.n`),
        getItemSummary: itemSummary(item),
        defaultItemProps: () => structuredClone(template) as Record<string, unknown>,
        ...(s.minItems !== undefined ? { min: s.minItems } : {}),
        ...(s.maxItems !== undefined ? { max: s.maxItems } : {}),
      };
    }
    case 'object':
      if (!s.properties) throw new UnsupportedProp(`${path}: an object without named properties`);
      return { type: 'object', label, objectFields: objectFields(s, root, path) };
    default:
      throw new UnsupportedProp(`${path}: a value of no fixed type`);
  }
}

/**
 * The Puck fields of a kind: one per prop, in schema order, then one slot field per slot.
 * Throws for a prop shape no Puck field fits unless `overrides` gives that prop a widget.
 */
export function puckFields(def: ComponentDefinition, overrides: Record<string, Field> = {}): Record<string, Field> {
  const root = z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields: Record<string, Field> = {};
  for (const [name, prop] of Object.entries(root.properties ?? {})) {
    if (Object.hasOwn(overrides, name)) {
      fields[puckKey(name)] = overrides[name]!;
      continue;
    }
    try {
      fields[puckKey(name)] = fieldFor(name, prop, root, name, root.properties ?? {});
    } catch (error) {
      if (!(error instanceof UnsupportedProp)) throw error;
      throw new Error(`Component "${def.name}": prop "${name}" has no editor field (${error.message}); give it a widget override`);
    }
  }
  for (const [slot, spec] of Object.entries(def.slots)) {
    fields[slot] = { type: 'slot', label: spec.label ?? humanize(slot), ...(spec.allow ? { allow: [...spec.allow] } : {}) };
  }
  return fields;
}

/**
 * Validates props as the server will and maps each problem to its prop path
 * (`ctaLinks.0.href`), first message per path, for showing beside the field. Accepts Puck
 * item props too: `id`, slots and the adapter's reserved props are not props.
 */
export function validateProps(def: ComponentDefinition, props: Record<string, unknown>): Record<string, string> {
  const own = withOwnId(
    Object.fromEntries(
      Object.entries(props).filter(([key]) => key !== 'id' && (key === RESERVED_PROPS.propId || !isReservedProp(key)) && !Object.hasOwn(def.slots, key)),
    ),
  );
  const result = withHtmlSanitizer(sanitizePreview, () => def.props.safeParse(own));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  const add = (path: readonly PropertyKey[], text: string) => {
    const key = path.map((part, i) => (i === 0 ? puckKey(String(part)) : String(part))).join('.');
    if (!Object.hasOwn(errors, key)) Object.defineProperty(errors, key, { value: text, enumerable: true, writable: true, configurable: true });
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], `Unknown prop "${key}"`);
    } else add(issue.path, issue.message);
  }
  return errors;
}
