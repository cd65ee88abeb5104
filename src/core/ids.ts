/**
 * Element ids live in two namespaces that can never meet (DESIGN.md §7a): every id the
 * platform renders begins with `tessera-`; ids chosen by editors (anchors, rich text,
 * collapsible hashes, tabs, toolsets) never do. So no content can shadow the island data,
 * the skip-link target or a component's ARIA references.
 */
export const PLATFORM_ID_PREFIX = 'tessera-';

/** An editor's id: a letter, then letters, digits, `-` and `_`; at most 100 characters. */
const EDITOR_ID = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

/** The platform's id for a part of a node (`tessera-{nodeId}-{part}`) or a page-level element. */
export function platformId(...parts: string[]): string {
  return PLATFORM_ID_PREFIX + parts.join('-');
}

/** Why `value` cannot be an editor's element id, or `undefined` when it can. */
export function editorIdProblem(value: string): string | undefined {
  if (!EDITOR_ID.test(value)) return 'Use letters, digits, - and _ starting with a letter, e.g. end-of-day';
  if (value.toLowerCase().startsWith(PLATFORM_ID_PREFIX)) return `Names starting with "${PLATFORM_ID_PREFIX}" are reserved for the platform`;
  return undefined;
}

/** Whether an id may appear in editor content. */
export function isEditorId(value: string): boolean {
  return editorIdProblem(value) === undefined;
}

/** The page's `<main>`: the skip link's target. */
export const MAIN_ID = platformId('main');
/** The island data of a page (`render/islands.ts`). */
export const ISLANDS_DATA_ID = platformId('islands');

/** What a preview frame posts to the editor when Escape is pressed inside it (render/client/preview.client.ts). */
export const PREVIEW_ESCAPE_MESSAGE = 'tessera-preview:escape';
