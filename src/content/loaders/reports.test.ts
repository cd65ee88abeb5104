import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OptionsReportData } from '../../components/options-report/data';
import { OptionsReportDataSchema } from '../../components/options-report/definition';
import type { ReportCenterData } from '../../components/report-center/data';
import { ReportCenterDataSchema } from '../../components/report-center/definition';
import { node } from '../../core/node';
import { OPTION_PRODUCTS, optionsReport, type OptionsReportData as GeneratedOptionsReport } from '../../core/options-data';
import { REPORT_TYPES, reportViewer, type ReportCenterData as GeneratedReportCenter } from '../../core/report-data';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';

// Monday 2 March 2026: the latest published reports are Friday's.
const ctx = { clock: { now: () => new Date('2026-03-02T12:00:00Z') } } as ContentContext;
const LATEST = '2026-02-27';

const page = (...main: ReturnType<typeof node>[]) => node('page-layout', {}, { main });

describe('report loaders', () => {
  it('load every category’s viewer of a report center, and the options chain, for the address', async () => {
    const center = node('report-center', { reportId: 'all', hasBackend: true });
    const options = node('options-report', { products: [...OPTION_PRODUCTS] });
    const query = new URLSearchParams('markers.contract=T&product=5');
    const { data, usesQuery } = await loadNodeData(ctx, { site: 'ice', path: '/report-center', tree: page(center, options), partials: new Map(), query });
    expect(usesQuery).toBe(true);
    const loaded = ReportCenterDataSchema.parse(data.get(center.id))!;
    expect(loaded).toEqual(data.get(center.id));
    expect(OptionsReportDataSchema.parse(data.get(options.id))).toEqual(data.get(options.id));
    expect(loaded.viewers.map((v) => v.type)).toEqual([...REPORT_TYPES]);
    expect(loaded.viewers.find((v) => v.type === 'markers')).toEqual(reportViewer({ type: 'markers', query, latest: LATEST }));
    expect(loaded.viewers.find((v) => v.type === 'markers')!.selection).toMatchObject({ contract: 'T', date: LATEST });
    expect(data.get(options.id)).toEqual(optionsReport({ products: OPTION_PRODUCTS, query, date: LATEST }));
  });

  it('load only the report type shown, and nothing without a backend', async () => {
    const one = node('report-center', { reportId: 'indices', hasBackend: true });
    const none = node('report-center', { reportId: 'all', hasBackend: false });
    const { data } = await loadNodeData(ctx, { site: 'ice', path: '/r', tree: page(one, none), partials: new Map() });
    expect(ReportCenterDataSchema.parse(data.get(one.id))!.viewers.map((v) => v.type)).toEqual(['indices']);
    expect(data.get(none.id)).toBeUndefined();
    expect(ReportCenterDataSchema.parse(data.get(none.id))).toBeUndefined();
  });

  it('declare the same data as the generators of core', () => {
    expectTypeOf<ReportCenterData>().toEqualTypeOf<GeneratedReportCenter | undefined>();
    expectTypeOf<OptionsReportData>().toEqualTypeOf<GeneratedOptionsReport>();
  });
});
