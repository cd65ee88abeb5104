/**
 * Browser stand-in for the npm package `sanitize-html` in the editor bundle (aliased by
 * src/server/editor-assets.ts). It only keeps previews harmless: script-like elements,
 * event-handler attributes and script URLs go. The server sanitizes for real on save,
 * with the allow-list of src/core/html.ts, so options are accepted and ignored here.
 */
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

export function sanitizePreview(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const unsafe = name.startsWith('on') || (URL_ATTRIBUTES.has(name) && isScriptUrl(attribute.value)) || (name === 'id' && !isEditorId(attribute.value));
      if (unsafe) element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
}

function sanitizeHtml(html: string, _options?: unknown): string {
  return sanitizePreview(String(html ?? ''));
}

export default sanitizeHtml;
