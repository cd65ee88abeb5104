/**
 * Rich text (DESIGN.md §7a): the allow-list every sanitizer applies, and how a parse gets
 * its sanitizer. The sanitizers themselves live outside core, which runs anywhere:
 * `services/sanitize` on the server (the one that counts: what is stored), and the editor's
 * DOM-based preview in the browser.
 */
import { isEditorId } from './ids';

/** Tags, attributes and URL schemes that survive in stored rich text; everything else goes. */
export const RICH_TEXT_POLICY = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'span', 'abbr',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'lang'],
  } as Readonly<Record<string, readonly string[]>>,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
} as const;

/** Targets that stay in the current browsing context; any other opens a window that could reach back via `opener`. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

/**
 * The attributes of an allowed element as they are stored: an id only when an editor may
 * choose it (never one of the platform's, `ids.ts`), and `rel="noopener noreferrer"` added
 * (beside the editor's own rel values) to links that open another window — target keywords
 * are case-insensitive, so `_BLANK` counts too.
 */
export function safeAttributes(tagName: string, attributes: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...attributes };
  if (out.id !== undefined && !isEditorId(out.id)) delete out.id;
  if (tagName === 'a' && out.target !== undefined && !SAME_CONTEXT_TARGETS.has(out.target.trim().toLowerCase())) {
    const rel = new Set((out.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    rel.add('noopener').add('noreferrer');
    out.rel = [...rel].join(' ');
  }
  return out;
}

/** Turns editor HTML into HTML that passes `RICH_TEXT_POLICY`. */
export type HtmlSanitizer = (html: string) => string;

let active: HtmlSanitizer | undefined;

/**
 * Runs a synchronous parse (zod) with `sanitize` as the sanitizer of every `richText()`
 * field it meets. Validation takes the sanitizer as a dependency instead of importing one,
 * so the same schemas parse on the server and in the browser.
 */
export function withHtmlSanitizer<T>(sanitize: HtmlSanitizer, parse: () => T): T {
  const previous = active;
  active = sanitize;
  try {
    return parse();
  } finally {
    active = previous;
  }
}

/** Sanitizes with the current parse's sanitizer; outside `withHtmlSanitizer` it fails closed. */
export function sanitizeRichText(html: string): string {
  if (!active) throw new Error('Rich text was parsed without a sanitizer: wrap the parse in withHtmlSanitizer() (DESIGN.md §7a)');
  return active(html);
}
