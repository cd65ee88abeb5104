/**
 * CSV for exports people open in spreadsheets. A cell that a spreadsheet would read as a
 * formula (`=`, `+`, `-`, `@`, or a leading tab or carriage return) is prefixed with `'`,
 * so exported content can never run as a formula (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: objects as JSON, formulas neutralised, quoted when it holds `"`, `,` or a line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row and data rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
