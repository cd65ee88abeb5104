import { describe, expect, it } from 'vitest';
import { combination, initialState, transition, type TreeState, type TreeView } from './machine';

const none = { TT: '', TF: '', FT: '', FF: '' };
const VIEWS: TreeView[] = [
  { id: 'start', type: 'icons', choices: [{ targetViewId: 'feeds' }, { targetViewId: 'orders' }], targetViewIds: none },
  { id: 'feeds', type: 'buttons', choices: [{ targetViewId: 'colo' }, { targetViewId: 'remote' }], targetViewIds: none },
  { id: 'orders', type: 'checkboxes', choices: [], targetViewIds: { TT: 'both', TF: 'fix', FT: 'binary', FF: 'portal' } },
  ...['colo', 'remote', 'both', 'fix', 'binary', 'portal'].map((id): TreeView => ({ id, type: 'buttons', choices: [], targetViewIds: none })),
];

const run = (...events: Parameters<typeof transition>[3][]): TreeState =>
  events.reduce((state, event) => transition(VIEWS, 'start', state, event), initialState('start'));

describe('decision tree transitions', () => {
  it('starts at the initial view with no history', () => {
    expect(initialState('start')).toEqual({ current: 'start', history: [] });
  });

  it('follows an icon to its target, then a button to its target', () => {
    expect(run({ type: 'choose', index: 0 })).toEqual({ current: 'feeds', history: ['start'] });
    expect(run({ type: 'choose', index: 1 })).toEqual({ current: 'orders', history: ['start'] });
    expect(run({ type: 'choose', index: 0 }, { type: 'choose', index: 1 })).toEqual({ current: 'remote', history: ['start', 'feeds'] });
    expect(run({ type: 'choose', index: 0 }, { type: 'choose', index: 0 })).toEqual({ current: 'colo', history: ['start', 'feeds'] });
  });

  it.each([
    [true, true, 'TT', 'both'],
    [true, false, 'TF', 'fix'],
    [false, true, 'FT', 'binary'],
    [false, false, 'FF', 'portal'],
  ] as const)('a checkbox view with first %s and second %s picks %s', (first, second, key, target) => {
    expect(combination(first, second)).toBe(key);
    expect(run({ type: 'choose', index: 1 }, { type: 'continue', checked: [first, second] })).toEqual({ current: target, history: ['start', 'orders'] });
  });

  it('goes back one view at a time, and does nothing at the start', () => {
    const deep = run({ type: 'choose', index: 0 }, { type: 'choose', index: 1 });
    const back = transition(VIEWS, 'start', deep, { type: 'back' });
    expect(back).toEqual({ current: 'feeds', history: ['start'] });
    expect(transition(VIEWS, 'start', back, { type: 'back' })).toEqual({ current: 'start', history: [] });
    const start = initialState('start');
    expect(transition(VIEWS, 'start', start, { type: 'back' })).toBe(start);
  });

  it('restarts at the initial view with the history cleared', () => {
    expect(run({ type: 'choose', index: 1 }, { type: 'continue', checked: [true, false] }, { type: 'restart' })).toEqual({ current: 'start', history: [] });
  });

  it('ignores answers that do not fit the view or lead nowhere known', () => {
    const start = initialState('start');
    expect(transition(VIEWS, 'start', start, { type: 'continue', checked: [true, true] })).toBe(start);
    expect(transition(VIEWS, 'start', start, { type: 'choose', index: 5 })).toBe(start);
    const orders = run({ type: 'choose', index: 1 });
    expect(transition(VIEWS, 'start', orders, { type: 'choose', index: 0 })).toBe(orders);
    const broken: TreeView[] = [{ id: 'start', type: 'buttons', choices: [{ targetViewId: 'gone' }], targetViewIds: none }];
    expect(transition(broken, 'start', start, { type: 'choose', index: 0 })).toBe(start);
  });
});
