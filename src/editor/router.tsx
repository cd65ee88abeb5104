import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** The screens of the editor, addressed by paths under /admin (the server serves the shell for all). */
export type Route =
  | { name: 'sites' }
  | { name: 'site'; site: string }
  | { name: 'document'; site: string; id: string }
  | { name: 'users' }
  | { name: 'visitors' }
  | { name: 'audit' }
  | { name: 'media' }
  | { name: 'submissions' }
  | { name: 'outbox' }
  | { name: 'jobs' }
  | { name: 'notices' }
  | { name: 'banners' }
  | { name: 'retention' }
  | { name: 'archive' }
  | { name: 'reviews' }
  | { name: 'review'; id: string }
  | { name: 'components'; kind: string | null }
  | { name: 'not-found'; path: string };

export const ADMIN_BASE = '/admin';

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '');
  if (path === ADMIN_BASE || path === `${ADMIN_BASE}/sites`) return { name: 'sites' };
  if (path === `${ADMIN_BASE}/users`) return { name: 'users' };
  if (path === `${ADMIN_BASE}/visitors`) return { name: 'visitors' };
  if (path === `${ADMIN_BASE}/audit`) return { name: 'audit' };
  if (path === `${ADMIN_BASE}/media`) return { name: 'media' };
  if (path === `${ADMIN_BASE}/submissions`) return { name: 'submissions' };
  if (path === `${ADMIN_BASE}/outbox`) return { name: 'outbox' };
  if (path === `${ADMIN_BASE}/jobs`) return { name: 'jobs' };
  if (path === `${ADMIN_BASE}/notices`) return { name: 'notices' };
  if (path === `${ADMIN_BASE}/banners`) return { name: 'banners' };
  if (path === `${ADMIN_BASE}/retention`) return { name: 'retention' };
  if (path === `${ADMIN_BASE}/archive`) return { name: 'archive' };
  if (path === `${ADMIN_BASE}/reviews`) return { name: 'reviews' };
  if (path === `${ADMIN_BASE}/components`) return { name: 'components', kind: null };
  const component = /^\/admin\/components\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/.exec(path);
  if (component) return { name: 'components', kind: component[1]! };
  const review = /^\/admin\/reviews\/([0-9a-f-]{36})$/i.exec(path);
  if (review) return { name: 'review', id: review[1]!.toLowerCase() };
  const site = /^\/admin\/sites\/([a-z0-9-]+)$/.exec(path);
  if (site) return { name: 'site', site: site[1]! };
  const doc = /^\/admin\/sites\/([a-z0-9-]+)\/documents\/([0-9a-f-]{36})$/i.exec(path);
  if (doc) return { name: 'document', site: doc[1]!, id: doc[2]!.toLowerCase() };
  return { name: 'not-found', path: pathname };
}

export const paths = {
  sites: () => ADMIN_BASE,
  site: (site: string) => `${ADMIN_BASE}/sites/${encodeURIComponent(site)}`,
  document: (site: string, id: string) => `${ADMIN_BASE}/sites/${encodeURIComponent(site)}/documents/${encodeURIComponent(id)}`,
  users: () => `${ADMIN_BASE}/users`,
  visitors: () => `${ADMIN_BASE}/visitors`,
  audit: () => `${ADMIN_BASE}/audit`,
  media: () => `${ADMIN_BASE}/media`,
  submissions: () => `${ADMIN_BASE}/submissions`,
  outbox: () => `${ADMIN_BASE}/outbox`,
  jobs: () => `${ADMIN_BASE}/jobs`,
  notices: () => `${ADMIN_BASE}/notices`,
  banners: () => `${ADMIN_BASE}/banners`,
  retention: () => `${ADMIN_BASE}/retention`,
  archive: () => `${ADMIN_BASE}/archive`,
  reviews: () => `${ADMIN_BASE}/reviews`,
  review: (id: string) => `${ADMIN_BASE}/reviews/${encodeURIComponent(id)}`,
  components: (kind?: string) => (kind ? `${ADMIN_BASE}/components/${encodeURIComponent(kind)}` : `${ADMIN_BASE}/components`),
};

const NAVIGATE = 'tessera:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

/** The current location's path name, re-rendering on navigation and back/forward. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The current location's query string (`?q=…`), re-rendering when it changes. */
export function useSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search);
}

/**
 * Sets the query string of the current path. `replace` for state that changes as someone types
 * (a search box), so that Back does not step through every keystroke.
 */
export function setSearch(params: URLSearchParams, { replace = false }: { replace?: boolean } = {}): void {
  const search = params.toString();
  const to = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (to === `${window.location.pathname}${window.location.search}`) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE));
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (to === window.location.pathname) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE));
}

/** An ordinary link that navigates inside the app (new tabs and modified clicks still work). */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
