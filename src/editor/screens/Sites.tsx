import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { routes, type EditorSite, type Site, type User } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { isAdmin } from '../AppShell';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '../field-errors';
import { Link, paths } from '../router';
import { TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CaptchaSettingsForm } from './CaptchaSettings';
import { IdentityProviderForm } from './IdentityProvider';
import { knownPublicOriginField, publicOriginRequest } from './public-origin';
import { AnalyticsForm, BrandingForm, SeoForm, SiteNameForm, ThemeForm } from './SiteSettingsForms';
import { SiteRedirects } from './SiteRedirects';
import { exportInput } from './site-transfer';
import { SiteTransferDialog } from './SiteTransferDialog';

/** The visitor address of a site on the port the editor is served from. */
export function siteUrl(site: Site): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${site.hosts[0] ?? `${site.id}.localhost`}${port}/`;
}

export function Sites({ api, user }: { api: Api; user: Pick<User, 'roles'> }) {
  const [state, reload] = useLoad(async () => (await api.call(routes.listSites)).sites, 'sites');

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
              <SiteCard key={site.id} api={api} site={site} admin={isAdmin(user, site.id)} onSiteChanged={reload} />
            ))}
        </ul>
      )}
    </div>
  );
}

function SiteCard({ api, site, admin, onSiteChanged }: { api: Api; site: EditorSite; admin: boolean; onSiteChanged(): Promise<void> }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const section = (key: string) => ({ open: open[key] ?? false, onToggle: () => setOpen({ ...open, [key]: !open[key] }) });
  return (
    <li className={`admin-site-card${Object.values(open).some(Boolean) ? ' admin-site-card--open' : ''}`} data-site={site.id}>
      <Link to={paths.site(site.id)} className="admin-site-card__link">
        {site.name}
      </Link>
      <span className="admin-site-card__id">{site.id}</span>
      <a className="admin-site-card__visit" href={siteUrl(site)} target="_blank" rel="noopener noreferrer">
        View live site<span className="admin-visually-hidden"> {site.name} (opens in a new tab)</span>
      </a>
      {admin && <SiteTransfer api={api} site={site} />}
      {admin && (
        <SiteSection title="Name and host names" siteName={site.name} {...section('name')}>
          <SiteNameForm api={api} site={site} onSiteChanged={onSiteChanged} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Logo and icon" siteName={site.name} {...section('branding')}>
          <BrandingForm api={api} site={site} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Colours" siteName={site.name} {...section('theme')}>
          <ThemeForm api={api} site={site} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Search and sharing" siteName={site.name} {...section('seo')}>
          <SeoForm api={api} site={site} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Redirects" siteName={site.name} {...section('redirects')}>
          <SiteRedirects api={api} site={site} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Analytics and cookies" siteName={site.name} {...section('analytics')}>
          <AnalyticsForm api={api} site={site} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Identity provider (OpenID Connect)" siteName={site.name} {...section('identity')}>
          <IdentityProviderForm api={api} site={site.id} siteName={site.name} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Captcha" siteName={site.name} {...section('captcha')}>
          <CaptchaSettingsForm api={api} site={site} onSiteChanged={onSiteChanged} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Public address" siteName={site.name} {...section('origin')}>
          <PublicOriginForm api={api} site={site} onSiteChanged={onSiteChanged} />
        </SiteSection>
      )}
      {admin && (
        <SiteSection title="Review before publishing" siteName={site.name} {...section('approval')}>
          <ApprovalForm api={api} site={site} onSiteChanged={onSiteChanged} />
        </SiteSection>
      )}
    </li>
  );
}

/**
 * The site as a bundle (a .tar.gz of its pages, partials, redirects, settings, the notices its
 * pages list and their library files), and a bundle into it: for the site's Admins.
 */
function SiteTransfer({ api, site }: { api: Api; site: Pick<EditorSite, 'id' | 'name'> }) {
  const [versions, setVersions] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <div className="admin-site-card__transfer" role="group" aria-label={`Export and import ${site.name}`}>
      <a className="admin-button admin-button--small" href={routeHref(routes.exportSite, exportInput({ site: site.id, versions }))} download>
        Export<span className="admin-visually-hidden"> {site.name}{versions ? ' with every version' : ''}</span>
      </a>
      <label className="admin-choice">
        <input type="checkbox" checked={versions} onChange={(e) => setVersions(e.target.checked)} /> with every version
        <span className="admin-visually-hidden"> (export of {site.name})</span>
      </label>
      <button type="button" className="admin-button admin-button--small" onClick={() => setImporting(true)}>
        Import…<span className="admin-visually-hidden"> into {site.name}</span>
      </button>
      {importing && <SiteTransferDialog api={api} site={site} onClose={() => setImporting(false)} />}
    </div>
  );
}

/**
 * Where visitors reach the site. Every absolute address the server writes (links in e-mail,
 * the sitemap and feeds, the identity provider's return address) starts with it, never with
 * the address a request came to.
 */
function PublicOriginForm({ api, site, onSiteChanged }: { api: Api; site: Pick<EditorSite, 'id' | 'name' | 'publicOrigin' | 'defaultPublicOrigin'>; onSiteChanged(): Promise<void> }) {
  const [value, setValue] = useState(site.publicOrigin ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current = site.publicOrigin ?? site.defaultPublicOrigin;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const request = publicOriginRequest(value);
    if (!request.ok) {
      setErrors(request.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { site: saved } = await api.call(routes.updateSite, { params: { site: site.id }, body: request.body });
      setValue(saved.publicOrigin ?? '');
      await onSiteChanged();
      setNotice({ kind: 'success', text: `Saved. Links to ${site.name} now start with ${saved.publicOrigin ?? site.defaultPublicOrigin}.` });
    } catch (error) {
      setErrors(apiFieldErrors(error, { known: knownPublicOriginField }));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-idp" onSubmit={save} noValidate aria-label={`Public address of ${site.name}`}>
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <TextField
          label="Public address"
          type="url"
          value={value}
          maxLength={300}
          autoComplete="off"
          placeholder={site.defaultPublicOrigin}
          hint={`Where visitors reach this site: http:// or https://, the host and an optional port, nothing after it (like https://www.nyse.com). Links in e-mail, the sitemap and feeds start with it, and the identity provider returns to ${current}/login/provider/callback. Leave it empty for the default, ${site.defaultPublicOrigin}.`}
          onChange={(e) => setValue(e.target.value)}
          error={errors.publicOrigin}
        />
      </div>
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save public address'}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}

/**
 * Whether publishing on the site needs a review by someone else: there, Super Users ask for
 * review like Users, and only an Admin may publish without one, marked urgent with a reason.
 */
function ApprovalForm({ api, site, onSiteChanged }: { api: Api; site: Pick<EditorSite, 'id' | 'name' | 'needsApproval'>; onSiteChanged(): Promise<void> }) {
  const [value, setValue] = useState(site.needsApproval);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      const { site: saved } = await api.call(routes.updateSite, { params: { site: site.id }, body: { needsApproval: value } });
      setValue(saved.needsApproval);
      await onSiteChanged();
      setNotice({ kind: 'success', text: saved.needsApproval ? `Saved. Publishing on ${site.name} now needs a review by someone else.` : `Saved. Super Users publish on ${site.name} directly.` });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-idp" onSubmit={save} noValidate aria-label={`Review before publishing on ${site.name}`}>
      <label className="admin-choice">
        <input type="checkbox" checked={value} onChange={(e) => setValue(e.target.checked)} /> Publishing needs approval
      </label>
      <p className="admin-field__hint">
        Every publish, including a Super User&apos;s own, goes through review by another Super User or Admin. An Admin may still publish without review, marked urgent with a reason; the audit log flags it.
      </p>
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
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
