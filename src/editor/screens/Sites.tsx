import { useId, useState, type ReactNode } from 'react';
import type { Site, User } from '../../core/contracts';
import type { Api } from '../api.client';
import { isAdmin } from '../AppShell';
import { Link, paths } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CaptchaSettingsForm } from './CaptchaSettings';
import { IdentityProviderForm } from './IdentityProvider';

/** The visitor address of a site on the port the editor is served from. */
export function siteUrl(site: Site): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${site.hosts[0] ?? `${site.id}.localhost`}${port}/`;
}

export function Sites({ api, user }: { api: Api; user: Pick<User, 'role'> }) {
  const [state, reload] = useLoad(async () => (await api.get<{ sites: Site[] }>('/api/cms/sites')).sites, 'sites');

  return (
    <div className="admin-screen">
      <ScreenHeading title="Sites">Sites</ScreenHeading>
      <p className="admin-screen__lead">Pick a site to see and edit its pages and partials.</p>
      {state.status === 'loading' && <Loading>Loading sites…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title="There are no sites yet." />}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="admin-site-list">
          {[...state.data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((site) => (
              <SiteCard key={site.id} api={api} site={site} admin={isAdmin(user)} onSiteChanged={reload} />
            ))}
        </ul>
      )}
    </div>
  );
}

function SiteCard({ api, site, admin, onSiteChanged }: { api: Api; site: Site; admin: boolean; onSiteChanged(): Promise<void> }) {
  const [open, setOpen] = useState({ identity: false, captcha: false });
  return (
    <li className={`admin-site-card${open.identity || open.captcha ? ' admin-site-card--open' : ''}`} data-site={site.id}>
      <Link to={paths.site(site.id)} className="admin-site-card__link">
        {site.name}
      </Link>
      <span className="admin-site-card__id">{site.id}</span>
      <a className="admin-site-card__visit" href={siteUrl(site)} target="_blank" rel="noopener noreferrer">
        View live site<span className="admin-visually-hidden"> {site.name} (opens in a new tab)</span>
      </a>
      {admin && (
        <SiteSection title="Identity provider (OpenID Connect)" siteName={site.name} open={open.identity} onToggle={() => setOpen({ ...open, identity: !open.identity })}>
          <IdentityProviderForm api={api} site={site.id} siteName={site.name} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Captcha" siteName={site.name} open={open.captcha} onToggle={() => setOpen({ ...open, captcha: !open.captcha })}>
          <CaptchaSettingsForm api={api} site={site} onSiteChanged={onSiteChanged} />
        </SiteSection>
      )}
    </li>
  );
}

/** A setting of a site, folded away until opened; its form loads only when open. */
function SiteSection({ title, siteName, open, onToggle, children }: { title: string; siteName: string; open: boolean; onToggle(): void; children: ReactNode }) {
  const regionId = useId();
  return (
    <section className="admin-site-card__section">
      <h2 className="admin-site-card__section-title">
        <button type="button" className="admin-disclosure" aria-expanded={open} aria-controls={regionId} onClick={onToggle}>
          <span className="admin-disclosure__marker" aria-hidden="true">
            ▸
          </span>
          {title}
          <span className="admin-visually-hidden"> of {siteName}</span>
        </button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
