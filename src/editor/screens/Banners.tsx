import { useId, useState, type FormEvent } from 'react';
import { MAX_BANNER_MESSAGE, routes, type BannerRecord, type Site } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, hasErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { LoadMore } from '../ui/LoadMore';
import { useLoad } from '../ui/use-load';
import { usePages } from '../ui/use-pages';
import {
  BANNER_ZONE_LABEL,
  bannerFieldOf,
  bannerFormOf,
  emptyBannerForm,
  FIELD_MESSAGES,
  isBannerField,
  KIND_LABEL,
  parseBannerForm,
  sitesText,
  STATE_LABEL,
  TONE_LABEL,
  zonedInput,
  type BannerForm,
} from './banner-form';

const BADGE = { scheduled: 'admin-badge--draft', live: 'admin-badge--published', ended: 'admin-badge--disabled' } as const;

type NoticeState = { kind: 'success' | 'error'; text: string } | null;
type Editing = { kind: 'create' } | { kind: 'edit'; banner: BannerRecord } | null;

/**
 * Super Users and Admins: site-wide banners (top of every page) and disclaimers (above the
 * footer), each on one or more sites from a start until an optional end, with its state now.
 */
export function Banners({ api }: { api: Api }) {
  const [sitesState] = useLoad(async () => (await api.call(routes.listSites)).sites, routes.listSites.id);
  const [bannersState, reload, more] = usePages(async (cursor) => {
    const { banners: items, next } = await api.call(routes.listBanners, { query: { limit: 50, ...(cursor ? { cursor } : {}) } });
    return { items, next };
  }, routes.listBanners.id);
  const state =
    sitesState.status === 'error' ? sitesState : bannersState.status === 'ready' && sitesState.status === 'ready' ? { status: 'ready' as const, data: { banners: bannersState.data, sites: sitesState.data } } : bannersState.status === 'error' ? bannersState : { status: 'loading' as const };
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BannerRecord | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const data = state.status === 'ready' ? state.data : null;
  const nameOf = (id: string) => data?.sites.find((s) => s.id === id)?.name ?? id;

  async function remove(banner: BannerRecord) {
    setDeleting(null);
    try {
      await api.call(routes.deleteBanner, { params: { id: banner.id } });
      await reload();
      setNotice({ kind: 'success', text: `Removed the ${KIND_LABEL[banner.kind].toLowerCase()} “${banner.message}”.` });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Banners">Banners and disclaimers</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button admin-button--primary" onClick={() => setEditing({ kind: 'create' })} disabled={!data}>
            New banner or disclaimer
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        Banners show at the top of every page of their sites, disclaimers above the footer, from their start until their end. Visitors read them as plain text. The data-delay
        notice of market widgets always stays.
      </p>
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading the banners…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && data.banners.length === 0 && <EmptyState title="No banners or disclaimers yet.">Add one to show a message on one or more sites.</EmptyState>}
      {data && data.banners.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--banners">
            <caption className="admin-visually-hidden">Banners and disclaimers, latest start first</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">State</th>
                <th scope="col">Sites</th>
                <th scope="col">Shown ({BANNER_ZONE_LABEL})</th>
                <th scope="col">
                  <span className="admin-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.banners.map((banner) => (
                <tr key={banner.id} data-banner={banner.id} data-state={banner.state}>
                  <th scope="row">
                    <span className="admin-muted">
                      {KIND_LABEL[banner.kind]}, {TONE_LABEL[banner.tone].toLowerCase()}:
                    </span>{' '}
                    {banner.message}
                  </th>
                  <td>
                    <span className={`admin-badge ${BADGE[banner.state]}`}>{STATE_LABEL[banner.state]}</span>
                  </td>
                  <td>{sitesText(banner.sites, nameOf)}</td>
                  <td>
                    From <time dateTime={banner.startsAt}>{zonedInput(banner.startsAt).replace('T', ' ')}</time>
                    {banner.endsAt ? (
                      <>
                        {' '}
                        until <time dateTime={banner.endsAt}>{zonedInput(banner.endsAt).replace('T', ' ')}</time>
                      </>
                    ) : (
                      ', no end'
                    )}
                  </td>
                  <td className="admin-table__actions">
                    <button type="button" className="admin-button admin-button--small" onClick={() => setEditing({ kind: 'edit', banner })}>
                      Edit<span className="admin-visually-hidden"> “{banner.message}”</span>
                    </button>{' '}
                    <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" onClick={() => setDeleting(banner)}>
                      Remove<span className="admin-visually-hidden"> “{banner.message}”</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pages={more} label="Show more banners" />
      {editing && data && (
        <BannerDialog
          api={api}
          sites={data.sites}
          banner={editing.kind === 'edit' ? editing.banner : null}
          onCancel={() => setEditing(null)}
          onDone={async (saved, created) => {
            setEditing(null);
            await reload();
            setNotice({ kind: 'success', text: `${created ? 'Added' : 'Saved'} the ${KIND_LABEL[saved.kind].toLowerCase()} “${saved.message}” (${STATE_LABEL[saved.state].toLowerCase()}).` });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog title={`Remove this ${KIND_LABEL[deleting.kind].toLowerCase()}?`} confirm="Remove" onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)}>
          “{deleting.message}” disappears from {sitesText(deleting.sites, nameOf)} at once.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Create or edit one banner: kind, tone, message, sites (or all of them), start and optional end in New York time. */
function BannerDialog({
  api,
  sites,
  banner,
  onCancel,
  onDone,
}: {
  api: Api;
  sites: readonly Site[];
  banner: BannerRecord | null;
  onCancel(): void;
  onDone(banner: BannerRecord, created: boolean): Promise<void>;
}) {
  const [values, setValues] = useState<BannerForm>(() => (banner ? bannerFormOf(banner) : emptyBannerForm(new Date(), sites.map((s) => s.id))));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const sitesId = useId();
  const allSites = sites.length > 0 && sites.every((s) => values.sites.includes(s.id));
  const set = <K extends keyof BannerForm>(key: K, value: BannerForm[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggleSite = (id: SiteId, on: boolean) => set('sites', on ? [...values.sites, id].filter((s, i, all) => all.indexOf(s) === i) : values.sites.filter((s) => s !== id));

  /** Each field's first message, in words made for this form where the control produced the value. */
  const placed = (found: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key === 'form' ? key : bannerFieldOf(key), key === 'form' ? message : (FIELD_MESSAGES[bannerFieldOf(key)] && !/not installed/.test(message ?? '') ? FIELD_MESSAGES[bannerFieldOf(key)] : message)]));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseBannerForm(values);
    if (!parsed.success) {
      setErrors(placed(zodFieldErrors(parsed.error, isBannerField)));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = banner
        ? (await api.call(routes.updateBanner, { params: { id: banner.id }, body: parsed.data })).banner
        : (await api.call(routes.createBanner, { body: parsed.data })).banner;
      await onDone(saved, !banner);
    } catch (error) {
      const found = placed(apiFieldErrors(error, { known: isBannerField }));
      setErrors(found);
      setBusy(false);
      if (hasErrors(found)) focusFirstInvalid(form);
    }
  }

  return (
    <Dialog title={banner ? `Edit ${KIND_LABEL[banner.kind].toLowerCase()}` : 'New banner or disclaimer'} size="wide" onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <SelectField label="Kind" value={values.kind} onChange={(e) => set('kind', e.target.value as BannerForm['kind'])} hint="A banner shows at the top of every page; a disclaimer above the footer.">
          <option value="banner">Banner</option>
          <option value="disclaimer">Disclaimer</option>
        </SelectField>
        <SelectField label="Tone" value={values.tone} onChange={(e) => set('tone', e.target.value as BannerForm['tone'])} error={errors.tone}>
          <option value="info">{TONE_LABEL.info}</option>
          <option value="warning">{TONE_LABEL.warning}</option>
          <option value="critical">{TONE_LABEL.critical}</option>
        </SelectField>
        <TextAreaField
          label="Message"
          value={values.message}
          maxLength={MAX_BANNER_MESSAGE}
          rows={3}
          hint={`Plain text, up to ${MAX_BANNER_MESSAGE} characters.`}
          error={errors.message}
          onChange={(e) => set('message', e.target.value)}
          required
        />
        <fieldset className="admin-fieldset" aria-describedby={errors.sites ? `${sitesId}-error` : undefined}>
          <legend className="admin-field__label">Sites</legend>
          <label className="admin-choice">
            <input type="checkbox" checked={allSites} aria-invalid={errors.sites ? true : undefined} onChange={(e) => set('sites', e.target.checked ? sites.map((s) => s.id) : [])} /> All sites
          </label>
          {sites.map((site) => (
            <label key={site.id} className="admin-choice admin-choice--nested">
              <input type="checkbox" checked={values.sites.includes(site.id)} onChange={(e) => toggleSite(site.id, e.target.checked)} /> {site.name}
            </label>
          ))}
          {errors.sites && (
            <p id={`${sitesId}-error`} className="admin-field__error">
              {errors.sites}
            </p>
          )}
        </fieldset>
        <TextField
          label={`Starts (${BANNER_ZONE_LABEL})`}
          type="datetime-local"
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          required
        />
        <TextField
          label={`Ends (${BANNER_ZONE_LABEL})`}
          type="datetime-local"
          value={values.endsAt}
          hint="Optional: without an end it shows until it is removed."
          error={errors.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
        />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {banner ? 'Save' : 'Add'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
