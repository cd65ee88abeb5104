import type { ReactNode } from 'react';

/** The form a visitor sees instead of a page that an access code protects. */
export function AccessGate({ path, error }: { path: string; error?: string }): ReactNode {
  const errorId = 'access-code-error';
  return (
    <section className="t-access-gate" aria-labelledby="access-gate-heading">
      <h1 id="access-gate-heading">This page needs an access code</h1>
      <p>Enter the access code you were given to continue.</p>
      <form method="post" action="/_access" className="t-access-gate__form">
        <input type="hidden" name="path" value={path} />
        <label htmlFor="access-code">Access code</label>
        <input
          id="access-code"
          name="code"
          type="password"
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="t-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="t-button t-button--primary">
          Continue
        </button>
      </form>
    </section>
  );
}
