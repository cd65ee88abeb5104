import { parseIsoDate } from '../../core/time';
import type { ColumnType } from '../../core/report-data';
import { href } from '../../core/schemas';

/**
 * An editor's table row is one line of text, its cells in column order separated by `|`
 * (so a row pasted from a spreadsheet needs only its tabs replaced); cells are trimmed.
 */
export function splitCells(row: string): string[] {
  return row.split('|').map((cell) => cell.trim());
}

const NUMBER = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?%?$/;
const link = href({ allowEmpty: true });

/** Why a cell's text does not fit its column's type, or `undefined` when it does (empty cells always fit). */
export function cellProblem(type: ColumnType, value: string): string | undefined {
  if (value === '') return undefined;
  switch (type) {
    case 'date':
      return parseIsoDate(value) ? undefined : 'a date as yyyy-mm-dd, e.g. 2026-02-27';
    case 'number':
      return NUMBER.test(value) && /\d/.test(value) ? undefined : 'a number such as 1,250.5, -0.61 or +3%';
    case 'download': {
      const result = link.safeParse(value);
      return result.success ? undefined : `the address of a file: ${result.error.issues[0]!.message}`;
    }
    default:
      return undefined;
  }
}
