/**
 * Which props of a kind can be edited in place on the canvas, and what typing there may store.
 * Derived from the kind's zod schema (no marker in the definitions): a prop qualifies when it is
 * - rich text (`richText()`, marked `x-tessera-rich-text`): edited with the rich-text editor; or
 * - a plain string with a length limit of at most {@link MAX_INLINE_LENGTH}, no fixed choices,
 *   no format or pattern, and not an address, alt text, identifier or input placeholder
 *   (those are not words a visitor reads on the page).
 * Only top-level props qualify (list items are edited in the panel). On the canvas a prop is
 * offered only where its current value is shown as the whole text of an element of the node's
 * own markup (inline-text.tsx), so text a view does not show stays in the panel.
 */
import { z } from 'zod';
import type { ComponentDefinition } from '../../core/component';
import { MEDIA_PICKER, RICH_TEXT } from '../../core/schemas';

export interface InlineProp {
  name: string;
  kind: 'text' | 'rich';
  /** Plain text that may hold line breaks (Shift+Enter); single-line text turns them into spaces. */
  multiline: boolean;
  maxLength?: number;
}

/** Longer plain text is prose for the panel's text box. */
export const MAX_INLINE_LENGTH = 2000;
/** Plain text allowed to be longer than this is multi-line (a heading's 300 characters are one line). */
const MULTILINE_LENGTH = 300;

/** Props that are not words on the page: addresses, alt texts, identifiers, placeholders. */
const NOT_SHOWN = /(href|url|src|path)$|alt(text)?$|(^|[a-z])(id|key|hash)$|^(placeholder|symbol|appkey|formname|cookiename|eventcode)$/i;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** The string schema of a prop, without a `null` alternative; undefined for anything else. */
function stringSchema(schema: JsonSchema): JsonSchema | undefined {
  const alternatives = schema.anyOf?.filter((s) => s.type !== 'null');
  const s = alternatives ? (alternatives.length === 1 ? { ...schema, ...alternatives[0] } : undefined) : schema;
  return s?.type === 'string' && !s.enum && !('const' in s) ? s : undefined;
}

const cache = new WeakMap<ComponentDefinition, readonly InlineProp[]>();

/** The props of `def` that may be edited in place, in schema order. */
export function inlineProps(def: ComponentDefinition): readonly InlineProp[] {
  const cached = cache.get(def);
  if (cached) return cached;
  const root = z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found: InlineProp[] = [];
  for (const [name, declared] of Object.entries(root.properties ?? {})) {
    if (Object.hasOwn(def.slots, name)) continue;
    const s = stringSchema(declared);
    if (!s) continue;
    if (s[RICH_TEXT] === true || declared[RICH_TEXT] === true) {
      found.push({ name, kind: 'rich', multiline: true, ...(s.maxLength !== undefined ? { maxLength: s.maxLength } : {}) });
      continue;
    }
    if (s[MEDIA_PICKER] !== undefined || declared[MEDIA_PICKER] !== undefined || s.format || s.pattern) continue;
    if (s.maxLength === undefined || s.maxLength > MAX_INLINE_LENGTH || NOT_SHOWN.test(name)) continue;
    found.push({ name, kind: 'text', multiline: s.maxLength > MULTILINE_LENGTH, maxLength: s.maxLength });
  }
  cache.set(def, found);
  return found;
}

/**
 * What typing in place stores: the element's text with no-break spaces (which browsers insert
 * for runs of typed spaces) as spaces, control and zero-width characters removed, and line
 * breaks kept only for multi-line props (else each becomes a space). Not trimmed while typing,
 * as the panel's inputs are not: the schema trims when the draft is validated.
 */
export function typedText(raw: string, { multiline }: { multiline: boolean }): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\t/g, ' ');
  return multiline ? text : text.replace(/\n+/g, ' ');
}

/** Text compared the way it reads: runs of white space as one space, no space at either end. */
export function readsAs(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
