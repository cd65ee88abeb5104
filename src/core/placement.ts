/**
 * Where components may stand (issue 42 item 12), for the editor's block list and the server
 * alike: site chrome (header, footer, cookie notice, sign-in controls) only in a page layout's
 * header and footer slots, in partials, and the kinds a slot names (an access gate's sign-in
 * controls), never elsewhere in main content; a kind a page shows once
 * (`oncePerPage`) at most once in a tree. Pure: the tree and the registry only.
 */
import type { ComponentDefinition, Registry } from './component';
import type { Node } from './node';

/** A page layout's slots that hold the site's header and footer: `include` and site chrome only. */
export const CHROME_SLOTS: ReadonlySet<string> = new Set(['headerContent', 'footerContent']);

/** Page layouts have a main slot; fragments (partials) do not. */
function isPageLayout(def: ComponentDefinition): boolean {
  return def.rootOnly && Object.hasOwn(def.slots, 'main');
}

/**
 * Whether `child` may stand in `slot` of `owner` by the chrome rule: in a page layout's header
 * and footer slots only `include` and chrome; directly in a partial's root everything; elsewhere
 * everything but chrome.
 */
export function chromeAllowed(owner: ComponentDefinition, slot: string, child: ComponentDefinition): boolean {
  if (owner.rootOnly && CHROME_SLOTS.has(slot)) return child.name === 'include' || child.chrome === true;
  if (owner.rootOnly && !isPageLayout(owner)) return true;
  return child.chrome !== true || (owner.slots[slot]?.chrome?.includes(child.name) ?? false);
}

export interface PlacementIssue {
  path: string;
  message: string;
}

/**
 * What breaks the placement rules in `tree`, each at its node's JSON pointer (`/root/slots/main/0`):
 * chrome outside the chrome slots (a partial's whole tree may hold it), a second component of a
 * kind shown once. Includes are not followed: what a partial brings is the partial's.
 */
export function placementIssues(tree: Node, registry: Registry): PlacementIssue[] {
  const issues: PlacementIssue[] = [];
  const seen = new Map<string, string>();
  const rootDef = registry.get(tree.name);
  const inPartial = rootDef !== undefined && rootDef.rootOnly && !isPageLayout(rootDef);
  const visit = (node: Node, path: string, insideChrome: boolean) => {
    const def = registry.get(node.name);
    if (!def) return;
    if (def.oncePerPage) {
      const first = seen.get(node.name);
      if (first) issues.push({ path, message: `${def.label} is shown once a page: there is one at ${first} already` });
      else seen.set(node.name, path);
    }
    for (const [slot, children] of Object.entries(node.slots)) {
      children.forEach((child, index) => {
        const childDef = registry.get(child.name);
        const at = `${path}/slots/${slot}/${index}`;
        // Inside a chrome slot (or a partial, or chrome itself) chrome may nest; elsewhere it may not.
        const chromeSlot = insideChrome || inPartial || (def.rootOnly && CHROME_SLOTS.has(slot));
        if (childDef?.chrome && !chromeSlot && !chromeAllowed(def, slot, childDef)) {
          issues.push({ path: at, message: `${childDef.label} is site chrome: it belongs in the page's header or footer, or in a partial, not in ${slot}` });
        }
        visit(child, at, chromeSlot || childDef?.chrome === true);
      });
    }
  };
  visit(tree, '/root', false);
  return issues;
}
