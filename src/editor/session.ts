import { useCallback, useEffect, useRef, useState } from 'react';
import { routes, type RouteOutput, type Routes, type User } from '../core/contracts';
import { ApiError, createApi, type Api } from './api.client';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; notice?: { kind: 'info' | 'error'; text: string } }
  | { status: 'signed-in'; user: User; expiresAt: string };

/** What a sign-in answers (and `/me`, which always carries the CSRF token). */
type SignedIn = RouteOutput<Routes['login']>;

export const EXPIRED_NOTICE = 'Your session has expired. Sign in again to continue where you were.';

/**
 * The editor's session: who is signed in (asked of /me on load), sign-in and sign-out, and
 * expiry — any 401 while signed in, or the expiry time passing without activity, returns
 * to the sign-in screen with a message. The session slides on the server with every call.
 */
export function useSession(): {
  api: Api;
  session: SessionState;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
} {
  const [session, setSessionState] = useState<SessionState>({ status: 'checking' });
  const current = useRef<SessionState>(session);
  const setSession = useCallback((next: SessionState) => {
    current.current = next;
    setSessionState(next);
  }, []);

  const [api] = useState(() =>
    createApi({
      onUnauthenticated: () => {
        if (current.current.status !== 'signed-in') return;
        api.setCsrfToken(null);
        setSession({ status: 'signed-out', notice: { kind: 'info', text: EXPIRED_NOTICE } });
      },
    }),
  );

  const accept = useCallback(
    (result: SignedIn) => {
      api.setCsrfToken(result.csrfToken ?? null);
      setSession({ status: 'signed-in', user: result.user, expiresAt: result.expiresAt });
    },
    [api, setSession],
  );

  useEffect(() => {
    api.call(routes.getMe).then(accept, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setSession({ status: 'signed-out' });
      else setSession({ status: 'signed-out', notice: { kind: 'error', text: error instanceof Error ? error.message : String(error) } });
    });
  }, [api, accept, setSession]);

  // Past the known expiry, ask the server: other calls may have extended the session since.
  const expiresAt = session.status === 'signed-in' ? session.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const delay = Math.min(Math.max(Date.parse(expiresAt) - Date.now() + 1000, 1000), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      api.call(routes.getMe).then(accept, () => {
        // A 401 has signed the editor out through onUnauthenticated; after other errors the next call tells.
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [api, accept, expiresAt]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      accept(await api.call(routes.login, { body: { email, password } }));
    },
    [api, accept],
  );

  const signOut = useCallback(async () => {
    try {
      await api.call(routes.logout);
    } catch (error) {
      // Already signed out on the server: nothing is lost.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    api.setCsrfToken(null);
    setSession({ status: 'signed-out', notice: { kind: 'info', text: 'You have signed out.' } });
  }, [api, setSession]);

  return { api, session, signIn, signOut };
}
