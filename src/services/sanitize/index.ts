import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY, safeAttributes, type HtmlSanitizer } from '../../core/html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_POLICY.allowedSchemes],
  allowProtocolRelative: false,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
};

/**
 * The server's rich-text sanitizer (`sanitize-html` with core's allow-list): what is stored
 * and served. Every tree the server validates passes its rich text through here.
 */
export const sanitizeRichHtml: HtmlSanitizer = (html) => sanitizeHtml(html, OPTIONS);
