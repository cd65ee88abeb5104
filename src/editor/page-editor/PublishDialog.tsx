import { useEffect, useId, useState } from 'react';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/states';
import { formatWhen } from '../format';
import { instantOfZonedInput, toZonedInput, zoneLabel } from '../fields/zoned-time';
import type { NodeProblem } from './contexts';
import type { DocumentRecord, Schedule } from './types';
import { describePath } from './validation';
import { routes } from '../../core/contracts';

const MAX_NOTE = 500;

/**
 * Publishing for Super Users and Admins: now, with an optional note, or at a future time
 * (the pending schedule is shown and can be cancelled). The draft is saved first, so what
 * is published is what the canvas shows: the request names that revision, and a draft someone
 * saved since is refused with who saved it and when.
 */
export function PublishDialog({
  api,
  doc,
  urgentOnly = false,
  problems,
  saveFirst,
  revision,
  onPublished,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  /** The site needs approval: an Admin publishes here only marked urgent, with a reason (flagged in the audit log). */
  urgentOnly?: boolean;
  /** Components with fields to fix: drafts keep them, publishing waits until there are none. */
  problems: readonly NodeProblem[];
  saveFirst(): Promise<boolean>;
  /** The draft revision the canvas shows, once `saveFirst` has settled. */
  revision(): number;
  onPublished(doc: DocumentRecord, version: number): void;
  onClose(): void;
}) {
  const noteId = useId();
  const atId = useId();
  const reasonId = useId();
  const [note, setNote] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [reason, setReason] = useState('');
  const [at, setAt] = useState('');
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    api
      .call(routes.getSchedule, { params: { id: doc.id } })
      .then(({ schedule: found }) => setSchedule(found))
      .catch(() => setSchedule(null));
  }, [api, doc.id]);

  const pending = schedule?.status === 'pending' ? schedule : null;
  const blocked = problems.length > 0 || (urgentOnly && !(urgent && reason.trim() !== ''));
  /** The urgent marking, sent with a publish or a schedule on a site that needs approval. */
  const urgency = () => (urgentOnly ? { urgent: true, reason: reason.trim() } : {});

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      if (!(await saveFirst())) throw new Error('The draft could not be saved; see the status in the toolbar.');
      await task();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const publishNow = () =>
    run(async () => {
      const body = { revision: revision(), ...(note.trim() ? { note: note.trim() } : {}), ...urgency() };
      const result = await api.call(routes.publishDocument, { params: { id: doc.id }, body });
      setDone(`Published version ${result.version.version}.`);
      setNote('');
      onPublished(result.document, result.version.version);
    });

  const scheduleIt = () =>
    run(async () => {
      const when = instantOfZonedInput(at);
      if (!when) throw new Error('Choose the date and time to publish at.');
      if (when.getTime() <= Date.now()) throw new Error('Choose a time in the future.');
      const body = { at: when.toISOString(), ...(note.trim() ? { note: note.trim() } : {}), ...urgency() };
      const result = await api.call(routes.schedulePublish, { params: { id: doc.id }, body });
      // GET and PUT share the contract; a schedule just made is never null.
      const scheduled = result.schedule!;
      setSchedule(scheduled);
      setDone(`Scheduled to publish ${formatWhen(scheduled.at)}.`);
    });

  async function cancelSchedule() {
    setBusy(true);
    setError(null);
    try {
      await api.call(routes.cancelSchedule, { params: { id: doc.id } });
      setSchedule(null);
      setDone('The scheduled publish was cancelled.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Publish this page" onClose={onClose}>
      <div className="pe-publish">
        <p>
          {doc.publishedVersion === null
            ? 'This page has never been published.'
            : `Version ${doc.publishedVersion} is live${doc.status === 'changed' ? '; the draft has changes since.' : '.'}`}
        </p>
        {urgentOnly && (
          <fieldset className="pe-urgent">
            <legend>This site needs approval</legend>
            <p>Publishing here goes through review by someone else (Ask for review…). Only if it cannot wait, publish without review: the audit log and the record flag it with your reason.</p>
            <label className="admin-choice">
              <input type="checkbox" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} /> Urgent: publish without review
            </label>
            {urgent && (
              <div className="admin-field">
                <label htmlFor={reasonId} className="admin-field__label">
                  Reason (required)
                </label>
                <textarea id={reasonId} className="admin-input" rows={2} maxLength={MAX_NOTE} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
            )}
          </fieldset>
        )}
        {problems.length > 0 && (
          <div className="pe-blocked" role="alert">
            <p>
              Your changes are saved as a draft. Before the page can be published, fix{' '}
              {problems.length === 1 ? 'this component' : `these ${problems.length} components`} (the problems menu in the toolbar takes you to each):
            </p>
            <ul>
              {problems.map((problem) => (
                <li key={problem.id}>
                  <strong>{problem.label}</strong>:{' '}
                  {Object.entries(problem.errors)
                    .map(([path, text]) => `${describePath(path)}: ${text}`)
                    .join('; ')}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="admin-field">
          <label htmlFor={noteId} className="admin-field__label">
            Note (optional)
          </label>
          <p className="admin-field__hint">What changed, for the version history.</p>
          <textarea id={noteId} className="admin-input" rows={2} maxLength={MAX_NOTE} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="pe-dialog-actions">
          <button type="button" className="admin-button" onClick={publishNow} disabled={busy || blocked} data-autofocus>
            Publish now
          </button>
        </div>

        <h3 className="pe-subheading">Publish later</h3>
        {pending ? (
          <p className="pe-schedule" data-testid="pending-schedule">
            Scheduled to publish {formatWhen(pending.at)}
            {pending.scheduledBy ? ` (by ${pending.scheduledBy})` : ''}
            {pending.note ? `: “${pending.note}”` : ''}.{' '}
            <button type="button" className="admin-button admin-button--secondary" onClick={cancelSchedule} disabled={busy}>
              Cancel schedule
            </button>
          </p>
        ) : (
          schedule?.status === 'failed' && (
            <p className="pe-schedule pe-schedule--failed">
              The publish scheduled {formatWhen(schedule.at)} failed{schedule.error ? `: ${schedule.error}` : ''}.
            </p>
          )
        )}
        <div className="admin-field">
          <label htmlFor={atId} className="admin-field__label">
            Date and time, {zoneLabel(instantOfZonedInput(at))}
          </label>
          <input
            id={atId}
            type="datetime-local"
            className="admin-input"
            value={at}
            min={toZonedInput(new Date().toISOString()).slice(0, 16)}
            onChange={(e) => setAt(e.target.value)}
          />
        </div>
        <div className="pe-dialog-actions">
          <button type="button" className="admin-button admin-button--secondary" onClick={scheduleIt} disabled={busy || blocked || at === ''}>
            {pending ? 'Reschedule' : 'Schedule publish'}
          </button>
        </div>
        <FormError message={error} />
        <div role="status" aria-live="polite" className="pe-done">
          {done}
        </div>
      </div>
    </Dialog>
  );
}
