import { useEffect, useRef } from 'react';

/**
 * What the editor says once the publish dialog has closed on success: the version now live and
 * a link to the page on its site ("View live page", in a new tab). It stays until dismissed,
 * and takes focus so that keyboard users land where the dialog was.
 */
export function PublishedNotice({ version, href, onDismiss }: { version: number; href: string; onDismiss(): void }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // After the dialog has handed focus back to its opener.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => link.current?.focus()));
    return () => cancelAnimationFrame(frame);
  }, [version]);
  return (
    <div className="admin-notice admin-notice--success pe-close-error pe-published" role="status" data-testid="published-notice">
      <p>
        Published version {version}.{' '}
        <a ref={link} href={href} target="_blank" rel="noopener noreferrer">
          View live page<span className="pe-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <button type="button" className="admin-button admin-button--ghost" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
