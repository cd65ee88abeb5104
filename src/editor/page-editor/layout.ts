import type { EditorSite } from '../../core/contracts';
import type { Node } from '../../core/node';

export const WITH_BANNER = 'page-layout';
export const WITHOUT_BANNER = 'page-layout-no-banner';
export type PageLayoutKind = typeof WITH_BANNER | typeof WITHOUT_BANNER;

/**
 * Whether pages of this site may choose between the layouts with and without a banner: when
 * the server offers more than one page layout for the site (`rootKindsFor`).
 */
export function offersLayoutChoice({ site, kind }: { site: Pick<EditorSite, 'pageLayouts'> | undefined; kind: 'page' | 'partial' }): boolean {
  return kind === 'page' && site !== undefined && site.pageLayouts.length > 1;
}

export function isPageLayout(name: string): name is PageLayoutKind {
  return name === WITH_BANNER || name === WITHOUT_BANNER;
}

/**
 * The page with its root switched to `to` (a copy). Nothing is dropped: without a banner, any
 * banner content moves to the start of `main`; with one, the banner is kept or added empty.
 */
export function switchLayout(tree: Node, to: PageLayoutKind): Node {
  if (!isPageLayout(tree.name)) throw new Error(`A ${tree.name} has no layout to change`);
  const { banner = [], main = [], ...rest } = tree.slots;
  const slots = to === WITHOUT_BANNER ? { ...rest, main: [...banner, ...main] } : { ...rest, banner, main };
  return { ...tree, name: to, slots: structuredClone(slots) };
}
