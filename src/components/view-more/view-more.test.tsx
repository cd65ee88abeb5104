import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { VIEW_MORE_MAX_HEIGHT } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { isTall, viewMoreReducer, type ViewMoreState } from './state';
import ViewMoreIsland from './view-more.client';
import ViewMoreView, { ViewMore, type ViewMoreProps } from './View';

const tree = (props: Record<string, unknown> = {}) => node('view-more', props, { content: [node('rich-text', { html: '<p>Release notes.</p>' })] });
const propsOf = (props: Record<string, unknown> = {}) => valid(tree(props)).props as ViewMoreProps;
const markup = (state: ViewMoreState) => renderToStaticMarkup(createElement(ViewMore, { id: 'v1', props: propsOf(), slots: { content: 'Notes' }, state }));

describe('view-more: markup', () => {
  it('the server sends all the content and a collapsed toggle (hidden without scripts by styles.css)', () => {
    const t = tree();
    expect(renderHtml(t)).toBe(
      `<tessera-island data-island="0" data-kind="view-more"><div class="t-view-more t-view-more--pending"><div class="t-view-more__content" id="tessera-${t.id}-content">` +
        '<tessera-slot data-slot="content"><div class="t-rich-text"><p>Release notes.</p></div></tessera-slot></div>' +
        `<button type="button" class="t-view-more__toggle" aria-expanded="false" aria-controls="tessera-${t.id}-content">View more</button></div></tessera-island>`,
    );
  });

  it('collapsed says View more, expanded View less; short content has no toggle', () => {
    expect(markup('collapsed')).toContain('<button type="button" class="t-view-more__toggle" aria-expanded="false" aria-controls="tessera-v1-content">View more</button>');
    expect(markup('expanded')).toContain('aria-expanded="true" aria-controls="tessera-v1-content">View less</button>');
    expect(markup('short')).toBe('<div class="t-view-more t-view-more--short"><div class="t-view-more__content" id="tessera-v1-content">Notes</div></div>');
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    const input = { id: 'v1', props: propsOf(), slots: { content: 'Notes' } };
    expect(renderToStaticMarkup(createElement(ViewMoreIsland, input))).toBe(renderToStaticMarkup(createElement(ViewMoreView, input)));
  });

  it('clips at the specification’s 200 px, in the stylesheet, only where scripts run', () => {
    expect(VIEW_MORE_MAX_HEIGHT).toBe(200);
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    const enabled = css.slice(css.indexOf('@media (scripting: enabled)'), css.indexOf('@media (scripting: none)'));
    expect(enabled).toContain(`max-height: ${VIEW_MORE_MAX_HEIGHT}px;`);
    expect(css.slice(css.indexOf('@media (scripting: none)'))).toMatch(/\.t-view-more__toggle \{\s+display: none;/);
  });
});

describe('view-more: state', () => {
  it('content taller than 200 px is clipped, 200 px or less is not', () => {
    expect(isTall(201)).toBe(true);
    expect(isTall(200)).toBe(false);
    expect(viewMoreReducer('pending', { type: 'measured', tall: true })).toBe('collapsed');
    expect(viewMoreReducer('pending', { type: 'measured', tall: false })).toBe('short');
  });

  it('toggles between collapsed and expanded; short content has nothing to toggle', () => {
    expect(viewMoreReducer('collapsed', { type: 'toggle' })).toBe('expanded');
    expect(viewMoreReducer('expanded', { type: 'toggle' })).toBe('collapsed');
    expect(viewMoreReducer('short', { type: 'toggle' })).toBe('short');
    expect(viewMoreReducer('pending', { type: 'toggle' })).toBe('pending');
  });

  it('follows the content’s size: an open one stays open while tall, anything short loses the toggle', () => {
    expect(viewMoreReducer('expanded', { type: 'measured', tall: true })).toBe('expanded');
    expect(viewMoreReducer('expanded', { type: 'measured', tall: false })).toBe('short');
    expect(viewMoreReducer('short', { type: 'measured', tall: true })).toBe('collapsed');
    expect(viewMoreReducer('collapsed', { type: 'measured', tall: false })).toBe('short');
  });
});

describe('view-more: props', () => {
  it('labels the toggle View more and View less unless told otherwise', () => {
    expect(propsOf()).toEqual({ moreLabel: 'View more', lessLabel: 'View less' });
    expect(renderHtml(tree({ moreLabel: 'Show all notes' }))).toContain('>Show all notes</button>');
    expect(issuesOf(tree({ lessLabel: ' ' }))).toEqual([{ path: '/root/props/lessLabel', message: 'Enter the label of the button that shows less' }]);
  });
});
