import { optionsReport, type OptionProduct } from '../../core/options-data';
import { categoriesOf, reportViewer, type ReportCenterData, type ReportType } from '../../core/report-data';
import { latestTradingDay } from '../../core/exchange-calendar';
import type { NodeLoader } from '../loaders';

/**
 * The report center's viewers (`report-center` with `hasBackend`): the table of each category
 * shown, for the exchange, contract, futures or options and trading date in the address. What
 * the address gets wrong falls back to the defaults, with notes: never an error page.
 */
export const reportCenterLoader: NodeLoader = {
  usesQuery: true,
  // The default trading date moves with the calendar: a cached page is rendered again hourly.
  maxAgeMs: 60 * 60_000,
  load: async (ctx, { node, query }): Promise<ReportCenterData | undefined> => {
    const props = node.props as { reportId: 'all' | ReportType; hasBackend: boolean };
    if (!props.hasBackend) return undefined;
    const latest = latestTradingDay(ctx.clock.now());
    return { viewers: categoriesOf(props.reportId).map((type) => reportViewer({ type, query, latest })) };
  },
};

/** An options report's chain: the product and strip in the address, the latest trading day's prices. */
export const optionsReportLoader: NodeLoader = {
  usesQuery: true,
  // The default trading date moves with the calendar: a cached page is rendered again hourly.
  maxAgeMs: 60 * 60_000,
  load: async (ctx, { node, query }) =>
    optionsReport({ products: node.props.products as OptionProduct[], query, date: latestTradingDay(ctx.clock.now()) }),
};
