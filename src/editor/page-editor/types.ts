import type { User } from '../../core/contracts';
import { hasRole } from '../../core/sites';

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
export type EditorUser = Pick<User, 'role' | 'email' | 'name'>;

/** Super Users and Admins publish, unpublish, schedule, restore and set access codes. */
export function canPublish(user: Pick<EditorUser, 'role'>): boolean {
  return hasRole(user, 'CMSTWO Super User');
}
