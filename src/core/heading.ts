import { HEADING_LIMITS } from './constants';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Specification §5/§9: a heading longer than its level's limit renders one level smaller
 * (h6 has nowhere smaller to go).
 */
export function headingLevel(text: string, level: HeadingLevel): HeadingLevel {
  if (text.length <= HEADING_LIMITS[level]) return level;
  return Math.min(level + 1, 6) as HeadingLevel;
}
