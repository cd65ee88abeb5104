import { useState, type FormEvent } from 'react';
import { ContentRetentionBody, FormRetentionBody, RETENTION_DAYS, routes, type ContentRetention, type FormRetention } from '../../core/contracts';
import type { Api } from '../api.client';
import { formatWhen } from '../format';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { contentRetentionLabel, daysText, readDays } from './retention-settings';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

/**
 * Admin only: how long what the platform keeps is kept before the retention job deletes it
 * (each deletion in the audit log): draft saves and ended preview links per content type,
 * submissions per form.
 */
export function Retention({ api }: { api: Api }) {
  const [state, reload] = useLoad(() => api.call(routes.getRetention), routes.getRetention.id);
  const [notice, setNotice] = useState<NoticeState>(null);
  const data = state.status === 'ready' ? state.data : null;

  const done = async (text: string) => {
    // The table is current before the status line says so.
    await reload();
    setNotice({ kind: 'success', text });
  };
  const failed = (error: unknown) => setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Retention">Retention</ScreenHeading>
      </div>
      <p className="admin-screen__lead">
        The retention job deletes what is older than its period, hourly, and writes each deletion to the audit log. Periods run from {RETENTION_DAYS.min} day to{' '}
        {RETENTION_DAYS.max} days (10 years). The record of what each site published is not affected.
      </p>
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading the retention periods…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && (
        <>
          <h2 className="admin-section-title">Pages and partials</h2>
          <p className="admin-muted">Draft saves are kept from when they were saved; the save of the current draft always stays. Preview links are kept from when they stopped working.</p>
          {data.content === null ? (
            <p className="admin-muted">These periods apply to every site: an Admin of every site sees and sets them.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--retention">
                <caption className="admin-visually-hidden">Retention per content type</caption>
                <thead>
                  <tr>
                    <th scope="col">What</th>
                    <th scope="col">Kept</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <ContentRow key={`${row.kind}-${row.subject}`} api={api} row={row} onDone={done} onError={failed} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2 className="admin-section-title">Forms</h2>
          <p className="admin-muted">
            Each submission is kept for the period its form had when it was sent (the form’s “Keep submissions” setting). A period set here applies to all the form’s submissions instead,
            those already stored too. Submissions hold visitors’ personal data, so they always have a period.
          </p>
          {data.forms.length === 0 ? (
            <EmptyState title="No form has submissions yet." />
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--retention">
                <caption className="admin-visually-hidden">Retention per form</caption>
                <thead>
                  <tr>
                    <th scope="col">Form</th>
                    <th scope="col">Submissions</th>
                    <th scope="col">Kept</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {data.forms.map((row) => (
                    <FormRow key={`${row.site}-${row.formId}`} api={api} row={row} onDone={done} onError={failed} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

interface RowProps<T> {
  api: Api;
  row: T;
  onDone(text: string): Promise<void>;
  onError(error: unknown): void;
}

function ContentRow({ api, row, onDone, onError }: RowProps<ContentRetention>) {
  const label = contentRetentionLabel(row);
  const [keep, setKeep] = useState(row.days === null);
  const [text, setText] = useState(row.days === null ? '' : String(row.days));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `retention-${row.kind}-${row.subject}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const days = keep ? null : readDays(text);
    const parsed = ContentRetentionBody.safeParse({ days });
    if (!keep && days === undefined) return setProblem(`Enter a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}, or keep them.`);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    setBusy(true);
    try {
      await api.call(routes.setContentRetention, { params: { kind: row.kind, subject: row.subject }, body: parsed.data });
      await onDone(`${label}: ${daysText(parsed.data.days, 'kept without end')}.`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr data-retention={`${row.kind}/${row.subject}`}>
      <th scope="row">{label}</th>
      <td>
        {daysText(row.days, 'Without end')}
        {row.updatedBy && <span className="admin-muted"> — set by {row.updatedBy}, {formatWhen(row.updatedAt)}</span>}
      </td>
      <td>
        <form className="admin-inline-form" onSubmit={save} noValidate aria-label={label}>
          <label htmlFor={id} className="admin-visually-hidden">
            Days to keep {label.toLowerCase()}
          </label>
          <input
            id={id}
            className="admin-input admin-input--days"
            type="number"
            inputMode="numeric"
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            value={text}
            disabled={keep}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />{' '}
          days{' '}
          <label className="admin-choice admin-choice--inline">
            <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} /> Keep without end
          </label>{' '}
          <button type="submit" className="admin-button admin-button--small" disabled={busy}>
            Save<span className="admin-visually-hidden"> {label.toLowerCase()}</span>
          </button>
          {problem && (
            <p id={`${id}-error`} className="admin-field__error">
              {problem}
            </p>
          )}
        </form>
      </td>
    </tr>
  );
}

function FormRow({ api, row, onDone, onError }: RowProps<FormRetention>) {
  const name = row.formName || row.formId;
  const [text, setText] = useState(row.days === null ? '' : String(row.days));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `retention-form-${row.site}-${row.formId}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = FormRetentionBody.safeParse({ days: readDays(text) });
    if (!parsed.success) return setProblem(`Enter a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}.`);
    setProblem('');
    setBusy(true);
    try {
      await api.call(routes.setFormRetention, { params: { site: row.site, formId: row.formId }, body: parsed.data });
      await onDone(`Submissions of “${name}” on ${row.site}: ${daysText(parsed.data.days, '')}.`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  async function clear() {
    setBusy(true);
    try {
      await api.call(routes.clearFormRetention, { params: { site: row.site, formId: row.formId } });
      setText('');
      await onDone(`Submissions of “${name}” on ${row.site} are kept as the form says again.`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr data-form={row.formId}>
      <th scope="row">
        {name} <span className="admin-muted">on {row.site}{row.path ? `, ${row.path}` : ''}</span>
      </th>
      <td>{row.submissions}</td>
      <td>{row.days === null ? 'As the form says' : daysText(row.days, '')}</td>
      <td>
        <form className="admin-inline-form" onSubmit={save} noValidate aria-label={`Retention of ${name} on ${row.site}`}>
          <label htmlFor={id} className="admin-visually-hidden">
            Days to keep submissions of {name} on {row.site}
          </label>
          <input
            id={id}
            className="admin-input admin-input--days"
            type="number"
            inputMode="numeric"
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />{' '}
          days{' '}
          <button type="submit" className="admin-button admin-button--small" disabled={busy}>
            Save<span className="admin-visually-hidden"> retention of {name}</span>
          </button>
          {row.days !== null && (
            <>
              {' '}
              <button type="button" className="admin-button admin-button--small admin-button--ghost" disabled={busy} onClick={() => void clear()}>
                Use the form’s setting<span className="admin-visually-hidden"> for {name}</span>
              </button>
            </>
          )}
          {problem && (
            <p id={`${id}-error`} className="admin-field__error">
              {problem}
            </p>
          )}
        </form>
      </td>
    </tr>
  );
}
