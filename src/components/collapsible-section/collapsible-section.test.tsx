import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { FetchError } from '../../core/fetch';
import { node, type Node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import CollapsibleSectionIsland from './collapsible-section.client';
import { hashOpens, IDLE, loadReducer, shouldLoad, type LoadState } from './state';
import { collapsibleSection } from './definition';
import CollapsibleSectionView, { CollapsibleSection, type CollapsibleSectionProps } from './View';

const text = (html: string) => node('rich-text', { html });
const section = (props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}) =>
  node('collapsible-section', { header: 'Clearing fees', ...props }, { expanded: [text('<p>Per contract, both sides.</p>')], ...slots });
const propsOf = (props: Record<string, unknown> = {}) => valid(section(props)).props as CollapsibleSectionProps;
const markup = (props: Record<string, unknown>, load: LoadState) =>
  renderToStaticMarkup(createElement(CollapsibleSection, { id: 's1', props: propsOf(props), slots: { collapsed: 'Summary', expanded: 'Body', partial: 'Always' }, load }));

describe('collapsible-section: markup', () => {
  it('is a native disclosure, closed, followed by what shows while it is closed and what shows in both states', () => {
    const tree = section({ hash: 'clearing-fees' }, { collapsed: [text('<p>From $0.10 per contract.</p>')], partial: [text('<p>Questions: the fee desk.</p>')] });
    expect(renderHtml(tree)).toBe(
      '<tessera-island data-island="0" data-kind="collapsible-section"><div class="t-collapsible-section" id="clearing-fees">' +
        '<details class="t-collapsible-section__details"><summary class="t-collapsible-section__header">Clearing fees</summary>' +
        '<div class="t-collapsible-section__body"><tessera-slot data-slot="expanded"><div class="t-rich-text"><p>Per contract, both sides.</p></div></tessera-slot></div></details>' +
        '<div class="t-collapsible-section__collapsed"><tessera-slot data-slot="collapsed"><div class="t-rich-text"><p>From $0.10 per contract.</p></div></tessera-slot></div>' +
        '<div class="t-collapsible-section__partial"><tessera-slot data-slot="partial"><div class="t-rich-text"><p>Questions: the fee desk.</p></div></tessera-slot></div>' +
        '</div></tessera-island>',
    );
  });

  it('is plain when unstyled; no id without a hash; never open in the HTML (the address’s hash or a click opens it)', () => {
    const html = renderHtml(section({ unstyled: true }));
    expect(html).toContain('<div class="t-collapsible-section t-collapsible-section--unstyled"><details class="t-collapsible-section__details">');
    expect(html).not.toContain('open=');
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
    for (const props of [{}, { ajaxUrl: '/partials/fee-notes', hash: 'notes' }]) {
      const input = { id: 's1', props: propsOf(props), slots: { collapsed: 'Summary', expanded: 'Body', partial: 'Always' } };
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
  it('defaults to a styled section without hash or ajaxUrl; `collapsed` is a slot, no prop', () => {
    expect(propsOf()).toEqual({ hash: '', ajaxUrl: '', header: 'Clearing fees', unstyled: false });
    expect(Object.keys(collapsibleSection.slots).sort()).toEqual(['collapsed', 'expanded', 'partial']);
    expect(issuesOf({ ...section({ collapsed: true }), version: 2 })).toEqual([
      { path: '/root/props/collapsed', message: 'Unknown prop "collapsed" of "collapsible-section"' },
    ]);
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

describe('collapsible-section: pages stored with version 1 (a `collapsed` prop, two slots)', () => {
  const summary = () => text('<p>From $0.10 per contract.</p>');
  const body = () => text('<p>Per contract, both sides.</p>');
  const v1 = (collapsed: boolean) => ({
    ...node('collapsible-section', { hash: 'clearing-fees', ajaxUrl: '', header: 'Clearing fees', unstyled: false, collapsed }, { expanded: [body()], partial: [summary()] }),
    version: 1,
  });
  /** The tree without node ids, which differ between builds. */
  const shape = (tree: Node): unknown => ({ name: tree.name, props: tree.props, version: tree.version, slots: Object.fromEntries(Object.entries(tree.slots).map(([k, v]) => [k, v.map(shape)])) });

  it('moves what showed while closed into the `collapsed` slot and drops the prop', () => {
    const upgraded = valid(v1(true));
    expect(upgraded.version).toBe(2);
    expect(upgraded.props).toEqual({ hash: 'clearing-fees', ajaxUrl: '', header: 'Clearing fees', unstyled: false });
    const current = valid(section({ hash: 'clearing-fees' }, { expanded: [body()], collapsed: [summary()], partial: [] }));
    expect(shape(upgraded)).toEqual(shape(current));
    // Validating the upgraded tree again changes nothing.
    expect(valid(upgraded)).toEqual(upgraded);
  });

  it('renders as before: the summary while closed, the content when opened', () => {
    const html = renderHtml(v1(true));
    expect(html).toContain('<details class="t-collapsible-section__details"><summary class="t-collapsible-section__header">Clearing fees</summary>');
    expect(html).toContain('<div class="t-collapsible-section__body"><tessera-slot data-slot="expanded"><div class="t-rich-text"><p>Per contract, both sides.</p></div></tessera-slot></div></details>');
    expect(html).toContain('<div class="t-collapsible-section__collapsed"><tessera-slot data-slot="collapsed"><div class="t-rich-text"><p>From $0.10 per contract.</p></div></tessera-slot></div>');
    expect(html).toContain('<div class="t-collapsible-section__partial"><tessera-slot data-slot="partial"></tessera-slot></div>');
  });

  it('a section that started open now starts closed, its content unchanged', () => {
    const upgraded = valid(v1(false));
    expect(upgraded.props).not.toHaveProperty('collapsed');
    expect(upgraded.slots.expanded).toHaveLength(1);
    expect(upgraded.slots.collapsed).toHaveLength(1);
    expect(renderHtml(v1(false))).not.toContain('open=');
  });

  it('a node built in the current shape without a version keeps its slots', () => {
    const built = valid(section({}, { collapsed: [summary()], partial: [text('<p>Questions: the fee desk.</p>')] }));
    expect(built.slots.collapsed).toHaveLength(1);
    expect(built.slots.partial).toHaveLength(1);
  });
});
