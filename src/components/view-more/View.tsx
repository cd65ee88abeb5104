import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { viewMore } from './definition';
import type { ViewMoreState } from './state';

export type ViewMoreProps = PropsOf<typeof viewMore>;

export interface ViewMoreMarkupProps extends ViewProps<ViewMoreProps> {
  state: ViewMoreState;
  onToggle?: () => void;
  contentRef?: Ref<HTMLDivElement>;
  toggleRef?: Ref<HTMLButtonElement>;
}

/**
 * The content and its toggle in a given state. Pending, the toggle is there so that clipped
 * content does not move when the island measures it (styles.css hides it without scripts).
 */
export function ViewMore({ id, props, slots, state, onToggle, contentRef, toggleRef }: ViewMoreMarkupProps) {
  const contentId = platformId(id, 'content');
  return (
    <div className={`t-view-more t-view-more--${state}`}>
      <div className="t-view-more__content" id={contentId} ref={contentRef}>
        {slots.content}
      </div>
      {state === 'short' ? null : (
        <button
          type="button"
          className="t-view-more__toggle"
          aria-expanded={state === 'expanded'}
          aria-controls={contentId}
          onClick={onToggle}
          ref={toggleRef}
        >
          {state === 'expanded' ? props.lessLabel : props.moreLabel}
        </button>
      )}
    </div>
  );
}

/** Server view: the pending state, identical to the island's first render. */
export default function ViewMoreView(input: ViewProps<ViewMoreProps>) {
  return <ViewMore {...input} state="pending" />;
}
