import { HELP_TOOLTIP_TRUNCATE } from '../../core/constants';

/** Closed → open (truncated) → expanded (full text); closing always returns to truncated. */
export interface TooltipState {
  open: boolean;
  expanded: boolean;
}

export type TooltipEvent = 'toggle' | 'more' | 'close';

export const initialTooltipState: TooltipState = { open: false, expanded: false };

export function tooltipReducer(state: TooltipState, event: TooltipEvent): TooltipState {
  switch (event) {
    case 'toggle':
      return state.open ? initialTooltipState : { open: true, expanded: false };
    case 'more':
      return state.open ? { open: true, expanded: true } : state;
    case 'close':
      return initialTooltipState;
  }
}

/**
 * Specification §9: the text is cut after 40 characters, followed by '(more)'. `start` is
 * what shows first, `rest` what (more) reveals; together they are the whole text.
 */
export function splitHelpText(text: string): { start: string; rest: string } {
  const chars = [...text];
  if (chars.length <= HELP_TOOLTIP_TRUNCATE) return { start: text, rest: '' };
  return { start: chars.slice(0, HELP_TOOLTIP_TRUNCATE).join(''), rest: chars.slice(HELP_TOOLTIP_TRUNCATE).join('') };
}
