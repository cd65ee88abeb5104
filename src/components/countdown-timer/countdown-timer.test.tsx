import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import CountdownTimerIsland from './countdown-timer.client';
import { countdown, counterText, headingText, UNIT_MS } from './units';
import CountdownTimerView, { type CountdownTimerProps } from './View';

const DATE = '2026-12-24T13:00:00-05:00';
const TARGET = Date.parse(DATE);
const timeUp = () => node('rich-text', { html: '<p>Markets closed at 1:00 p.m. ET.</p>' });
const timer = (props: Record<string, unknown> = {}) => node('countdown-timer', { date: DATE, header: 'Early close in', ...props }, { timeUp: [timeUp()] });
const propsOf = (props: Record<string, unknown> = {}) => valid(timer(props)).props as CountdownTimerProps;
const island = (props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(CountdownTimerIsland, { id: 'c1', props: propsOf(props), slots: { timeUp: 'Closed' } }));
const view = (props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(CountdownTimerView, { id: 'c1', props: propsOf(props), slots: { timeUp: 'Closed' } }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdown-timer: counting', () => {
  it('uses the time constants of the specification', () => {
    expect(UNIT_MS).toEqual({ days: DAY, hours: HOUR, minutes: MINUTE, seconds: SECOND });
    expect([SECOND, MINUTE, HOUR, DAY]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });

  it('splits the time left into days down to the unit, rounding up to whole units', () => {
    const left = 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND + 200;
    const at = TARGET - left;
    expect(counterText(countdown({ now: at, target: TARGET, unit: 'seconds' }).parts)).toBe('2 days 3 hours 4 minutes 6 seconds');
    expect(counterText(countdown({ now: at, target: TARGET, unit: 'minutes' }).parts)).toBe('2 days 3 hours 5 minutes');
    expect(counterText(countdown({ now: at, target: TARGET, unit: 'hours' }).parts)).toBe('2 days 4 hours');
    expect(counterText(countdown({ now: at, target: TARGET, unit: 'days' }).parts)).toBe('3 days');
    // Zeros stay, so the counter keeps its shape; one is singular.
    expect(counterText(countdown({ now: TARGET - 61 * SECOND, target: TARGET, unit: 'seconds' }).parts)).toBe('0 days 0 hours 1 minute 1 second');
  });

  it('is up at the date and after it, never before', () => {
    expect(countdown({ now: TARGET - 1, target: TARGET, unit: 'seconds' })).toMatchObject({ up: false, nextChange: 1 });
    expect(counterText(countdown({ now: TARGET - 1, target: TARGET, unit: 'days' }).parts)).toBe('1 day');
    expect(countdown({ now: TARGET, target: TARGET, unit: 'seconds' })).toMatchObject({ up: true, nextChange: 0 });
    expect(countdown({ now: TARGET + DAY, target: TARGET, unit: 'minutes' }).up).toBe(true);
  });

  it('ticks when the shown value changes: once per unit', () => {
    expect(countdown({ now: TARGET - 90 * SECOND, target: TARGET, unit: 'minutes' }).nextChange).toBe(30 * SECOND);
    expect(countdown({ now: TARGET - 2 * MINUTE, target: TARGET, unit: 'minutes' }).nextChange).toBe(MINUTE);
    expect(countdown({ now: TARGET - 5500, target: TARGET, unit: 'seconds' }).nextChange).toBe(500);
  });
});

describe('countdown-timer: on the server', () => {
  it('before the date: the counter as a heading, the timeUp slot in the page but hidden', () => {
    vi.setSystemTime(TARGET - (3 * HOUR + 15 * MINUTE));
    const tree = timer();
    expect(renderHtml(tree)).toBe(
      `<tessera-island data-island="0" data-kind="countdown-timer"><div class="t-countdown-timer"><h3 class="t-countdown-timer__counter" id="tessera-${tree.id}-counter">` +
        '<span class="t-countdown-timer__header">Early close in</span> <span class="t-countdown-timer__parts" role="timer">' +
        '<span class="t-countdown-timer__part"><span class="t-countdown-timer__value">0</span> <span class="t-countdown-timer__unit">days</span></span> ' +
        '<span class="t-countdown-timer__part"><span class="t-countdown-timer__value">3</span> <span class="t-countdown-timer__unit">hours</span></span> ' +
        '<span class="t-countdown-timer__part"><span class="t-countdown-timer__value">15</span> <span class="t-countdown-timer__unit">minutes</span></span> ' +
        '<span class="t-countdown-timer__part"><span class="t-countdown-timer__value">0</span> <span class="t-countdown-timer__unit">seconds</span></span>' +
        '</span></h3><div class="t-countdown-timer__time-up" hidden=""><tessera-slot data-slot="timeUp"><div class="t-rich-text"><p>Markets closed at 1:00 p.m. ET.</p></div></tessera-slot></div></div></tessera-island>',
    );
  });

  it('at the date and after it: only the timeUp slot', () => {
    for (const now of [TARGET, TARGET + 5 * DAY]) {
      vi.setSystemTime(now);
      expect(renderHtml(timer())).toBe(
        '<tessera-island data-island="0" data-kind="countdown-timer"><div class="t-countdown-timer"><div class="t-countdown-timer__time-up">' +
          '<tessera-slot data-slot="timeUp"><div class="t-rich-text"><p>Markets closed at 1:00 p.m. ET.</p></div></tessera-slot></div></div></tessera-island>',
      );
    }
  });

  it('keeps one heading level while counting, following the heading-length rule', () => {
    // "Early close in 10 days 10 hours 10 minutes 10 seconds" is 54 characters: over h2's 50.
    expect(headingText('Early close in', 'seconds')).toBe('Early close in 10 days 10 hours 10 minutes 10 seconds');
    vi.setSystemTime(TARGET - HOUR);
    expect(view({ headerLevel: 2 })).toMatch(/^<div class="t-countdown-timer"><h3 /);
    expect(view({ headerLevel: 2, durationUnit: 'hours' })).toMatch(/^<div class="t-countdown-timer"><h2 /);
    vi.setSystemTime(TARGET - 20 * DAY);
    expect(view({ headerLevel: 2, durationUnit: 'hours' })).toMatch(/^<div class="t-countdown-timer"><h2 /);
    expect(view({ headerLevel: 6, header: '' })).toMatch(/^<div class="t-countdown-timer"><h6 class="t-countdown-timer__counter" id="tessera-c1-counter"><span class="t-countdown-timer__parts"/);
  });
});

describe('countdown-timer: in the island', () => {
  it('renders exactly the server HTML first, before and after the date', () => {
    for (const now of [TARGET - 2 * DAY, TARGET - 1, TARGET, TARGET + HOUR]) {
      vi.setSystemTime(now);
      expect(island(), String(now - TARGET)).toBe(view());
    }
  });

  it('decides from the clock where there is no server HTML to follow (in the browser it follows that HTML first: e2e)', () => {
    vi.setSystemTime(TARGET + MINUTE);
    expect(island()).not.toContain('t-countdown-timer__counter');
    expect(island()).toContain('<div class="t-countdown-timer__time-up">');
    vi.setSystemTime(TARGET - 1);
    expect(island()).toContain('<span class="t-countdown-timer__value">1</span> <span class="t-countdown-timer__unit">second</span>');
    expect(island()).toContain('<div class="t-countdown-timer__time-up" hidden="">');
  });
});

describe('countdown-timer: props', () => {
  it('defaults to seconds and a level-2 heading without header words', () => {
    expect(valid(node('countdown-timer', { date: DATE })).props).toEqual({ date: DATE, durationUnit: 'seconds', headerLevel: 2, header: '' });
  });

  it('needs a date and time with its offset, one of the four units and a heading level', () => {
    const message = 'Use a date and time with its offset, like 2026-12-24T13:00:00-05:00';
    for (const date of ['2026-12-24', '2026-12-24T13:00:00', 'Christmas Eve', '2026-13-24T13:00:00Z']) {
      expect(issuesOf(timer({ date })), date).toEqual([{ path: '/root/props/date', message }]);
    }
    expect(valid(timer({ date: '2026-12-24T18:00:00Z' })).props.date).toBe('2026-12-24T18:00:00Z');
    expect(issuesOf(timer({ durationUnit: 'weeks' }))[0]!.path).toBe('/root/props/durationUnit');
    expect(issuesOf(timer({ headerLevel: 7 }))).toEqual([{ path: '/root/props/headerLevel', message: 'Heading level must be a whole number from 1 to 6' }]);
  });
});
