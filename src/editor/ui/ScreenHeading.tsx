import { useEffect, type ReactNode } from 'react';

/**
 * The screen's h1: it names the document title and receives focus after each route change
 * (the app looks for `data-route-heading`), so screen readers announce the new screen.
 */
export function ScreenHeading({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Tessera editor`;
  }, [title]);
  return (
    <h1 className="admin-screen__title" tabIndex={-1} data-route-heading="">
      {children}
    </h1>
  );
}
