import { useEffect, useRef } from 'react';
import { AppShell, isAdmin, isAdminEverywhere, isPublisher, isPublisherEverywhere } from './AppShell';
import { MediaScreen } from './media/MediaScreen';
import { PageEditor } from './page-editor/PageEditor';
import { navigate, parseRoute, paths, usePathname } from './router';
import { AuditLog } from './screens/AuditLog';
import { NotFound, NotAllowed } from './screens/NotFound';
import { Notices } from './screens/Notices';
import { Banners } from './screens/Banners';
import { Jobs } from './screens/Jobs';
import { Retention } from './screens/Retention';
import { Archive } from './screens/Archive';
import { Components } from './screens/Components';
import { Outbox } from './screens/Outbox';
import { PageTree } from './screens/PageTree';
import { SignIn } from './screens/SignIn';
import { Sites } from './screens/Sites';
import { Submissions, SubmissionsNotAllowed } from './screens/Submissions';
import { Users } from './screens/Users';
import { Visitors } from './screens/Visitors';
import { useSession } from './session';
import { Loading } from './ui/states';
import { ReviewRequestScreen, Reviews } from './screens/Reviews';

/** Moves focus to the new screen's heading (or its main region) after each route or sign-in change. */
function useRouteFocus(key: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('[data-route-heading]') ?? document.getElementById('admin-main');
    target?.focus();
  }, [key]);
}

/** The /admin single-page app: sign-in, then sites, page trees, the page editor, media, notices, reviews, submissions, outbox, jobs, users, visitors and audit log. */
export function AdminApp() {
  const { api, session, signIn, signOut } = useSession();
  const pathname = usePathname();
  const route = parseRoute(pathname);
  useRouteFocus(`${session.status} ${pathname}`);

  if (session.status === 'checking') {
    return (
      <main id="admin-main" className="admin-signin" tabIndex={-1}>
        <Loading>Checking your session…</Loading>
      </main>
    );
  }
  if (session.status === 'signed-out') return <SignIn notice={session.notice} onSignIn={signIn} />;

  const { user } = session;
  let screen;
  switch (route.name) {
    case 'sites':
      screen = <Sites api={api} user={user} />;
      break;
    case 'site':
      screen = <PageTree key={route.site} api={api} site={route.site} user={user} />;
      break;
    case 'document':
      screen = (
        <PageEditor
          key={route.id}
          api={api}
          documentId={route.id}
          site={route.site}
          user={{ roles: user.roles, email: user.email, name: user.name }}
          onClose={() => navigate(paths.site(route.site))}
        />
      );
      break;
    case 'users':
      screen = isAdmin(user) ? <Users api={api} user={user} /> : <NotAllowed what="manage users" />;
      break;
    case 'visitors':
      screen = isAdminEverywhere(user) ? <Visitors api={api} /> : <NotAllowed what="manage visitors" />;
      break;
    case 'audit':
      screen = isAdmin(user) ? <AuditLog api={api} /> : <NotAllowed what="read the audit log" />;
      break;
    case 'media':
      screen = <MediaScreen api={api} user={user} />;
      break;
    case 'submissions':
      screen = isPublisher(user) ? <Submissions api={api} /> : <SubmissionsNotAllowed />;
      break;
    case 'notices':
      screen = <Notices api={api} canPublish={isPublisherEverywhere(user)} canPublishUrgently={isAdminEverywhere(user)} />;
      break;
    case 'outbox':
      screen = isAdminEverywhere(user) ? <Outbox api={api} /> : <NotAllowed what="see the outbox" />;
      break;
    case 'archive':
      screen = <Archive api={api} />;
      break;
    case 'components':
      screen = <Components api={api} kind={route.kind} />;
      break;
    case 'reviews':
      screen = <Reviews api={api} />;
      break;
    case 'review':
      screen = <ReviewRequestScreen key={route.id} api={api} id={route.id} />;
      break;
    case 'jobs':
      screen = isAdminEverywhere(user) ? <Jobs api={api} /> : <NotAllowed what="see the background jobs" />;
      break;
    case 'banners':
      screen = isPublisher(user) ? <Banners api={api} /> : <NotAllowed what="manage banners and disclaimers" />;
      break;
    case 'retention':
      screen = isAdmin(user) ? <Retention api={api} /> : <NotAllowed what="set retention periods" />;
      break;
    default:
      screen = <NotFound path={route.path} />;
  }
  return (
    <AppShell
      user={user}
      route={route}
      onSignOut={async () => {
        await signOut();
        // The next person to sign in starts at the list of sites, not on this one's screen.
        navigate(paths.sites());
      }}
    >
      {screen}
    </AppShell>
  );
}
