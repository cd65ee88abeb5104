import type { DocumentRecord, Site, VersionRecord } from '../../store/types';
import type { TreeDiff } from '../../core/diff';

export type { DocumentRecord, Site, VersionRecord, TreeDiff };

/** The signed-in person, as the editor needs them. */
export interface EditorUser {
  role: string;
  email: string;
  name: string;
}

/** A version in the history list (the API leaves the tree out). */
export type VersionSummary = Omit<VersionRecord, 'tree'>;

export interface Schedule {
  at: string;
  note: string | null;
  status: 'pending' | 'published' | 'failed';
  scheduledBy?: string;
  version?: number | null;
  error?: string | null;
}

export interface PresentEditor {
  userId: string;
  name: string;
  email: string;
  since: string;
}

/** `GET /api/cms/documents/:id/diff`: what changed between two sides. */
export interface DiffResponse extends TreeDiff {
  from: number | 'draft';
  to: number | 'draft';
}

/** Super Users and Admins publish, unpublish, schedule, restore and set access codes. */
export function canPublish(user: Pick<EditorUser, 'role'>): boolean {
  return user.role === 'CMSTWO Super User' || user.role === 'CMSTWO Admin';
}
