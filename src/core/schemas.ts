import { z } from 'zod';
import { sanitizeRichText } from './html';
import { editorIdProblem } from './ids';

/** Longest link or image address an editor may store. */
export const MAX_URL_LENGTH = 2048;
export const MAX_RICH_TEXT_LENGTH = 100_000;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_HINT = 'a path like /fees, an #anchor, or an http, https, mailto or tel URL';
const IMAGE_HINT = 'a same-origin path like /static/img/logo.svg or an https URL';

/** Whitespace and control characters: browsers strip some of them, which hides schemes like `java\tscript:`. */
function hasSpaceOrControl(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(ch)) return true;
  }
  return false;
}

/**
 * A same-origin absolute path. `//host` is protocol-relative and browsers read `\` as `/`,
 * so both would leave the site.
 */
function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Where a visitor may be sent back to after signing in or out: a path on this site only
 * (never another host, a scheme, `//host` or `\\host`), else `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || hasSpaceOrControl(value)) return fallback;
  return isSameOriginPath(value) ? value : fallback;
}

function absoluteUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function linkProblem(value: string): string | undefined {
  if (hasSpaceOrControl(value)) return 'Links may not contain spaces or control characters; encode spaces as %20';
  if (value.startsWith('#') || value.startsWith('?')) return undefined;
  if (value.startsWith('/') || value.startsWith('\\')) {
    return isSameOriginPath(value) ? undefined : `Links starting with // or containing \\ leave the site; use ${LINK_HINT}`;
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return `Use ${LINK_HINT}`;
  if (!LINK_SCHEMES.has(scheme)) return `Links with the "${scheme}:" scheme are not allowed; use ${LINK_HINT}`;
  if (scheme === 'http' || scheme === 'https') {
    const url = absoluteUrl(value);
    if (!url || !url.hostname) return `"${value}" is not a valid ${scheme} URL`;
    if (url.username || url.password) return 'Links may not contain a user name or password';
  }
  return undefined;
}

function imageProblem(value: string): string | undefined {
  if (hasSpaceOrControl(value)) return 'Image addresses may not contain spaces or control characters';
  if (value.startsWith('/') || value.startsWith('\\')) return isSameOriginPath(value) ? undefined : `Use ${IMAGE_HINT}`;
  const url = value.toLowerCase().startsWith('https://') ? absoluteUrl(value) : undefined;
  if (!url || !url.hostname || url.username || url.password) return `Use ${IMAGE_HINT}`;
  return undefined;
}

/** Whether an image address passes the image URL rule (for values read back from storage). */
export function isSafeImageSrc(value: string): boolean {
  return value !== '' && imageProblem(value) === undefined;
}

/**
 * JSON Schema keyword marking address props the editor can fill from the media library:
 * `image` for image addresses, `document` for links (which may point at an uploaded PDF).
 */
export const MEDIA_PICKER = 'x-tessera-media';

export interface UrlSchemaOptions {
  /** Accept `''` for "no link" / "no image" (optional fields an editor may clear). */
  allowEmpty?: boolean;
}

function urlSchema(problem: (value: string) => string | undefined, hint: string, options: UrlSchemaOptions) {
  return z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const text = value === '' ? (options.allowEmpty ? undefined : `Enter ${hint}`) : problem(value);
      if (text) ctx.addIssue({ code: 'custom', message: text });
    });
}

/**
 * A link target: a same-origin path (`/fees`), a fragment (`#end-of-day`), a query
 * (`?year=2024`), or an http, https, mailto or tel URL. Every other scheme (`javascript:`,
 * `data:`, ...) is rejected with a message naming it.
 */
export function href(options: UrlSchemaOptions = {}) {
  return urlSchema(linkProblem, LINK_HINT, options).meta({ [MEDIA_PICKER]: 'document' });
}

/** An image address: a same-origin path (`/static/img/x.svg`) or an https URL. */
export function imageSrc(options: UrlSchemaOptions = {}) {
  return urlSchema(imageProblem, IMAGE_HINT, options).meta({ [MEDIA_PICKER]: 'image' });
}

/** JSON Schema keyword marking `richText()` props: the editor shows them as formatted text, not HTML. */
export const RICH_TEXT = 'x-tessera-rich-text';

/** Editor HTML, stored sanitized: parsing replaces the value by its sanitized form. */
export function richText() {
  return z
    .string()
    .max(MAX_RICH_TEXT_LENGTH, `Rich text is at most ${MAX_RICH_TEXT_LENGTH.toLocaleString('en-US')} characters`)
    .overwrite(sanitizeRichText)
    .meta({ [RICH_TEXT]: true });
}

/**
 * An element id an editor chooses (anchor names, section hashes, tab ids): never one the
 * platform uses (see `ids.ts`).
 */
export function elementId(options: UrlSchemaOptions = {}) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '' && options.allowEmpty) return;
      const problem = editorIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A heading level, `1` to `6`. */
export function headingLevel() {
  return z.literal([1, 2, 3, 4, 5, 6], { error: 'Heading level must be a whole number from 1 to 6' });
}

/** Largest spacing step; steps are quarters of the theme's `--t-space` (Tailwind's scale). */
export const MAX_SPACING = 16;

/**
 * A gap or padding in quarter steps of `--t-space`: with `--t-space: 1rem`, `4` is 1rem, as
 * in the specification's grid-2024 demo ("gaps 4 and 0").
 */
export function spacing() {
  return z
    .number()
    .int('Spacing must be a whole number of steps')
    .min(0, 'Spacing must be 0 or more')
    .max(MAX_SPACING, `Spacing is at most ${MAX_SPACING} steps`);
}

export const ALIGN_ITEMS = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type AlignItems = (typeof ALIGN_ITEMS)[number];
export const JUSTIFY_CONTENT = ['start', 'center', 'end', 'between', 'around', 'evenly'] as const;
export type JustifyContent = (typeof JUSTIFY_CONTENT)[number];

/** Cross-axis alignment of flex children. */
export function alignItems() {
  return z.enum(ALIGN_ITEMS);
}

/** Main-axis distribution of flex children. */
export function justifyContent() {
  return z.enum(JUSTIFY_CONTENT);
}

const CSS_LENGTH = /^(auto|0|\d{1,4}(\.\d{1,2})?(px|rem|em|%|vh|vw))$/;

/**
 * A CSS length such as `33%`, `20rem`, `480px` or `auto`. Only this shape is accepted, so
 * the value can go into a style attribute without smuggling other declarations.
 */
export function cssLength() {
  return z
    .string()
    .trim()
    .regex(CSS_LENGTH, 'Use a CSS length such as 33%, 20rem, 480px or auto');
}
