import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { tabs } from './definition';
import { tabSlot } from './slots';

export type TabsProps = PropsOf<typeof tabs>;

export interface TabsMarkupProps extends ViewProps<TabsProps> {
  /**
   * false: the server's HTML, a list of links to the tabs' sections, each under its heading
   * (what a visitor without JavaScript gets; styles.css shows it as tabs where scripts run).
   * true: the WAI-ARIA tabs pattern, driven by the island.
   */
  live: boolean;
  selected: number;
  onSelect?: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  listRef?: Ref<HTMLUListElement>;
}

/** The tabs in a given state; the island supplies the state and the handlers. */
export function Tabs({ id, props, slots, live, selected, onSelect, onKeyDown, listRef }: TabsMarkupProps) {
  const tabElementId = (tabId: string) => platformId(id, 'tab', tabId);
  return (
    <div className={`t-tabs ${live ? 't-tabs--live' : 't-tabs--static'}`}>
      <ul className="t-tabs__list" role={live ? 'tablist' : undefined} aria-label={props.label} onKeyDown={onKeyDown} ref={listRef}>
        {props.tabs.map((tab, i) => (
          <li className="t-tabs__item" key={tab.tabId} role={live ? 'presentation' : undefined}>
            <a
              className="t-tabs__tab"
              href={`#${tab.tabId}`}
              id={tabElementId(tab.tabId)}
              role={live ? 'tab' : undefined}
              aria-selected={live ? i === selected : undefined}
              aria-controls={live ? tab.tabId : undefined}
              tabIndex={live && i !== selected ? -1 : undefined}
              onClick={onSelect ? (event) => onSelect(i, event) : undefined}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      {props.tabs.map((tab, i) => {
        const Heading = `h${headingLevel(tab.label, props.headingLevel)}` as const;
        return (
          <section
            className="t-tabs__panel"
            key={tab.tabId}
            id={tab.tabId}
            role={live ? 'tabpanel' : undefined}
            aria-labelledby={live ? tabElementId(tab.tabId) : undefined}
            tabIndex={live ? 0 : undefined}
            hidden={live && i !== selected}
          >
            <Heading className="t-tabs__heading">{tab.label}</Heading>
            {slots[tabSlot(i)]}
          </section>
        );
      })}
    </div>
  );
}

/** Server view: the static HTML, identical to the island's first render so hydration matches. */
export default function TabsView(input: ViewProps<TabsProps>) {
  return <Tabs {...input} live={false} selected={0} />;
}
