import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/support/db';
import { NotificationHistoryDataSchema } from '../../components/notification-history/definition';
import { valid } from '../../components/test-render';
import { node } from '../../core/node';
import type { Db } from '../../store/types';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';
import { searchNotificationAlerts } from '../notices/notification-alerts';
import { loadNotificationHistory } from './alerts';

let db: Db;
let everything: number;
beforeAll(async () => {
  db = await openTestDb();
  everything = (await searchNotificationAlerts({ db }, { systemId: 24, page: 1 })).total;
});
afterAll(() => db?.close());

type Presets = { markets?: { name: string }[]; services?: { name: string }[] };
const DEFAULTS = { systemId: 24, markets: [], services: [] };
/** The history's data, checked against the schema its definition declares. */
async function load(query: string, props: Presets = {}) {
  const data = await loadNotificationHistory({ db }, { props: { ...DEFAULTS, ...props }, query: new URLSearchParams(query) });
  expect(NotificationHistoryDataSchema.parse(data)).toEqual(data);
  return data;
}

/** The alert's calendar day where the store filters (UTC). */
const day = (iso: string) => iso.slice(0, 10);

describe('the notification-history loader, on the seeded alerts of system 24', () => {
  it('loads the newest 9 alerts and the choices of every filter when the address asks nothing', async () => {
    const data = await load('');
    expect(everything).toBeGreaterThan(400);
    expect(data).toMatchObject({ total: everything, page: 1, pageSize: 9, problems: {}, years: [2026, 2025] });
    expect(data.alerts).toHaveLength(9);
    const times = data.alerts.map((a) => a.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.alerts.every((a) => a.systemID === 24)).toBe(true);
    expect(data.markets).toEqual(expect.arrayContaining(['NYSE', 'NYSE Arca', 'NYSE Texas']));
    expect(data.services).toContain('Drop Copy');
  });

  it('applies markets, a date range, text and a page from the address', async () => {
    const data = await load('market=NYSE&market=NYSE+Arca&from=2025-03-01&to=2025-09-30&page=2');
    expect(data.problems).toEqual({});
    expect(data.applied).toEqual({ q: '', market: ['NYSE', 'NYSE Arca'], service: [], from: '2025-03-01', to: '2025-09-30', year: '' });
    expect(data.page).toBe(2);
    expect(data.total).toBeGreaterThan(18);
    expect(data.total).toBeLessThan(everything);
    expect(data.alerts).toHaveLength(9);
    for (const a of data.alerts) {
      expect(['NYSE', 'NYSE Arca']).toContain(a.market);
      expect(day(a.publishedAt) >= '2025-03-01' && day(a.publishedAt) <= '2025-09-30', a.publishedAt).toBe(true);
    }
    const first = (await load('market=NYSE&market=NYSE+Arca&from=2025-03-01&to=2025-09-30')).alerts;
    expect(first.map((a) => a.id)).not.toContain(data.alerts[0]!.id);

    const text = await load('q=outage&year=2025');
    expect(text.problems).toEqual({});
    expect(text.total).toBeGreaterThan(0);
    expect(text.alerts.every((a) => /outage/i.test(a.displayName) && a.publishedAt.startsWith('2025'))).toBe(true);
  });

  it('names each value it cannot apply and leaves it out, never failing', async () => {
    const bad = await load('from=2025-13-45&to=tomorrow&year=abc&market=Nowhere&page=abc');
    expect(Object.keys(bad.problems).sort()).toEqual(['from', 'market', 'page', 'to', 'year']);
    expect(bad.problems.from).toBe('Enter the start date as YYYY-MM-DD, like 2025-03-01; “2025-13-45” is not applied.');
    expect(bad.problems.market).toBe('No market “Nowhere” among the choices; it is not applied.');
    expect(bad.asked).toMatchObject({ from: '2025-13-45', to: 'tomorrow', year: 'abc', market: ['Nowhere'] });
    expect(bad.applied).toEqual({ q: '', market: [], service: [], from: '', to: '', year: '' });
    expect(bad).toMatchObject({ total: everything, page: 1 });
    expect(bad.alerts).toHaveLength(9);

    const backwards = await load('from=2025-12-01&to=2025-01-01&market=NYSE');
    expect(backwards.problems).toEqual({ to: 'The end date is before the start date; neither date is applied.' });
    expect(backwards.applied).toMatchObject({ from: '', to: '', market: ['NYSE'] });
    expect(backwards.alerts.every((a) => a.market === 'NYSE')).toBe(true);

    const noAlerts = await load('year=1999');
    expect(noAlerts.problems).toEqual({ year: 'There are no alerts from 1999; every year is shown.' });
    expect(noAlerts.total).toBe(everything);
    expect((await load('year=2024')).problems.year).toBe('There are no alerts from 2024; every year is shown.');

    const past = await load('year=2026&page=999');
    const last = Math.ceil(past.total / 9);
    expect(past.problems).toEqual({ page: `There is no page 999; this is the last page, ${last}.` });
    expect(past.page).toBe(last);
    expect(past.alerts.length).toBeGreaterThan(0);
    expect(past.applied.year).toBe('2026');

    const long = await load(`q=${'a'.repeat(300)}`);
    expect(long.problems.q).toBe('Search text is at most 200 characters; it is not applied.');
    expect(long.asked.q).toHaveLength(201);
    expect(long.total).toBe(everything);
  });

  it('keeps to its presets: only those services, offered and searched', async () => {
    const services = [{ name: 'Drop Copy' }, { name: 'Risk Gateway' }];
    const data = await load('', { services });
    expect(data.services).toEqual(['Drop Copy', 'Risk Gateway']);
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(everything);
    expect(data.alerts.every((a) => ['Drop Copy', 'Risk Gateway'].includes(a.service))).toBe(true);
    const one = await load('service=Risk+Gateway', { services });
    expect(one.alerts.every((a) => a.service === 'Risk Gateway')).toBe(true);
    const outside = await load('service=XDP+Integrated+Feed', { services });
    expect(outside.problems.service).toBe('No service “XDP Integrated Feed” among the choices; it is not applied.');
    expect(outside.total).toBe(data.total);
  });

  it('is the registered loader of the kind, and says the page depends on the query', async () => {
    const history = valid(node('notification-history'));
    const tree = node('fragment', {}, { content: [history] });
    const ctx = { db } as ContentContext;
    const { data, usesQuery } = await loadNodeData(ctx, { site: 'ice', path: '/alerts', tree, partials: new Map(), query: new URLSearchParams('market=NYSE+Texas') });
    expect(usesQuery).toBe(true);
    const loaded = NotificationHistoryDataSchema.parse(data.get(history.id));
    expect(loaded.applied.market).toEqual(['NYSE Texas']);
    expect(loaded.alerts.every((a) => a.market === 'NYSE Texas')).toBe(true);
  });
});
