/**
 * Pasted HTML (Word, Google Docs, web pages) cleaned to the rich-text allow-list
 * (`RICH_TEXT_POLICY` in core/html.ts) before the editor reads it: styles, classes, ids,
 * spans, fonts, comments, Office markup (`o:p`, `v:*`, `w:*`) and Google's
 * `docs-internal-guid` wrapper go; headings, lists, links, tables and bold, italic,
 * underline, strike-through, superscript and subscript stay, including those Word and Google
 * Docs express only as inline styles. Word's list paragraphs become real lists.
 */
import { RICH_TEXT_POLICY } from '../../core/html';
import { linkProblem } from './link-rule';

/** What the cleaner needs of a `DOMParser` (the browser's, or a test DOM's). */
export interface HtmlParser {
  parseFromString(html: string, type: 'text/html'): Document;
}

/** Spans only ever carry styling in pasted HTML; the styling they mean is turned into tags first. */
const KEPT_TAGS = new Set<string>(RICH_TEXT_POLICY.allowedTags.filter((tag) => tag !== 'span'));

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script', 'style', 'meta', 'link', 'title', 'head', 'template', 'xml', 'iframe', 'object', 'embed', 'frame', 'frameset', 'noscript',
  'img', 'picture', 'svg', 'math', 'video', 'audio', 'canvas', 'map', 'button', 'input', 'select', 'textarea', 'form',
  'colgroup', 'col',
]);

const RENAMED: Record<string, string> = { h1: 'h2', b: 'strong', i: 'em', strike: 's', del: 's', ins: 'u', cite: 'em', var: 'em', dfn: 'em', kbd: 'code', samp: 'code', tt: 'code' };

/** Block elements kept as paragraphs when they hold only inline content. */
const PARAGRAPH_LIKE = new Set(['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'address', 'center', 'dd', 'dt', 'figure', 'figcaption', 'details', 'summary']);
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'dl', ...PARAGRAPH_LIKE, 'h1']);
/** Blocks dropped when nothing but white space is left in them (Word's `<p><o:p>&nbsp;</o:p></p>`). */
const DROPPED_WHEN_EMPTY = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'strong', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'a', 'abbr']);

/** Elements (and the output's root `div`) in which text that is only white space means nothing. */
const HOLDS_BLOCKS = new Set(['div', 'ul', 'ol', 'table', 'thead', 'tbody', 'tr']);

const SPAN_NUMBER = /^[1-9][0-9]{0,2}$/;

/** `style="a: b; c: d"` as a map of lower-case property names. */
function styles(element: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    out.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim().toLowerCase());
  }
  return out;
}

function isBoldWeight(weight: string | undefined): boolean {
  if (!weight) return false;
  if (weight === 'bold' || weight === 'bolder') return true;
  const number = Number.parseInt(weight, 10);
  return Number.isFinite(number) && number >= 600;
}

function isNormalWeight(weight: string | undefined): boolean {
  return weight === 'normal' || weight === 'lighter' || weight === '400' || weight === '300';
}

/** The tags the inline styles of a pasted element stand for (Google Docs writes bold as `font-weight:700`). */
function styleTags(element: Element, within: Set<string>): string[] {
  const style = styles(element);
  const tags: string[] = [];
  const inHeading = ['h2', 'h3', 'h4', 'h5', 'h6'].some((tag) => within.has(tag));
  if (!inHeading && !within.has('strong') && isBoldWeight(style.get('font-weight'))) tags.push('strong');
  if (!within.has('em') && style.get('font-style') === 'italic') tags.push('em');
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  // Links show underlined anyway; Google Docs underlines the text inside every link.
  if (!within.has('u') && !within.has('a') && decoration.includes('underline')) tags.push('u');
  if (!within.has('s') && decoration.includes('line-through')) tags.push('s');
  const align = style.get('vertical-align');
  if (align === 'super' && !within.has('sup')) tags.push('sup');
  if (align === 'sub' && !within.has('sub')) tags.push('sub');
  return tags;
}

function isHidden(element: Element): boolean {
  const style = styles(element);
  return style.get('display') === 'none' || style.get('mso-list') === 'ignore' || element.getAttribute('aria-hidden') === 'true';
}

// --- Word -----------------------------------------------------------------------------------

/**
 * Word's downlevel-revealed conditional content (`<![if !supportLists]>·<![endif]>`) is the
 * bullet or number of a list paragraph as text, for browsers without list support: with real
 * lists it would show twice.
 */
