import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node, type Node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import TabsIsland from './tabs.client';
import { HISTORY_KEY, tabFromLocation, tabIndexOfHash, withTabChoice } from './state';
import TabsView, { Tabs, type TabsProps } from './View';

const text = (html: string) => node('rich-text', { html });
const twoTabs = [
  { tabId: 'desktop', label: 'Desktop' },
  { tabId: 'web', label: 'Web' },
];
const tree = (props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}) =>
  node('tabs', { label: 'Platforms', tabs: twoTabs, ...props }, { tab1: [text('<p>Multi-monitor layouts.</p>')], tab2: [text('<p>Any browser.</p>')], ...slots });
const propsOf = (props: Record<string, unknown> = {}) => valid(tree(props)).props as TabsProps;
const live = (selected: number) =>
  renderToStaticMarkup(createElement(Tabs, { id: 'n1', props: propsOf(), slots: { tab1: 'One', tab2: 'Two' }, live: true, selected }));

describe('tabs: markup', () => {
  it('the server sends links to sections, each under its heading, so every tab reads without JavaScript', () => {
    const t = tree();
    expect(renderHtml(t)).toBe(
      `<tessera-island data-island="0" data-kind="tabs"><div class="t-tabs t-tabs--static"><ul class="t-tabs__list" aria-label="Platforms">` +
        `<li class="t-tabs__item"><a class="t-tabs__tab" href="#desktop" id="tessera-${t.id}-tab-desktop">Desktop</a></li>` +
        `<li class="t-tabs__item"><a class="t-tabs__tab" href="#web" id="tessera-${t.id}-tab-web">Web</a></li></ul>` +
        '<section class="t-tabs__panel" id="desktop"><h3 class="t-tabs__heading">Desktop</h3><tessera-slot data-slot="tab1"><div class="t-rich-text"><p>Multi-monitor layouts.</p></div></tessera-slot></section>' +
        '<section class="t-tabs__panel" id="web"><h3 class="t-tabs__heading">Web</h3><tessera-slot data-slot="tab2"><div class="t-rich-text"><p>Any browser.</p></div></tessera-slot></section>' +
        '</div></tessera-island>',
    );
  });

  it('live, it is the WAI-ARIA tabs pattern: one selected tab in the tab order, the other panels hidden', () => {
    const html = live(1);
    expect(html).toContain('<ul class="t-tabs__list" role="tablist" aria-label="Platforms">');
    expect(html).toContain('<li class="t-tabs__item" role="presentation">');
    expect(html).toContain('<a class="t-tabs__tab" href="#desktop" id="tessera-n1-tab-desktop" role="tab" aria-selected="false" aria-controls="desktop" tabindex="-1">Desktop</a>');
    expect(html).toContain('<a class="t-tabs__tab" href="#web" id="tessera-n1-tab-web" role="tab" aria-selected="true" aria-controls="web">Web</a>');
    expect(html).toContain('<section class="t-tabs__panel" id="desktop" role="tabpanel" aria-labelledby="tessera-n1-tab-desktop" tabindex="0" hidden="">');
    expect(html).toContain('<section class="t-tabs__panel" id="web" role="tabpanel" aria-labelledby="tessera-n1-tab-web" tabindex="0">');
    expect(live(0)).toContain('aria-selected="true" aria-controls="desktop">Desktop</a>');
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    const input = { id: 'n1', props: propsOf(), slots: { tab1: 'One', tab2: 'Two' } };
    expect(renderToStaticMarkup(createElement(TabsIsland, input))).toBe(renderToStaticMarkup(createElement(TabsView, input)));
  });

  it('a tab label too long for the heading level renders one level smaller', () => {
    const long = 'Charting, scanning and back-testing on the web';
    expect(long.length).toBeGreaterThan(40);
    const html = renderHtml(tree({ headingLevel: 1, tabs: [{ tabId: 'web', label: long }, { tabId: 'mobile', label: 'Mobile' }] }));
    expect(html).toContain(`<h2 class="t-tabs__heading">${long}</h2>`);
    expect(html).toContain('<h1 class="t-tabs__heading">Mobile</h1>');
  });

  it('shows only the slots of the tabs it has', () => {
    const html = renderHtml(tree({}, { tab3: [text('<p>Left over from a third tab.</p>')] }));
    expect(html).not.toContain('Left over');
  });
});

