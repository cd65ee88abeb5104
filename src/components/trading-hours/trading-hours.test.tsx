import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketStatus, type MarketGroupId } from '../../core/market-sessions';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { statusText, TradingHoursTable, type TradingHoursProps } from './View';

const rowOf = (html: string, market: string) => html.match(new RegExp(`<tr data-market="${market}">.*?</tr>`))![0];

afterEach(() => {
  vi.useRealTimers();
});

describe('trading-hours', () => {
  it('renders every market group’s sessions in Eastern Time, with scoped headers and a caption', () => {
    const html = renderHtml(node('trading-hours', { showStatus: false }));
    expect(html).toContain('<caption>Trading sessions by market, Eastern Time</caption>');
    expect(html).toContain(
      '<thead><tr><th scope="col">Market</th><th scope="col">Pre-open</th><th scope="col">Early session</th><th scope="col">Core session</th><th scope="col">Late session</th><th scope="col">Closing imbalance</th></tr></thead>',
    );
    expect(rowOf(html, 'nyse')).toBe(
      '<tr data-market="nyse"><th scope="row">NYSE</th><td><time dateTime="06:30">6:30 a.m.</time></td><td>None</td>' +
        '<td><time dateTime="09:30">9:30 a.m.</time> to <time dateTime="16:00">4:00 p.m.</time></td><td>None</td>' +
        '<td>From <time dateTime="15:50">3:50 p.m.</time></td></tr>',
    );
    expect(rowOf(html, 'nyse-arca')).toContain('<td><time dateTime="02:30">2:30 a.m.</time></td><td><time dateTime="04:00">4:00 a.m.</time> to <time dateTime="09:30">9:30 a.m.</time></td>');
    expect(rowOf(html, 'nyse-arca')).toContain('<td><time dateTime="16:00">4:00 p.m.</time> to <time dateTime="20:00">8:00 p.m.</time></td>');
    expect(rowOf(html, 'nyse-texas')).toContain('<th scope="row">NYSE Texas</th><td><time dateTime="06:30">6:30 a.m.</time></td><td><time dateTime="07:00">7:00 a.m.</time> to');
    expect(rowOf(html, 'options')).toContain('<td><time dateTime="06:00">6:00 a.m.</time></td><td>None</td>');
    expect(html.match(/<tr data-market="([a-z-]+)"/g)!.map((m) => m.slice(17, -1))).toEqual(['nyse', 'nyse-american', 'nyse-arca', 'nyse-national', 'nyse-texas', 'options']);
    expect(html).toContain('the core session ends at 1:00 p.m. (eligible options 1:15 p.m.) and late sessions at 5:00 p.m.');
    // No status: no island, no script.
    expect(html).not.toContain('tessera-island');
    expect(html).not.toContain('Now');
  });

  it('shows only the chosen groups, in the editor’s order, and the imbalance column only where one has it', () => {
    const html = renderHtml(node('trading-hours', { caption: 'Options and Arca', markets: [{ market: 'options' }, { market: 'nyse-arca' }], showStatus: false }));
    expect(html).toContain('<caption>Options and Arca</caption>');
    expect(html.match(/data-market="[a-z-]+"/g)).toEqual(['data-market="options"', 'data-market="nyse-arca"']);
    expect(html).not.toContain('Closing imbalance');
  });

  it('keeps the page the same for everyone: the status column is an empty island column until the browser fills it', () => {
    const tree = node('trading-hours', { markets: [{ market: 'nyse' }, { market: 'nyse-arca' }] });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
    const html = renderHtml(tree);
    expect(html.startsWith('<tessera-island data-island="0" data-kind="trading-hours">')).toBe(true);
    expect(html).toContain('<th scope="col" class="t-trading-hours__now">Now</th>');
    expect(rowOf(html, 'nyse')).toContain('<td class="t-trading-hours__now"><span aria-hidden="true">—</span><span class="t-visually-hidden">Shown when scripts run</span></td>');
    expect(html).toContain('<p class="t-trading-hours__as-of"></p>');
    // Rendering in a session and on a holiday gives the same HTML.
    vi.setSystemTime(new Date('2026-04-03T15:00:00Z'));
    expect(renderHtml(tree)).toBe(html);
  });

  it('fills the status from the time in New York, naming holidays and early closes', () => {
    const props = valid(node('trading-hours')).props as TradingHoursProps;
    const live = (iso: string) => {
      const now = new Date(iso);
      const statuses = new Map(props.markets.map((m): [MarketGroupId, ReturnType<typeof marketStatus>] => [m.market, marketStatus(m.market, now)]));
      return renderToStaticMarkup(createElement(TradingHoursTable, { props, live: { statuses, at: '12:05' } }));
    };
    // Friday 2026-11-27, 12:05 p.m. EST: the day after Thanksgiving.
    const early = live('2026-11-27T17:05:00Z');
    expect(rowOf(early, 'nyse')).toContain('<td class="t-trading-hours__now t-trading-hours__now--open">Open until 1:00 p.m.</td>');
    expect(rowOf(early, 'options')).toContain('Open until 1:15 p.m.');
    expect(early).toContain('“Now” is as of <time dateTime="12:05">12:05 p.m.</time> in New York. Today is an early-close day.');
    const holiday = live('2026-04-03T16:05:00Z');
    expect(rowOf(holiday, 'nyse-arca')).toContain('<td class="t-trading-hours__now t-trading-hours__now--closed">Closed</td>');
    expect(holiday).toContain('Markets are closed today for Good Friday.');
  });

  it('words each phase briefly', () => {
    expect(statusText({ phase: 'pre-open', until: '09:30' })).toBe('Pre-open until 9:30 a.m.');
    expect(statusText({ phase: 'early', until: '09:30' })).toBe('Early session until 9:30 a.m.');
    expect(statusText({ phase: 'late', until: '20:00' })).toBe('Late session until 8:00 p.m.');
    expect(statusText({ phase: 'closed', holiday: 'Labor Day' })).toBe('Closed');
  });

  it('rejects unknown markets, a market twice, no markets and an empty caption', () => {
    expect(issuesOf(node('trading-hours', { markets: [{ market: 'nasdaq' }] }))[0]!.path).toBe('/root/props/markets/0/market');
    expect(issuesOf(node('trading-hours', { markets: [{ market: 'nyse' }, { market: 'nyse' }] }))[0]!.path).toBe('/root/props/markets');
    expect(issuesOf(node('trading-hours', { markets: [] }))[0]!.path).toBe('/root/props/markets');
    expect(issuesOf(node('trading-hours', { caption: ' ' }))[0]!.path).toBe('/root/props/caption');
  });
});
