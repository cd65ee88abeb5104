import { routes, type DataSource, type DataSourcePreview } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { Api } from '../api.client';

/** Previews by site and address, kept while the editor is open (library files never change; report data changes daily). */
const previews = new Map<string, Promise<DataSourcePreview>>();

/** A source's columns and first rows, asked once per site and address; a failure is not kept. */
export function sourcePreview(api: Api, { site, url, external }: { site: SiteId; url: string; external: boolean }): Promise<DataSourcePreview> {
  const key = `${site} ${external} ${url}`;
  const known = previews.get(key);
  if (known) return known;
  const asked = api.call(routes.previewDataSource, { params: { site }, query: { url, external: external ? 'true' : 'false' } });
  previews.set(key, asked);
  asked.catch(() => previews.delete(key));
  return asked;
}

export function listSources(api: Api, site: SiteId): Promise<DataSource[]> {
  return api.call(routes.listDataSources, { params: { site } }).then(({ sources }) => sources);
}
