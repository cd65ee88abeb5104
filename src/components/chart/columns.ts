import { DATA_COLUMN_TYPES, DATA_PREVIEW_ROWS, DATA_TYPE_SAMPLE_ROWS, MAX_DATA_COLUMNS, type DataColumn } from '../../core/contracts/data-sources';
import { cellText, readNumber, readX, type Row } from './series';

type ColumnType = (typeof DATA_COLUMN_TYPES)[number];

/**
 * A column's type as the chart would read it, from its non-empty cells in the first
 * DATA_TYPE_SAMPLE_ROWS rows: `date` when every one is an ISO day, `number` when every one is a
 * number, else `category` (also for a column with no value).
 */
function columnType(rows: readonly Row[], name: string): ColumnType {
  const cells = rows.slice(0, DATA_TYPE_SAMPLE_ROWS).map((row) => row[name]).filter((v) => (cellText(v) ?? '').trim() !== '');
  if (cells.length === 0) return 'category';
  if (cells.every((v) => readX(v, 'date') !== undefined)) return 'date';
  if (cells.every((v) => readNumber(v) !== undefined)) return 'number';
  return 'category';
}

/** The columns of rows (a CSV's header, or JSON keys in the order first seen), at most MAX_DATA_COLUMNS, with their types. */
export function detectColumns(rows: readonly Row[]): DataColumn[] {
  const names: string[] = [];
  for (const row of rows.slice(0, DATA_TYPE_SAMPLE_ROWS)) {
    for (const key of Object.keys(row)) {
      if (names.length >= MAX_DATA_COLUMNS) break;
      if (key.trim() !== '' && !names.includes(key)) names.push(key);
    }
  }
  return names.map((name) => ({ name, type: columnType(rows, name) }));
}

/** The first DATA_PREVIEW_ROWS rows of the columns, each cell as text (`''` for none, cut at 200 characters). */
export function previewRows(rows: readonly Row[], columns: readonly DataColumn[]): Record<string, string>[] {
  return rows.slice(0, DATA_PREVIEW_ROWS).map((row) => Object.fromEntries(columns.map((c) => [c.name, (cellText(row[c.name]) ?? '').slice(0, 200)])));
}
