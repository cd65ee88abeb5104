import { Link, paths } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';

export function NotFound({ path }: { path: string }) {
  return (
    <div className="admin-screen">
      <ScreenHeading title="Not found">Nothing here</ScreenHeading>
      <p>
        The editor has no screen at <code>{path}</code>. <Link to={paths.sites()}>Go to the list of sites</Link>.
      </p>
    </div>
  );
}

/** Shown instead of an admin-only screen; the API would refuse the calls anyway. */
export function NotAllowed({ what }: { what: string }) {
  return (
    <div className="admin-screen">
      <ScreenHeading title="Not allowed">Not allowed</ScreenHeading>
      <p>Only administrators (CMSTWO Admin) may {what}.</p>
    </div>
  );
}
