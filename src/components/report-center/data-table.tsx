import type { ReactNode } from 'react';
import { formatDate, parseIsoDate } from '../../core/time';
import type { ReportColumn } from '../../core/report-data';

/** A run of consecutive columns under one parent heading, or a single column without one. */
export interface HeaderGroup {
  parent?: string;
  start: number;
  span: number;
}

/** The parent headings over the columns: consecutive columns with the same parent share one. */
export function headerGroups(columns: readonly ReportColumn[]): HeaderGroup[] {
  const groups: HeaderGroup[] = [];
  columns.forEach((column, i) => {
    const last = groups.at(-1);
    if (column.parent && last?.parent === column.parent) last.span++;
    else groups.push({ ...(column.parent ? { parent: column.parent } : {}), start: i, span: 1 });
  });
  return groups;
}

function Cell({ column, value, label }: { column: ReportColumn; value: string; label: string }): ReactNode {
  switch (column.type) {
    case 'number':
      return value;
    case 'date':
      return parseIsoDate(value) ? <time dateTime={value}>{formatDate(value, 'short')}</time> : value;
    case 'download':
      return value ? (
        <a href={value} className="t-report-center__download">
          Download<span className="t-visually-hidden"> {label}</span>
        </a>
      ) : null;
    default:
      return value;
  }
}

export interface DataTableProps {
  caption: ReactNode;
  /** The accessible name of the scrolling region around the table (the caption's text). */
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly string[])[];
  /** The column whose cells head their rows (default the first). */
  rowHeader?: number;
  /** A class for some rows (the options report marks the strike nearest the money). */
  rowClassName?: (index: number) => string | undefined;
  empty?: string;
}

/**
 * A report table: typed cells (numbers right-aligned, ISO dates as M/d/yyyy, download links),
 * and parent columns as grouped headings in a first header row. It scrolls sideways inside a
 * focusable region when it is wider than the page.
 */
export function DataTable({ caption, label, columns, rows, rowHeader = 0, rowClassName, empty = 'No rows to show.' }: DataTableProps) {
  const groups = headerGroups(columns);
  const grouped = groups.some((g) => g.parent);
  const head = (column: ReportColumn, i: number, extra: { rowSpan?: number } = {}) => (
    <th key={i} scope="col" className={column.type === 'number' ? 't-num' : undefined} {...extra}>
      {column.heading}
    </th>
  );
  return (
    <div className="t-report-center__scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="t-report-center__table">
        <caption>{caption}</caption>
        {grouped ? groups.map((g) => <colgroup key={g.start} span={g.span} />) : null}
        <thead>
          {grouped ? (
            <>
              <tr>
                {groups.map((g) =>
                  g.parent ? (
                    <th key={g.start} scope="colgroup" colSpan={g.span} className="t-report-center__group">
                      {g.parent}
                    </th>
                  ) : (
                    head(columns[g.start]!, g.start, { rowSpan: 2 })
                  ),
                )}
              </tr>
              <tr>{columns.map((column, i) => (column.parent ? head(column, i) : null))}</tr>
            </>
          ) : (
            <tr>{columns.map((column, i) => head(column, i))}</tr>
          )}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r} className={rowClassName?.(r)}>
                {columns.map((column, i) => {
                  const content = <Cell column={column} value={row[i] ?? ''} label={`${row[rowHeader] ?? ''} ${column.heading}`.trim()} />;
                  const className = column.type === 'number' ? 't-num' : undefined;
                  return i === rowHeader ? (
                    <th key={i} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={i} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
