import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { HOUR } from '../../core/constants';
import { COLUMN_TYPES, CONTRACT_KINDS, REPORT_TYPES } from '../../core/report-data';
import { headingLevel } from '../../core/schemas';
import { cellProblem, splitCells } from './rows';

const column = z.strictObject({
  heading: z
    .string()
    .trim()
    .min(1, 'Enter the column heading')
    .max(80, 'Column headings are at most 80 characters')
    .meta({ description: 'The column’s title. Up to 80 characters.' }),
  type: z
    .enum(COLUMN_TYPES)
    .meta({
      title: 'Kind of values',
      description: 'Date: entered as yyyy-mm-dd, shown as M/d/yyyy. Download: a file address. Number: aligned right. Text: anything.',
    })
    .default('text'),
  parent: z
    .string()
    .trim()
    .max(80, 'Parent headings are at most 80 characters')
    .meta({ title: 'Group heading', description: 'A heading above this column; neighbouring columns with the same group heading share one. Optional.' })
    .default(''),
});

/**
 * Specification §3 "Report center … tables (name, columns with heading, type, parent columns)".
 * The rows are the editor's own: each a line of cells separated by `|`, checked against the
 * column types, so a table needs no backend.
 */
const table = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the table name')
      .max(160, 'Table names are at most 160 characters')
      .meta({ description: 'The title shown above the table. Up to 160 characters.' }),
    category: z.enum(REPORT_TYPES).meta({ description: 'The report category whose section shows the table.' }).default('end-of-day'),
    columns: z
      .array(column)
      .min(1, 'Add at least one column')
      .max(20, 'At most 20 columns')
      .meta({ description: 'The table’s columns, left to right. From 1 to 20.' }),
    rows: z
      .array(
        z.strictObject({
          cells: z
            .string()
            .max(4000, 'A row is at most 4,000 characters')
            .meta({ description: 'The row’s values in column order, separated by |, e.g. 2026-05-01 | Brent | 82.15.' }),
        }),
      )
      .max(500, 'At most 500 rows')
      .meta({ description: 'The table’s rows, top to bottom; each needs one value per column. Up to 500.' })
      .default([]),
  })
  .superRefine((value, ctx) => {
    value.rows.forEach((row, r) => {
      const cells = splitCells(row.cells);
      // A new path each time: zod extends an issue's path in place.
      const path = () => ['rows', r, 'cells'];
      if (cells.length !== value.columns.length) {
        ctx.addIssue({ code: 'custom', path: path(), message: `Row ${r + 1} has ${cells.length} cells separated by |; the table has ${value.columns.length} columns` });
        return;
      }
      cells.forEach((cell, c) => {
        const column = value.columns[c]!;
        const problem = cellProblem(column.type, cell);
        if (problem) ctx.addIssue({ code: 'custom', path: path(), message: `Row ${r + 1}, column “${column.heading}”: enter ${problem}` });
      });
    });
  });

/** One report type's viewer as the server hands it over (`ReportViewerData` of core/report-data.ts). */
const ReportViewerSchema = z.object({
  type: z.enum(REPORT_TYPES),
  /** The newest and oldest trading days offered. */
  latest: z.iso.date(),
  earliest: z.iso.date(),
  /** Whether the address chose anything for this viewer. */
  chosen: z.boolean(),
  selection: z.object({ exchange: z.string(), contract: z.string(), kind: z.enum(CONTRACT_KINDS), date: z.iso.date() }),
  /** What was asked for and could not be shown, in words, for the visitor. */
  notes: z.array(z.string()),
  table: z.object({
    name: z.string(),
    columns: z.array(z.object({ heading: z.string(), type: z.enum(COLUMN_TYPES), parent: z.string().optional() })),
    /** One string per column. */
    rows: z.array(z.array(z.string())),
  }),
});

/** What the server loads for a report center: one viewer per category shown; nothing without `hasBackend`. */
export const ReportCenterDataSchema = z.object({ viewers: z.array(ReportViewerSchema) }).optional();

/**
 * Specification §3 "Report center: reportId, hasBackend, showPrintButton, tables", §2 categories
 * with hash anchors and a report viewer per report type. `reportId` chooses the whole center
 * (`all`: every category, with links to each) or one report type. With `hasBackend`, each
 * section has a viewer whose table the server generates for the exchange, contract, futures or
 * options and trading date in the address; the editor's tables follow in their category's
 * section either way.
 */
export const reportCenter = defineComponent({
  name: 'report-center',
  label: 'Report center',
  category: 'market-data',
  icon: 'table',
  description: 'Report categories such as end-of-day and deliveries, each with a report viewer by exchange, contract and date.',
  props: z.strictObject({
    reportId: z
      .enum(['all', ...REPORT_TYPES])
      .meta({ title: 'Reports shown', description: 'All: every category, with links to each. Or one report category alone.' })
      .default('all'),
    hasBackend: z
      .boolean()
      .meta({ title: 'Show report viewers', description: 'Yes: each category has a viewer where visitors choose exchange, contract and date and get a generated table.' })
      .default(true),
    showPrintButton: z.boolean().meta({ description: 'Yes: a button lets visitors print the reports.' }).default(true),
    headingLevel: headingLevel()
      .meta({ description: 'Level of each category’s heading in the page outline, from 1 (the page title) to 6.' })
      .default(2),
    tables: z
      .array(table)
      .max(30, 'At most 30 tables')
      .meta({ title: 'Your tables', description: 'Tables you enter yourself, each shown in its category’s section. Up to 30.' })
      .default([]),
  }),
  defaults: { reportId: 'all', hasBackend: true, showPrintButton: true, headingLevel: 2, tables: [] },
  interactive: true,
  hydrate: 'idle',
  // The print button, and the viewers' contract lists following their exchange; without either the center is plain server HTML.
  islandWhen: (props) => props.showPrintButton || props.hasBackend,
  // The island re-uses the server's HTML: the tables never need to reach the browser twice.
  serverProps: ['tables'],
  // The default trading date moves with the calendar: a cached page is rendered again hourly.
  data: serverData({ schema: ReportCenterDataSchema, usesQuery: true, maxAgeMs: HOUR }),
});
