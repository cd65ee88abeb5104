import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHaltFilters } from '../../src/content/loaders/trade-halts';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'nyse.localhost' } });
const rows = (html: string) => [...html.matchAll(/<tr[^>]*data-halt="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[2]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reading the halt history filters from the address', () => {
  const read = (query: string) => readHaltFilters(new URLSearchParams(query), '2026-11-24');

  it('applies good values and names each bad one, keeping the others', () => {
    expect(read('halt-symbol=kstr&halt-reason=LULD+Pause&halt-exchange=NYSE&halt-from=2026-10-01&halt-to=2026-10-31')).toEqual({
      asked: { symbol: 'kstr', reason: 'LULD Pause', exchange: 'NYSE', from: '2026-10-01', to: '2026-10-31' },
      applied: { symbol: 'KSTR', reason: 'LULD Pause', exchange: 'NYSE', from: '2026-10-01', to: '2026-10-31' },
      problems: {},
    });
    const bad = read('halt-symbol=%3Cscript%3E&halt-reason=Lunch&halt-exchange=LSE&halt-from=2026-02-30&halt-to=2027-01-01');
    expect(bad.applied).toEqual({ symbol: '', reason: '', exchange: '', from: '', to: '' });
    expect(Object.keys(bad.problems).sort()).toEqual(['exchange', 'from', 'reason', 'symbol', 'to']);
    expect(bad.problems.to).toBe('Choose a day no later than today');
    // Issue 25 point 8: dates the wrong way round are swapped, and the note says so.
    const reversed = read('halt-from=2026-10-31&halt-to=2026-10-01');
    expect(reversed.applied).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(reversed.problems).toEqual({ range: 'The first day you entered (10/31/2026) is after the last (10/1/2026), so they were swapped: showing halts from 10/1/2026 to 10/31/2026.' });
    expect(read('halt-from=2024-01-01').problems.from).toBe('The history covers at most 366 days');
  });
});

describe('the trade halts page (nyse /trade-halts)', () => {
  it('renders today’s halts for visitors without JavaScript, and hands the island the same data', async () => {
    const res = await page('/trade-halts');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<caption>Current trade halts, \d{1,2}\/\d{1,2}\/\d{4}<\/caption>|No trading halts so far today\./);
    expect(res.body).toContain('Market data delayed by at least 15 minutes.');
    const bootstrap = JSON.parse(/<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { islands: { kind: string; data?: { view: string } }[] };
    expect(bootstrap.islands.find((i) => i.kind === 'trade-halts')?.data?.view).toBe('current');
  });

  it('shows the history the address asks for, 20 a page, with every row matching', async () => {
    const res = await page('/trade-halts?halts=history&halt-from=2026-09-01&halt-to=2026-10-31&halt-reason=LULD+Pause');
    expect(res.statusCode).toBe(200);
    const found = rows(res.body);
    expect(found.length).toBe(20);
    expect(found.every((r) => r[5] === 'LULD Pause')).toBe(true);
    expect(res.body).toMatch(/\d+ halts between 9\/1\/2026 and 10\/31\/2026, page 1 of \d+\./);
    const last = await page('/trade-halts?halts=history&halt-from=2026-09-01&halt-to=2026-10-31&halt-reason=LULD+Pause&halt-page=999');
    expect(last.body).toMatch(/There are \d+ pages; showing the last\./);
  });

  it('answers bad filter values with the page and a message beside each, never an error', async () => {
    const res = await page('/trade-halts?halts=history&halt-symbol=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&halt-from=2026-13-45&halt-page=abc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('A symbol is 1 to 10 letters or digits, like HBLN');
    expect(res.body).toContain('Enter a date as YYYY-MM-DD');
    expect(res.body).toContain('There is no such page; showing the first.');
    expect(res.body).not.toContain('<script>alert(1)');
  });
});
