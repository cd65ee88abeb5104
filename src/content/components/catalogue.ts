import type { ComponentDefinition } from '../../core/component';
import { kindDetail, kindSummary } from '../../core/component-catalogue';
import type { ComponentKindDetail, ComponentKindList, ComponentUsage } from '../../core/contracts/component-catalogue';
import { TesseraError } from '../../core/errors';
import { node, type Node } from '../../core/node';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { validateTree } from '../../core/validate';
import * as store from '../../store';
import { themeFor } from '../../themes';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';
import { renderableDraft, withSiteChrome } from '../documents/trees';
import type { PageToRender } from '../published';

/**
 * The component catalogue (issue 27 item 5): every editor reads it, whatever their sites, as
 * they read the component list the editor is built from. Demo uses list published documents
 * to everyone (visitors see them) and drafts only on the sites the reader may edit.
 */
const READ = 'read the component catalogue';

/** The uses a catalogue entry lists; `total` counts them all (a page layout is on every page). */
export const USES_LISTED = 100;

function definition(ctx: ContentContext, kind: string): ComponentDefinition {
  const def = ctx.registry.get(kind);
  if (!def) throw new TesseraError('NOT_FOUND', { what: `Component kind "${kind}"` });
  return def;
}

/** Every kind, and the themes the catalogue shows each in: those of the sites the reader has a role on. */
export function listComponentKinds(ctx: ContentContext, { actor }: { actor: Actor }): ComponentKindList {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, READ, SOME_SITE);
  return { kinds: ctx.registry.all().map(kindSummary), themes: SITE_IDS.filter((site) => mayEdit(actor, site)).map((site) => ({ site, name: themeFor(site).name })) };
}

/** A kind's facts, slots with their allow-lists, and its props table; NOT_FOUND naming an unknown kind. */
export function getComponentKind(ctx: ContentContext, { actor, kind }: { actor: Actor; kind: string }): ComponentKindDetail {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, READ, SOME_SITE);
  return kindDetail(definition(ctx, kind), ctx.registry);
}

/** The documents whose tree holds the kind, and where the rendered sample's props come from. */
export async function listComponentUsage(ctx: ContentContext, { actor, kind }: { actor: Actor; kind: string }): Promise<ComponentUsage> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, READ, SOME_SITE);
  definition(ctx, kind);
  const rows = await store.documentsUsingKind(ctx.db, { kind });
  const uses = rows.flatMap((row) => {
    if (mayEdit(actor, row.site)) return [row];
    return row.published ? [{ ...row, draft: false }] : [];
  });
  const first = await store.firstPublishedNode(ctx.db, { kind });
  return { uses: uses.slice(0, USES_LISTED), total: uses.length, sample: first ? { site: first.site, path: first.path, title: first.title } : null };
}

/** Placeholder text in each slot that takes rich text, so that a kind without a demo use shows its slots. */
function withSlotText(def: ComponentDefinition, sample: Node): Node {
  const slots: Record<string, Node[]> = {};
  for (const [slot, spec] of Object.entries(def.slots)) {
    const children = sample.slots[slot] ?? [];
    const takesText = !spec.allow || spec.allow.includes('rich-text');
    slots[slot] = children.length === 0 && takesText ? [node('rich-text', { html: `<p>Content of the ${spec.label ?? slot} slot.</p>` })] : children;
  }
  return { ...sample, slots };
}

/** A small body for a layout shown on its own. */
function layoutBody(def: ComponentDefinition): Node[] {
  return [
    node('heading', { text: `Main content of a page in the “${def.label}” layout`, level: 1 }),
    node('rich-text', { html: '<p>The header and footer are the site’s own partials; this text stands for the page’s main content.</p>' }),
  ];
}

/**
 * What the catalogue renders for a kind in `site`'s theme: the first node of the kind on a
 * published demo page (so lists, charts and slots show real content), else its defaults, in
 * the site's page layout without header and footer. A page layout is shown whole with a small
 * body; a fragment with its content in the layout. Values a draft may hold are shown as drafts
 * show them; a sample that does not validate at all is replaced by its defaults.
 */
export async function componentSample(ctx: ContentContext, { actor, kind, site }: { actor: Actor; kind: string; site: SiteId }): Promise<PageToRender> {
  // In a site's theme and with its published content: for those with a role on that site.
  assertAllowed(mayEdit(actor, site), actor, READ, site);
  const def = definition(ctx, kind);
  const found = await store.firstPublishedNode(ctx.db, { kind });
  const layout = themeFor(site).layout;
  const fallback = withSlotText(def, node(def.name, structuredClone(def.defaults) as Record<string, unknown>));
  const treeOf = (sample: Node): Node => {
    if (def.name === 'page-layout' || def.name === 'page-layout-no-banner') return withSiteChrome({ ...sample, slots: { ...sample.slots, main: layoutBody(def) } });
    if (def.rootOnly) return node(layout, {}, { main: sample.slots.content ?? [] });
    return node(layout, {}, { main: [sample] });
  };
  const attempt = (sample: Node): Node | undefined => {
    const result = validateTree(treeOf(sample), { registry: ctx.registry, sanitizeHtml: ctx.sanitizeHtml, incomplete: true });
    return result.ok ? renderableDraft(ctx, result.value) : undefined;
  };
  const tree = (found && attempt(found.node)) ?? attempt(fallback);
  // Defaults always validate as a draft (test/server/component-catalogue.test.ts renders every kind).
  if (!tree) throw new Error(`The sample of component kind "${kind}" does not validate`);
  return { site, path: found?.path ?? '/', title: `${def.label} — ${themeFor(site).name}`, seo: { noindex: true }, tree, kind: 'page' };
}