function dropConditionalContent(root: Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x80 /* NodeFilter.SHOW_COMMENT */);
  const starts: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/^\[if\s+!/i.test((node as Comment).data.trim())) starts.push(node as Comment);
  }
  for (const start of starts) {
    let next = start.nextSibling;
    while (next && !(next.nodeType === 8 && /^\[endif\]/i.test((next as Comment).data.trim()))) {
      const following = next.nextSibling;
      next.parentNode?.removeChild(next);
      next = following;
    }
  }
}

interface WordListItem {
  paragraph: Element;
  list: string;
  level: number;
  ordered: boolean;
}

/** A Word list paragraph (`style="mso-list:l0 level1 lfo1"`): which list, how deep, bullets or numbers. */
function wordListItem(element: Element): WordListItem | undefined {
  if (element.tagName.toLowerCase() !== 'p') return undefined;
  const msoList = styles(element).get('mso-list');
  const match = msoList ? /^(l\d+)\s+level(\d+)/.exec(msoList) : null;
  if (!match) return undefined;
  return { paragraph: element, list: match[1]!, level: Number(match[2]), ordered: isNumberMarker(wordMarker(element)) };
}

/** The text of the bullet or number Word writes before a list paragraph's text. */
function wordMarker(paragraph: Element): string {
  const ignored = [...paragraph.querySelectorAll('[style]')].find((el) => styles(el).get('mso-list') === 'ignore');
  if (ignored) return ignored.textContent ?? '';
  let text = '';
  let inside = false;
  for (const node of paragraph.childNodes) {
    if (node.nodeType === 8) {
      const data = (node as Comment).data.trim();
      if (/^\[if\s+!supportLists/i.test(data)) inside = true;
      else if (/^\[endif\]/i.test(data) && inside) break;
    } else if (inside) text += node.textContent ?? '';
  }
  return text;
}

function isNumberMarker(marker: string): boolean {
  return /^\s*(\d+|[a-z]|[ivxlcdm]+)[.)]/i.test(marker.replace(/\u00a0/g, ' '));
}

/** Turns each run of Word list paragraphs under `parent` into nested `ul`/`ol` lists. */
function buildWordLists(parent: Element): void {
  const children = [...parent.children];
  for (const child of children) if (!wordListItem(child)) buildWordLists(child);
  let run: WordListItem[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const doc = parent.ownerDocument;
    const first = run[0]!.paragraph;
    const stack: { level: number; list: Element }[] = [];
    const top = doc.createDocumentFragment();
    for (const item of run) {
      while (stack.length > 0 && stack[stack.length - 1]!.level > item.level) stack.pop();
      let current = stack[stack.length - 1];
      if (!current || current.level < item.level) {
        const list = doc.createElement(item.ordered ? 'ol' : 'ul');
        const holder = current ? current.list.lastElementChild : null;
        (holder ?? top).appendChild(list);
        current = { level: item.level, list };
        stack.push(current);
      }
      const li = doc.createElement('li');
      while (item.paragraph.firstChild) li.appendChild(item.paragraph.firstChild);
      current.list.appendChild(li);
    }
    parent.insertBefore(top, first);
    for (const item of run) item.paragraph.remove();
    run = [];
  };
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === 3 && !(child.textContent ?? '').trim()) continue;
    const item = child.nodeType === 1 ? wordListItem(child as Element) : undefined;
    if (item && (run.length === 0 || run[0]!.list === item.list || item.level > 1)) run.push(item);
    else {
      flush();
      if (item) run.push(item);
    }
  }
  flush();
}

// --- Google Docs ----------------------------------------------------------------------------

/** Google Docs writes a nested list as a `ul` directly inside its parent `ul`: move it into the item above. */
function nestListsInItems(root: Element): void {
  for (const list of [...root.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')]) {
    const item = list.previousElementSibling;
    if (item && item.tagName.toLowerCase() === 'li') item.appendChild(list);
    else {
      const li = list.ownerDocument.createElement('li');
      list.replaceWith(li);
      li.appendChild(list);
    }
  }
}

// --- Rebuilding on the allow-list -----------------------------------------------------------

function keptAttributes(tag: string, from: Element): [string, string][] {
  const out: [string, string][] = [];
  if (tag === 'a') {
    const href = (from.getAttribute('href') ?? '').trim();
    if (href && linkProblem(href) === undefined) out.push(['href', href]);
  }
  if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan']) {
      const value = from.getAttribute(name)?.trim();
      if (value && value !== '1' && SPAN_NUMBER.test(value)) out.push([name, value]);
    }
  }
  if (tag === 'th') {
    const scope = from.getAttribute('scope')?.trim().toLowerCase();
    if (scope === 'col' || scope === 'row' || scope === 'colgroup' || scope === 'rowgroup') out.push(['scope', scope]);
  }
  if (tag === 'abbr') {
    const title = from.getAttribute('title');
    if (title) out.push(['title', title]);
  }
  return out;
}

