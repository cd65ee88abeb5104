import type { z } from 'zod';
import type { Registry } from '../../core/component';
import type { Node } from '../../core/node';
import { htmlText } from '../../core/search-text';

/**
 * Bumped whenever `pageBodyText` changes what it keeps: pages indexed by an older version are
 * indexed again when the server starts (see `reindexStalePages`).
 */
export const SEARCH_TEXT_VERSION = 2;

/** Props that are never body text, whatever their schema says: addresses, settings, image descriptions, hints. */
const NOT_TEXT =
  /(url|href|src|id|ids|path|icon|image|color|colour|class|classname|variant|layout|type|key|level|height|width|interval|position|fit|bg|align|side|size|mode|target|appkey|role|roles|logic|format|unit|date|days|criteria|repeat|autoplay|loop|skiplinktext|alt|alttext|arialabel|placeholder|tooltip|symbol|symbols|code|poster|collection|collections)$/i;

/** Kinds whose text lists notices of a collection, and so can stand for a notice that has no document. */
const NOTICE_LISTS: Record<string, { byYear: boolean; collections: (props: Record<string, unknown>) => string[] }> = {
  'notice-list': { byYear: true, collections: (p) => listed(p.searchCollections) },
  'rule-book': { byYear: false, collections: (p) => listed(p.searchCollections) },
  // Its tabs list documents by type; on the MERS sites that is the MERS documents collection.
  'mers-docs-tabs': { byYear: false, collections: () => ['mers-documents'] },
};

/** Props of a kind that are controls rather than text (a help button's "Click for help"). */
const CONTROL_PROPS: Record<string, readonly string[]> = { 'help-tooltip': ['label'] };

function listed(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (item && typeof item === 'object' && typeof (item as { collection?: unknown }).collection === 'string' ? [(item as { collection: string }).collection] : []));
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; format?: string; checks?: { _zod: { def: { check: string } } }[]; options?: z.ZodType[] };
const defOf = (schema: z.ZodType | undefined): Def | undefined => (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The schema under wrappers (optional, default, nullable, pipe …). */
function unwrap(schema: z.ZodType | undefined): Def | undefined {
  let def = defOf(schema);
  for (let i = 0; def && i < 10; i++) {
    if (def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else break;
  }
  return def;
}

/**
 * Whether a prop's schema says it holds words people read: a plain string. Choices (enums,
 * literals), numbers, switches and strings of a fixed shape (a pattern or a format such as a
 * URL: `16rem`, `#top`, a symbol) are settings. `undefined` when the schema does not say.
 */
function isTextSchema(def: Def | undefined): boolean | undefined {
  if (!def) return undefined;
  if (def.type === 'string') return !def.format && !(def.checks ?? []).some((c) => c._zod.def.check === 'string_format');
  if (def.type === 'union') return undefined;
  return def.type === 'array' || def.type === 'object' ? undefined : false;
}

function propText(key: string, value: unknown, schema: Def | undefined, out: string[]): void {
  if (key !== '' && NOT_TEXT.test(key)) return;
  if (typeof value === 'string') {
    if (isTextSchema(schema) === false) return;
    const text = key === 'html' || /<[a-z]/i.test(value) ? htmlText(value) : value.replace(/\s+/g, ' ').trim();
    if (text && !/^(\/|https?:|#|mailto:|tel:)/.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    const element = schema?.type === 'array' ? unwrap(schema.element) : undefined;
    for (const item of value) propText(key, item, element, out);
  } else if (value && typeof value === 'object') {
    const shape = schema?.type === 'object' ? schema.shape : undefined;
    for (const [k, v] of Object.entries(value)) propText(k, v, shape ? unwrap(shape[k]) : undefined, out);
  }
}

export interface PageBodyText {
  /** The words a visitor reads in the page's content, one block a line: what snippets are cut from. */
  body: string;
  /** The notice collections the page lists (a notice list, the rule book), for notices without a document. */
  lists: string[];
  /** The page's notice list is filtered by year (`?year=`), so a link can open the notice's year. */
  listsByYear: boolean;
}

/**
 * The body text of a page for site search: the words of its content, and nothing a visitor
 * does not read as the page's text. Left out: navigation and site chrome (breadcrumbs, menus,
 * secondary navigation, headers, footers), included partials, what an auth gate guards, image
 * descriptions (alt text), settings (choices, sizes, addresses, symbols) and lines that only
 * repeat the page's title, which results show as their heading.
 */
export function pageBodyText(registry: Registry, tree: Node, { title }: { title: string }): PageBodyText {
  const out: string[] = [];
  const lists = new Set<string>();
  let listsByYear = false;
  const visit = (node: Node) => {
    const def = registry.get(node.name);
    if (node.name === 'include' || def?.chooseSlot !== undefined || def?.category === 'navigation' || def?.chrome) return;
    const list = NOTICE_LISTS[node.name];
    if (list) {
      for (const c of list.collections(node.props)) lists.add(c);
      listsByYear ||= list.byYear;
    }
    const controls = CONTROL_PROPS[node.name] ?? [];
    const props = controls.length ? Object.fromEntries(Object.entries(node.props).filter(([k]) => !controls.includes(k))) : node.props;
    propText('', props, unwrap(def?.props), out);
    for (const children of Object.values(node.slots)) children.forEach(visit);
  };
  visit(tree);
  const heading = title.trim().toLowerCase();
  const lines: string[] = [];
  for (const line of out) if (line.toLowerCase() !== heading && line !== lines.at(-1)) lines.push(line);
  return { body: lines.join('\n').slice(0, 200_000), lists: [...lists], listsByYear };
}
