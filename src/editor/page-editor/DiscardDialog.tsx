import { useState } from 'react';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/states';
import type { DocumentRecord } from './types';
import { routes } from '../../core/contracts';

/** Whether "Discard changes" is offered: a live version exists and the draft (saved or still being typed) differs from it. */
export function mayDiscard(doc: Pick<DocumentRecord, 'publishedVersion' | 'status'>, unsaved: boolean): boolean {
  return doc.publishedVersion !== null && (doc.status !== 'published' || unsaved);
}

/**
 * "Discard changes" (issue 24 item 8b): after a confirmation in words, the draft becomes the
 * live version again. The canvas is saved first, so the server checks the revision the person
 * sees; the discarded draft stays among the recent saves in History.
 */
export function DiscardDialog({
  api,
  doc,
  saveFirst,
  revision,
  onDiscarded,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  saveFirst(): Promise<boolean>;
  revision(): number;
  onDiscarded(doc: DocumentRecord): void;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function discard() {
    setBusy(true);
    setError(null);
    try {
      if (!(await saveFirst())) throw new Error('The draft could not be saved; see the status in the toolbar.');
      const { document } = await api.call(routes.discardChanges, { params: { id: doc.id }, body: { revision: revision() } });
      onDiscarded(document);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <Dialog title="Discard changes?" onClose={onClose} role="alertdialog">
      <p>
        The draft goes back to version {doc.publishedVersion}, the one visitors see now. Your changes since are discarded; they stay among the recent saves in History.
      </p>
      <FormError message={error} />
      <div className="pe-dialog-actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onClose} data-autofocus>
          Keep changes
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={() => void discard()} disabled={busy}>
          {busy ? 'Discarding…' : 'Discard changes'}
        </button>
      </div>
    </Dialog>
  );
}
