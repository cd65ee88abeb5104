import { afterEach, describe, expect, it, vi } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { longDay } from './View';

afterEach(() => {
  vi.useRealTimers();
});

/** Renders as if the server's clock read `now`. */
function renderAt(now: string, props: Record<string, unknown> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  return renderHtml(node('holiday-hours', props));
}

const captions = (html: string) => [...html.matchAll(/<caption>(.*?)<\/caption>/g)].map((m) => m[1]);
const rowsOf = (html: string, year: number) =>
  [...html.match(new RegExp(`<table class="t-holiday-hours__table" data-year="${year}">.*?</table>`))![0].matchAll(/<tr class="t-holiday-hours__([a-z-]+)"><th scope="row">(.*?)<\/th><td><time dateTime="([\d-]+)">(.*?)<\/time><\/td><td>(.*?)<\/td><\/tr>/g)].map(
    (m) => [m[3], m[2], m[5]],
  );

describe('holiday-hours', () => {
  it('shows this year and the next, computed, with a captioned table each', () => {
    const html = renderAt('2026-06-01T12:00:00Z');
    expect(captions(html)).toEqual(['Market holidays and early closes, 2026', 'Market holidays and early closes, 2027']);
    expect(html).toContain('<thead><tr><th scope="col">Holiday</th><th scope="col">Date</th><th scope="col">Markets</th></tr></thead>');
    expect(html).toContain('<div class="t-table-scroll" tabindex="0" role="region" aria-label="Market holidays and early closes, 2026">');
    expect(rowsOf(html, 2026)).toEqual([
      ['2026-01-01', 'New Year’s Day', 'Closed'],
      ['2026-01-19', 'Martin Luther King Jr. Day', 'Closed'],
      ['2026-02-16', 'Washington’s Birthday', 'Closed'],
      ['2026-04-03', 'Good Friday', 'Closed'],
      ['2026-05-25', 'Memorial Day', 'Closed'],
      ['2026-06-19', 'Juneteenth National Independence Day', 'Closed'],
      ['2026-07-03', 'Independence Day (observed)', 'Closed; the holiday falls on Saturday, July 4'],
      ['2026-09-07', 'Labor Day', 'Closed'],
      ['2026-11-26', 'Thanksgiving Day', 'Closed'],
      ['2026-11-27', 'Day after Thanksgiving', 'Early close at 1:00 p.m. (eligible options 1:15 p.m.)'],
      ['2026-12-24', 'Christmas Eve', 'Early close at 1:00 p.m. (eligible options 1:15 p.m.)'],
      ['2026-12-25', 'Christmas Day', 'Closed'],
    ]);
    expect(html).toContain('<td><time dateTime="2027-12-24">Friday, December 24, 2027</time></td>');
  });

  it('takes the year from New York’s clock: late on New Year’s Eve there is still the old year', () => {
    expect(captions(renderAt('2027-01-01T04:30:00Z', { years: 1 }))).toEqual(['Market holidays and early closes, 2026']);
    expect(captions(renderAt('2027-01-01T05:30:00Z', { years: 1 }))).toEqual(['Market holidays and early closes, 2027']);
  });

  it('starts from the year the server loaded when it has one (the page is rendered again hourly)', () => {
    const tree = node('holiday-hours', { years: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    expect(captions(renderHtml(tree, { data: new Map([[tree.id, { year: 2031 }]]) }))).toEqual(['Market holidays and early closes, 2031']);
  });

  it('explains a Saturday New Year’s Day that is not observed, and shows up to three years', () => {
    const html = renderAt('2021-03-01T12:00:00Z', { years: 3, caption: 'NYSE holidays' });
    expect(captions(html)).toEqual(['NYSE holidays, 2021', 'NYSE holidays, 2022', 'NYSE holidays, 2023']);
    expect(rowsOf(html, 2022)[0]).toEqual(['2022-01-01', 'New Year’s Day', 'Not observed: it falls on a Saturday, and Friday, December 31, 2021 is a full trading day']);
    expect(rowsOf(html, 2021).map((r) => r[0])).not.toContain('2021-06-18');
    expect(rowsOf(html, 2023)[0]).toEqual(['2023-01-02', 'New Year’s Day (observed)', 'Closed; the holiday falls on Sunday, January 1']);
  });

  it('leaves the early closes out when asked', () => {
    const html = renderAt('2026-06-01T12:00:00Z', { years: 1, showEarlyCloses: false });
    expect(html).not.toContain('Early close');
    expect(rowsOf(html, 2026)).toHaveLength(10);
  });

  it('writes days in full', () => {
    expect(longDay('2027-07-05')).toBe('Monday, July 5, 2027');
  });

  it('takes 1 to 3 whole years and a caption', () => {
    expect(valid(node('holiday-hours')).props).toEqual({ caption: 'Market holidays and early closes', years: 2, showEarlyCloses: true });
    for (const years of [0, 4, 1.5]) expect(issuesOf(node('holiday-hours', { years }))[0]!.path).toBe('/root/props/years');
    expect(issuesOf(node('holiday-hours', { caption: '' }))[0]!.path).toBe('/root/props/caption');
  });
});
