import type { CSSProperties } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { cardPager } from './definition';
import { initialPager, pageSlot, pageStatus, type PagerEvent, type PagerState } from './pager';

export type CardPagerProps = PropsOf<typeof cardPager>;

export interface CardPagerFrameProps {
  id: string;
  props: CardPagerProps;
  slots: ViewProps<CardPagerProps>['slots'];
  state: PagerState;
  /** The buttons and the page count exist only once the island runs; their space is kept before. */
  hydrated: boolean;
  dispatch?: (event: PagerEvent) => void;
}

function pagesStyle({ minHeight, maxHeight }: CardPagerProps): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (minHeight !== 'auto') style.minHeight = minHeight;
  if (maxHeight !== 'auto') style.maxHeight = maxHeight;
  return Object.keys(style).length > 0 ? style : undefined;
}

/**
 * The pager in a given state. Each page is a group labelled "Page n of N"; without JavaScript
 * every page is shown, one under the other.
 */
export function CardPagerFrame({ id, props, slots, state, hydrated, dispatch }: CardPagerFrameProps) {
  const count = state.count;
  const pagesId = platformId(id, 'pages');
  const classes = ['t-card-pager__pages'];
  if (props.maxHeight !== 'auto') classes.push('t-card-pager__pages--bounded');
  return (
    <div className="t-card-pager">
      <div className={classes.join(' ')} id={pagesId} style={pagesStyle(props)}>
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className={i === state.page ? 't-card-pager__page t-card-pager__page--current' : 't-card-pager__page'}
            role="group"
            aria-label={pageStatus(i, count)}
          >
            {slots[pageSlot(i)]}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="t-card-pager__controls">
          {hydrated ? (
            <>
              <button
                type="button"
                className="t-button t-card-pager__previous"
                aria-controls={pagesId}
                aria-disabled={state.page === 0 ? true : undefined}
                onClick={() => dispatch?.({ type: 'previous' })}
              >
                Previous page
              </button>
              <p className="t-card-pager__status" aria-live="polite">
                {pageStatus(state.page, count)}
              </p>
              <button
                type="button"
                className="t-button t-card-pager__next"
                aria-controls={pagesId}
                aria-disabled={state.page === count - 1 ? true : undefined}
                onClick={() => dispatch?.({ type: 'next' })}
              >
                Next page
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default function CardPagerView({ id, props, slots }: ViewProps<CardPagerProps>) {
  return <CardPagerFrame id={id} props={props} slots={slots} state={initialPager(props.pages)} hydrated={false} />;
}
