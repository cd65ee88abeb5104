import { describe, expect, it } from 'vitest';
import { PALETTE } from './data';
import { chartGeometry, niceStep, valueScale } from './geometry';
import { alignForPlot, buildSeries, displaySeries, matchesFilters, readNumber, readX, type SourceSpec } from './series';

const source = (over: Partial<SourceSpec> = {}): SourceSpec => ({ seriesId: 'brent', filters: [], nameCol: '', xCol: 'date', xType: 'date', yCol: 'settlement', ...over });

const rows = [
  { date: '2026-03-03', contract: 'B May26', settlement: '74.10', venue: 'IFEU' },
  { date: '2026-03-02', contract: 'B May26', settlement: '73.50', venue: 'IFEU' },
  { date: '2026-03-02', contract: 'B Jun26', settlement: '73.05', venue: 'IFEU' },
  { date: '2026-03-03', contract: 'B Jun26', settlement: '73.60', venue: 'IFEU' },
  { date: '2026-03-04', contract: 'T May26', settlement: '70.00', venue: 'IFUS' },
];

describe('reading cells', () => {
  it('reads numbers from numbers and plain decimal text only', () => {
    expect([5, -2.5, '74.10', ' 1e3 ', '-.5', '+3'].map(readNumber)).toEqual([5, -2.5, 74.1, 1000, -0.5, 3]);
    expect(['', 'N/A', '1,234', '12abc', 'NaN', 'Infinity', null, undefined, true, {}, Number.NaN, Number.POSITIVE_INFINITY].map(readNumber)).toEqual(Array(12).fill(undefined));
  });

  it('reads x values of each type', () => {
    expect(readX('2026-03-02', 'date')).toBe('2026-03-02');
    expect(['2026-02-30', '2026-3-2', '03/02/2026', '2026-03-02T10:00:00Z', '', 20260302].map((v) => readX(v, 'date'))).toEqual(Array(6).fill(undefined));
    expect(readX('12.5', 'number')).toBe(12.5);
    expect(readX('twelve', 'number')).toBeUndefined();
    expect(readX('  Energy ', 'category')).toBe('Energy');
    expect(readX(2026, 'category')).toBe('2026');
    expect(readX('   ', 'category')).toBeUndefined();
    expect(readX('x'.repeat(150), 'category')).toHaveLength(100);
  });
});

describe('filters', () => {
  it('keep a row only when every filter’s column has its value', () => {
    expect(matchesFilters(rows[0]!, [])).toBe(true);
    expect(matchesFilters(rows[0]!, [{ column: 'venue', value: 'IFEU' }])).toBe(true);
    expect(matchesFilters(rows[0]!, [{ column: 'venue', value: 'IFEU' }, { column: 'contract', value: 'B Jun26' }])).toBe(false);
    expect(matchesFilters(rows[0]!, [{ column: 'missing', value: '' }])).toBe(false);
    // JSON numbers and booleans compare as their text.
    expect(matchesFilters({ year: 2026, live: true }, [{ column: 'year', value: '2026' }, { column: 'live', value: 'true' }])).toBe(true);
  });

  it('apply before the series are built', () => {
    const built = buildSeries({ rows, source: source({ filters: [{ column: 'contract', value: 'B May26' }] }) });
    expect(built.series).toEqual([{ id: 'brent', points: [['2026-03-02', 73.5], ['2026-03-03', 74.1]] }]);
    expect(built.skipped).toBe(0);
  });
});

