import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from './page';

export interface PortalSite {
  id: string;
  name: string;
  tagline: string;
  url: string;
}

function shell(title: string, stylesheet: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head><body>${body}</body></html>`
  );
}

/** The page at the bare host (`localhost`): every site with a link to it. */
export function renderPortal({ sites, stylesheet }: { sites: PortalSite[]; stylesheet: string }): string {
  const body = renderToStaticMarkup(
    createElement(
      'main',
      { className: 't-portal', id: 'main' },
      createElement('h1', null, 'Tessera sites'),
      createElement('p', { className: 't-portal__lead' }, 'Eight branded sites are served from this installation. Choose one to visit it.'),
      createElement(
        'ul',
        { className: 't-portal__sites' },
        ...sites.map((site) =>
          createElement(
            'li',
            { key: site.id, className: 't-portal__site', 'data-site': site.id },
            createElement('a', { href: site.url }, createElement('span', { className: 't-portal__name' }, site.name)),
            createElement('p', null, site.tagline),
            createElement('p', { className: 't-portal__url' }, site.url),
          ),
        ),
      ),
    ),
  );
  return shell('Tessera sites', stylesheet, body);
}

/** 404 for hosts that serve no site, or unknown paths on the portal. */
export function renderPortalNotFound({ message, stylesheet, portalUrl }: { message: string; stylesheet: string; portalUrl: string }): string {
  const body = renderToStaticMarkup(
    createElement(
      'main',
      { className: 't-notfound', id: 'main' },
      createElement('h1', null, 'Not found'),
      createElement('p', null, message),
      createElement('p', null, createElement('a', { href: portalUrl }, 'See the list of sites')),
    ),
  );
  return shell('Not found', stylesheet, body);
}
