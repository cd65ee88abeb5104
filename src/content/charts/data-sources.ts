import { chart } from '../../components/chart/definition';
import { detectColumns, previewRows } from '../../components/chart/columns';
import type { ChartData } from '../../components/chart/data';
import { SETTLEMENT_HISTORY_PATH } from '../../core/contracts/charts';
import type { ChartPreview, DataSource, DataSourcePreview } from '../../core/contracts/data-sources';
import { TesseraError } from '../../core/errors';
import { CONTRACTS } from '../../core/report-data';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { chartLoader, SourceFailure, sourceRows } from '../loaders/chart';

/** Library files listed at most (the newest first). */
const MAX_LISTED_FILES = 200;
const DATA_MIMES: Record<string, DataSource['format']> = { 'text/csv': 'csv', 'application/json': 'json' };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/**
 * The data a chart on `site` may draw (issue 24 item 4): the media library's CSV and JSON files,
 * newest first, then the settlement history of each report contract (the in-process report data).
 */
export async function listDataSources(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<{ sources: DataSource[] }> {
  assertAllowed(mayEdit(actor, site), actor, 'read chart data', site);
  const { items: media } = await store.listMedia(ctx.db, { kind: 'document', page: { limit: MAX_LISTED_FILES } });
  const files: DataSource[] = media
    .filter((m) => Object.hasOwn(DATA_MIMES, m.mime))
    .map((m) => ({ url: m.url, label: m.name, kind: 'media', format: DATA_MIMES[m.mime]!, detail: `${DATA_MIMES[m.mime]!.toUpperCase()} file of the media library, ${kilobytes(m.size)}` }));
  const reports: DataSource[] = CONTRACTS.map((c) => ({
    url: `${SETTLEMENT_HISTORY_PATH}?contract=${encodeURIComponent(c.code)}`,
    label: `${c.name} settlement history`,
    kind: 'report',
    format: 'csv',
    detail: `Report data: the front month's daily settlement, volume and open interest (${c.unit}) over the last 65 trading days`,
  }));
  return { sources: [...files, ...reports] };
}

/**
 * A source's columns (with the type the chart would read each as) and its first rows, read as
 * the chart loader reads it: same-origin paths in-process, other addresses through the outbound
 * policy, both within the loader's byte limit. A source that cannot be read is 422 with why.
 */
export async function previewDataSource(
  ctx: ContentContext,
  { actor, site, url, external }: { actor: Actor; site: SiteId; url: string; external: boolean },
): Promise<DataSourcePreview> {
  assertAllowed(mayEdit(actor, site), actor, 'read chart data', site);
  let rows;
  try {
    rows = await sourceRows(ctx, { external, url });
  } catch (error) {
    if (error instanceof SourceFailure) throw new TesseraError('DATA_UNREADABLE', { url, reason: error.message });
    throw error;
  }
  const columns = detectColumns(rows);
  return { url, columns, rows: previewRows(rows, columns), rowCount: rows.length };
}

/**
 * What a chart with these sources draws, for the editor's canvas: the props are checked by the
 * chart's own schema (400 naming the field), then loaded by the same loader as the published page.
 */
export async function previewChart(ctx: ContentContext, { actor, site, dataSources }: { actor: Actor; site: SiteId; dataSources: unknown[] }): Promise<ChartPreview> {
  assertAllowed(mayEdit(actor, site), actor, 'read chart data', site);
  const parsed = chart.props.shape.dataSources.safeParse(dataSources);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: ['/body/dataSources', ...issue.path].join('/'), message: issue.message }));
    throw new TesseraError('INVALID_BODY', { detail: issues.map((i) => `${i.path}: ${i.message}`).join('; ') }, issues);
  }
  const props = { ...chart.defaults, dataSources: parsed.data };
  const data: ChartData = await chartLoader(ctx, { site, path: '/', query: new URLSearchParams(), node: { id: 'preview', name: chart.name, props, slots: {} } });
  return data;
}
