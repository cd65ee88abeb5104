import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { REPORT_TYPES, reportViewer, type ReportCenterData } from '../../core/report-data';
import { issuesOf, renderHtml, valid } from '../test-render';
import { headerGroups } from './data-table';

const LATEST = '2026-02-27';

function withData(props: Record<string, unknown>, query = '') {
  const tree = node('report-center', props);
  const center: ReportCenterData = { viewers: REPORT_TYPES.map((type) => reportViewer({ type, query: new URLSearchParams(query), latest: LATEST })) };
  return { tree, html: renderHtml(tree, { data: new Map([[tree.id, center]]) }) };
}

/** The rows of the table whose caption starts with `caption`, as header and data cell texts. */
function tableOf(html: string, caption: string) {
  const start = html.indexOf(`<caption>${caption}`);
  expect(start, caption).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf('</table>', start));
  return table;
}

const STATIC_TABLE = {
  name: 'Certified stocks',
  category: 'deliveries',
  columns: [
    { heading: 'Commodity', type: 'text' },
    { heading: 'As of', type: 'date' },
    { heading: 'Certified', type: 'number', parent: 'Stocks' },
    { heading: 'Change', type: 'number', parent: 'Stocks' },
    { heading: 'Report', type: 'download' },
  ],
  rows: [{ cells: 'Cocoa | 2026-02-27 | 1,842,310 | -12,400 | /media/stocks-cocoa.pdf' }, { cells: 'Cotton No. 2 | 2026-02-27 | 18,906 | 0 | ' }],
};

