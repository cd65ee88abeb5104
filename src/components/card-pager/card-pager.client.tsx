import { useReducer } from 'react';
import { useHydrated } from '../disclosure';
import type { ViewProps } from '../view';
import { initialPager, pagerReducer } from './pager';
import { CardPagerFrame, type CardPagerProps } from './View';

/** Island: the page state around the server's pages of cards. */
export default function CardPagerIsland({ id, props, slots }: ViewProps<CardPagerProps>) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(pagerReducer, props.pages, initialPager);
  return <CardPagerFrame id={id} props={props} slots={slots} state={state} hydrated={hydrated} dispatch={dispatch} />;
}
