import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { NOTICE_COLLECTIONS, routes, type NoticeImportResponse } from '../../core/contracts';
import type { z } from 'zod';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/states';
import { csvFileProblem, csvTemplateHref, importApiQuery, importErrorText, importProblemsText, importSummary } from './notice-list';

type ImportReport = z.infer<typeof NoticeImportResponse>;

type Step =
  | { name: 'choose' }
  | { name: 'sending'; dryRun: boolean; sent: number; processing: boolean }
  | { name: 'checked'; report: ImportReport }
  | { name: 'failed'; message: string };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Imports notices from a CSV file in two steps: a dry run reports how many rows would be new
 * or updated, or lists the problems by line (and nothing is written); then the import itself,
 * as drafts or published, by Super Users and Admins of every site (the server refuses anyone
 * else: a dry run is every editor's, so others can check a file before handing it on). The file goes up with its progress both times.
 */
export function NoticeImportDialog({
  api,
  canPublish,
  onImported,
  onCancel,
}: {
  api: Api;
  canPublish: boolean;
  onImported(report: ImportReport, publish: boolean): Promise<void>;
  onCancel(): void;
}) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  /** The dry run of the chosen file, once it passed: what the import buttons act on. */
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function send(chosen: File, { dryRun, publish }: { dryRun: boolean; publish: boolean }): Promise<ImportReport | null> {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStep({ name: 'sending', dryRun, sent: 0, processing: false });
    try {
      const report = await api.upload(routes.importNotices, { query: importApiQuery({ dryRun, publish }), body: chosen }, {
        signal: controller.signal,
        onProgress: (sent) => setStep((current) => (current.name === 'sending' && !current.processing ? { ...current, sent } : current)),
        onSent: () => setStep((current) => (current.name === 'sending' ? { ...current, sent: 1, processing: true } : current)),
      });
      return controller.signal.aborted ? null : report;
    } catch (error) {
      if (!controller.signal.aborted) setStep({ name: 'failed', message: errorMessage(error) });
      return null;
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    // Choosing the same (corrected) file again must check it again.
    event.currentTarget.value = '';
    setFile(chosen);
    setChecked(null);
    if (!chosen) {
      setStep({ name: 'choose' });
      return;
    }
    const problem = csvFileProblem(chosen);
    if (problem) {
      setStep({ name: 'failed', message: problem });
      return;
    }
    const report = await send(chosen, { dryRun: true, publish: false });
    if (!report) return;
    setStep({ name: 'checked', report });
    if (report.errors.length === 0 && report.rows > 0) setChecked(report);
  }

  async function runImport(publish: boolean) {
    if (!file) return;
    const report = await send(file, { dryRun: false, publish });
    if (!report) return;
    if (report.errors.length > 0) {
      setChecked(null);
      setStep({ name: 'checked', report });
    } else await onImported(report, publish);
  }

  const report = step.name === 'checked' ? step.report : null;
  const sending = step.name === 'sending';
  const ready = checked !== null;

  return (
    <Dialog title="Import notices from CSV" onClose={onCancel}>
      <p>
        One notice a row, under a header row naming the fields. A row whose collection and notice number exist already updates that notice. The file is checked first:
        nothing is written until you import it.
      </p>
      <p>
        <a className="admin-button admin-button--small" href={csvTemplateHref()} download="notices-template.csv">
          Download the CSV template
        </a>
      </p>
      <div className="admin-field">
        <label htmlFor={fileId} className="admin-field__label">
          CSV file
        </label>
        <p id={`${fileId}-hint`} className="admin-field__hint">
          collection is one of {NOTICE_COLLECTIONS.join(', ')}; pub_date is written YYYY-MM-DD; file_path is a media library address or empty.
        </p>
        <input id={fileId} type="file" accept=".csv,text/csv" className="admin-input" aria-describedby={`${fileId}-hint`} disabled={sending} onChange={choose} />
      </div>
      {sending && file && (
        <div className="notice-import__progress">
          <progress max={1} value={step.sent} aria-label={`Upload of ${file.name}`} />
          <span className="notice-import__phase" data-testid="import-phase">
            {step.processing
              ? step.dryRun
                ? 'Checking the rows…'
                : 'Importing the rows…'
              : `Uploading ${file.name}… ${Math.round(step.sent * 100)}%`}
          </span>
        </div>
      )}
      <div role="status" className="notice-import__status" data-testid="import-status">
        {checked && <p className="notice-import__summary">{importSummary(checked)}</p>}
        {report && report.errors.length === 0 && report.rows === 0 && <p>The file has no rows under its header row; there is nothing to import.</p>}
      </div>
      {report && report.errors.length > 0 && file && (
        <div className="admin-notice admin-notice--error notice-import__problems" role="alert">
          <p>{importProblemsText({ fileName: file.name, count: report.errors.length })}</p>
          <ul className="notice-import__errors">
            {report.errors.map((error, i) => (
              <li key={`${error.line} ${i}`} data-line={error.line}>
                {importErrorText(error)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {step.name === 'failed' && <FormError message={step.message} />}
      {ready && !canPublish && (
        <p className="admin-notice admin-notice--info" data-testid="import-not-allowed">
          The file is ready to import. Importing notices is for Super Users and Admins of every site (CMSTWO Super User, CMSTWO Admin): send the file to one of them.
        </p>
      )}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
        {ready && canPublish && (
          <>
            <button type="button" className="admin-button" disabled={sending} onClick={() => void runImport(false)}>
              Import as drafts
            </button>
            <button type="button" className="admin-button admin-button--primary" disabled={sending} onClick={() => void runImport(true)}>
              Import and publish
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
