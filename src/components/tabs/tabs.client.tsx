import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { arrowTarget, HORIZONTAL } from '../disclosure';
import type { ViewProps } from '../view';
import { tabFromLocation, tabIndexOfHash, withTabChoice } from './state';
import { Tabs, type TabsProps } from './View';

/**
 * Island: the WAI-ARIA tabs pattern over the server's list of sections. The open tab follows
 * the address: a hash naming a tab opens it on arrival and whenever it changes; choosing a
 * tab with the mouse adds a history entry (Back returns to the previous tab), moving with the
 * arrow keys only replaces the current one, so a walk along the tabs is not ten entries.
 */
export default function TabsIsland(input: ViewProps<TabsProps>) {
  const { id, props } = input;
  const [live, setLive] = useState(false);
  const [selected, setSelected] = useState(0);
  const current = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const scrollPending = useRef(false);
  const tabIds = props.tabs.map((tab) => tab.tabId);
  const idsKey = tabIds.join(' ');

  const show = (index: number) => {
    current.current = index;
    setSelected(index);
  };

  useEffect(() => {
    const ids = idsKey.split(' ');
    const fromLocation = (fallback: number) => tabFromLocation({ hash: location.hash, state: history.state, nodeId: id, tabIds: ids, fallback });
    const record = (index: number) => history.replaceState(withTabChoice(history.state, id, ids[index]!), '');
    const arrived = fromLocation(0);
    show(arrived);
    record(arrived);
    setLive(true);
    const onPopState = () => show(fromLocation(current.current));
    // A link to a tab elsewhere on the page: the browser could not scroll to its hidden panel.
    const onHashChange = () => {
      const index = fromLocation(current.current);
      scrollPending.current = tabIndexOfHash(location.hash, ids) >= 0;
      show(index);
      record(index);
    };
    addEventListener('popstate', onPopState);
    addEventListener('hashchange', onHashChange);
    return () => {
      removeEventListener('popstate', onPopState);
      removeEventListener('hashchange', onHashChange);
    };
  }, [id, idsKey]);

  useLayoutEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  }, [selected]);

  const choose = (index: number, entry: 'push' | 'replace') => {
    const tabId = tabIds[index]!;
    if (location.hash !== `#${tabId}`) {
      const state = withTabChoice(history.state, id, tabId);
      if (entry === 'push') history.pushState(state, '', `#${tabId}`);
      else history.replaceState(state, '', `#${tabId}`);
    }
    show(index);
  };

  const onSelect = (index: number, event: MouseEvent<HTMLAnchorElement>) => {
    // Opening the tab in a new window or tab stays the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (index !== current.current) choose(index, 'push');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = arrowTarget(event.key, current.current, tabIds.length, HORIZONTAL);
    if (target === undefined) return;
    event.preventDefault();
    choose(target, 'replace');
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return <Tabs {...input} live={live} selected={selected} onSelect={onSelect} onKeyDown={onKeyDown} listRef={listRef} />;
}
