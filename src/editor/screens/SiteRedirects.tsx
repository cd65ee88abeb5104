/** A site's redirects (issue 24 item 7): the list, adding one, removing one, importing a CSV. */
import { useState, type FormEvent } from 'react';
import { RedirectBody, routes, type EditorSite } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { ApiError } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, zodFieldErrors, type FieldErrors } from '../field-errors';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;
const known = (key: string) => key === 'from' || key === 'to' || key === 'status';

export function SiteRedirects({ api, site }: { api: Api; site: EditorSite }) {
  const params = { site: site.id };
  const [state, reload] = useLoad(async () => (await api.call(routes.listRedirects, { params })).redirects, routeHref(routes.listRedirects, { params }));
  const [notice, setNotice] = useState<NoticeState>(null);

  async function remove(id: string, from: string) {
    setNotice(null);
    try {
      await api.call(routes.deleteRedirect, { params: { site: site.id, id } });
      await reload();
      setNotice({ kind: 'success', text: `Removed the redirect from ${from}.` });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="admin-idp">
      {state.status === 'loading' && <Loading>Loading the redirects…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title="There are no redirects yet." />}
      {state.status === 'ready' && state.data.length > 0 && (
        <table className="admin-table">
          <caption className="admin-visually-hidden">Redirects of {site.name}</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Kind</th>
              <th scope="col">
                <span className="admin-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((r) => (
              <tr key={r.id}>
                <td>
                  <code>{r.from}</code>
                </td>
                <td>
                  <code>{r.to}</code>
                </td>
                <td>{r.status === 301 ? '301 permanent' : '302 temporary'}</td>
                <td>
                  <button type="button" className="admin-button" onClick={() => void remove(r.id, r.from)}>
                    Remove<span className="admin-visually-hidden"> the redirect from {r.from}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Notice notice={notice} />
      <AddRedirectForm api={api} site={site} onAdded={reload} />
      <ImportRedirectsForm api={api} site={site} onAdded={reload} />
    </div>
  );
}

function AddRedirectForm({ api, site, onAdded }: { api: Api; site: EditorSite; onAdded(): Promise<void> }) {
  const [value, setValue] = useState({ from: '', to: '', status: '301' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const body = { from: value.from, to: value.to, status: Number(value.status) };
    const parsed = RedirectBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, known));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { redirect } = await api.call(routes.createRedirect, { params: { site: site.id }, body: parsed.data });
      setValue({ from: '', to: '', status: '301' });
      await onAdded();
      setNotice({ kind: 'success', text: `Added: ${redirect.from} now leads to ${redirect.to}.` });
    } catch (error) {
      setErrors(apiFieldErrors(error, { known }));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-idp" noValidate onSubmit={save} aria-label={`Add a redirect on ${site.name}`}>
      <h3 className="admin-site-card__section-title">Add a redirect</h3>
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <TextField label="From" value={value.from} placeholder="/old-page" autoComplete="off" hint="A path of this site that is not a live page." onChange={(e) => setValue({ ...value, from: e.target.value })} error={errors.from} />
        <TextField label="To" value={value.to} placeholder="/new-page" autoComplete="off" hint="A path of this site or an https:// address." onChange={(e) => setValue({ ...value, to: e.target.value })} error={errors.to} />
        <SelectField label="Kind" value={value.status} onChange={(e) => setValue({ ...value, status: e.target.value })}>
          <option value="301">301: moved for good</option>
          <option value="302">302: for now</option>
        </SelectField>
      </div>
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add redirect'}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}

function ImportRedirectsForm({ api, site, onAdded }: { api: Api; site: EditorSite; onAdded(): Promise<void> }) {
  const [csv, setCsv] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setProblems([]);
    setBusy(true);
    try {
      const { added } = await api.call(routes.importRedirects, { params: { site: site.id }, body: { csv } });
      setCsv('');
      await onAdded();
      setNotice({ kind: 'success', text: `Imported ${added} redirect${added === 1 ? '' : 's'}.` });
    } catch (error) {
      setProblems(error instanceof ApiError && error.issues.length > 0 ? error.issues.map((i) => i.message) : [error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-idp" noValidate onSubmit={save} aria-label={`Import redirects to ${site.name}`}>
      <h3 className="admin-site-card__section-title">Import redirects</h3>
      <TextAreaField
        label="CSV rows"
        value={csv}
        rows={5}
        spellCheck={false}
        hint="One redirect a line: from,to or from,to,status (301 or 302). With any bad row nothing is imported, and each bad row is named by its line."
        onChange={(e) => setCsv(e.target.value)}
        error={problems.length > 0 ? `${problems.length} row${problems.length === 1 ? '' : 's'} to fix; nothing was imported.` : undefined}
      />
      {problems.length > 0 && (
        <ul className="admin-field__error" aria-label="Rows to fix">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy || csv.trim() === ''}>
          {busy ? 'Importing…' : 'Import redirects'}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
