import { admin } from '../access';
import { NoContent, SiteParams } from '../common';
import { route } from '../route';
import { SiteExportQuery, SiteImportQuery, SiteImportReport } from '../site-bundle';
import {
  RedirectBody,
  RedirectImportBody,
  RedirectImportResponse,
  RedirectListResponse,
  RedirectParams,
  RedirectResponse,
  SiteSettingsBody,
  SiteSettingsParams,
  SiteSettingsResponse,
} from '../site-settings';

const sites = ['Sites'];
/** A site's settings (brand images, colours, default SEO, analytics, cookie categories) and redirects: the site's Admins. */
export const siteSettingsRoutes = {
  exportSite: route({
    method: 'GET',
    path: '/api/cms/sites/:site/export',
    params: SiteParams,
    query: SiteExportQuery,
    responses: {},
    text: 'application/gzip',
    access: admin,
    summary:
      'The site as a bundle (docs/site-bundle.md): pages and partials, drafts and what is published (every version with `versions=true`), redirects, settings, the notices its pages list and the library files they use, as one .tar.gz',
    tags: sites,
  }),
  importSite: route({
    method: 'POST',
    path: '/api/cms/sites/:site/import',
    params: SiteParams,
    query: SiteImportQuery,
    upload: 'multipart/form-data',
    responses: { 200: SiteImportReport },
    access: admin,
    summary:
      'Checks a site bundle (multipart/form-data: `file`) and, with `dryRun=false`, applies all of it in one transaction; 422 BUNDLE_INVALID lists every problem with where it is, and nothing is changed',
    tags: sites,
  }),
  getSiteSettings: route({
    method: 'GET',
    path: '/api/cms/sites/:site/settings',
    params: SiteParams,
    responses: { 200: SiteSettingsResponse },
    access: admin,
    summary: "The site's brand images, theme colours, default SEO, analytics and cookie categories",
    tags: sites,
  }),
  setSiteSettings: route({
    method: 'PUT',
    path: '/api/cms/sites/:site/settings/:section',
    params: SiteSettingsParams,
    body: SiteSettingsBody,
    responses: { 200: SiteSettingsResponse },
    access: admin,
    summary: 'Replace one section of the site’s settings (branding, theme, seo, analytics or cookies); pages show it at once',
    tags: sites,
  }),
  listRedirects: route({
    method: 'GET',
    path: '/api/cms/sites/:site/redirects',
    params: SiteParams,
    responses: { 200: RedirectListResponse },
    access: admin,
    summary: "The site's redirects, by source path",
    tags: sites,
  }),
  createRedirect: route({
    method: 'POST',
    path: '/api/cms/sites/:site/redirects',
    params: SiteParams,
    body: RedirectBody,
    responses: { 201: RedirectResponse },
    access: admin,
    summary: 'Add a redirect (301 or 302); one from a live page, to itself or making a loop or a chain is refused',
    tags: sites,
  }),
  importRedirects: route({
    method: 'POST',
    path: '/api/cms/sites/:site/redirects/import',
    params: SiteParams,
    body: RedirectImportBody,
    responses: { 200: RedirectImportResponse },
    access: admin,
    summary: 'Add redirects from CSV rows of from,to[,status]; with any bad row nothing is added and every bad row is named by its line',
    tags: sites,
  }),
  deleteRedirect: route({
    method: 'DELETE',
    path: '/api/cms/sites/:site/redirects/:id',
    params: RedirectParams,
    responses: { 204: NoContent },
    access: admin,
    summary: 'Remove a redirect',
    tags: sites,
  }),
};
