import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWindowRange } from '../ui/use-window-range';
import { treeKey, typeAhead, type TreeRow } from './page-tree-rows';

/** How long typed letters add up to one search (type-ahead). */
const TYPE_AHEAD_MS = 700;

/** A row's height in pixels, as the stylesheet sets it for the window's width (`--admin-tree-row`). */
function rowHeightOf(element: HTMLElement | null): number {
  const value = element ? Number.parseFloat(getComputedStyle(element).getPropertyValue('--admin-tree-row')) : NaN;
  return Number.isFinite(value) && value > 0 ? value : 60;
}

/**
 * A tree (WAI-ARIA tree pattern) that draws only the rows near the window: each drawn row is a
 * `treeitem` with its level, its place among its siblings and their number (from the server,
 * so a reader knows where it is when the others are not drawn), and whether it is open. One
 * row is in the tab order (roving tabindex); arrows, Home, End, Right and Left move and open
 * as the pattern says, letters find a row by its title, Enter opens it. The focused row stays
 * drawn wherever the page is scrolled. A row's name is its content (title, path, state, its
 * buttons): a label of only part of what it shows would not match what a sighted person reads.
 */
export function TreeView({
  rows,
  labelledBy,
  onOpen,
  onClose,
  onActivate,
  onMore,
  focusKey,
  onFocusKey,
  renderRow,
}: {
  rows: readonly TreeRow[];
  labelledBy: string;
  onOpen(row: TreeRow & { type: 'node' }): void;
  onClose(row: TreeRow & { type: 'node' }): void;
  /** Enter on a row: open its document, or load the rows not loaded yet. */
  onActivate(row: TreeRow): void;
  /** A row standing for children not loaded yet came near the window. */
  onMore(row: TreeRow & { type: 'more' }): void;
  /** The row to focus (after a change elsewhere, e.g. a created page); handled once. */
  focusKey: string | null;
  onFocusKey(key: string | null): void;
  renderRow(row: TreeRow, tabbable: boolean): ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(60);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const pendingFocus = useRef<{ key: string; title: boolean } | null>(null);
  const typed = useRef({ text: '', at: 0 });

  useLayoutEffect(() => {
    const measure = () => setRowHeight(rowHeightOf(list.current));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const range = useWindowRange(list, { count: rows.length, rowHeight });
  // The range is measured after a render: when a folder closes, the rows shrink before it does.
  const end = Math.min(range.end, rows.length);
  const start = Math.min(range.start, end);
  const activeIndex = Math.max(
    0,
    rows.findIndex((r) => r.key === activeKey),
  );

  /** Scrolls the page just enough that row `index` is in view (`center`: to the middle). */
  const bringIntoView = (index: number, center = false) => {
    const element = list.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY + index * rowHeight;
    const view = { top: window.scrollY, bottom: window.scrollY + window.innerHeight };
    if (center) window.scrollTo({ top: Math.max(0, top - window.innerHeight / 2 + rowHeight / 2) });
    else if (top < view.top + rowHeight) window.scrollTo({ top: Math.max(0, top - rowHeight) });
    else if (top + rowHeight > view.bottom - rowHeight) window.scrollTo({ top: top + 2 * rowHeight - window.innerHeight });
  };

  const focusRow = (index: number, { center = false, title = false } = {}) => {
    const row = rows[index];
    if (!row) return;
    setActiveKey(row.key);
    pendingFocus.current = { key: row.key, title };
    bringIntoView(index, center);
    // A row already drawn takes focus now (its key may be the active one already: no render follows).
    const drawnRow = title ? null : list.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(row.key)}"]`);
    if (drawnRow) {
      pendingFocus.current = null;
      drawnRow.focus({ preventScroll: true });
    }
  };

  // A row asked for from outside (a created or moved page): focus it once it is drawn.
  useEffect(() => {
    if (focusKey === null) return;
    const index = rows.findIndex((r) => r.key === focusKey);
    if (index < 0) return;
    onFocusKey(null);
    focusRow(index, { center: true, title: true });
  }, [focusKey, rows]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    const element = list.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(pending.key)}"]`);
    if (!element) return;
    pendingFocus.current = null;
    // A row focused for a change elsewhere takes its title link, as a person would land on it; the
    // tree's keys move between rows (where letters find a row and Enter opens it).
    const title = pending.title ? element.querySelector<HTMLElement>('.admin-tree__title') : null;
    (title ?? element).focus({ preventScroll: true });
  });

  // Rows standing for children not loaded yet load them when they come near the window.
  useEffect(() => {
    for (let i = start; i < end; i++) {
      const row = rows[i];
      if (row?.type === 'more' && !row.loading && !row.error) onMore(row);
    }
  }, [rows, start, end, onMore]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('[role="treeitem"]');
    if (!item || event.altKey || event.ctrlKey || event.metaKey) return;
    const onRow = target === item;
    // In a row's own links and buttons, Enter, Space and letters are theirs; the arrows move in the tree.
    if (!onRow && !['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const index = rows.findIndex((r) => r.key === item.dataset.rowKey);
    if (event.key.length === 1 && event.key !== ' ' && /\S/.test(event.key)) {
      const now = Date.now();
      typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key, at: now };
      const found = typeAhead(rows, typed.current.text.length > 1 ? index - 1 : index, typed.current.text);
      if (found >= 0) focusRow(found);
      event.preventDefault();
      return;
    }
    const move = treeKey(rows, index, event.key);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) focusRow(move.focus);
    else if ('open' in move) onOpen(rows[move.open] as TreeRow & { type: 'node' });
    else if ('close' in move) onClose(rows[move.close] as TreeRow & { type: 'node' });
    else onActivate(rows[move.activate]!);
  }

  const drawn: number[] = [];
  for (let i = start; i < end; i++) drawn.push(i);
  if (rows.length > 0 && (activeIndex < start || activeIndex >= end)) {
    drawn.push(activeIndex);
    drawn.sort((a, b) => a - b);
  }

  return (
    <div
      ref={list}
      role="tree"
      aria-labelledby={labelledBy}
      className="admin-tree"
      style={{ height: rows.length * rowHeight }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const key = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')?.dataset.rowKey;
        // Focus put elsewhere by a person wins over a row still waiting to be focused.
        if (pendingFocus.current && pendingFocus.current.key !== key) pendingFocus.current = null;
        if (key && key !== activeKey) setActiveKey(key);
      }}
    >
      {drawn.map((i) => {
        const row = rows[i]!;
        const tabbable = i === activeIndex;
        return (
          <div
            key={row.key}
            role="treeitem"
            data-row-key={row.key}
            tabIndex={tabbable ? 0 : -1}
            aria-level={row.level}
            aria-setsize={row.setsize}
            aria-posinset={row.posinset}
            aria-expanded={row.type === 'node' ? row.expanded : undefined}
            aria-busy={row.type === 'more' && row.loading ? true : undefined}
            className="admin-tree__item"
            style={{ top: i * rowHeight, height: rowHeight, ['--admin-tree-level' as string]: row.level - 1 }}
          >
            {renderRow(row, tabbable)}
          </div>
        );
      })}
    </div>
  );
}
