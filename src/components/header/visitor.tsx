/**
 * The header's sign-in link for a signed-in visitor (issue 25 point 8): their name and a
 * sign-out. The server's HTML is the same for everyone (the page stays shared-cacheable); the
 * island asks `/api/visitor/me` in the browser and, for a signed-in visitor, shows this in
 * place of the link. Sign-out is the `/logout` form post every site has (same-origin only).
 */
import { useEffect, useState } from 'react';
import { fetchSignedInVisitor, type SignedInVisitor } from '../signed-in-visitor';
import { useRenderContext } from '../view';

/** Whether a header link leads to the site's sign-in page (`/login`, `/login?returnTo=…`). */
export const isSignInLink = (href: string): boolean => /^\/login(\?|$)/.test(href);

/** The visitor, once the browser has asked (never on the server: the HTML is not personal). */
export function useSignedInVisitor(wanted: boolean): SignedInVisitor | null {
  const { editing } = useRenderContext();
  const [visitor, setVisitor] = useState<SignedInVisitor | null>(null);
  useEffect(() => {
    if (!wanted || editing) return;
    let live = true;
    void fetchSignedInVisitor().then((known) => {
      if (live && known && known.name !== '') setVisitor(known);
    });
    return () => {
      live = false;
    };
  }, [wanted, editing]);
  return visitor;
}

export function SignedIn({ name }: { name: string }) {
  const { path } = useRenderContext();
  return (
    <span className="t-header__visitor">
      <span className="t-header__visitor-name">
        <span className="t-visually-hidden">Signed in as </span>
        {name}
      </span>
      <form className="t-header__sign-out" method="post" action="/logout">
        <input type="hidden" name="returnTo" value={path} />
        <button type="submit" className="t-header__cta-link t-header__sign-out-button">
          Sign out
        </button>
      </form>
    </span>
  );
}
