import type { OptionsReportData } from '../../components/options-report/data';
import type { ReportCenterData } from '../../components/report-center/data';
import { optionsReport, type OptionProduct } from '../../core/options-data';
import { categoriesOf, reportViewer, type ReportType } from '../../core/report-data';
import { latestTradingDay } from '../../core/exchange-calendar';
import type { Loader } from '../loaders';

/**
 * The report center's viewers (`report-center` with `hasBackend`): the table of each category
 * shown, for the exchange, contract, futures or options and trading date in the address. What
 * the address gets wrong falls back to the defaults, with notes: never an error page.
 */
export const reportCenterLoader: Loader<ReportCenterData> = async (ctx, { node, query }) => {
  const props = node.props as { reportId: 'all' | ReportType; hasBackend: boolean };
  if (!props.hasBackend) return undefined;
  const latest = latestTradingDay(ctx.clock.now());
  return { viewers: categoriesOf(props.reportId).map((type) => reportViewer({ type, query, latest })) };
};

/** An options report's chain: the product and strip in the address, the latest trading day's prices. */
export const optionsReportLoader: Loader<OptionsReportData> = async (ctx, { node, query }) =>
  optionsReport({ products: node.props.products as OptionProduct[], query, date: latestTradingDay(ctx.clock.now()) });
