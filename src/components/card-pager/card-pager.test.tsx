import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import CardPagerIsland from './card-pager.client';
import { initialPager, pagerReducer, pageStatus, type PagerEvent } from './pager';
import CardPagerView, { CardPagerFrame, type CardPagerProps } from './View';

const card = (title: string) => node('card', { title, text: `${title} contract specifications.` });
const propsOf = (props: Record<string, unknown>) => valid(node('card-pager', props)).props as CardPagerProps;

function frame(props: Record<string, unknown>, ...events: PagerEvent[]): string {
  const p = propsOf(props);
  const state = events.reduce(pagerReducer, initialPager(p.pages));
  return renderToStaticMarkup(createElement(CardPagerFrame, { id: 'p1', props: p, slots: {}, state, hydrated: true }));
}

describe('card-pager: state transitions', () => {
  it('moves a page at a time and stops at both ends', () => {
    const start = initialPager(3);
    expect(start).toEqual({ page: 0, count: 3 });
    expect(pagerReducer(start, { type: 'previous' })).toBe(start);
    const second = pagerReducer(start, { type: 'next' });
    expect(second.page).toBe(1);
    const last = pagerReducer(second, { type: 'next' });
    expect(last.page).toBe(2);
    expect(pagerReducer(last, { type: 'next' })).toBe(last);
    expect(pagerReducer(last, { type: 'previous' }).page).toBe(1);
    expect(pagerReducer(start, { type: 'go', page: 2 }).page).toBe(2);
    for (const page of [-1, 3, 0.5]) expect(pagerReducer(start, { type: 'go', page })).toBe(start);
  });

  it('says "Page n of N"', () => {
    expect(pageStatus(0, 3)).toBe('Page 1 of 3');
    expect(pageStatus(2, 3)).toBe('Page 3 of 3');
  });
});

describe('card-pager: markup', () => {
  it('renders every page as a group of its cards, the first current, and keeps space for the buttons', () => {
    const tree = node('card-pager', { pages: 2 }, { page1: [card('Brent'), card('WTI')], page2: [card('Gasoil')] });
    const html = renderHtml(tree);
    expect(html).toMatch(
      new RegExp(
        `^<tessera-island data-island="0" data-kind="card-pager"><div class="t-card-pager"><div class="t-card-pager__pages" id="tessera-${tree.id}-pages">` +
          '<div class="t-card-pager__page t-card-pager__page--current" role="group" aria-label="Page 1 of 2"><tessera-slot data-slot="page1"><article class="t-card".*Brent.*WTI.*</tessera-slot></div>' +
          '<div class="t-card-pager__page" role="group" aria-label="Page 2 of 2"><tessera-slot data-slot="page2"><article class="t-card".*Gasoil.*</tessera-slot></div>' +
          '</div><div class="t-card-pager__controls"></div></div></tessera-island>$',
      ),
    );
    expect(html).not.toContain('<button');
  });

  it('renders only as many pages as it has, and no controls for one page', () => {
    const html = renderHtml(node('card-pager', { pages: 1 }, { page1: [card('Brent')], page2: [card('Hidden')] }));
    expect(html).not.toContain('Hidden');
    expect(html).not.toContain('t-card-pager__controls');
  });

  it('once hydrated: previous, "Page n of N" announced politely, next; unavailable at the ends', () => {
    const first = frame({ pages: 3 });
    expect(first).toContain(
      '<div class="t-card-pager__controls">' +
        '<button type="button" class="t-button t-card-pager__previous" aria-controls="tessera-p1-pages" aria-disabled="true">Previous page</button>' +
        '<p class="t-card-pager__status" aria-live="polite">Page 1 of 3</p>' +
        '<button type="button" class="t-button t-card-pager__next" aria-controls="tessera-p1-pages">Next page</button></div>',
    );
    const last = frame({ pages: 3 }, { type: 'next' }, { type: 'next' });
    expect(last).toContain('aria-live="polite">Page 3 of 3</p>');
    expect(last).toContain('aria-controls="tessera-p1-pages" aria-disabled="true">Next page');
    expect(last).not.toContain('aria-disabled="true">Previous page');
    expect(last).toContain('<div class="t-card-pager__page t-card-pager__page--current" role="group" aria-label="Page 3 of 3">');
  });

  it('bounds the pages in height, scrolling above the maximum', () => {
    const html = frame({ pages: 2, minHeight: '20rem', maxHeight: '640px' });
    expect(html).toContain('class="t-card-pager__pages t-card-pager__pages--bounded" id="tessera-p1-pages" style="min-height:20rem;max-height:640px"');
    expect(frame({ pages: 2 })).toContain('<div class="t-card-pager__pages" id="tessera-p1-pages">');
  });

  it('the island renders exactly the server HTML first', () => {
    const p = propsOf({ pages: 3 });
    expect(renderToStaticMarkup(createElement(CardPagerIsland, { id: 'p1', props: p, slots: {} }))).toBe(
      renderToStaticMarkup(createElement(CardPagerView, { id: 'p1', props: p, slots: {} })),
    );
  });
});

describe('card-pager: props', () => {
  it('has the specification fields', () => {
    expect(propsOf({})).toEqual({ pages: 2, minHeight: 'auto', maxHeight: 'auto' });
  });

  it('holds 1 to 10 pages of cards', () => {
    expect(issuesOf(node('card-pager', { pages: 0 }))).toEqual([{ path: '/root/props/pages', message: 'A card pager has at least 1 page' }]);
    expect(issuesOf(node('card-pager', { pages: 11 }))[0]!.message).toBe('A card pager has at most 10 pages');
    expect(issuesOf(node('card-pager', { pages: 1.5 }))[0]!.message).toBe('The number of pages is a whole number');
    expect(issuesOf(node('card-pager', {}, { page1: [node('hero')] }))[0]!.path).toBe('/root/slots/page1/0/name');
    expect(issuesOf(node('card-pager', { minHeight: 'expression(1)' }))[0]!.path).toBe('/root/props/minHeight');
  });
});
