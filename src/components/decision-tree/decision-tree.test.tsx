import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { decisionTree } from './definition';
import { DecisionTree, type DecisionTreeProps } from './View';

const TREE = {
  initialViewId: 'start',
  views: [
    {
      id: 'need',
      type: 'checkboxes',
      title: 'What do you need?',
      checkboxes: [{ label: 'Market data' }, { label: 'Order entry' }],
      targetViewIds: { TT: 'colo', TF: 'feed', FT: 'gateway', FF: 'start' },
    },
    {
      id: 'start',
      type: 'icons',
      title: 'Where do you connect from?',
      text: 'Pick the closest match.',
      choices: [
        { label: 'Our data centre', icon: 'server', targetViewId: 'need' },
        { label: 'The cloud', icon: 'cloud', targetViewId: 'feed' },
      ],
    },
    { id: 'colo', type: 'buttons', title: 'Colocation', choices: [{ label: 'See the gateway option', targetViewId: 'gateway' }] },
    { id: 'feed', type: 'buttons', title: 'A market data feed' },
    { id: 'gateway', type: 'buttons', title: 'An order entry gateway' },
  ],
};

const tree = () => node('decision-tree', TREE);
const pathsOf = (props: Record<string, unknown>) => issuesOf(node('decision-tree', props)).map((i) => [i.path, i.message]);

describe('decision-tree', () => {
  it('renders every view as a section, the initial one first, answers as in-page links', () => {
    const t = tree();
    const html = renderHtml(t);
    const section = (id: string) => `id="tessera-${t.id}-view-${id}"`;
    const href = (id: string) => `href="#tessera-${t.id}-view-${id}"`;
    expect(html).toMatch(/^<tessera-island data-island="0" data-kind="decision-tree"><div class="t-decision-tree t-decision-tree--static" style="min-height:500px">/);
    const order = ['start', 'need', 'colo', 'feed', 'gateway'].map((id) => html.indexOf(section(id)));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<h3 class="t-decision-tree__title">Where do you connect from?</h3><p class="t-decision-tree__text">Pick the closest match.</p>');
    // Icons: a drawing beside each label, hidden from assistive technology.
    expect(html).toContain(`<a class="t-decision-tree__choice" ${href('need')}><svg class="t-decision-tree__icon"`);
    expect(html).toContain('aria-hidden="true" focusable="false"');
    expect(html).toContain(`<span class="t-decision-tree__label">Our data centre</span></a>`);
    expect(html).toContain(`<a class="t-decision-tree__choice" ${href('gateway')}><span class="t-decision-tree__label">See the gateway option</span></a>`);
    // Every view but the first leads back to it; no buttons without scripts.
    expect(html.split(`<a class="t-decision-tree__nav-button" ${href('start')}>Start again</a>`)).toHaveLength(5);
    expect(html).not.toContain('<button');
  });

  it('offers a checkbox view’s four combinations as links without scripts', () => {
    const t = tree();
    const html = renderHtml(t);
    const link = (id: string, text: string) => `<a class="t-decision-tree__choice" href="#tessera-${t.id}-view-${id}">${text}</a>`;
    expect(html).toContain('<ul class="t-decision-tree__statements"><li>Market data</li><li>Order entry</li></ul>');
    for (const [id, text] of [['colo', 'Both apply'], ['feed', 'Only: Market data'], ['gateway', 'Only: Order entry'], ['start', 'Neither applies']]) {
      expect(html).toContain(link(id!, text!));
    }
  });

  it('shows one view at a time with buttons, real checkboxes, Back and Start again once live', () => {
    const props = valid(tree()).props as DecisionTreeProps;
    const render = (current: string, history: string[]) =>
      renderToStaticMarkup(createElement(DecisionTree, { id: 'n1', props, slots: {}, live: true, state: { current, history }, ticks: { need: [true, false] } }));
    const html = render('need', ['start']);
    expect(html).toContain('t-decision-tree--live');
    expect(html.match(/<section class="t-decision-tree__view" id="[^"]+"(?! hidden)/g)).toEqual(['<section class="t-decision-tree__view" id="tessera-n1-view-need"']);
    expect(html).toContain('<h3 class="t-decision-tree__title" tabindex="-1">What do you need?</h3>');
    expect(html).toContain('<legend class="t-visually-hidden">What do you need?</legend>');
    expect(html).toContain('<input type="checkbox" checked=""/><span>Market data</span>');
    expect(html).toContain('<input type="checkbox"/><span>Order entry</span>');
    expect(html).toContain('<button type="button" class="t-decision-tree__choice t-decision-tree__continue">Continue</button>');
    expect(html).toContain('<button type="button" class="t-decision-tree__nav-button">Back</button><button type="button" class="t-decision-tree__nav-button">Start again</button>');
    expect(html).not.toContain('<a ');
    // At the start, neither Back nor Start again.
    expect(render('start', [])).not.toContain('t-decision-tree__nav-button');
  });

  it('is inverse and lays its panel over a decorative background image when asked', () => {
    const html = renderHtml(node('decision-tree', { ...TREE, inverse: true, height: 640, backgroundImage: '/static/img/hero-data.svg' }));
    expect(html).toContain('class="t-decision-tree t-decision-tree--static t-decision-tree--inverse t-decision-tree--with-image" style="min-height:640px"');
    expect(html).toContain('<img class="t-decision-tree__image" src="/static/img/hero-data.svg" alt=""');
  });

  it('defaults to a height of 500 and validates its editor defaults', () => {
    expect(valid(tree()).props.height).toBe(500);
    expect(valid(node('decision-tree', decisionTree.defaults as Record<string, unknown>)).props.initialViewId).toBe('start');
  });

  it('names every target that is no view of the tree, by its path', () => {
    const views = structuredClone(TREE.views);
    views[0]!.targetViewIds!.TF = 'x';
    views[1]!.choices![1]!.targetViewId = 'nowhere';
    views[2]!.choices![0]!.targetViewId = '';
    expect(pathsOf({ initialViewId: 'begin', views })).toEqual([
      ['/root/props/initialViewId', 'No view "begin": choose one of the views'],
      ['/root/props/views/0/targetViewIds/TF', 'No view "x": choose one of the views'],
      ['/root/props/views/1/choices/1/targetViewId', 'No view "nowhere": choose one of the views'],
      ['/root/props/views/2/choices/0/targetViewId', 'Choose the view this leads to'],
    ]);
  });

  it('needs exactly two checkboxes, unique view ids, known icons and safe images', () => {
    const views = structuredClone(TREE.views);
    views[0]!.checkboxes = [{ label: 'Market data' }];
    views[3]!.id = 'colo';
    expect(pathsOf({ ...TREE, views })).toEqual([
      ['/root/props/views/3/id', 'View ids must differ: "colo" is used twice'],
      ['/root/props/views/0/checkboxes', 'A checkboxes view has exactly two checkboxes'],
      ['/root/props/views/0/targetViewIds/TF', 'No view "feed": choose one of the views'],
      ['/root/props/views/1/choices/1/targetViewId', 'No view "feed": choose one of the views'],
    ]);
    const icons = structuredClone(TREE.views);
    (icons[1]!.choices![0] as { icon: string }).icon = 'rocket';
    expect(pathsOf({ ...TREE, views: icons }).map(([path]) => path)).toEqual(['/root/props/views/1/choices/0/icon']);
    expect(pathsOf({ ...TREE, backgroundImage: 'javascript:alert(1)' }).map(([path]) => path)).toEqual(['/root/props/backgroundImage']);
    expect(pathsOf({ ...TREE, views: [] }).map(([path]) => path)).toEqual(['/root/props/views']);
  });
});
