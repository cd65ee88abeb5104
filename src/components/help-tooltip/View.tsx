import { useLayoutEffect, useReducer, useRef, type KeyboardEvent, type Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { HELP_TOOLTIP_MORE } from '../../core/constants';
import type { ViewProps } from '../view';
import type { helpTooltip } from './definition';
import { initialTooltipState, splitHelpText, tooltipReducer, type TooltipEvent, type TooltipState } from './state';
import { platformId } from '../../core/ids';

export type HelpTooltipProps = PropsOf<typeof helpTooltip>;

export interface HelpTooltipMarkupProps {
  id: string;
  props: HelpTooltipProps;
  state: TooltipState;
  dispatch?: (event: TooltipEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  toggleRef?: Ref<HTMLButtonElement>;
  popupRef?: Ref<HTMLSpanElement>;
}

/** The button and its popup in a given state. Without scripts styles.css shows the whole text instead. */
export function HelpTooltip({ id, props, state, dispatch, onKeyDown, toggleRef, popupRef }: HelpTooltipMarkupProps) {
  const { start, rest } = splitHelpText(props.text);
  const collapsed = rest !== '' && !state.expanded;
  const popupId = platformId(id, 'help');
  return (
    <span className={`t-help-tooltip ${state.open ? 't-help-tooltip--open' : 't-help-tooltip--closed'}`} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="t-help-tooltip__toggle"
        aria-expanded={state.open}
        aria-controls={popupId}
        aria-describedby={state.open ? popupId : undefined}
        onClick={() => dispatch?.('toggle')}
        ref={toggleRef}
      >
        <span className="t-help-tooltip__icon" aria-hidden="true">
          ?
        </span>
        {props.label}
      </button>
      <span className={`t-help-tooltip__popup${collapsed ? ' t-help-tooltip__popup--collapsed' : ''}`} id={popupId} tabIndex={-1} ref={popupRef}>
        <span className="t-help-tooltip__start">{start}</span>
        {rest ? <span className="t-help-tooltip__rest">{rest}</span> : null}
        {collapsed ? (
          <>
            <span className="t-help-tooltip__ellipsis" aria-hidden="true">
              …
            </span>{' '}
            <button type="button" className="t-help-tooltip__more" onClick={() => dispatch?.('more')}>
              {HELP_TOOLTIP_MORE}
            </button>
          </>
        ) : null}
      </span>
    </span>
  );
}

/**
 * The view owns its state (server and first client render are both closed), like the alert's
 * dismiss, so the island entry only re-exports it.
 */
export default function HelpTooltipView({ id, props }: ViewProps<HelpTooltipProps>) {
  const [state, dispatch] = useReducer(tooltipReducer, initialTooltipState);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    // The (more) button is gone once pressed: focus moves to the text it revealed.
    if (state.expanded) popupRef.current?.focus();
  }, [state.expanded]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !state.open) return;
    event.stopPropagation();
    dispatch('close');
    toggleRef.current?.focus();
  };

  return <HelpTooltip id={id} props={props} state={state} dispatch={dispatch} onKeyDown={onKeyDown} toggleRef={toggleRef} popupRef={popupRef} />;
}
