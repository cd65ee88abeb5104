import sanitizeHtml from 'sanitize-html';
import { isEditorId } from './ids';

/** Targets that stay in the current browsing context; any other opens a window that could reach back via `opener`. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

/**
 * Links opening another window get `rel="noopener noreferrer"` (kept alongside any rel the
 * editor set). Target keywords are case-insensitive in HTML, so `_BLANK` counts too.
 */
function safeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.target === undefined || SAME_CONTEXT_TARGETS.has(attribs.target.trim().toLowerCase())) return attribs;
  const rel = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  rel.add('noopener').add('noreferrer');
  return { ...attribs, rel: [...rel].join(' ') };
}

/** Keeps an element's id only when an editor may choose it: never one of the platform's (ids.ts). */
function editorId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.id === undefined || isEditorId(attribs.id)) return { tagName, attribs };
  const { id: _dropped, ...rest } = attribs;
  return { tagName, attribs: rest };
}

/**
 * Rich text is stored sanitized: only these tags and attributes survive, links get safe
 * schemes, and every editor-supplied HTML string passes through here on validation.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => editorId(tagName, safeTarget(attribs)),
    '*': editorId,
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