describe('report-center', () => {
  it('links to each category and gives each a section with the category as its id and a heading', () => {
    const tree = node('report-center', {});
    const html = renderHtml(tree);
    expect(html).toContain('<nav class="t-report-center__nav" aria-label="Report categories"><ul><li><a href="#end-of-day">End-of-day reports</a></li>');
    const ids = [...html.matchAll(/<section class="t-report-center__section" id="([^"]+)" aria-labelledby="([^"]+)"><h2 class="t-report-center__heading" id="\2">/g)].map((m) => m[1]);
    expect(ids).toEqual(['end-of-day', 'volumes-and-oi', 'indices', 'markers', 'deliveries']);
  });

  it('says what the viewers will show where nothing was loaded (the editor’s canvas)', () => {
    const html = renderHtml(node('report-center', {}));
    expect(html.match(/t-report-center__placeholder/g)).toHaveLength(5);
    expect(html).not.toContain('<form');
  });

  it('shows one report type alone, without the links, at the heading level chosen', () => {
    const { html } = withData({ reportId: 'markers', headingLevel: 3 });
    expect(html).not.toContain('t-report-center__nav');
    expect([...html.matchAll(/<section [^>]*id="([^"]+)"/g)].map((m) => m[1])).toEqual(['markers']);
    expect(html).toContain('<h3 class="t-report-center__heading"');
    expect(html.match(/<form /g)).toHaveLength(1);
  });

  it('renders a GET viewer per category that returns to its section, with the choice selected', () => {
    const { tree, html } = withData({}, 'deliveries.exchange=IFUS&deliveries.contract=KC&deliveries.kind=options&deliveries.date=2026-02-20');
    expect(html.match(/<form class="t-report-center__form" aria-label="Choose the [^"]+ report" action="#([a-z-]+)" method="get">/g)).toHaveLength(5);
    const form = html.slice(html.indexOf('action="#deliveries"'), html.indexOf('</form>', html.indexOf('action="#deliveries"')));
    expect(form).toContain('<option value="IFUS" selected="">ICE Futures U.S.</option>');
    // Only the exchange's contracts are offered.
    expect([...form.matchAll(/<option value="([A-Z]+)"/g)].map((m) => m[1])).toEqual(['IFEU', 'IFUS', 'NDEX', 'CC', 'KC', 'SB', 'CT']);
    expect(form).toContain('<option value="KC" selected="">Coffee &quot;C&quot;</option>');
    expect(form).toContain('<input type="radio" name="deliveries.kind" checked="" value="options"/>Options');
    expect(form).toContain(`<input type="date" id="tessera-${tree.id}-deliveries-date" min="2024-02-27" max="2026-02-27" required=""`);
    expect(form).toContain('name="deliveries.date" value="2026-02-20"/>');
    expect(html).toContain('<caption>Coffee &quot;C&quot; options, deliveries, February 20th, 2026</caption>');
  });

  it('keeps the choices of the other viewers in each form, and only those chosen', () => {
    const { html } = withData({}, 'deliveries.contract=CC');
    const form = (type: string) => html.slice(html.indexOf(`action="#${type}"`), html.indexOf('</form>', html.indexOf(`action="#${type}"`)));
    expect(form('end-of-day')).toContain(
      '<input type="hidden" name="deliveries.exchange" value="IFUS"/><input type="hidden" name="deliveries.contract" value="CC"/><input type="hidden" name="deliveries.kind" value="futures"/><input type="hidden" name="deliveries.date" value="2026-02-27"/>',
    );
    expect(form('deliveries')).not.toContain('type="hidden"');
    expect(form('end-of-day')).not.toContain('name="indices.');
  });

  it('shows the defaults with a note when the address asks for what does not exist, never an error', () => {
    const { html } = withData({}, 'end-of-day.contract=NOPE&end-of-day.date=2026-02-21&end-of-day.kind=%3Cb%3E');
    expect(html).toContain(
      '<div class="t-report-center__notes"><p>There is no end-of-day settlement report for the contract “NOPE”.</p><p>Showing Brent Crude on ICE Futures Europe.</p>' +
        '<p>“&lt;b&gt;” is neither futures nor options: showing futures.</p>' +
        '<p>Markets are closed at weekends (Saturday 2/21/2026): showing the latest trading day, 2/27/2026.</p></div>',
    );
    expect(html).toContain('<caption>Brent Crude futures, end-of-day settlement, February 27th, 2026</caption>');
    expect(html.match(/t-report-center__notes/g)).toHaveLength(1);
  });

  it('groups parent columns under one heading each: colgroups, colspan and scope="colgroup"', () => {
    const { html } = withData({});
    const table = tableOf(html, 'Brent Crude futures, end-of-day settlement');
    expect(table).toContain(
      '<colgroup span="1"></colgroup><colgroup span="5"></colgroup><colgroup span="2"></colgroup><thead><tr>' +
        '<th scope="col" rowSpan="2">Contract month</th>' +
        '<th scope="colgroup" colSpan="5" class="t-report-center__group">Prices (USD/bbl)</th>' +
        '<th scope="colgroup" colSpan="2" class="t-report-center__group">Activity (lots)</th></tr>' +
        '<tr><th scope="col" class="t-num">Open</th><th scope="col" class="t-num">High</th><th scope="col" class="t-num">Low</th><th scope="col" class="t-num">Settlement</th>' +
        '<th scope="col" class="t-num">Change</th><th scope="col" class="t-num">Volume</th><th scope="col" class="t-num">Open interest</th></tr></thead>',
    );
    expect(table).toMatch(/<tbody><tr><th scope="row">March 2026<\/th><td class="t-num">[\d.]+<\/td>/);
  });

  it('finds the parent headings of neighbouring columns only', () => {
    expect(
      headerGroups([
        { heading: 'a', type: 'text' },
        { heading: 'b', type: 'number', parent: 'X' },
        { heading: 'c', type: 'number', parent: 'X' },
        { heading: 'd', type: 'number', parent: '' },
        { heading: 'e', type: 'number', parent: 'X' },
      ]),
    ).toEqual([{ start: 0, span: 1 }, { parent: 'X', start: 1, span: 2 }, { start: 3, span: 1 }, { parent: 'X', start: 4, span: 1 }]);
  });

  it('renders the editor’s tables in their category with typed cells, with or without a backend', () => {
    for (const hasBackend of [false, true]) {
      const html = renderHtml(node('report-center', { hasBackend, tables: [STATIC_TABLE] }));
      const table = tableOf(html, 'Certified stocks');
      expect(html.indexOf('<caption>Certified stocks')).toBeGreaterThan(html.indexOf('id="deliveries"'));
      expect(table).toContain(
        '<tbody><tr><th scope="row">Cocoa</th><td><time dateTime="2026-02-27">2/27/2026</time></td><td class="t-num">1,842,310</td><td class="t-num">-12,400</td>' +
          '<td><a href="/media/stocks-cocoa.pdf" class="t-report-center__download">Download<span class="t-visually-hidden"> Cocoa Report</span></a></td></tr>' +
          '<tr><th scope="row">Cotton No. 2</th><td><time dateTime="2026-02-27">2/27/2026</time></td><td class="t-num">18,906</td><td class="t-num">0</td><td></td></tr></tbody>',
      );
      expect(table).toContain('<th scope="colgroup" colSpan="2" class="t-report-center__group">Stocks</th>');
    }
    const staticOnly = renderHtml(node('report-center', { hasBackend: false, tables: [STATIC_TABLE] }));
    expect(staticOnly).not.toContain('t-report-center__placeholder');
    expect(staticOnly.match(/Nothing is published in this category yet\./g)).toHaveLength(4);
  });

  it('checks each editor row against the columns: count of cells, dates, numbers and download addresses', () => {
    const tableWith = (cells: string[]) => node('report-center', { tables: [{ ...STATIC_TABLE, rows: cells.map((c) => ({ cells: c })) }] });
    const ok = 'Cocoa | 2026-02-27 | 1,842,310 | -12,400 | ';
    expect(issuesOf(tableWith([ok, 'Cocoa | 2026-02-27 | 1'])).map((i) => [i.path, i.message])).toEqual([
      ['/root/props/tables/0/rows/1/cells', 'Row 2 has 3 cells separated by |; the table has 5 columns'],
    ]);
    const issues = issuesOf(tableWith(['Cocoa | 27/02/2026 | lots | 12 | javascript:alert(1)']));
    expect(issues.map((i) => i.path)).toEqual(['/root/props/tables/0/rows/0/cells', '/root/props/tables/0/rows/0/cells', '/root/props/tables/0/rows/0/cells']);
    expect(issues[0]!.message).toBe('Row 1, column “As of”: enter a date as yyyy-mm-dd, e.g. 2026-02-27');
    expect(issues[1]!.message).toBe('Row 1, column “Certified”: enter a number such as 1,250.5, -0.61 or +3%');
    expect(issues[2]!.message).toMatch(/^Row 1, column “Report”: enter the address of a file: Links with the "javascript:" scheme are not allowed/);
    expect(valid(tableWith([ok, 'Cotton | | +3% | 0.5 | https://example.org/a.csv'])).props.tables).toHaveLength(1);
  });

  it('is an island only with the print button or the viewers, whose button stays hidden until JavaScript runs', () => {
    const withButton = renderHtml(node('report-center', { showPrintButton: true }));
    expect(withButton).toMatch(/^<tessera-island data-island="0" data-kind="report-center">/);
    expect(withButton).toContain('<button type="button" class="t-button t-report-center__print t-report-center__print--pending">Print reports</button>');
    // The viewers' contract lists follow their exchange in the browser.
    expect(renderHtml(node('report-center', { showPrintButton: false }))).toMatch(/^<tessera-island /);
    const without = renderHtml(node('report-center', { showPrintButton: false, hasBackend: false }));
    expect(without).not.toContain('tessera-island');
    expect(without).not.toContain('<button');
  });

  it('defaults to every category with the viewers and the print button', () => {
    expect(valid(node('report-center')).props).toEqual({ reportId: 'all', hasBackend: true, showPrintButton: true, headingLevel: 2, tables: [] });
    expect(issuesOf(node('report-center', { reportId: 'swaps' }))[0]!.path).toBe('/root/props/reportId');
  });
});
