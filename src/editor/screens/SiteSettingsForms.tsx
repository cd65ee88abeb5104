/**
 * The sections of a site's settings (issue 24 item 7) beside the identity provider, captcha,
 * public address and review: name and host names, logo and icon, colours, search and sharing,
 * analytics and cookie categories. Each saves one section through the API; the server's
 * messages land beside their fields.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { routes, SECTION_SCHEMAS, THEME_TOKENS, type CookieCategory, type EditorSite, type MediaItem, type SiteSettings, type SiteSettingsSection } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, zodFieldErrors, type FieldErrors } from '../field-errors';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;
const anyField = () => true;

/** Saving state of a section form: messages beside fields, a notice, busy. */
function useSaver() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  async function run(form: HTMLFormElement, check: () => FieldErrors | undefined, send: () => Promise<string>) {
    setNotice(null);
    const found = check();
    if (found && Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: await send() });
    } catch (error) {
      setErrors(apiFieldErrors(error, { known: anyField, conflictField: 'hosts' }));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }
  return { errors, notice, busy, run };
}

function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="admin-idp__actions">
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {busy ? 'Saving…' : children}
      </button>
    </div>
  );
}

/** The site's settings, loaded once per open section; `children` gets them and a setter for after a save. */
function WithSettings({ api, site, children }: { api: Api; site: EditorSite; children(settings: SiteSettings, saved: (s: SiteSettings) => void): ReactNode }) {
  const params = { site: site.id };
  const [state, reload] = useLoad(async () => (await api.call(routes.getSiteSettings, { params })).settings, routeHref(routes.getSiteSettings, { params }));
  const [override, setOverride] = useState<SiteSettings | null>(null);
  if (state.status === 'loading') return <Loading>Loading the settings…</Loading>;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={reload} />;
  return <>{children(override ?? state.data, setOverride)}</>;
}

/** Checks a section with the server's contract and saves it. */
async function saveSection(api: Api, site: EditorSite, section: SiteSettingsSection, body: unknown): Promise<SiteSettings> {
  return (await api.call(routes.setSiteSettings, { params: { site: site.id, section }, body: body as Record<string, unknown> })).settings;
}

function checkSection(section: SiteSettingsSection, body: unknown): FieldErrors | undefined {
  const parsed = SECTION_SCHEMAS[section].safeParse(body);
  return parsed.success ? undefined : zodFieldErrors(parsed.error, anyField);
}

