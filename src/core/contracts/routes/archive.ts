import { editor } from '../access';
import { ArchiveListQuery, ArchiveListResponse, ArchiveQuery, ArchiveViewResponse } from '../archive';
import { SiteParams } from '../common';
import { route } from '../route';

/** The record of what each site served (DESIGN §7b). */
export const archiveRoutes = {
  getArchiveEntry: route({
    method: 'GET',
    path: '/api/cms/sites/:site/archive',
    params: SiteParams,
    query: ArchiveQuery,
    responses: { 200: ArchiveViewResponse },
    access: editor,
    summary:
      'What a path of the site served at an instant: the archive entry live then, its HTML and whether it verifies where it stands in the chain (its hash, its HTML, the links either side); `recording` with what is pending when a publication at or before it is not recorded yet (404 when nothing was served)',
    tags: ['Archive'],
  }),
  listArchiveEntries: route({
    method: 'GET',
    path: '/api/cms/sites/:site/archive/entries',
    params: SiteParams,
    query: ArchiveListQuery,
    responses: { 200: ArchiveListResponse },
    access: editor,
    summary: "A path's archive entries, newest first, without HTML, and its changes still being recorded",
    tags: ['Archive'],
  }),
  exportArchive: route({
    method: 'GET',
    path: '/api/cms/sites/:site/archive/export',
    params: SiteParams,
    query: ArchiveQuery,
    responses: {},
    text: 'application/x-tar',
    access: editor,
    summary: 'A tar bundle of what a path served at an instant: HTML, metadata, the chain of hashes up to it and a standalone checker (`node check.mjs`)',
    tags: ['Archive'],
  }),
};