describe('building series', () => {
  it('puts dates in order and counts rows whose values cannot be read', () => {
    const bad = [...rows, { date: 'yesterday', settlement: '1' }, { date: '2026-03-05', settlement: 'N/A' }, { date: '2026-03-06' }];
    const built = buildSeries({ rows: bad, source: source({ filters: [{ column: 'venue', value: 'IFEU' }] }) });
    // The three bad rows have no venue: filtered out before they are read.
    expect(built.skipped).toBe(0);
    const all = buildSeries({ rows: bad, source: source() });
    expect(all.skipped).toBe(3);
    expect(all.series[0]!.points.map((p) => p[0])).toEqual(['2026-03-02', '2026-03-02', '2026-03-03', '2026-03-03', '2026-03-04']);
  });

  it('splits rows into one series per value of the name column, ids seriesId/value', () => {
    const built = buildSeries({ rows, source: source({ nameCol: 'contract' }) });
    expect(built.series).toEqual([
      { id: 'brent/B May26', name: 'B May26', points: [['2026-03-02', 73.5], ['2026-03-03', 74.1]] },
      { id: 'brent/B Jun26', name: 'B Jun26', points: [['2026-03-02', 73.05], ['2026-03-03', 73.6]] },
      { id: 'brent/T May26', name: 'T May26', points: [['2026-03-04', 70]] },
    ]);
    // A row without a name is a bad row.
    expect(buildSeries({ rows: [{ date: '2026-03-02', settlement: 1, contract: ' ' }], source: source({ nameCol: 'contract' }) }).skipped).toBe(1);
    // At most 12 series from one source; rows of further names are left out and counted.
    const many = Array.from({ length: 15 }, (_, i) => ({ date: '2026-03-02', settlement: i, contract: `C${i}` }));
    const split = buildSeries({ rows: many, source: source({ nameCol: 'contract' }) });
    expect(split.series).toHaveLength(12);
    expect(split.skipped).toBe(3);
  });

  it('orders numbers by value and keeps categories as they came', () => {
    const numbers = buildSeries({ rows: [{ x: '10', y: 1 }, { x: 2, y: 2 }, { x: '-1.5', y: 3 }], source: source({ xCol: 'x', xType: 'number', yCol: 'y' }) });
    expect(numbers.series[0]!.points).toEqual([[-1.5, 3], [2, 2], [10, 1]]);
    const categories = buildSeries({ rows: [{ x: 'Oil', y: 5 }, { x: 'Gas', y: '7' }, { x: 'Coal', y: 1 }], source: source({ xCol: 'x', xType: 'category', yCol: 'y' }) });
    expect(categories.series[0]!.points).toEqual([['Oil', 5], ['Gas', 7], ['Coal', 1]]);
  });

  it('keeps at most the point limit of a source and says it cut', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ x: i, y: i }));
    const built = buildSeries({ rows: many, source: source({ xCol: 'x', xType: 'number', yCol: 'y' }), maxPoints: 25 });
    expect(built.series[0]!.points).toHaveLength(25);
    expect(built.truncated).toBe(true);
    expect(buildSeries({ rows: many.slice(0, 25), source: source({ xCol: 'x', xType: 'number', yCol: 'y' }), maxPoints: 25 }).truncated).toBe(false);
  });

  it('labels and colours series from the props by id, else by name and the palette', () => {
    const built = buildSeries({ rows, source: source({ nameCol: 'contract' }) }).series;
    const shown = displaySeries(built, [{ id: 'brent/B Jun26', label: 'June', color: '#AA0000' }]);
    expect(shown.map((s) => [s.id, s.label, s.color])).toEqual([
      ['brent/B May26', 'B May26', PALETTE[0]],
      ['brent/B Jun26', 'June', '#aa0000'],
      ['brent/T May26', 'T May26', PALETTE[1]],
    ]);
  });

  it('aligns the series on one x for the interactive chart, null where a series has no value', () => {
    const built = buildSeries({ rows, source: source({ nameCol: 'contract' }) }).series;
    const { xs, ys } = alignForPlot(built, 'date');
    expect(xs).toEqual([Date.UTC(2026, 2, 2) / 1000, Date.UTC(2026, 2, 3) / 1000, Date.UTC(2026, 2, 4) / 1000]);
    expect(ys).toEqual([
      [73.5, 74.1, null],
      [73.05, 73.6, null],
      [null, null, 70],
    ]);
    const cats = alignForPlot([{ id: 'a', points: [['Oil', 1], ['Gas', 2]] }, { id: 'b', points: [['Coal', 3], ['Oil', 4]] }], 'category');
    expect(cats).toEqual({ xs: [0, 1, 2], ys: [[1, 2, null], [4, null, 3]], categories: ['Oil', 'Gas', 'Coal'] });
  });
});

describe('geometry', () => {
  it('steps the value axis on round numbers; bars and areas stand on 0; the props’ bounds win', () => {
    expect(niceStep(0, 1, 5)).toBe(0.2);
    expect(valueScale([73.05, 74.1], { type: 'line' })).toEqual({ bottom: 73, top: 74.5, step: 0.5 });
    expect(valueScale([73.05, 74.1], { type: 'bar' })).toEqual({ bottom: 0, top: 80, step: 20 });
    expect(valueScale([73.05, 74.1], { type: 'line', min: 60, max: 90 })).toMatchObject({ bottom: 60, top: 90 });
    // One value: a range around it.
    const flat = valueScale([5, 5], { type: 'line' });
    expect([flat.bottom, flat.top, flat.step].map((v) => Math.round(v * 10) / 10)).toEqual([4.4, 5.6, 0.2]);
  });

  it('places dates by value, bars in bands, with labelled ticks', () => {
    const series = displaySeries(buildSeries({ rows, source: source({ filters: [{ column: 'venue', value: 'IFEU' }], nameCol: 'contract' }) }).series, []);
    const line = chartGeometry({ series, xType: 'date', type: 'line' });
    expect(line.shapes[0]!.line).toBe('0,666.67 1000,266.67');
    expect(line.xTicks.map((t) => [t.at, t.label])).toEqual([
      [0, 'Mar 2'],
      [100, 'Mar 3'],
    ]);
    expect(line.yTicks[0]).toEqual({ at: 0, label: '74.5' });
    expect(line.yTicks.at(-1)).toEqual({ at: 100, label: '73.0' });
    const bars = chartGeometry({ series, xType: 'date', type: 'bar' }).shapes;
    // Two days → two bands of 500; two series share 80% of each band.
    expect(bars.map((s) => s.bars![0]!.x)).toEqual([50, 250]);
    expect(bars[0]!.bars![0]!.width).toBe(200);
    expect(bars[0]!.bars![0]!.y + bars[0]!.bars![0]!.height).toBe(1000);
    const area = chartGeometry({ series, xType: 'date', type: 'area' }).shapes[0]!;
    expect(area.area).toMatch(/^M0,1000L0,[\d.]+L1000,[\d.]+L1000,1000Z$/);
  });
});
