import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { box, BOX_NO_FLEX, BOX_V1_FLEX } from './definition';

const fees = () => [node('heading', { text: 'Fees', level: 2 })];

describe('box', () => {
  it('renders its content with the preset class', () => {
    expect(renderHtml(node('box', { presets: 'shaded' }, { content: fees() }))).toBe('<div class="t-box t-box--shaded"><h2 class="t-heading">Fees</h2></div>');
  });

  it('lays out content as a flex row: gap, wrap, items, justify (specification §3 "Flex row")', () => {
    const html = renderHtml(node('box', { flex: { direction: 'row', gap: 8, wrap: false, items: 'center', justify: 'between' } }, { content: fees() }));
    expect(html).toBe(
      '<div class="t-box t-box--plain t-box--flex t-box--row" style="gap:calc(var(--t-space) * 2);align-items:center;justify-content:space-between;flex-wrap:nowrap"><h2 class="t-heading">Fees</h2></div>',
    );
  });

  it('lays out content as a flex column: gap, height, items, justify (specification §3 "Flex column")', () => {
    const html = renderHtml(node('box', { presets: 'card', flex: { direction: 'column', gap: 2, height: '20rem', items: 'start', justify: 'end' } }));
    expect(html).toBe(
      '<div class="t-box t-box--card t-box--flex t-box--column" style="gap:calc(var(--t-space) * 0.5);align-items:flex-start;justify-content:flex-end;height:20rem"></div>',
    );
  });

  it('defaults to plain, without flex', () => {
    expect(valid(node('box')).props).toEqual({ presets: 'plain', flex: { ...BOX_NO_FLEX } });
    expect(renderHtml(node('box'))).toBe('<div class="t-box t-box--plain"></div>');
    expect(valid(node('box', { flex: { direction: 'row' } })).props.flex).toEqual({ ...BOX_NO_FLEX, direction: 'row' });
  });

  it('rejects unknown presets and flex options that would not be safe in a style', () => {
    expect(issuesOf(node('box', { presets: 'neon' }))[0]!.path).toBe('/root/props/presets');
    expect(issuesOf(node('box', { flex: { direction: 'grid', gap: 40, height: '1px; color: red', items: 'middle', colour: 'red' } })).map((i) => i.path).sort()).toEqual([
      '/root/props/flex/colour',
      '/root/props/flex/direction',
      '/root/props/flex/gap',
      '/root/props/flex/height',
      '/root/props/flex/items',
    ]);
  });
});

describe('box: stored pages of version 1 (flex: boolean)', () => {
  it('is at version 2', () => {
    expect(box.version).toBe(2);
  });

  it('upgrades flex: true to the wrapping, top-aligned row it drew, and flex: false or none to no flex', () => {
    const v1 = (props: Record<string, unknown>) => ({ ...node('box', props, { content: fees() }), version: 1 });
    const row = valid(v1({ presets: 'card', flex: true }));
    expect(row.version).toBe(2);
    expect(row.props).toEqual({ presets: 'card', flex: { ...BOX_V1_FLEX } });
    expect(renderHtml(v1({ presets: 'card', flex: true }))).toBe(
      '<div class="t-box t-box--card t-box--flex t-box--row" style="gap:calc(var(--t-space) * 1);align-items:flex-start;justify-content:flex-start;flex-wrap:wrap"><h2 class="t-heading">Fees</h2></div>',
    );
    expect(valid(v1({ presets: 'shaded', flex: false })).props).toEqual({ presets: 'shaded', flex: { ...BOX_NO_FLEX } });
    expect(valid(v1({ presets: 'shaded' })).props).toEqual({ presets: 'shaded', flex: { ...BOX_NO_FLEX } });
    // Without a version a node counts as version 1 (seeded trees): its props upgrade the same way.
    expect(valid(node('box', { flex: true })).props.flex).toEqual({ ...BOX_V1_FLEX });
  });

  it('leaves props already in the new shape alone and reports what no version understands', () => {
    const flex = { direction: 'column', gap: 2, wrap: true, height: 'auto', items: 'center', justify: 'start' };
    expect(valid(node('box', { flex })).props.flex).toEqual(flex);
    expect(issuesOf(node('box', { flex: 'yes' }))[0]!.path).toBe('/root/props/flex');
    expect(issuesOf({ ...node('box', { flex: { direction: 'row' } }), version: 3 })[0]!.path).toBe('/root/version');
  });
});