describe('tabs: the open tab in the address', () => {
  const ids = ['desktop', 'web', 'mobile'];

  it('reads the tab a hash names', () => {
    expect(tabIndexOfHash('#web', ids)).toBe(1);
    expect(tabIndexOfHash('#plans', ids)).toBe(-1);
    expect(tabIndexOfHash('', ids)).toBe(-1);
    expect(tabIndexOfHash('web', ids)).toBe(-1);
  });

  it('prefers the hash, then what the history entry recorded, then the fallback', () => {
    const state = withTabChoice(null, 'n1', 'mobile');
    expect(tabFromLocation({ hash: '#web', state, nodeId: 'n1', tabIds: ids, fallback: 0 })).toBe(1);
    expect(tabFromLocation({ hash: '', state, nodeId: 'n1', tabIds: ids, fallback: 0 })).toBe(2);
    // A link to another part of the page keeps the tab that is open.
    expect(tabFromLocation({ hash: '#plans', state: null, nodeId: 'n1', tabIds: ids, fallback: 1 })).toBe(1);
    // Another component's record, or a tab that no longer exists, is no answer.
    expect(tabFromLocation({ hash: '', state, nodeId: 'n2', tabIds: ids, fallback: 0 })).toBe(0);
    expect(tabFromLocation({ hash: '', state: withTabChoice(null, 'n1', 'gone'), nodeId: 'n1', tabIds: ids, fallback: 0 })).toBe(0);
    expect(tabFromLocation({ hash: '', state: { [HISTORY_KEY]: 'junk' }, nodeId: 'n1', tabIds: ids, fallback: 0 })).toBe(0);
  });

  it('records one component’s choice in the history state and keeps everything else', () => {
    const before = { scroll: 10, [HISTORY_KEY]: { other: 'quotes' } };
    expect(withTabChoice(before, 'n1', 'web')).toEqual({ scroll: 10, [HISTORY_KEY]: { other: 'quotes', n1: 'web' } });
    expect(before[HISTORY_KEY]).toEqual({ other: 'quotes' });
    expect(withTabChoice('not an object', 'n1', 'web')).toEqual({ [HISTORY_KEY]: { n1: 'web' } });
  });
});

describe('tabs: props', () => {
  it('defaults the heading level to 3', () => {
    expect(propsOf().headingLevel).toBe(3);
  });

  it('takes tab ids editors may choose: unique, never the platform’s', () => {
    const dup = issuesOf(tree({ tabs: [...twoTabs, { tabId: 'web', label: 'Web again' }] }));
    expect(dup).toEqual([{ path: '/root/props/tabs/2/tabId', message: 'Tab ids must differ: "web" is used twice' }]);
    expect(issuesOf(tree({ tabs: [{ tabId: 'tessera-main', label: 'Main' }] }))).toEqual([
      { path: '/root/props/tabs/0/tabId', message: 'Names starting with "tessera-" are reserved for the platform' },
    ]);
    expect(issuesOf(tree({ tabs: [{ tabId: '2nd tab', label: 'Second' }] }))[0]).toEqual({
      path: '/root/props/tabs/0/tabId',
      message: 'Use letters, digits, - and _ starting with a letter, e.g. end-of-day',
    });
  });

  it('needs a label for the list and each tab, and one to eight tabs', () => {
    expect(issuesOf(tree({ label: ' ' }))).toEqual([{ path: '/root/props/label', message: 'Enter a name for the tab list' }]);
    expect(issuesOf(tree({ tabs: [{ tabId: 'a', label: '' }] }))).toEqual([{ path: '/root/props/tabs/0/label', message: 'Enter the tab label' }]);
    expect(issuesOf(tree({ tabs: [] }))).toEqual([{ path: '/root/props/tabs', message: 'Add at least one tab' }]);
    const nine = Array.from({ length: 9 }, (_, i) => ({ tabId: `t${i}`, label: `Tab ${i}` }));
    expect(issuesOf(tree({ tabs: nine }))).toEqual([{ path: '/root/props/tabs', message: 'At most 8 tabs' }]);
    expect(issuesOf(tree({}, { tab9: [text('<p>x</p>')] }))[0]!.path).toBe('/root/slots/tab9');
  });
});
