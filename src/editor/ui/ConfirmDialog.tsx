import { useId, type ReactNode } from 'react';
import { Dialog } from './Dialog';

/**
 * Asks before an action that cannot be quietly taken back. An alert dialog whose text is its
 * description; Cancel has the focus, so Enter alone never confirms.
 */
export function ConfirmDialog({
  title,
  confirm,
  children,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** The confirming button's text, naming the action ("Disable visitor"). */
  confirm: string;
  children: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
  const textId = useId();
  return (
    <Dialog title={title} role="alertdialog" describedBy={textId} onClose={onCancel}>
      <p id={textId}>{children}</p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" data-autofocus="" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
