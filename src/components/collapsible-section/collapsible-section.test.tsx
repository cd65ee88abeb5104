import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { FetchError } from '../../core/fetch';
import { node, type Node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import CollapsibleSectionIsland from './collapsible-section.client';
import { hashOpens, IDLE, loadReducer, shouldLoad, type LoadState } from './state';
import CollapsibleSectionView, { CollapsibleSection, type CollapsibleSectionProps } from './View';

const text = (html: string) => node('rich-text', { html });
const section = (props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}) =>
  node('collapsible-section', { header: 'Clearing fees', ...props }, { expanded: [text('<p>Per contract, both sides.</p>')], ...slots });
const propsOf = (props: Record<string, unknown> = {}) => valid(section(props)).props as CollapsibleSectionProps;
const markup = (props: Record<string, unknown>, load: LoadState) =>
  renderToStaticMarkup(createElement(CollapsibleSection, { id: 's1', props: propsOf(props), slots: { expanded: 'Body', partial: 'Summary' }, load }));

describe('collapsible-section: markup', () => {
  it('is a native disclosure, closed by default, followed by what shows while it is closed', () => {
    const tree = section({ hash: 'clearing-fees' }, { partial: [text('<p>From $0.10 per contract.</p>')] });
    expect(renderHtml(tree)).toBe(
      '<tessera-island data-island="0" data-kind="collapsible-section"><div class="t-collapsible-section" id="clearing-fees">' +
        '<details class="t-collapsible-section__details"><summary class="t-collapsible-section__header">Clearing fees</summary>' +
        '<div class="t-collapsible-section__body"><tessera-slot data-slot="expanded"><div class="t-rich-text"><p>Per contract, both sides.</p></div></tessera-slot></div></details>' +
        '<div class="t-collapsible-section__partial"><tessera-slot data-slot="partial"><div class="t-rich-text"><p>From $0.10 per contract.</p></div></tessera-slot></div>' +
        '</div></tessera-island>',
    );
  });

  it('starts open when not collapsed, and plain when unstyled; no id without a hash', () => {
    const html = renderHtml(section({ collapsed: false, unstyled: true }));
    expect(html).toContain('<div class="t-collapsible-section t-collapsible-section--unstyled"><details class="t-collapsible-section__details" open="">');
  });

  it('with an ajaxUrl, has an empty place for the partial until it loads', () => {
    expect(renderHtml(section({ ajaxUrl: '/partials/fee-notes' }))).toContain(
      '</tessera-slot><div class="t-collapsible-section__loaded"></div></div></details>',
    );
    expect(renderHtml(section())).not.toContain('t-collapsible-section__loaded');
  });

  it('shows loading, the loaded fragment, and a failure with the fetch error’s message and a retry', () => {
    const ajax = { ajaxUrl: '/partials/fee-notes' };
    expect(markup(ajax, { status: 'loading' })).toContain(
      '<div class="t-collapsible-section__loaded" aria-busy="true"><p class="t-collapsible-section__status" role="status">Loading…</p></div>',
    );
    expect(markup(ajax, { status: 'loaded', html: '<p>Fees are waived in March.</p>' })).toContain(
      '<div class="t-collapsible-section__loaded"><div class="t-collapsible-section__fragment"><p>Fees are waived in March.</p></div></div>',
    );
    const error = new FetchError(404, 'Not Found', 'http://globalotc.localhost/partials/retired').message;
    expect(error).toBe('404 Not Found: http://globalotc.localhost/partials/retired');
    expect(markup(ajax, { status: 'failed', error })).toContain(
      '<div class="t-collapsible-section__error" role="alert"><p>This part of the section could not be loaded: 404 Not Found: http://globalotc.localhost/partials/retired</p>' +
        '<button type="button" class="t-button">Try again</button></div>',
    );
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    for (const props of [{}, { ajaxUrl: '/partials/fee-notes', collapsed: false, hash: 'notes' }]) {
      const input = { id: 's1', props: propsOf(props), slots: { expanded: 'Body', partial: 'Summary' } };
      expect(renderToStaticMarkup(createElement(CollapsibleSectionIsland, input))).toBe(renderToStaticMarkup(createElement(CollapsibleSectionView, input)));
    }
  });
});

