import { useState, type ReactNode } from 'react';
import type { User } from '../core/contracts';
import { hasRole, hasRoleEverywhere, hasRoleOn, SITE_IDS, uniformRole, type SiteId } from '../core/sites';
import { Link, paths, type Route } from './router';

// Roles are per site (issue 23 item 1): with a site, the role there; without, on at least one
// site (the screens then show what the server lets through for each site).

/** Admin on `site`, or without a site on at least one site. */
export const isAdmin = (user: Pick<User, 'roles'>, site?: SiteId) => (site ? hasRoleOn(user, site, 'CMSTWO Admin') : hasRole(user, 'CMSTWO Admin'));
/** Admin on every site: visitors, background jobs and the outbox belong to no one site. */
export const isAdminEverywhere = (user: Pick<User, 'roles'>) => hasRoleEverywhere(user, 'CMSTWO Admin');
/** Super Users and Admins publish, unpublish, restore and delete (the API's `publisher` policy) — on `site`, or on some site. */
export const isPublisher = (user: Pick<User, 'roles'>, site?: SiteId) =>
  site ? hasRoleOn(user, site, 'CMSTWO Super User') : hasRole(user, 'CMSTWO Super User');
/** Publisher on every site: notices show on every site's notice lists. */
export const isPublisherEverywhere = (user: Pick<User, 'roles'>) => hasRoleEverywhere(user, 'CMSTWO Super User');

/** The top bar's role: the one role of every site, or the roles site by site. */
export function rolesSummary(roles: User['roles']): string {
  const same = uniformRole(roles);
  if (same) return same;
  const held = SITE_IDS.filter((site) => roles[site]).map((site) => `${site}: ${roles[site]!.replace('CMSTWO ', '')}`);
  return held.length > 0 ? held.join(' · ') : 'No site access';
}

/** The frame around every signed-in screen: skip link, navigation by role, the user and sign-out. */
export function AppShell({ user, route, onSignOut, children }: { user: User; route: Route; onSignOut(): Promise<void>; children: ReactNode }) {
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = (names: Route['name'][]) => (names.includes(route.name) ? ('page' as const) : undefined);
  const editing = route.name === 'document';

  async function signOut() {
    setBusy(true);
    setSignOutError(null);
    try {
      await onSignOut();
    } catch (error) {
      setSignOutError(`Signing out failed: ${error instanceof Error ? error.message : String(error)}`);
      setBusy(false);
    }
  }

  return (
    <div className={`admin-app${editing ? ' admin-app--editing' : ''}`}>
      <a href="#admin-main" className="admin-skip">
        Skip to content
      </a>
      <header className="admin-topbar">
        <Link to={paths.sites()} className="admin-topbar__brand">
          Tessera <span className="admin-topbar__product">editor</span>
        </Link>
        <nav aria-label="Main" className="admin-topbar__nav">
          <ul>
            <li>
              <Link to={paths.sites()} aria-current={current(['sites', 'site', 'document'])}>
                Sites
              </Link>
            </li>
            <li>
              <Link to={paths.media()} aria-current={current(['media'])}>
                Media
              </Link>
            </li>
            <li>
              <Link to={paths.notices()} aria-current={current(['notices'])}>
                Notices
              </Link>
            </li>
            <li>
              <Link to={paths.reviews()} aria-current={current(['reviews', 'review'])}>
                Reviews
              </Link>
            </li>
            <li>
              <Link to={paths.archive()} aria-current={current(['archive'])}>
                Archive
              </Link>
            </li>
            <li>
              <Link to={paths.components()} aria-current={current(['components'])}>
                Components
              </Link>
            </li>
            {isPublisher(user) && (
              <li>
                <Link to={paths.submissions()} aria-current={current(['submissions'])}>
                  Submissions
                </Link>
              </li>
            )}
            {isPublisher(user) && (
              <li>
                <Link to={paths.banners()} aria-current={current(['banners'])}>
                  Banners
                </Link>
              </li>
            )}
            {isAdminEverywhere(user) && (
              <li>
                <Link to={paths.outbox()} aria-current={current(['outbox'])}>
                  Outbox
                </Link>
              </li>
            )}
            {isAdminEverywhere(user) && (
              <li>
                <Link to={paths.jobs()} aria-current={current(['jobs'])}>
                  Jobs
                </Link>
              </li>
            )}
            {isAdmin(user) && (
              <li>
                <Link to={paths.retention()} aria-current={current(['retention'])}>
                  Retention
                </Link>
              </li>
            )}
            {isAdmin(user) && (
              <li>
                <Link to={paths.users()} aria-current={current(['users'])}>
                  Users
                </Link>
              </li>
            )}
            {isAdminEverywhere(user) && (
              <li>
                <Link to={paths.visitors()} aria-current={current(['visitors'])}>
                  Visitors
                </Link>
              </li>
            )}
            {isAdmin(user) && (
              <li>
                <Link to={paths.audit()} aria-current={current(['audit'])}>
                  Audit log
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="admin-topbar__user">
          <span className="admin-topbar__name">{user.name}</span>
          <span className="admin-topbar__role">{rolesSummary(user.roles)}</span>
          <button type="button" className="admin-button admin-button--ghost admin-button--on-dark" onClick={signOut} disabled={busy}>
            Sign out
          </button>
        </div>
      </header>
      {signOutError && (
        <p className="admin-notice admin-notice--error admin-topbar__error" role="alert">
          {signOutError}
        </p>
      )}
      <main id="admin-main" tabIndex={-1} className={editing ? 'admin-main admin-main--editor' : 'admin-main'}>
        {children}
      </main>
    </div>
  );
}
