import { createHash } from 'node:crypto';
import type { DocumentRecord } from '../../core/contracts';
import { canonicalJson } from '../../core/canonical-json';

/**
 * The SHA-256 (hex) of what a review request is bound to: the draft's tree, title, path and
 * SEO, serialised canonically (stable key order), so the same draft always has the same hash
 * and any change to what visitors would see changes it.
 */
export function draftHash(draft: Pick<DocumentRecord, 'draft' | 'title' | 'path' | 'seo'>): string {
  const text = canonicalJson({ path: draft.path, seo: draft.seo, title: draft.title, tree: draft.draft });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
