import type { AlignItems, JustifyContent } from '../core/schemas';

/** A spacing step as CSS: quarters of the theme's `--t-space` (see `spacing()` in core/schemas). */
export function space(steps: number): string {
  return steps === 0 ? '0' : `calc(var(--t-space) * ${steps / 4})`;
}

export const ALIGN_CSS: Record<AlignItems, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

export const JUSTIFY_CSS: Record<JustifyContent, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
  evenly: 'space-evenly',
};
