import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '../disclosure';
import type { ViewProps } from '../view';
import { newLauncherId, sendHeartbeat, startHeartbeat } from './heartbeat';
import { LaunchPage, type LaunchPageProps } from './View';

/**
 * Island: the launcher as a native modal `<dialog>` (the rest of the page is inert while it is
 * open, Escape closes it), a heartbeat while it is open, and focus back on the launch button.
 */
export default function LaunchPageIsland(input: ViewProps<LaunchPageProps>) {
  const live = useHydrated();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const launchRef = useRef<HTMLButtonElement>(null);

  // However it closes (Escape, the close button, a click beside it), the dialog says so once.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!live || !dialog) return;
    const onClose = () => {
      setOpen(false);
      launchRef.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [live]);

  useEffect(() => {
    if (!open) return;
    const launcherId = newLauncherId();
    return startHeartbeat(() => sendHeartbeat(launcherId));
  }, [open]);

  const onLaunch = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  };

  // A click on the dialog element itself, not its frame, is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) dialogRef.current.close();
  };

  return (
    <LaunchPage
      {...input}
      live={live}
      onLaunch={onLaunch}
      onCloseClick={() => dialogRef.current?.close()}
      onDialogClick={onDialogClick}
      launchRef={launchRef}
      dialogRef={dialogRef}
    />
  );
}
