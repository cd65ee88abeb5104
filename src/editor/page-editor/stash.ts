import type { Node } from '../../core/node';

/** Work the editor could not save when it closed (a session that expired mid-edit), kept for this tab. */
export interface Stash {
  savedAt: string;
  /** The tree the unsaved work started from, so it can be merged onto a newer draft. */
  base: Node;
  tree: Node;
}

const key = (documentId: string) => `tessera:unsaved:${documentId}`;

export function writeStash(documentId: string, stash: Stash): void {
  try {
    sessionStorage.setItem(key(documentId), JSON.stringify(stash));
  } catch {
    // Storage full or blocked: the beforeunload prompt is then the only guard.
  }
}

export function readStash(documentId: string): Stash | null {
  try {
    const raw = sessionStorage.getItem(key(documentId));
    return raw ? (JSON.parse(raw) as Stash) : null;
  } catch {
    return null;
  }
}

export function clearStash(documentId: string): void {
  try {
    sessionStorage.removeItem(key(documentId));
  } catch {
    // Nothing to clear.
  }
}
