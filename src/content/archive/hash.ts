import { createHash } from 'node:crypto';
import type { ArchiveEntryInput } from '../../store';

/** Names the serialisation below; a different one would be a new name. */
export const ARCHIVE_FORMAT = 'tessera-archive-1';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** What an entry's hash covers, in this order: everything but its id, its HTML through `htmlSha256`. */
export type HashedFields = Omit<ArchiveEntryInput, 'hash' | 'html'>;

/**
 * The canonical serialisation of an entry: a JSON array of its fields in a fixed order
 * (`JSON.stringify` of strings, integers and null is the same in every implementation). The
 * standalone checker of an export (`export.ts`) repeats exactly this; keep them the same.
 */
export function canonicalEntry(e: HashedFields): string {
  return JSON.stringify([
    ARCHIVE_FORMAT,
    e.site,
    e.seq,
    e.path,
    e.documentId,
    e.kind,
    e.event,
    e.cause,
    e.version,
    e.htmlSha256,
    e.publishedBy,
    e.approvedBy,
    e.requestedBy,
    e.urgentReason,
    e.at,
    e.prevHash,
  ]);
}

export const entryHash = (e: HashedFields): string => sha256Hex(canonicalEntry(e));
