import { message } from '../core/errors';
import { pathProblem as rulePathProblem } from '../core/paths';
import type { DocumentKind, DocumentSummary } from '../core/contracts';

/**
 * Checks a document path with the path rule (`core/paths.ts`, as the server does) and that no
 * other document of the site has it. Returns the message to show beside the field, or null
 * when the path may be used.
 */
export function pathProblem(path: string, { taken = [], self }: { taken?: readonly string[]; self?: string } = {}): string | null {
  const problem = rulePathProblem(path);
  if (problem) return problem;
  if (path !== self && taken.includes(path)) return message('ALREADY_EXISTS', { what: `A document at ${path}` });
  return null;
}

/**
 * Paths other documents hold: their draft paths and the paths they are live at (a moved,
 * published page keeps its live path until the move is published).
 */
export function occupiedPaths(documents: readonly DocumentSummary[], except: ReadonlySet<string> = new Set()): string[] {
  return documents.filter((d) => !except.has(d.id)).flatMap((d) => (d.publishedPath && d.publishedPath !== d.path ? [d.path, d.publishedPath] : [d.path]));
}

/** Suggests a path from a title: `Market notes 2024` → `market-notes-2024`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Joins a parent path and a last segment: (`/markets`, `energy`) → `/markets/energy`; (`/`, `fees`) → `/fees`. */
export function joinPath(parent: string, segment: string): string {
  const base = parent.replace(/\/+$/, '');
  return segment === '' ? base || '/' : `${base}/${segment}`;
}

export function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at <= 0 ? '/' : path.slice(0, at);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The path a document gets when the prefix `from` moves to `to`. */
export function movedPath(path: string, from: string, to: string): string {
  if (path === from) return to;
  const rest = path.slice(from.length);
  return to === '/' ? rest : `${to}${rest}`;
}

/** A free path for a copy: `/fees-copy`, then `/fees-copy-2`, … */
export function copyPath(path: string, taken: readonly string[]): string {
  const base = path === '/' ? '/home-copy' : `${path}-copy`;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

export interface TreeNode {
  /** The full path of this node, e.g. `/markets/energy`. */
  path: string;
  /** Last segment, or `/` for the home page. */
  segment: string;
  /** The document at this path, if any (a folder of other documents may have none). */
  document?: DocumentSummary;
  children: TreeNode[];
}

/**
 * Nests the documents of one kind by path segments. The home page `/` is a root of its own;
 * a path whose parent has no document gets a folder node for it.
 */
export function buildTree(documents: readonly DocumentSummary[], kind: DocumentKind): TreeNode[] {
  const roots: TreeNode[] = [];
  const byPath = new Map<string, TreeNode>();
  const nodeFor = (path: string): TreeNode => {
    const existing = byPath.get(path);
    if (existing) return existing;
    const created: TreeNode = { path, segment: path === '/' ? '/' : lastSegment(path), children: [] };
    byPath.set(path, created);
    const parent = parentOf(path);
    if (path === '/' || parent === '/') roots.push(created);
    else nodeFor(parent).children.push(created);
    return created;
  };
  for (const doc of documents) if (doc.kind === kind) nodeFor(doc.path).document = doc;
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.segment.localeCompare(b.segment)));
    for (const n of nodes) sort(n.children);
  };
  sort(roots);
  return roots;
}
