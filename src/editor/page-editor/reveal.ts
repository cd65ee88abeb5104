/**
 * A block just added, pasted or moved is shown on the canvas (issue 24: new blocks landed
 * inside a collapsed section, invisible): the containers around it open — a closed
 * `<details>` opens, a panel its container hides (a tab that is not the open one, a
 * collapsible's `collapsed` slot while it is open) is shown instead of its siblings — and it
 * is scrolled into view. Only the canvas's DOM changes, never the block's props: what the
 * page stores (a section that starts collapsed) stays as it is.
 */

/** Marks an element the canvas shows although its container hides it (REVEAL_CSS). */
const REVEALED = 'data-pe-reveal';
/** Marks the tab of a revealed tab panel, which takes the underline from the first tab. */
const REVEALED_TAB = 'data-pe-reveal-tab';
/** Frames to wait for the block to be drawn after the change that adds it. */
const WAIT_FRAMES = 30;

/** Canvas rules for revealed elements, added to the canvas by `insert-plus.tsx`. */
export const REVEAL_CSS = `
[${REVEALED}] { display: block !important; visibility: visible !important; }
.t-tabs:has(> .t-tabs__panel[${REVEALED}]) > .t-tabs__panel:not([${REVEALED}]) { display: none !important; }
.t-tabs:has(> .t-tabs__panel[${REVEALED}]) > .t-tabs__list .t-tabs__tab:not([${REVEALED_TAB}]) { border-bottom-color: transparent !important; color: var(--t-color-text) !important; }
[${REVEALED_TAB}] { border-bottom-color: var(--t-color-primary) !important; color: var(--t-color-link) !important; }
`;

/** The canvas document (Puck's iframe). */
export function canvasDocument(): Document | null {
  const frame = document.getElementById('preview-frame');
  return frame instanceof HTMLIFrameElement ? frame.contentDocument : null;
}

function hides(el: HTMLElement): boolean {
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  return el.hidden || style?.display === 'none' || style?.visibility === 'hidden';
}

/** Opens whatever hides `el` on the canvas. */
export function openContainers(el: Element): void {
  const doc = el.ownerDocument;
  for (const shown of doc.querySelectorAll(`[${REVEALED}]`)) if (!shown.contains(el)) shown.removeAttribute(REVEALED);
  for (const tab of doc.querySelectorAll(`[${REVEALED_TAB}]`)) tab.removeAttribute(REVEALED_TAB);
  for (let at = el.parentElement; at && at !== doc.body; at = at.parentElement) {
    if (at.tagName === 'DETAILS' && !(at as HTMLDetailsElement).open) (at as HTMLDetailsElement).open = true;
    if (hides(at)) at.setAttribute(REVEALED, '');
    if (at.hasAttribute(REVEALED) && at.classList.contains('t-tabs__panel')) tabOf(at)?.setAttribute(REVEALED_TAB, '');
  }
}

/** The tab that names `panel` (its link to the panel's id), in the panel's own tab list. */
function tabOf(panel: HTMLElement): Element | undefined {
  const list = panel.parentElement?.querySelector(':scope > .t-tabs__list');
  return [...(list?.querySelectorAll('.t-tabs__tab') ?? [])].find((tab) => tab.getAttribute('href') === `#${panel.id}`);
}

/** Shows the component `id` on the canvas once it is drawn: its containers open, scrolled into view. */
export function revealComponent(id: string, frames = WAIT_FRAMES): void {
  requestAnimationFrame(() => {
    const el = canvasDocument()?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
    if (!el) {
      if (frames > 0) revealComponent(id, frames - 1);
      return;
    }
    openContainers(el);
    el.scrollIntoView({ block: 'nearest' });
  });
}
