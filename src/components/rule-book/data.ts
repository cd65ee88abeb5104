import type { z } from 'zod';
import type { NoticeView } from '../../core/contracts/notices';
import type { RuleBookDataSchema } from './definition';

export type RuleBookData = z.infer<typeof RuleBookDataSchema>;

/** The rule an entry states (`Rule 7.12`): its rules field, else its number. */
export function ruleLabel(entry: Pick<NoticeView, 'rules' | 'noticeNumber'>): string {
  return entry.rules || entry.noticeNumber;
}

/** The entry's title without the rule it repeats: `Rule 7.12. Trading Halts` → `Trading Halts`. */
export function ruleTitle(entry: Pick<NoticeView, 'rules' | 'noticeNumber' | 'title'>): string {
  const label = ruleLabel(entry);
  if (!entry.title.startsWith(label)) return entry.title;
  const rest = entry.title.slice(label.length).replace(/^[\s.:–—-]+/, '');
  return rest || entry.title;
}

/** Entries by sort order ascending (specification §4), then by number, whatever order they came in. */
export function bySortOrder<T extends Pick<NoticeView, 'sortOrder' | 'noticeNumber'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.sortOrder - b.sortOrder || a.noticeNumber.localeCompare(b.noticeNumber, 'en', { numeric: true }));
}
