import type { ContentRetention } from '../../core/contracts';

/** "Draft saves of pages", "Ended preview links of partials". */
export function contentRetentionLabel({ kind, subject }: Pick<ContentRetention, 'kind' | 'subject'>): string {
  return `${subject === 'draft-saves' ? 'Draft saves' : 'Ended preview links'} of ${kind === 'partial' ? 'partials' : 'pages'}`;
}

/** "1 day", "365 days", or `keep` for no period. */
export function daysText(days: number | null, keep: string): string {
  if (days === null) return keep;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A typed number of days: the number, or undefined when the text is not a whole number. */
export function readDays(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