function hasBlockChild(element: Element): boolean {
  return [...element.children].some((child) => BLOCKS.has(child.tagName.toLowerCase()) || (child.tagName.toLowerCase() === 'div'));
}

/** The clean copy of `node`'s children, appended to `into`. `within` holds the kept tags around it. */
function copyChildren(node: Node, into: Node, within: Set<string>): void {
  for (const child of [...node.childNodes]) copy(child, into, within);
}

function copy(node: Node, into: Node, within: Set<string>): void {
  const doc = into.ownerDocument!;
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    if (within.has('pre')) into.appendChild(doc.createTextNode(text));
    // Source line breaks are spaces, and white space between blocks is nothing.
    else if (text.trim() !== '' || !HOLDS_BLOCKS.has(into.nodeName.toLowerCase())) into.appendChild(doc.createTextNode(text.replace(/[\r\n]+/g, ' ')));
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  // `o:p`, `v:shape`, `w:sdt`...: Office markup.
  const name = element.tagName.toLowerCase();
  if (name.includes(':') || DROPPED.has(name) || isHidden(element)) return;
  if (name === 'br') {
    // Google Docs ends the clipboard with an `Apple-interchange-newline` break, and puts breaks between blocks for blank lines.
    if (!HOLDS_BLOCKS.has(into.nodeName.toLowerCase()) && !(element.getAttribute('class') ?? '').includes('Apple-interchange-newline')) into.appendChild(doc.createElement('br'));
    return;
  }
  if ((name === 'b' || name === 'strong') && isNormalWeight(styles(element).get('font-weight'))) {
    // Google Docs' `<b style="font-weight:normal" id="docs-internal-guid-…">` around everything.
    copyChildren(element, into, within);
    return;
  }
  let tag = RENAMED[name] ?? name;
  if (PARAGRAPH_LIKE.has(tag)) tag = hasBlockChild(element) || within.has('li') || within.has('td') || within.has('th') ? '' : 'p';
  if (tag === 'tfoot') tag = 'tbody';
  if (tag && !KEPT_TAGS.has(tag)) tag = '';
  if (tag === 'a' && keptAttributes('a', element).length === 0) tag = '';
  if (tag === 'p' && (within.has('p') || within.has('h2') || within.has('h3') || within.has('h4') || within.has('h5') || within.has('h6'))) tag = '';

  let target: Node = into;
  const inner = new Set(within);
  if (tag) {
    const out = doc.createElement(tag);
    for (const [attribute, value] of keptAttributes(tag, element)) out.setAttribute(attribute, value);
    into.appendChild(out);
    target = out;
    inner.add(tag);
  }
  for (const styleTag of styleTags(element, inner)) {
    const wrapper = doc.createElement(styleTag);
    target.appendChild(wrapper);
    target = wrapper;
    inner.add(styleTag);
  }
  copyChildren(element, target, inner);
}

/** Removes elements that ended up holding nothing visible, innermost first. */
function dropEmpty(root: Element): void {
  const elements = [...root.querySelectorAll('*')].reverse();
  for (const element of elements) {
    if (!DROPPED_WHEN_EMPTY.has(element.tagName.toLowerCase())) continue;
    const text = (element.textContent ?? '').replace(/[\s\u00a0]/g, '');
    if (text === '' && !element.querySelector('br, hr, table')) element.remove();
  }
}

/**
 * `html` (a clipboard's `text/html`) as HTML holding only allow-listed tags and attributes,
 * with no styles, classes, ids, spans or comments. Links keep only addresses the link rule
 * accepts; a refused address leaves its text unlinked.
 */
export function cleanPastedHtml(html: string, parser: HtmlParser = new DOMParser()): string {
  const doc = parser.parseFromString(html, 'text/html');
  const body = doc.body;
  // Lists first: a Word list paragraph's bullet or number (in conditional content) tells `ul` from `ol`.
  buildWordLists(body);
  dropConditionalContent(body);
  nestListsInItems(body);
  const out = doc.createElement('div');
  copyChildren(body, out, new Set());
  dropEmpty(out);
  return out.innerHTML.trim();
}
