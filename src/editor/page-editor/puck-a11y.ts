import { useEffect, type RefObject } from 'react';

/**
 * Names and roles Puck's own markup lacks (axe: frame-title, select-name,
 * aria-prohibited-attr), added to its elements as they appear. Puck renders these without a
 * way to pass attributes; the observer re-applies them when it re-renders.
 */
const PATCHES: { selector: string; attributes: Record<string, string> }[] = [
  { selector: 'iframe#preview-frame', attributes: { title: 'Page canvas' } },
  { selector: 'select[class*="ViewportControls-zoomSelect"]', attributes: { 'aria-label': 'Zoom' } },
  // A spinner labelled "loading" without a role: a status is what it is.
  { selector: '[class*="_Loader_"][aria-label]', attributes: { role: 'status' } },
];

function patch(root: Element): void {
  for (const { selector, attributes } of PATCHES) {
    for (const el of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(attributes)) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
  }
}

export function usePuckAccessibility(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    patch(el);
    const observer = new MutationObserver(() => patch(el));
    observer.observe(el, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [root]);
}
