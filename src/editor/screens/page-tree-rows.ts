/**
 * The page tree's rows apart from React (issue 40 item 3): folders the server gave a page at a
 * time, flattened into the rows the window draws, and where each key of the tree pattern moves.
 */
import type { DocumentKind, DocumentSummary, DocumentTreeNode } from '../../core/contracts';

/** A folder's children as far as they are loaded (`''`: the top level). */
export interface Folder {
  nodes: DocumentTreeNode[];
  /** The folder's children in all. */
  total: number;
  /** The cursor of the children after the loaded ones; null when all are loaded. */
  next: string | null;
  loading: boolean;
  error?: string | undefined;
}

/** A row of the tree: a node (document or folder), or the place of children not loaded yet. */
export type TreeRow =
  | { type: 'node'; key: string; node: DocumentTreeNode; level: number; posinset: number; setsize: number; expanded: boolean | undefined; parent: string }
  | { type: 'more'; key: string; parent: string; level: number; posinset: number; setsize: number; loading: boolean; error?: string | undefined; left: number };

export const folderKey = (kind: DocumentKind, parent: string) => `${kind} ${parent}`;
export const nodeKey = (kind: DocumentKind, path: string) => `${kind} node ${path}`;

/**
 * The rows in the order they are drawn: each loaded child of a folder, the children of each
 * open folder below it, and after a folder's loaded children the place of those not loaded yet.
 * `aria-setsize` and `aria-posinset` come from the server's count, so a reader hears "3 of 5,000"
 * whatever is drawn.
 */
export function treeRows({ kind, folders, expanded }: { kind: DocumentKind; folders: ReadonlyMap<string, Folder>; expanded: ReadonlySet<string> }): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (parent: string, level: number) => {
    const folder = folders.get(folderKey(kind, parent));
    if (!folder) return;
    folder.nodes.forEach((node, i) => {
      const key = nodeKey(kind, node.path);
      const open = node.childCount > 0 ? expanded.has(key) : undefined;
      rows.push({ type: 'node', key, node, level, posinset: i + 1, setsize: folder.total, expanded: open, parent });
      if (open) walk(node.path, level + 1);
    });
    if (folder.next !== null || (folder.loading && folder.nodes.length === 0) || folder.error) {
      const loaded = folder.nodes.length;
      rows.push({
        type: 'more',
        key: `${folderKey(kind, parent)} more`,
        parent,
        level,
        posinset: Math.min(loaded + 1, Math.max(folder.total, 1)),
        setsize: Math.max(folder.total, loaded + 1),
        loading: folder.loading,
        error: folder.error,
        left: Math.max(folder.total - loaded, 0),
      });
    }
  };
  walk('', 1);
  return rows;
}

/** Filter results as rows: one level, every match at its path, then the place of those not loaded. */
export function matchRows({ kind, documents, total, capped, next, loading }: { kind: DocumentKind; documents: readonly DocumentSummary[]; total: number; capped: boolean; next: string | null; loading: boolean }): TreeRow[] {
  const setsize = capped ? -1 : total;
  const rows: TreeRow[] = documents.map((document, i) => ({
    type: 'node',
    key: nodeKey(kind, document.path),
    node: { path: document.path, childCount: 0, document },
    level: 1,
    posinset: i + 1,
    setsize,
    expanded: undefined,
    parent: '',
  }));
  if (next !== null) rows.push({ type: 'more', key: `${kind} matches more`, parent: '', level: 1, posinset: documents.length + 1, setsize, loading, left: Math.max(total - documents.length, 0) });
  return rows;
}

/** What a key does on a row: where focus goes, or which folder opens or closes. */
export type TreeMove = { focus: number } | { open: number } | { close: number } | { activate: number } | null;

/**
 * The tree pattern's keys (WAI-ARIA APG): Up and Down move between drawn rows, Home and End to
 * the first and last, Right opens a closed folder or goes to its first child, Left closes an
 * open folder or goes to the folder above, Enter opens the row's document (or loads more).
 */
export function treeKey(rows: readonly TreeRow[], index: number, key: string): TreeMove {
  const row = rows[index];
  if (!row) return rows.length > 0 ? { focus: 0 } : null;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { focus: index + 1 } : null;
    case 'ArrowUp':
      return index > 0 ? { focus: index - 1 } : null;
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: rows.length - 1 };
    case 'ArrowRight':
      if (row.type !== 'node' || row.expanded === undefined) return null;
      if (!row.expanded) return { open: index };
      return rows[index + 1] && rows[index + 1]!.level === row.level + 1 ? { focus: index + 1 } : null;
    case 'ArrowLeft': {
      if (row.type === 'node' && row.expanded) return { close: index };
      for (let i = index - 1; i >= 0; i--) if (rows[i]!.level === row.level - 1) return { focus: i };
      return null;
    }
    case 'Enter':
      return { activate: index };
    default:
      return null;
  }
}

/** The words a row is found by when typed (type-ahead): the document's title, or the folder's last segment. */
export function rowLabel(row: TreeRow): string {
  if (row.type === 'more') return '';
  return row.node.document?.title ?? row.node.path.slice(row.node.path.lastIndexOf('/') + 1);
}

/** The next row after `from` (wrapping) whose words start with `typed`, any case; -1 for none. */
export function typeAhead(rows: readonly TreeRow[], from: number, typed: string): number {
  const needle = typed.toLowerCase();
  for (let step = 1; step <= rows.length; step++) {
    const i = (from + step) % rows.length;
    if (rowLabel(rows[i]!).toLowerCase().startsWith(needle)) return i;
  }
  return -1;
}

/** The folders above a path, outermost first: `/a/b/c` → `/a`, `/a/b` (`/` and the top level have none). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}
