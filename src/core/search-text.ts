import type { Node } from './node';

/**
 * The words of a page that site search may find: the text of its components' props (rich text
 * without its markup), never addresses, ids or settings, never what an auth gate guards (its
 * slots are skipped whole, whoever may see them) and never the site's shared partials.
 */
const NOT_TEXT = /(url|href|src|id|ids|path|icon|image|color|colour|class|classname|variant|layout|type|key|level|height|width|interval|position|fit|bg|align|side|size|mode|target|appkey|role|roles|logic|format|unit|date|days|criteria|repeat|autoplay|loop|skiplinktext)$/i;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Rich text as words: tags become spaces. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function propText(key: string, value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (key !== '' && NOT_TEXT.test(key)) return;
    const text = key === 'html' || /<[a-z]/i.test(value) ? htmlText(value) : value.trim();
    if (text && !/^(\/|https?:|#)/.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) propText(key, item, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) propText(k, v, out);
  }
}

/** The searchable text of a tree; `skip` names nodes whose props and slots are left out entirely. */
export function searchableText(tree: Node, skip: (node: Node) => boolean): string {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (skip(node)) return;
    for (const [key, value] of Object.entries(node.props)) propText(key, value, out);
    for (const children of Object.values(node.slots)) children.forEach(visit);
  };
  visit(tree);
  return out.join('\n').slice(0, 200_000);
}
