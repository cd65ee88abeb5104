import type { ReactNode } from 'react';
import { platformId } from '../core/ids';

const HEADING_ID = platformId('sign-in-heading');
const EMAIL_ID = platformId('sign-in-email');
const PASSWORD_ID = platformId('sign-in-password');
const FORM_ERROR_ID = platformId('sign-in-error');

export interface SignInFormProps {
  /** Where to go once signed in (a path on this site). */
  returnTo: string;
  email?: string;
  /** Messages beside the fields, and one for the whole form (wrong details, too many tries). */
  errors?: { email?: string; password?: string; form?: string };
  /** Other ways to sign in on this site (its identity providers). */
  providers?: readonly { label: string; href: string }[];
  /** Set when a visitor is signed in already. */
  signedInAs?: string;
}

function fieldError(id: string, message: string | undefined): ReactNode {
  return message ? (
    <p id={`${id}-error`} className="t-field-error">
      {message}
    </p>
  ) : null;
}

/** The visitors' sign-in form (`/login`): a plain form that works without JavaScript. */
export function SignInForm({ returnTo, email = '', errors = {}, providers = [], signedInAs }: SignInFormProps): ReactNode {
  if (signedInAs) {
    return (
      <section className="t-platform-form" aria-labelledby={HEADING_ID}>
        <h1 id={HEADING_ID}>You are signed in</h1>
        <p>You are signed in as {signedInAs}.</p>
        <p>
          <a href={returnTo}>Continue</a>
        </p>
        <form method="post" action="/logout" className="t-platform-form__form">
          <button type="submit" className="t-button">
            Sign out
          </button>
        </form>
      </section>
    );
  }
  const invalid = (message: string | undefined, id: string) => (message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  return (
    <section className="t-platform-form" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>Sign in</h1>
      {errors.form ? (
        <p id={FORM_ERROR_ID} className="t-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <form method="post" action="/login" className="t-platform-form__form" noValidate>
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="t-platform-form__field">
          <label htmlFor={EMAIL_ID}>E-mail address</label>
          <input id={EMAIL_ID} name="email" type="email" autoComplete="username" defaultValue={email} required {...invalid(errors.email, EMAIL_ID)} />
          {fieldError(EMAIL_ID, errors.email)}
        </div>
        <div className="t-platform-form__field">
          <label htmlFor={PASSWORD_ID}>Password</label>
          <input id={PASSWORD_ID} name="password" type="password" autoComplete="current-password" required {...invalid(errors.password, PASSWORD_ID)} />
          {fieldError(PASSWORD_ID, errors.password)}
        </div>
        <button type="submit" className="t-button t-button--primary">
          Sign in
        </button>
      </form>
      {providers.length > 0 ? (
        <div className="t-platform-form__providers">
          <p>Or sign in with your organisation’s account:</p>
          <ul>
            {providers.map((p) => (
              <li key={p.href}>
                <a className="t-button" href={p.href}>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
