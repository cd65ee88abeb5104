import { describe, expect, it } from 'vitest';
import { DATA_PREVIEW_ROWS, DATA_TYPE_SAMPLE_ROWS, MAX_DATA_COLUMNS } from '../../core/contracts/data-sources';
import { detectColumns, previewRows } from './columns';

describe('the columns of chart data', () => {
  it('tells dates, numbers and text apart as the chart reads them, ignoring empty cells', () => {
    const rows = [
      { day: '2026-03-02', price: '74.2', volume: 1200, region: 'East', note: '', code: '2026-02-30' },
      { day: '2026-03-03', price: '-2e3', volume: '', region: '12', note: '', code: '2026-03-01' },
    ];
    expect(detectColumns(rows)).toEqual([
      { name: 'day', type: 'date' },
      { name: 'price', type: 'number' },
      { name: 'volume', type: 'number' },
      { name: 'region', type: 'category' },
      { name: 'note', type: 'category' },
      // 30 February is no day: the chart would skip it, so the column is text.
      { name: 'code', type: 'category' },
    ]);
  });

  it('does not count thousands separators or N/A as numbers', () => {
    expect(detectColumns([{ a: '1,234' }, { a: '5' }])).toEqual([{ name: 'a', type: 'category' }]);
    expect(detectColumns([{ a: 'N/A' }, { a: '5' }])).toEqual([{ name: 'a', type: 'category' }]);
  });

  it('lists JSON keys in the order first seen, at most MAX_DATA_COLUMNS, and reads types from the first rows only', () => {
    expect(detectColumns([{ b: 1 }, { a: 2, b: 3 }]).map((c) => c.name)).toEqual(['b', 'a']);
    const wide = Object.fromEntries(Array.from({ length: MAX_DATA_COLUMNS + 10 }, (_, i) => [`c${i}`, i]));
    expect(detectColumns([wide])).toHaveLength(MAX_DATA_COLUMNS);
    const rows = [...Array.from({ length: DATA_TYPE_SAMPLE_ROWS }, () => ({ v: '1' })), { v: 'text after the sample' }];
    expect(detectColumns(rows)).toEqual([{ name: 'v', type: 'number' }]);
  });

  it('previews the first rows as text', () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ n: i, s: `r${i}`, o: { nested: true } }));
    const columns = detectColumns(rows);
    const preview = previewRows(rows, columns);
    expect(preview).toHaveLength(DATA_PREVIEW_ROWS);
    expect(preview[1]).toEqual({ n: '1', s: 'r1', o: '' });
  });
});