/** The site's display name and the host names it answers to. */
export function SiteNameForm({ api, site, onSiteChanged }: { api: Api; site: EditorSite; onSiteChanged(): Promise<void> }) {
  const [name, setName] = useState(site.name);
  const [hosts, setHosts] = useState(site.hosts.join('\n'));
  const { errors, notice, busy, run } = useSaver();
  const hostList = () => hosts.split(/[\s,]+/).map((h) => h.trim()).filter(Boolean);
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Name and host names of ${site.name}`}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run(
          event.currentTarget,
          () => (name.trim() === '' ? { name: 'Enter the site’s name' } : hostList().length === 0 ? { hosts: 'Enter at least one host name' } : undefined),
          async () => {
            const { site: saved } = await api.call(routes.updateSite, { params: { site: site.id }, body: { name: name.trim(), hosts: hostList() } });
            await onSiteChanged();
            return `Saved. The site is called ${saved.name} and answers at ${saved.hosts.join(', ')}.`;
          },
        );
      }}
    >
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <TextField label="Site name" value={name} maxLength={100} hint="Shown in page titles, e-mails and the footer." onChange={(e) => setName(e.target.value)} error={errors.name} />
        <TextAreaField
          label="Host names"
          value={hosts}
          rows={3}
          hint="One a line, like www.nyse.com; the server answers for this site at each. A host name belongs to one site only."
          onChange={(e) => setHosts(e.target.value)}
          error={errors.hosts ?? Object.entries(errors).find(([key]) => key.startsWith('hosts/'))?.[1]}
        />
      </div>
      <SaveButton busy={busy}>Save name and host names</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}

/** An image of the media library chosen for a setting, with its preview and a way to clear it. */
function MediaChoice({ api, label, value, onChange, error, hint }: { api: Api; label: string; value: string; onChange(url: string): void; error?: string | undefined; hint: string }) {
  const [picking, setPicking] = useState(false);
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <span className="admin-field__label">{label}</span>
      <p className="admin-field__hint">{hint}</p>
      {value ? <img src={value} alt="" style={{ maxHeight: 48, maxWidth: 160 }} /> : <p className="admin-field__hint">None chosen: the brand’s own.</p>}
      <div>
        <button type="button" className="admin-button" onClick={() => setPicking(true)}>
          Choose {label.toLowerCase()}
        </button>{' '}
        {value && (
          <button type="button" className="admin-button" onClick={() => onChange('')}>
            Clear {label.toLowerCase()}
          </button>
        )}
      </div>
      {error && <p className="admin-field__error">{error}</p>}
      {picking && (
        <MediaPickerDialog
          api={api}
          kind="image"
          onClose={() => setPicking(false)}
          onChoose={(media: MediaItem) => {
            onChange(media.url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/** Logo and browser icon, from the media library. */
export function BrandingForm({ api, site }: { api: Api; site: EditorSite }) {
  return (
    <WithSettings api={api} site={site}>
      {(settings, saved) => <BrandingFields api={api} site={site} initial={settings.branding ?? { logo: '', favicon: '' }} onSaved={saved} />}
    </WithSettings>
  );
}

function BrandingFields({ api, site, initial, onSaved }: { api: Api; site: EditorSite; initial: { logo: string; favicon: string }; onSaved(s: SiteSettings): void }) {
  const [value, setValue] = useState(initial);
  const { errors, notice, busy, run } = useSaver();
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Logo and icon of ${site.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(event.currentTarget, () => checkSection('branding', value), async () => {
          onSaved(await saveSection(api, site, 'branding', value));
          return 'Saved. Pages show the new logo and icon now.';
        });
      }}
    >
      <FormError message={errors.form} />
      <MediaChoice api={api} label="Logo" value={value.logo} onChange={(logo) => setValue({ ...value, logo })} error={errors.logo} hint="Shown in the header of every page." />
      <MediaChoice api={api} label="Icon" value={value.favicon} onChange={(favicon) => setValue({ ...value, favicon })} error={errors.favicon} hint="The browser tab’s icon: a square image, SVG or PNG." />
      <SaveButton busy={busy}>Save logo and icon</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}

const TOKEN_LABELS: Record<(typeof THEME_TOKENS)[number], string> = { primary: 'Primary colour', accent: 'Accent colour', text: 'Text colour', background: 'Background colour', link: 'Link colour' };

/** The site's own colours over its brand's, refused below WCAG AA contrast. */
export function ThemeForm({ api, site }: { api: Api; site: EditorSite }) {
  return <WithSettings api={api} site={site}>{(settings, saved) => <ThemeFields api={api} site={site} initial={settings.theme ?? {}} onSaved={saved} />}</WithSettings>;
}

function ThemeFields({ api, site, initial, onSaved }: { api: Api; site: EditorSite; initial: Partial<Record<string, string>>; onSaved(s: SiteSettings): void }) {
  const [value, setValue] = useState<Record<string, string>>(Object.fromEntries(THEME_TOKENS.map((t) => [t, initial[t] ?? ''])));
  const { errors, notice, busy, run } = useSaver();
  const body = () => Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Colours of ${site.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(event.currentTarget, () => checkSection('theme', body()), async () => {
          onSaved(await saveSection(api, site, 'theme', body()));
          return 'Saved. Pages use the new colours now.';
        });
      }}
    >
      <FormError message={errors.form} />
      <p className="admin-field__hint">Colours as # and six hex digits. Empty: the brand’s own. Text must reach a contrast of 4.5:1 (WCAG AA) on its background.</p>
      <div className="admin-idp__fields">
        {THEME_TOKENS.map((token) => (
          <TextField
            key={token}
            label={TOKEN_LABELS[token]}
            value={value[token]}
            maxLength={7}
            placeholder="#rrggbb"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setValue({ ...value, [token]: e.target.value })}
            error={errors[token]}
          />
        ))}
      </div>
      <SaveButton busy={busy}>Save colours</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}

/** Title pattern, default description and social image. */
export function SeoForm({ api, site }: { api: Api; site: EditorSite }) {
  return (
    <WithSettings api={api} site={site}>
      {(settings, saved) => <SeoFields api={api} site={site} initial={settings.seo ?? { titlePattern: '', description: '', image: '' }} onSaved={saved} />}
    </WithSettings>
  );
}

function SeoFields({ api, site, initial, onSaved }: { api: Api; site: EditorSite; initial: { titlePattern: string; description: string; image: string }; onSaved(s: SiteSettings): void }) {
  const [value, setValue] = useState(initial);
  const { errors, notice, busy, run } = useSaver();
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Search and sharing defaults of ${site.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(event.currentTarget, () => checkSection('seo', value), async () => {
          onSaved(await saveSection(api, site, 'seo', value));
          return 'Saved. Pages use the new title pattern and defaults now.';
        });
      }}
    >
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <TextField
          label="Title pattern"
          value={value.titlePattern}
          maxLength={120}
          placeholder="{title} | {site}"
          hint="{title} is the page’s title, {site} the site’s name, like {title} | NYSE. Empty: {title} | {site}."
          onChange={(e) => setValue({ ...value, titlePattern: e.target.value })}
          error={errors.titlePattern}
        />
        <TextAreaField
          label="Default description"
          value={value.description}
          rows={3}
          maxLength={300}
          hint="For search results and shared links of pages without a description of their own. Up to 300 characters."
          onChange={(e) => setValue({ ...value, description: e.target.value })}
          error={errors.description}
        />
      </div>
      <MediaChoice api={api} label="Social image" value={value.image} onChange={(image) => setValue({ ...value, image })} error={errors.image} hint="Shown with shared links of pages without an image of their own." />
      <SaveButton busy={busy}>Save search and sharing</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}

type AnalyticsDraft = { provider: 'none' | 'ga4' | 'matomo'; measurementId: string; siteId: string; url: string; category: string };

/** Analytics provider (loaded only after consent) and the cookie banner's categories. */
export function AnalyticsForm({ api, site }: { api: Api; site: EditorSite }) {
  return (
    <WithSettings api={api} site={site}>
      {(settings, saved) => (
        <>
          <AnalyticsFields api={api} site={site} initial={settings.analytics ?? { provider: 'none' }} onSaved={saved} />
          <CookieFields api={api} site={site} initial={settings.cookies?.categories ?? []} onSaved={saved} />
        </>
      )}
    </WithSettings>
  );
}

function AnalyticsFields({ api, site, initial, onSaved }: { api: Api; site: EditorSite; initial: NonNullable<SiteSettings['analytics']>; onSaved(s: SiteSettings): void }) {
  const [draft, setDraft] = useState<AnalyticsDraft>({
    provider: initial.provider,
    measurementId: initial.provider === 'ga4' ? initial.measurementId : '',
    siteId: initial.provider === 'matomo' ? initial.siteId : '',
    url: initial.provider === 'matomo' ? initial.url : '',
    category: initial.provider === 'none' ? 'C0002' : initial.category,
  });
  const { errors, notice, busy, run } = useSaver();
  const body = () =>
    draft.provider === 'ga4'
      ? { provider: 'ga4', measurementId: draft.measurementId, category: draft.category }
      : draft.provider === 'matomo'
        ? { provider: 'matomo', siteId: draft.siteId, url: draft.url, category: draft.category }
        : { provider: 'none' };
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Analytics of ${site.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(event.currentTarget, () => checkSection('analytics', body()), async () => {
          onSaved(await saveSection(api, site, 'analytics', body()));
          return draft.provider === 'none' ? 'Saved. Pages load no analytics.' : `Saved. Pages load it once a visitor accepts category ${draft.category}.`;
        });
      }}
    >
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <SelectField label="Analytics" value={draft.provider} onChange={(e) => setDraft({ ...draft, provider: e.target.value as AnalyticsDraft['provider'] })} hint="Its script loads only after the visitor accepts its cookie category.">
          <option value="none">None</option>
          <option value="ga4">Google Analytics 4</option>
          <option value="matomo">Matomo</option>
        </SelectField>
        {draft.provider === 'ga4' && (
          <TextField label="Measurement id" value={draft.measurementId} placeholder="G-ABC123XYZ9" autoComplete="off" onChange={(e) => setDraft({ ...draft, measurementId: e.target.value })} error={errors.measurementId} />
        )}
        {draft.provider === 'matomo' && (
          <>
            <TextField label="Matomo address" type="url" value={draft.url} placeholder="https://analytics.example.org/" autoComplete="off" onChange={(e) => setDraft({ ...draft, url: e.target.value })} error={errors.url} />
            <TextField label="Matomo site id" value={draft.siteId} inputMode="numeric" autoComplete="off" onChange={(e) => setDraft({ ...draft, siteId: e.target.value })} error={errors.siteId} />
          </>
        )}
        {draft.provider !== 'none' && (
          <TextField label="Cookie category" value={draft.category} hint="The category the visitor must accept first, like C0002 (Performance)." onChange={(e) => setDraft({ ...draft, category: e.target.value })} error={errors.category} />
        )}
      </div>
      <SaveButton busy={busy}>Save analytics</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}

function CookieFields({ api, site, initial, onSaved }: { api: Api; site: EditorSite; initial: CookieCategory[]; onSaved(s: SiteSettings): void }) {
  const [list, setList] = useState<CookieCategory[]>(initial);
  const { errors, notice, busy, run } = useSaver();
  const change = (i: number, patch: Partial<CookieCategory>) => setList(list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <form
      className="admin-idp"
      noValidate
      aria-label={`Cookie categories of ${site.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(event.currentTarget, () => checkSection('cookies', { categories: list }), async () => {
          onSaved(await saveSection(api, site, 'cookies', { categories: list }));
          return list.length === 0 ? 'Saved. The cookie banner shows its own categories.' : 'Saved. The cookie banner shows these categories.';
        });
      }}
    >
      <FormError message={errors.form ?? errors.categories} />
      <p className="admin-field__hint">The cookie banner’s categories. None: the banner’s own list. C0001 (strictly necessary) is always required.</p>
      {list.map((c, i) => (
        <fieldset key={i} className="admin-idp__fields">
          <legend>Category {i + 1}</legend>
          <TextField label="Category id" value={c.categoryId} onChange={(e) => change(i, { categoryId: e.target.value })} error={errors[`categories/${i}/categoryId`]} />
          <TextField label="Name" value={c.name} maxLength={80} onChange={(e) => change(i, { name: e.target.value })} error={errors[`categories/${i}/name`]} />
          <TextField label="Description" value={c.description} maxLength={300} onChange={(e) => change(i, { description: e.target.value })} error={errors[`categories/${i}/description`]} />
          <label className="admin-choice">
            <input type="checkbox" checked={c.required} onChange={(e) => change(i, { required: e.target.checked })} /> Required (the visitor cannot refuse it)
          </label>
          {errors[`categories/${i}/required`] && <p className="admin-field__error">{errors[`categories/${i}/required`]}</p>}
          <button type="button" className="admin-button" onClick={() => setList(list.filter((_, j) => j !== i))}>
            Remove category {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="admin-button"
        onClick={() => setList([...list, list.length === 0 ? { categoryId: 'C0001', name: 'Strictly necessary', description: '', required: true } : { categoryId: `C000${Math.min(list.length + 1, 9)}`, name: '', description: '', required: false }])}
      >
        Add a category
      </button>
      <SaveButton busy={busy}>Save cookie categories</SaveButton>
      <Notice notice={notice} />
    </form>
  );
}
