import { describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  REPORT_TYPES,
  contractsFor,
  earliestReportDay,
  exchangesFor,
  generateReport,
  reportViewer,
  resolveSelection,
} from './report-data';

const LATEST = '2026-02-27';

describe('report generator', () => {
  it('gives the same table for the same report, contract, kind and date, and another for another day', () => {
    const input = { type: 'end-of-day', contract: 'B', kind: 'futures', date: LATEST } as const;
    expect(generateReport(input)).toEqual(generateReport(input));
    expect(generateReport({ ...input, date: '2026-02-26' }).rows).not.toEqual(generateReport(input).rows);
    expect(generateReport({ ...input, contract: 'T' }).rows).not.toEqual(generateReport(input).rows);
  });

  it('gives every report type, kind and contract a row per line, a cell per column, numbers and dates as such', () => {
    for (const type of REPORT_TYPES) {
      for (const kind of CONTRACT_KINDS) {
        for (const c of contractsFor(type)) {
          const table = generateReport({ type, kind, contract: c.code, date: LATEST });
          const where = `${type} ${kind} ${c.code}`;
          expect(table.rows.length, where).toBeGreaterThan(0);
          for (const row of table.rows) {
            expect(row, where).toHaveLength(table.columns.length);
            row.forEach((cell, i) => {
              const column = table.columns[i]!;
              if (column.type === 'number') expect(cell, `${where} ${column.heading}`).toMatch(/^[+-]?\d{1,3}(,\d{3})*(\.\d+)?$/);
              if (column.type === 'date') expect(cell, `${where} ${column.heading}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            });
          }
        }
      }
    }
  });

  it('settles the front months of Brent near its price, with changes of well under 3%', () => {
    const table = generateReport({ type: 'end-of-day', contract: 'B', kind: 'futures', date: LATEST });
    const settle = table.columns.findIndex((c) => c.heading === 'Settlement');
    const change = table.columns.findIndex((c) => c.heading === 'Change');
    for (const row of table.rows) {
      const price = Number(row[settle]!.replace(/,/g, ''));
      expect(price).toBeGreaterThan(60);
      expect(price).toBeLessThan(90);
      expect(Math.abs(Number(row[change]!.replace(/,/g, ''))) / price).toBeLessThan(0.03);
    }
    // The curve: months do not all move by the same amount.
    expect(new Set(table.rows.map((row) => row[change])).size).toBeGreaterThan(1);
  });

  it('lists recent deliveries, newest first, ending before the front month', () => {
    const table = generateReport({ type: 'deliveries', contract: 'G', kind: 'futures', date: LATEST });
    expect(table.rows.map((row) => row[0])).toEqual(['February 2026', 'January 2026', 'December 2025', 'November 2025', 'October 2025', 'September 2025']);
    expect(table.rows[0]![2]).toBe('2026-01-02');
  });
});

describe('report viewer choice', () => {
  const resolve = (input: Parameters<typeof resolveSelection>[0]['input']) => resolveSelection({ type: 'end-of-day', latest: LATEST, input });

  it('defaults to the first exchange and contract, futures and the latest trading day, without notes', () => {
    expect(resolve({})).toEqual({ selection: { exchange: 'IFEU', contract: 'B', kind: 'futures', date: LATEST }, notes: [] });
  });

  it('keeps a whole, valid choice', () => {
    expect(resolve({ exchange: 'IFUS', contract: 'KC', kind: 'options', date: '2026-02-20' })).toEqual({
      selection: { exchange: 'IFUS', contract: 'KC', kind: 'options', date: '2026-02-20' },
      notes: [],
    });
  });

  it('takes the exchange of a contract given alone, and the exchange’s first contract when the exchange changed', () => {
    expect(resolve({ contract: 'TFM' }).selection).toMatchObject({ exchange: 'NDEX', contract: 'TFM' });
    expect(resolve({ exchange: 'IFUS', contract: 'B' })).toMatchObject({ selection: { exchange: 'IFUS', contract: 'CC' }, notes: [] });
  });

  it('falls back with a note for an unknown exchange, contract or kind', () => {
    expect(resolve({ exchange: 'XNYS' })).toEqual({
      selection: { exchange: 'IFEU', contract: 'B', kind: 'futures', date: LATEST },
      notes: ['There is no exchange “XNYS” with end-of-day settlement reports.', 'Showing Brent Crude on ICE Futures Europe.'],
    });
    expect(resolve({ contract: 'ZZZ' }).notes).toEqual(['There is no end-of-day settlement report for the contract “ZZZ”.', 'Showing Brent Crude on ICE Futures Europe.']);
    expect(resolveSelection({ type: 'deliveries', latest: LATEST, input: { contract: 'Z' } })).toMatchObject({
      selection: { contract: 'G' },
      notes: ['There is no deliveries report for the contract “Z”.', 'Showing Low Sulphur Gasoil on ICE Futures Europe.'],
    });
    expect(resolve({ kind: 'swaps' })).toMatchObject({ selection: { kind: 'futures' }, notes: ['“swaps” is neither futures nor options: showing futures.'] });
  });

  it.each([
    ['2026-02-30', '“2026-02-30” is not a date (yyyy-mm-dd): showing the latest trading day, 2/27/2026.'],
    ['27/02/2026', '“27/02/2026” is not a date (yyyy-mm-dd): showing the latest trading day, 2/27/2026.'],
    ['2026-02-21', 'Markets are closed at weekends (Saturday 2/21/2026): showing the latest trading day, 2/27/2026.'],
    ['2026-02-16', '2/16/2026 is an exchange holiday, with no report: showing the latest trading day, 2/27/2026.'],
    ['2026-03-02', 'The report for 3/2/2026 is not published yet: showing the latest trading day, 2/27/2026.'],
    ['2020-03-02', 'Reports go back to 2/27/2024: showing the latest trading day, 2/27/2026.'],
    [`${'9'.repeat(300)}`, `“${'9'.repeat(39)}…” is not a date (yyyy-mm-dd): showing the latest trading day, 2/27/2026.`],
  ])('shows the latest trading day for the date %s, and says why', (date, note) => {
    expect(resolve({ date })).toEqual({ selection: { exchange: 'IFEU', contract: 'B', kind: 'futures', date: LATEST }, notes: [note] });
  });

  it('offers two years of reports, from a trading day', () => {
    expect(earliestReportDay(LATEST)).toBe('2024-02-27');
    expect(earliestReportDay('2026-03-02')).toBe('2024-03-04');
    expect(earliestReportDay('2026-01-02')).toBe('2024-01-02');
  });

  it('reads its own parameters from the address and says whether it chose anything', () => {
    const query = new URLSearchParams('deliveries.contract=CC&deliveries.date=2026-02-20&end-of-day.contract=T');
    const deliveries = reportViewer({ type: 'deliveries', query, latest: LATEST });
    expect(deliveries).toMatchObject({ chosen: true, selection: { exchange: 'IFUS', contract: 'CC', kind: 'futures', date: '2026-02-20' }, notes: [] });
    expect(deliveries.table).toEqual(generateReport({ type: 'deliveries', contract: 'CC', kind: 'futures', date: '2026-02-20' }));
    expect(reportViewer({ type: 'indices', query, latest: LATEST })).toMatchObject({ chosen: false, selection: { contract: 'Z', date: LATEST } });
    expect(reportViewer({ type: 'end-of-day', query, latest: LATEST }).selection.contract).toBe('T');
  });

  it('offers for each report type only the exchanges that list its contracts', () => {
    expect(exchangesFor('deliveries').map((e) => e.mic)).toEqual(['IFEU', 'IFUS', 'NDEX']);
    expect(exchangesFor('markers').map((e) => e.mic)).toEqual(['IFEU']);
    expect(exchangesFor('indices').map((e) => e.mic)).toEqual(['IFEU', 'IFUS']);
  });
});
