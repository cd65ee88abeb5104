import type { Registry } from '../../core/component';
import type { Node } from '../../core/node';
import { themeFor } from '../../themes';
import { isSiteId } from '../../core/sites';

export const WITH_BANNER = 'page-layout';
export const WITHOUT_BANNER = 'page-layout-no-banner';
export type PageLayoutKind = typeof WITH_BANNER | typeof WITHOUT_BANNER;

/**
 * Whether pages of this site may choose between the layouts with and without a banner: only
 * when the brand's own layout has a banner slot (the server allows the same, `rootKindsFor`).
 */
export function offersLayoutChoice({ site, kind, registry }: { site: string; kind: 'page' | 'partial'; registry: Registry }): boolean {
  if (kind !== 'page' || !isSiteId(site)) return false;
  const layout = registry.get(themeFor(site).layout);
  return layout !== undefined && Object.hasOwn(layout.slots, 'banner');
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
