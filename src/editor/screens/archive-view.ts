import { format } from 'date-fns';
import type { ArchiveEntrySummary, ArchivePending } from '../../core/contracts';
import { NEW_YORK, zoned, zonedInstant } from '../../core/time';
import { formatDateTime } from '../format';

/** The zone the archive screen's date and time are in: the group's sites keep New York time (notices and alerts do too). */
export const ARCHIVE_ZONE = NEW_YORK;

/** `yyyy-MM-ddTHH:mm` of an instant in `zone`: a `datetime-local` input's value. */
export function localInputValue(instant: Date, zone: string = ARCHIVE_ZONE): string {
  return format(zoned(instant, zone), "yyyy-MM-dd'T'HH:mm");
}

/**
 * The instant of a `datetime-local` value read in `zone`, as ISO 8601 with that zone's offset
 * then (what the API asks for: 2026-03-14T10:00:00-04:00); undefined for anything else.
 */
export function instantOfLocal(value: string, zone: string = ARCHIVE_ZONE): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, day, h, m, s = '0'] = match;
  const instant = zonedInstant(day!, Number(h) * 3600 + Number(m) * 60 + Number(s), zone);
  if (Number.isNaN(instant.getTime())) return undefined;
  return format(zoned(instant, zone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Who stands behind an entry, in a sentence: published, approved, requested, urgent. */
export function approvalSentence(entry: Pick<ArchiveEntrySummary, 'publishedBy' | 'approvedBy' | 'requestedBy' | 'urgentReason'>): string {
  const parts = [`Published by ${entry.publishedBy}`];
  if (entry.urgentReason !== null) parts.push(`urgently, without review: “${entry.urgentReason}”`);
  else if (entry.requestedBy !== null) parts.push(`approved by ${entry.approvedBy ?? 'nobody'} on the request of ${entry.requestedBy}`);
  else parts.push(entry.approvedBy && entry.approvedBy !== entry.publishedBy ? `approved by ${entry.approvedBy}` : 'who approved it themself (no review request)');
  return `${parts.join(', ')}.`;
}

/** What caused an entry, in words. */
export function causeLabel(entry: Pick<ArchiveEntrySummary, 'event' | 'cause'>): string {
  if (entry.event === 'withdrawn') return entry.cause.startsWith('moved to ') ? `No longer served here (${entry.cause})` : 'Unpublished: no longer served';
  if (entry.cause === 'document') return 'Published';
  if (entry.cause === 'notices') return 'Notices it lists changed';
  if (entry.cause.startsWith('partial ')) return `Partial ${entry.cause.slice('partial '.length)} changed`;
  return entry.cause;
}

/**
 * What is still being recorded of a path, in a sentence: the last pending change at or before
 * the instant decides what it served (`pending` oldest first), and how far its publication got.
 */
export function pendingSentence(pending: readonly ArchivePending[]): string {
  const last = pending[pending.length - 1];
  if (!last) return '';
  const when = formatDateTime(last.at, { seconds: true, timeZone: ARCHIVE_ZONE });
  const what = last.event === 'withdrawn' ? 'stopped serving this path' : causeLabel(last).toLowerCase();
  const done = last.items - last.remaining;
  const progress = last.items > 1 ? ` ${done.toLocaleString('en-US')} of its ${last.items.toLocaleString('en-US')} pages are recorded so far.` : '';
  const more = pending.length > 1 ? ` ${pending.length - 1} earlier change${pending.length === 2 ? ' is' : 's are'} waiting too.` : '';
  return `A publication by ${last.publishedBy} at ${when} New York time (${what}) is being recorded.${progress}${more}`;
}
