import { useState, type FormEvent } from 'react';
import { message } from '../../core/errors';
import { ApiError } from '../api.client';
import { TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { FormError } from '../ui/states';

type Errors = { email?: string; password?: string; form?: string };

/** Sign-in: e-mail and password, field errors beside the fields, the server's message above them. */
export function SignIn({ notice, onSignIn }: { notice?: { kind: 'info' | 'error'; text: string }; onSignIn(email: string, password: string): Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (email.trim() === '') found.email = message('REQUIRED', { label: 'E-mail address' });
    if (password === '') found.password = message('REQUIRED', { label: 'Password' });
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'signin-email' : 'signin-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSignIn(email.trim(), password);
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          if (issue.path === '/body/email') next.email = issue.message;
          else if (issue.path === '/body/password') next.password = issue.message;
        }
        if (!next.email && !next.password) next.form = error.message;
      } else {
        next.form = error instanceof Error ? error.message : String(error);
      }
      setErrors(next);
      setBusy(false);
    }
  }

  return (
    <main id="admin-main" className="admin-signin" tabIndex={-1}>
      <div className="admin-signin__card">
        <p className="admin-signin__brand">Tessera</p>
        <ScreenHeading title="Sign in">Sign in to the editor</ScreenHeading>
        {notice && (
          <p className={`admin-notice admin-notice--${notice.kind === 'error' ? 'error' : 'info'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <form onSubmit={submit} noValidate aria-describedby={errors.form ? 'signin-error' : undefined}>
          <div id="signin-error">
            <FormError message={errors.form} />
          </div>
          <TextField
            id="signin-email"
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
          />
          <TextField
            id="signin-password"
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
          <button type="submit" className="admin-button admin-button--primary admin-signin__submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
