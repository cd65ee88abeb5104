import type { ReactNode } from 'react';

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="admin-state admin-state--loading" role="status">
      <span className="admin-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-state admin-state--empty">
      <p className="admin-state__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className="admin-state admin-state--error" role="alert">
      <p className="admin-state__title">This could not be loaded.</p>
      <p>{error.message}</p>
      {onRetry && (
        <button type="button" className="admin-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A polite live region for the outcome of an action ("Renamed /a to /b."). */
export function Notice({ notice }: { notice: { kind: 'success' | 'error'; text: string } | null }) {
  return (
    <div className="admin-notice-region" role="status" aria-live="polite">
      {notice && <p className={`admin-notice admin-notice--${notice.kind}`}>{notice.text}</p>}
    </div>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-form-error" role="alert">
      {message}
    </p>
  );
}
