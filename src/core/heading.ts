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

/**
 * What an editor is told beside a heading's level when the rule above applies, or undefined:
 * the page shows one level smaller than the field says.
 */
export function headingLevelNote(text: unknown, level: unknown): string | undefined {
  if (typeof text !== 'string' || ![1, 2, 3, 4, 5].includes(level as number)) return undefined;
  const chosen = level as HeadingLevel;
  const length = text.trim().length;
  const shown = headingLevel(text.trim(), chosen);
  if (shown === chosen) return undefined;
  return `Shown as a level-${shown} heading: a level-${chosen} heading is at most ${HEADING_LIMITS[chosen]} characters, and this text has ${length}. Shorten the text to keep level ${chosen}.`;
}

/** The text prop whose length decides the level chosen in `levelProp`, by the kinds' naming (`level` → `text`, `headingLevel` → `heading` or `title`). */
export function headingTextProp(levelProp: string, props: Record<string, unknown>): string | undefined {
  if (levelProp === 'level') return 'text';
  if (levelProp !== 'headingLevel') return undefined;
  return typeof props.heading === 'string' ? 'heading' : typeof props.title === 'string' ? 'title' : undefined;
}
