import type { ReactNode } from 'react';
import { platformId } from '../core/ids';

const HEADING_ID = platformId('access-gate-heading');
const INPUT_ID = platformId('access-code');
const ERROR_ID = platformId('access-code-error');
const HINT_ID = platformId('access-code-hint');
/** Issue 25: codes are compared without regard to case (content/documents/access-codes.ts), and the prompt says so. */
export const ACCESS_CODE_PROMPT = 'Enter the access code you were given to continue. Capital and small letters count the same: SPRING2026 and spring2026 are one code.';

/** The form a visitor sees instead of a page that an access code protects. */
export function AccessGate({ path, error }: { path: string; error?: string }): ReactNode {
  return (
    <section className="t-platform-form" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>This page needs an access code</h1>
      <p id={HINT_ID}>{ACCESS_CODE_PROMPT}</p>
      <form method="post" action="/_access" className="t-platform-form__form">
        <input type="hidden" name="path" value={path} />
        <div className={error ? 't-platform-form__field t-platform-form__field--invalid' : 't-platform-form__field'}>
          <label htmlFor={INPUT_ID}>Access code</label>
          <input
            id={INPUT_ID}
            name="code"
            type="password"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
          />
          {error ? (
            <p id={ERROR_ID} className="t-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="t-button t-button--primary">
          Continue
        </button>
      </form>
    </section>
  );
}
