import { editor } from '../access';
import { SiteParams } from '../common';
import { ChartPreview, ChartPreviewBody, DataSourceListResponse, DataSourcePreview, DataSourcePreviewQuery } from '../data-sources';
import { route } from '../route';

const tags = ['Charts'];
/** The data editors can draw charts from, and a chart drawn on the editor's canvas (issue 24 item 4). */
export const dataSourceRoutes = {
  listDataSources: route({
    method: 'GET',
    path: '/api/cms/sites/:site/data-sources',
    params: SiteParams,
    responses: { 200: DataSourceListResponse },
    access: editor,
    summary: "The data a chart on the site may draw: the media library's CSV and JSON files and the report data",
    tags,
  }),
  previewDataSource: route({
    method: 'GET',
    path: '/api/cms/sites/:site/data-sources/preview',
    params: SiteParams,
    query: DataSourcePreviewQuery,
    responses: { 200: DataSourcePreview },
    access: editor,
    summary: "A data source's columns with their types, and its first rows",
    tags,
  }),
  previewChart: route({
    method: 'POST',
    path: '/api/cms/sites/:site/chart-preview',
    params: SiteParams,
    body: ChartPreviewBody,
    responses: { 200: ChartPreview },
    access: editor,
    summary: "What a chart draws from its data sources, as the published page's loader reads them (the editor's canvas)",
    tags,
  }),
};
