import { createHash } from 'node:crypto';
import type { ArchiveEntryInput } from '../../store';

/** Names the serialisation below; a different one would be a new name. */
export const ARCHIVE_FORMAT = 'tessera-archive-1';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** What an entry's hash covers, in this order: everything but its id, its HTML through `htmlSha256`. */
export type HashedFields = Omit<ArchiveEntryInput, 'hash' | 'html'>;

/** The fields an entry's hash covers, in this order (everything but its id; its HTML through `htmlSha256`). */
export const HASHED_FIELDS = [
  'site',
  'seq',
  'path',
  'documentId',
  'kind',
  'event',
  'cause',
  'version',
  'htmlSha256',
  'publishedBy',
  'approvedBy',
  'requestedBy',
  'urgentReason',
  'at',
  'prevHash',
] as const satisfies readonly (keyof HashedFields)[];

/**
 * The canonical serialisation of an entry: a JSON array of the format name and its fields in
 * `HASHED_FIELDS` order (`JSON.stringify` of strings, integers and null is the same in every
 * implementation). The standalone checker of an export (`export.ts`) repeats it from the same list.
 */
export function canonicalEntry(e: HashedFields): string {
  return JSON.stringify([ARCHIVE_FORMAT, ...HASHED_FIELDS.map((field) => e[field])]);
}

export const entryHash = (e: HashedFields): string => sha256Hex(canonicalEntry(e));
