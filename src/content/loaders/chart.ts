import { parse as parseCsv } from 'csv-parse/sync';
import { MAX_SOURCE_BYTES, type ChartData, type SourceReport } from '../../components/chart/data';
import { CHART_CACHE_MS, chart, sameOriginProblem } from '../../components/chart/definition';
import { buildSeries, type Row } from '../../components/chart/series';
import { SECOND } from '../../core/constants';
import { SETTLEMENT_HISTORY_PATH, SettlementHistoryQuery } from '../../core/contracts/charts';
import { message } from '../../core/errors';
import { MEDIA_URL } from '../../core/media';
import { shownProps } from '../../core/incomplete';
import { OutboundRefused, outboundRequest } from '../../services/outbound';
import { settlementHistoryCsv } from '../market/chart-data';
import { mediaFile } from '../media/media';
import type { ContentContext } from '../context';
import type { Loader } from '../loaders';

const SOURCE_TIMEOUT_MS = 5 * SECOND;
const MAX_CACHED_SOURCES = 200;

/** Why a source gave no rows, in words a visitor may read. */
export class SourceFailure extends Error {
  override name = 'SourceFailure';
}

export type SourceFormat = 'csv' | 'json';

/** CSV or JSON: by the content type, else by the address's extension, else by the first character. */
export function formatOf({ contentType, url, text }: { contentType?: string | undefined; url: string; text: string }): SourceFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.csv')) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** Rows of a CSV with a header row, or of JSON that is a list of objects or `{ "data": [...] }`. Items that are not objects are empty rows. */
export function parseRows(text: string, format: SourceFormat): Row[] {
  if (format === 'csv') {
    try {
      return parseCsv(text, { columns: (header: string[]) => header.map((h) => h.trim()), bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as Row[];
    } catch (error) {
      throw new SourceFailure(`not readable as CSV (${(error as { code?: string }).code ?? 'parse error'})`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new SourceFailure('not readable as JSON');
  }
  const list = Array.isArray(json) ? json : json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data) ? (json as { data: unknown[] }).data : undefined;
  if (!list) throw new SourceFailure('the JSON is neither a list of objects nor { "data": [...] }');
  return list.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? (item as Row) : {}));
}

/** The platform's data routes a same-origin source may name, each answered in-process (never by an HTTP request). */
const DATA_ROUTES = new Map<string, (ctx: ContentContext, params: URLSearchParams) => string>([
  [
    SETTLEMENT_HISTORY_PATH,
    (ctx, params) => {
      const repeated = [...new Set(params.keys())].find((key) => params.getAll(key).length > 1);
      if (repeated) throw new SourceFailure(`400 Bad Request: ${repeated}: give it once`);
      const query = SettlementHistoryQuery.safeParse(Object.fromEntries(params));
      if (!query.success) throw new SourceFailure(`400 Bad Request: ${query.error.issues.map((i) => i.message).join('; ')}`);
      return settlementHistoryCsv(ctx, query.data);
    },
  ],
]);

/** A CSV or JSON file of the media library (`/media/{hash}.csv`), read in-process and at most MAX_SOURCE_BYTES. */
async function mediaRows(ctx: ContentContext, path: string): Promise<Row[]> {
  const file = await mediaFile(ctx, { path });
  if (!file) throw new SourceFailure(`404 Not Found: ${path} is not a file of the media library`);
  if (file.bytes.length > MAX_SOURCE_BYTES) throw new SourceFailure(`the file is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB`);
  const format = file.mime === 'application/json' ? 'json' : file.mime === 'text/csv' ? 'csv' : undefined;
  if (!format) throw new SourceFailure(`${file.name} is not CSV or JSON data`);
  return parseRows(file.bytes.toString('utf8'), format);
}

async function sameOriginRows(ctx: ContentContext, path: string): Promise<Row[]> {
  const problem = sameOriginProblem(path);
  if (problem) throw new SourceFailure(problem);
  const url = new URL(path, 'http://same-origin.invalid');
  if (MEDIA_URL.test(url.pathname) && url.search === '') return mediaRows(ctx, url.pathname);
  const route = DATA_ROUTES.get(url.pathname);
  if (!route) throw new SourceFailure(`404 Not Found: ${url.pathname} is not a data route of this site`);
  return parseRows(route(ctx, url.searchParams), formatOf({ url: url.pathname, contentType: 'text/csv', text: '' }));
}

async function externalRows(ctx: ContentContext, url: string): Promise<Row[]> {
  const policy = { ...ctx.outbound, maxBytes: MAX_SOURCE_BYTES, timeoutMs: Math.min(ctx.outbound.timeoutMs ?? SOURCE_TIMEOUT_MS, SOURCE_TIMEOUT_MS) };
  let response;
  try {
    response = await outboundRequest(url, { headers: { accept: 'text/csv, application/json;q=0.9' } }, policy);
  } catch (error) {
    if (error instanceof OutboundRefused) throw new SourceFailure(`refused: ${error.message}`);
    throw new SourceFailure(`no connection (${(error as { code?: string }).code ?? 'network error'})`);
  }
  if (response.status < 200 || response.status > 299) throw new SourceFailure(message('FETCH_FAILED', { status: response.status, statusText: response.statusText, url: response.url }));
  const text = response.body.toString('utf8');
  const contentType = response.headers['content-type'];
  return parseRows(text, formatOf({ contentType: Array.isArray(contentType) ? contentType[0] : contentType, url: response.url, text }));
}

/** Rows by source address, shared by every chart and page that reads the same one; a failure is not kept. */
const cache = new Map<string, { at: number; rows: Promise<Row[]> }>();

/** Forgets every cached source (tests). */
export function clearChartCache(): void {
  cache.clear();
}

/** A source's rows, from the cache when loaded less than CHART_CACHE_MS ago; requests for one address at once share one fetch. */
export function sourceRows(ctx: ContentContext, { external, url }: { external: boolean; url: string }): Promise<Row[]> {
  const key = `${external ? 'external' : 'own'} ${url}`;
  const now = ctx.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.at < CHART_CACHE_MS) return hit.rows;
  cache.delete(key);
  const rows = external ? externalRows(ctx, url) : sameOriginRows(ctx, url);
  cache.set(key, { at: now, rows });
  rows.catch(() => {
    if (cache.get(key)?.rows === rows) cache.delete(key);
  });
  while (cache.size > MAX_CACHED_SOURCES) cache.delete(cache.keys().next().value!);
  return rows;
}

/**
 * chart: every data source's rows (in parallel), filtered and built into series. A source that
 * fails is reported by name with its reason and the others still draw: a chart never fails its page.
 */
export const chartLoader: Loader<ChartData> = async (ctx, { node }) => {
  const { dataSources } = shownProps(chart, node.props);
  const built = await Promise.all(
    dataSources.map(async (source) => {
      try {
        const rows = await sourceRows(ctx, source);
        return { seriesId: source.seriesId, ...buildSeries({ rows, source }) };
      } catch (error) {
        const problem = error instanceof SourceFailure ? error.message : 'the data could not be read';
        return { seriesId: source.seriesId, series: [], skipped: 0, truncated: false, problem };
      }
    }),
  );
  return {
    xType: dataSources[0]?.xType ?? 'date',
    columns: { x: dataSources[0]?.xCol ?? 'x', y: dataSources[0]?.yCol ?? 'y' },
    series: built.flatMap((b) => b.series),
    sources: built.map(({ seriesId, skipped, truncated, ...rest }): SourceReport => ({ seriesId, skipped, truncated, ...('problem' in rest ? { problem: rest.problem } : {}) })),
  };
};
