/**
 * The editor's rich-text sanitizer: the browser counterpart of `services/sanitize`, used
 * when the editor parses props (field checks, the canvas). It only keeps previews harmless:
 * script-like elements, event-handler attributes, script URLs and platform ids go. The
 * server sanitizes for real on save, with the allow-list of src/core/html.ts.
 */
import type { HtmlSanitizer } from '../core/html';
import { isEditorId } from '../core/ids';

const DROPPED_ELEMENTS = 'script, style, iframe, object, embed, frame, frameset, link, meta, base, template';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']);

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme.
  const scheme = [...value]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || scheme.startsWith('data:text/html');
}

/**
 * Texts sanitized lately, oldest first: a duplicate or a paste validates copies of texts
 * already seen, and each parse is a whole document. Bounded: the oldest goes first.
 */
const recent = new Map<string, string>();
const RECENT_MAX = 500;

export const sanitizePreview: HtmlSanitizer = (html) => {
  // Without a DOM (the editor's code under Node, in tests): the text alone, which cannot run anything.
  if (typeof document === 'undefined') return html.replace(/<[^>]*>?/g, '');
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeNow(html);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(html, clean);
  return clean;
};

/**
 * A document without a browsing context, reused for every text: nothing parsed into it loads or
 * runs, and parsing into its body costs a fraction of a new DOMParser document per text (the
 * editor validates every rich text of a page as it opens: 600 of them at 2,000 components).
 */
let inert: Document | undefined;

function sanitizeNow(html: string): string {
  inert ??= document.implementation.createHTMLDocument('');
  const body = inert.body;
  body.innerHTML = html;
  for (const element of body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const unsafe = name.startsWith('on') || (URL_ATTRIBUTES.has(name) && isScriptUrl(attribute.value)) || (name === 'id' && !isEditorId(attribute.value));
      if (unsafe) element.removeAttribute(attribute.name);
    }
  }
  const clean = body.innerHTML;
  body.replaceChildren();
  return clean;
}

/** The same, with `sanitize-html`'s call shape (options are ignored). */
export default function sanitizeHtml(html: string, _options?: unknown): string {
  return sanitizePreview(String(html ?? ''));
}
