import type { User } from '../../core/contracts';
import { hasRoleOn, type SiteId } from '../../core/sites';

// The editor speaks the API's contracts: one schema each in core, types by z.infer.
export type {
  DiffResponse,
  DocumentRecord,
  EditorSite as Site,
  PresentEditor,
  Schedule,
  VersionRecord,
  VersionSummary,
} from '../../core/contracts';

/** The signed-in person, as the editor needs them. */
export type EditorUser = Pick<User, 'roles' | 'email' | 'name'>;

/** Super Users and Admins of `site` publish, unpublish, schedule, restore and set access codes there. */
export function canPublish(user: Pick<EditorUser, 'roles'>, site: SiteId): boolean {
  return hasRoleOn(user, site, 'CMSTWO Super User');
}
