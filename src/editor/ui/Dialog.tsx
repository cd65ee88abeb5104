import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` (the rest of the page is inert while it is open).
 * Escape closes it, Tab stays inside it, and focus goes back to where it was on close —
 * or to the screen's heading when that element has gone (a deleted row).
 */
export function Dialog({
  title,
  onClose,
  children,
  describedBy,
  role = 'dialog',
  size = 'normal',
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** `wide` for a dialog holding a grid (the media picker). */
  size?: 'normal' | 'wide';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(`.admin-dialog__body :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      const fallback = document.querySelector<HTMLElement>('[data-route-heading]');
      // Restore after React has committed the screen behind the dialog.
      requestAnimationFrame(() => {
        if (opener && opener.isConnected) opener.focus();
        else fallback?.focus();
      });
    };
  }, []);

  return (
    <dialog ref={ref} className={size === 'wide' ? 'admin-dialog admin-dialog--wide' : 'admin-dialog'} role={role === 'alertdialog' ? 'alertdialog' : undefined} aria-labelledby={titleId} aria-describedby={describedBy}>
      <div className="admin-dialog__header">
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <button type="button" className="admin-button admin-button--ghost admin-dialog__close" onClick={() => onCloseRef.current()} aria-label="Close dialog">
          ×
        </button>
      </div>
      <div className="admin-dialog__body">{children}</div>
    </dialog>
  );
}
