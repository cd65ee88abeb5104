import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampPanelWidth, panelWidthBounds, readPanelWidth, savePanelWidth, widthForKey, type WidthBounds } from './panel-width';

const SIDEBAR = '[class*="_Sidebar--right_"]';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The handle on the fields panel's left edge: drag it, or focus it and use the arrow keys (a
 * WAI-ARIA window splitter: `role="separator"` with the width as its value), to widen or narrow
 * the panel. The width applies through `--pe-fields-width` on the editor's root (page-editor.css)
 * and is remembered in this browser. Puck's own handle (mouse only, no limit) is hidden.
 */
export function PanelResizer({ root }: { root: RefObject<HTMLElement | null> }) {
  const [bounds, setBounds] = useState<WidthBounds>(() => panelWidthBounds(window.innerWidth));
  const [chosen, setChosen] = useState<number | undefined>(() => readPanelWidth(storage()));
  const [box, setBox] = useState<{ left: number; top: number; height: number; width: number } | null>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const width = chosen === undefined ? undefined : clampPanelWidth(chosen, bounds);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (width === undefined) el.style.removeProperty('--pe-fields-width');
    else el.style.setProperty('--pe-fields-width', `${width}px`);
  }, [root, width]);

  // Where the panel is: found once Puck has drawn it, followed as it resizes or hides. Changes
  // elsewhere in the editor are not measured: reading the panel's box then would lay out the
  // whole editor again for every change while the canvas is being drawn.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let sidebar: HTMLElement | null = null;
    const measure = () => {
      const rect = sidebar?.isConnected ? sidebar.getBoundingClientRect() : undefined;
      setBox(rect && rect.width > 0 ? { left: rect.left, top: rect.top, height: rect.height, width: rect.width } : null);
    };
    // Observing reports the panel's size at once, and again whenever it resizes or hides.
    const resized = new ResizeObserver(measure);
    const follow = () => {
      const found = el.querySelector<HTMLElement>(SIDEBAR);
      if (found === sidebar) return;
      sidebar = found;
      resized.disconnect();
      if (found) resized.observe(found);
      else measure();
    };
    follow();
    const changed = new MutationObserver(follow);
    changed.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const onWindow = () => {
      setBounds(panelWidthBounds(window.innerWidth));
      measure();
    };
    window.addEventListener('resize', onWindow);
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', onWindow);
    };
  }, [root]);

  const choose = useCallback(
    (next: number, save: boolean) => {
      const value = clampPanelWidth(next, bounds);
      setChosen(value);
      if (save) savePanelWidth(storage(), value);
    },
    [bounds],
  );

  if (!box) return null;
  const now = width ?? Math.round(box.width);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { x: event.clientX, width: now };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    // The panel is on the right: moving its left edge left widens it.
    choose(drag.current.width + (drag.current.x - event.clientX), false);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    choose(drag.current.width + (drag.current.x - event.clientX), true);
    drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = widthForKey(event.key, now, bounds);
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  }

  return (
    <div
      className="pe-panel-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label="Fields panel width"
      aria-valuenow={now}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      aria-valuetext={`${now} pixels`}
      tabIndex={0}
      style={{ left: box.left - 4, top: box.top, height: box.height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}
