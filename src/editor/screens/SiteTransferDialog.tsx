import './site-transfer.css';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { routes, type EditorSite, type SiteImportReport } from '../../core/contracts';
import { ApiError, type Api, type ApiIssue } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/Field';
import { FormError } from '../ui/states';
import { approvalText, bundleFileProblem, importInput, reportText, uploadProgressText } from './site-transfer';

type Step =
  | { name: 'choose' }
  | { name: 'sending'; dryRun: boolean; sent: number; processing: boolean }
  | { name: 'checked'; report: SiteImportReport }
  | { name: 'invalid'; message: string; issues: ApiIssue[] }
  | { name: 'failed'; message: string }
  | { name: 'imported'; report: SiteImportReport };

/**
 * Imports a site bundle (a `.tar.gz` from Export) into a site, for its Admins, in two steps:
 * Check sends it as a dry run, which reports what the import would do or lists every problem
 * with where it is in the bundle; only Import (the same file again) changes anything. The file
 * goes up with its progress both times. Not closable while the server works on a real import:
 * it goes on without the dialog, and the person would not learn how it ended.
 */
export function SiteTransferDialog({ api, site, onClose }: { api: Api; site: Pick<EditorSite, 'id' | 'name'>; onClose(): void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [reason, setReason] = useState('');
  const abort = useRef<AbortController | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const sending = step.name === 'sending';
  const importing = sending && !step.dryRun;
  const done = step.name === 'imported';

  /** Set when a check or an import ends: its outcome takes the focus, and reading goes on from there. */
  const focusResult = useRef(false);
  useEffect(() => {
    if (!focusResult.current || step.name === 'sending') return;
    focusResult.current = false;
    result.current?.focus();
  }, [step.name]);

  function close() {
    if (!importing) onClose();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    abort.current?.abort();
    setFile(chosen);
    const problem = chosen && bundleFileProblem(chosen);
    setStep(problem ? { name: 'failed', message: problem } : { name: 'choose' });
  }

  async function send(dryRun: boolean) {
    if (!file || sending || bundleFileProblem(file)) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStep({ name: 'sending', dryRun, sent: 0, processing: false });
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const report = await api.upload(
        routes.importSite,
        { ...importInput({ site: site.id, dryRun, reason: dryRun ? '' : reason }), body: form },
        {
          signal: controller.signal,
          onProgress: (sent) => setStep((current) => (current.name === 'sending' && !current.processing ? { ...current, sent } : current)),
          onSent: () => setStep((current) => (current.name === 'sending' ? { ...current, sent: 1, processing: true } : current)),
        },
      );
      if (controller.signal.aborted) return;
      focusResult.current = true;
      setStep(dryRun ? { name: 'checked', report } : { name: 'imported', report });
    } catch (error) {
      if (controller.signal.aborted) return;
      focusResult.current = true;
      if (error instanceof ApiError && error.code === 'BUNDLE_INVALID') setStep({ name: 'invalid', message: error.message, issues: error.issues });
      else setStep({ name: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function stopCheck() {
    abort.current?.abort();
    setStep({ name: 'choose' });
  }

  const phase = importing ? 'Importing…' : 'Checking…';
  const report = step.name === 'checked' || step.name === 'imported' ? reportText(step.report) : null;
  const approval = step.name === 'checked' ? approvalText(step.report) : null;

  return (
    <Dialog title={`Import into ${site.name}`} onClose={close}>
      <p>
        Choose a site bundle of {site.name} (a .tar.gz from Export). Check reads it and tells you what the import would change; nothing is imported until you press Import. Pages and
        partials in the bundle replace the ones at the same paths, what the bundle publishes goes live (where publishing needs approval: after review, or at once with an Admin&apos;s
        urgent reason), and the site&apos;s redirects and settings become the bundle&apos;s.
      </p>
      <div className="admin-field">
        <label htmlFor={fileId} className="admin-field__label">
          Site bundle (.tar.gz)
        </label>
        <input id={fileId} type="file" accept=".tar.gz,.tgz,application/gzip" className="admin-input" disabled={sending || done} onChange={choose} />
      </div>

      {sending && file && (
        <div className="site-transfer__progress">
          <progress max={1} value={step.processing ? 1 : step.sent} aria-label={`Upload of ${file.name}`} />
          <span data-testid="transfer-phase">{step.processing ? phase : uploadProgressText({ sent: step.sent, total: file.size })}</span>
        </div>
      )}
      {/* The phases alone, not every step of the progress bar. */}
      <p role="status" className="admin-visually-hidden">
        {sending ? (step.processing ? phase : `Uploading ${file?.name ?? 'the bundle'}…`) : ''}
      </p>

      {report && (
        <div ref={result} tabIndex={-1} className={`site-transfer__report admin-notice ${done ? 'admin-notice--success' : 'admin-notice--info'}`} data-testid="transfer-report">
          <p className="site-transfer__headline">{report.headline}</p>
          <ul className="site-transfer__lines">
            {report.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {report.keptText && (
            <>
              <p>{report.keptText}</p>
              <ul className="site-transfer__scroll" tabIndex={0} aria-label="Left as they are">
                {report.kept.map((path) => (
                  <li key={path}>
                    <code>{path}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.warnings.length > 0 && (
            <>
              <p>{report.warnings.length === 1 ? 'A warning: it is imported, but have a look.' : `${report.warnings.length} warnings: they are imported, but have a look.`}</p>
              <ul className="site-transfer__scroll" tabIndex={0} aria-label="Warnings">
                {report.warnings.map((warning, i) => (
                  <li key={`${i} ${warning}`}>{warning}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      {approval && (
        <div className="site-transfer__approval" data-testid="transfer-approval">
          <p>{approval}</p>
          <TextAreaField label="Urgent reason (Admins only: publishes now, without review)" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}

      {step.name === 'invalid' && (
        <div ref={result} tabIndex={-1} className="admin-notice admin-notice--error site-transfer__problems" role="alert">
          <p>{step.message}. Correct the bundle, choose it again and check it.</p>
          <ul className="site-transfer__scroll" tabIndex={0} aria-label="Problems in the bundle" data-testid="transfer-problems">
            {step.issues.map((issue, i) => (
              <li key={`${i} ${issue.path}`} data-where={issue.path}>
                <code className="site-transfer__where">{issue.path}</code> {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      {step.name === 'failed' && (
        <div ref={result} tabIndex={-1}>
          <FormError message={step.message} />
        </div>
      )}

      <div className="admin-dialog__actions">
        {done ? (
          <button type="button" className="admin-button admin-button--primary" onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="admin-button" aria-disabled={importing} onClick={sending && step.dryRun ? stopCheck : close}>
              {sending && step.dryRun ? 'Stop checking' : 'Cancel'}
            </button>
            <button
              type="button"
              className={`admin-button${step.name === 'checked' ? '' : ' admin-button--primary'}`}
              aria-disabled={!file || sending || bundleFileProblem(file) !== null}
              onClick={() => void send(true)}
            >
              {sending && step.dryRun ? 'Checking…' : step.name === 'checked' ? 'Check again' : 'Check'}
            </button>
            {(step.name === 'checked' || importing) && (
              <button type="button" className="admin-button admin-button--primary" aria-disabled={sending} onClick={() => void (step.name === 'checked' && send(false))}>
                {importing ? 'Importing…' : approval && reason.trim() ? 'Import and publish (urgent)' : 'Import'}
              </button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