describe('collapsible-section: loading the ajaxUrl once', () => {
  it('loads when open with an ajaxUrl and nothing loaded yet', () => {
    expect(shouldLoad({ open: true, ajaxUrl: '/partials/fee-notes', state: IDLE })).toBe(true);
    expect(shouldLoad({ open: false, ajaxUrl: '/partials/fee-notes', state: IDLE })).toBe(false);
    expect(shouldLoad({ open: true, ajaxUrl: '', state: IDLE })).toBe(false);
    expect(shouldLoad({ open: true, ajaxUrl: '/partials/fee-notes', state: { status: 'loaded', html: '' } })).toBe(false);
    expect(shouldLoad({ open: true, ajaxUrl: '/partials/fee-notes', state: { status: 'loading' } })).toBe(false);
  });

  it('idle → loading → loaded stays loaded; a failure can be retried', () => {
    const loading = loadReducer(IDLE, { type: 'start' });
    expect(loading).toEqual({ status: 'loading' });
    const loaded = loadReducer(loading, { type: 'done', html: '<p>x</p>' });
    expect(loaded).toEqual({ status: 'loaded', html: '<p>x</p>' });
    expect(loadReducer(loaded, { type: 'start' })).toBe(loaded);
    expect(loadReducer(loaded, { type: 'retry' })).toBe(loaded);
    const failed = loadReducer(loading, { type: 'fail', error: '404 Not Found: /x' });
    expect(failed).toEqual({ status: 'failed', error: '404 Not Found: /x' });
    expect(loadReducer(failed, { type: 'retry' })).toBe(IDLE);
    // Answers that arrive when nothing is loading change nothing.
    expect(loadReducer(IDLE, { type: 'done', html: '' })).toBe(IDLE);
    expect(loadReducer(IDLE, { type: 'fail', error: '' })).toBe(IDLE);
  });

  it('opens for its own hash only', () => {
    expect(hashOpens('#clearing-fees', 'clearing-fees')).toBe(true);
    expect(hashOpens('#clearing', 'clearing-fees')).toBe(false);
    expect(hashOpens('', '')).toBe(false);
    expect(hashOpens('#', '')).toBe(false);
  });
});

describe('collapsible-section: props', () => {
  it('defaults to a styled, collapsed section without hash or ajaxUrl', () => {
    expect(propsOf()).toEqual({ hash: '', ajaxUrl: '', header: 'Clearing fees', unstyled: false, collapsed: true });
  });

  it('takes only a same-site path as ajaxUrl', () => {
    expect(propsOf({ ajaxUrl: '/partials/fee-notes' }).ajaxUrl).toBe('/partials/fee-notes');
    for (const ajaxUrl of ['https://example.com/partial', '//example.com/partial', '/partials/../admin', 'partials/x', 'javascript:alert(1)', '/\\example.com']) {
      const issues = issuesOf(section({ ajaxUrl }));
      expect(issues.map((i) => i.path), ajaxUrl).toEqual(['/root/props/ajaxUrl']);
      expect(issues[0]!.message, ajaxUrl).toMatch(/^Use the path of a partial on this site, like \/partials\/fee-notes: /);
    }
  });

  it('takes a hash editors may choose, and needs a header', () => {
    expect(issuesOf(section({ hash: 'tessera-islands' }))).toEqual([
      { path: '/root/props/hash', message: 'Names starting with "tessera-" are reserved for the platform' },
    ]);
    expect(issuesOf(section({ hash: '#fees' }))[0]!.path).toBe('/root/props/hash');
    expect(issuesOf(section({ header: '  ' }))).toEqual([{ path: '/root/props/header', message: 'Enter the header' }]);
  });
});
