import { renderToStaticMarkup } from 'react-dom/server';
import { MAIN_ID } from '../core/ids';
import { escapeHtml } from './page';

export interface PortalSite {
  id: string;
  name: string;
  tagline: string;
  url: string;
  /** Trusted inline SVG from theme data. */
  logoSvg: string;
}

function shell(title: string, stylesheet: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head><body>${body}</body></html>`
  );
}

/** The page at the bare host (`localhost`): a card per site, in that site's colours. */
export function renderPortal({ sites, stylesheet }: { sites: PortalSite[]; stylesheet: string }): string {
  const body = renderToStaticMarkup(
    <main className="t-portal t-container" id={MAIN_ID}>
      <header className="t-portal__header">
        <h1>Tessera sites</h1>
        <p className="t-portal__lead">Eight branded sites are served from this installation. Choose one to visit it.</p>
      </header>
      <ul className="t-portal__grid">
        {sites.map((site) => (
          <li key={site.id} className="t-portal__card" data-site={site.id}>
            <div className="t-portal__card-header" aria-hidden="true" dangerouslySetInnerHTML={{ __html: site.logoSvg }} />
            <div className="t-portal__card-body">
              <h2 className="t-portal__card-name">
                <a className="t-portal__card-link" href={site.url}>
                  {site.name}
                </a>
              </h2>
              <p className="t-portal__card-tagline">{site.tagline}</p>
              <p className="t-portal__card-host">{site.url}</p>
            </div>
            <div className="t-portal__card-footer" />
          </li>
        ))}
      </ul>
      <p className="t-portal__admin">
        Editors: <a href="/admin">sign in to the editor</a>
      </p>
    </main>,
  );
  return shell('Tessera sites', stylesheet, body);
}

/** 404 for hosts that serve no site, or unknown paths on the portal. */
export function renderPortalNotFound({ message, stylesheet, portalUrl }: { message: string; stylesheet: string; portalUrl: string }): string {
  const body = renderToStaticMarkup(
    <main className="t-notfound t-container" id={MAIN_ID}>
      <p className="t-notfound__code" aria-hidden="true">
        404
      </p>
      <h1 className="t-notfound__title">Not found</h1>
      <p className="t-notfound__text">{message}</p>
      <p className="t-notfound__actions">
        <a href={portalUrl}>See the list of sites</a>
      </p>
    </main>,
  );
  return shell('Not found', stylesheet, body);
}
