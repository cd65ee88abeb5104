import { z } from 'zod';
import { admin, anyone, editor, publisher } from '../access';
import { AuditQuery, AuditResponse } from '../audit';
import { DocumentParams, NoContent, Ok, SiteParams } from '../common';
import { AccessCodeBody, CreateDocumentBody, DiscardChangesBody, DocumentListResponse, DocumentResponse, DuplicateBody, SaveDraftBody } from '../documents';
import {
  ComponentListResponse,
  PresenceResponse,
  PreviewLinkBody,
  PreviewLinkCreated,
  PreviewLinkListResponse,
  PreviewLinkParams,
  RenderBody,
  ScheduleBody,
  ScheduleResponse,
} from '../editing';
import { JobListResponse, JobParams, JobResponse } from '../jobs';
import { route } from '../route';
import { SiteListResponse, SiteResponse, UpdateSiteBody } from '../sites';
import { CreateUserBody, LoginBody, LoginResponse, MeResponse, UpdateUserBody, UserListResponse, UserParams, UserResponse } from '../users';
import {
  DiffQuery,
  DiffResponse,
  DraftSaveListResponse,
  DraftSaveParams,
  DraftSaveResponse,
  PublishBody,
  PublishResponse,
  RestoreDraftSaveBody,
  VersionListResponse,
  VersionParams,
  VersionResponse,
} from '../versions';

const sessions = ['Sessions'];
/** Editors' sessions. */
export const sessionRoutes = {
  login: route({ method: 'POST', path: '/api/cms/login', body: LoginBody, responses: { 200: LoginResponse }, access: anyone, summary: 'Sign in (JSON only)', tags: sessions }),
  logout: route({ method: 'POST', path: '/api/cms/logout', responses: { 200: Ok }, access: editor, summary: 'Sign out', tags: sessions }),
  getMe: route({ method: 'GET', path: '/api/cms/me', responses: { 200: MeResponse }, access: editor, summary: 'The signed-in editor', tags: sessions }),
};

const documents = ['Documents'];
/** Documents (pages and partials) and their drafts. */
export const documentRoutes = {
  listDocuments: route({
    method: 'GET',
    path: '/api/cms/sites/:site/documents',
    params: SiteParams,
    responses: { 200: DocumentListResponse },
    access: editor,
    summary: "A site's documents, without their trees",
    tags: documents,
  }),
  createDocument: route({
    method: 'POST',
    path: '/api/cms/sites/:site/documents',
    params: SiteParams,
    body: CreateDocumentBody,
    responses: { 201: DocumentResponse },
    access: editor,
    summary: 'Create a document',
    tags: documents,
  }),
  getDocument: route({
    method: 'GET',
    path: '/api/cms/documents/:id',
    params: DocumentParams,
    responses: { 200: DocumentResponse },
    access: editor,
    summary: 'A document with its draft',
    tags: documents,
  }),
  saveDraft: route({
    method: 'PUT',
    path: '/api/cms/documents/:id/draft',
    params: DocumentParams,
    body: SaveDraftBody,
    responses: { 200: DocumentResponse },
    access: editor,
    summary: 'Save the draft on top of a revision (409 when someone saved meanwhile)',
    tags: documents,
  }),
  discardChanges: route({
    method: 'POST',
    path: '/api/cms/documents/:id/discard-changes',
    params: DocumentParams,
    body: DiscardChangesBody,
    responses: { 200: DocumentResponse },
    access: editor,
    summary: "Replace the draft with the live version's content (409 when someone saved meanwhile, 400 when nothing is live)",
    tags: documents,
  }),
  duplicateDocument: route({
    method: 'POST',
    path: '/api/cms/documents/:id/duplicate',
    params: DocumentParams,
    body: DuplicateBody,
    responses: { 201: DocumentResponse },
    access: editor,
    summary: 'Copy a document',
    tags: documents,
  }),
  deleteDocument: route({
    method: 'DELETE',
    path: '/api/cms/documents/:id',
    params: DocumentParams,
    responses: { 204: NoContent },
    access: publisher,
    summary: 'Delete a document and its versions',
    tags: documents,
  }),
  setAccessCode: route({
    method: 'PUT',
    path: '/api/cms/documents/:id/access-code',
    params: DocumentParams,
    body: AccessCodeBody,
    responses: { 200: DocumentResponse },
    access: publisher,
    summary: 'Set or remove the code that gates a page',
    tags: documents,
  }),
};

const versions = ['Versions'];
/** Publishing, the published versions of a document, and its recent draft saves. */
export const versionRoutes = {
  publishDocument: route({
    method: 'POST',
    path: '/api/cms/documents/:id/publish',
    params: DocumentParams,
    body: PublishBody,
    responses: { 200: PublishResponse },
    access: publisher,
    summary: 'Publish the draft',
    tags: versions,
  }),
  unpublishDocument: route({
    method: 'POST',
    path: '/api/cms/documents/:id/unpublish',
    params: DocumentParams,
    responses: { 200: DocumentResponse },
    access: publisher,
    summary: 'Take a document off the site',
    tags: versions,
  }),
  listVersions: route({
    method: 'GET',
    path: '/api/cms/documents/:id/versions',
    params: DocumentParams,
    responses: { 200: VersionListResponse },
    access: editor,
    summary: 'Published versions, newest first',
    tags: versions,
  }),
  getVersion: route({
    method: 'GET',
    path: '/api/cms/documents/:id/versions/:version',
    params: VersionParams,
    responses: { 200: VersionResponse },
    access: editor,
    summary: 'One version with its tree',
    tags: versions,
  }),
  restoreVersion: route({
    method: 'POST',
    path: '/api/cms/documents/:id/versions/:version/restore',
    params: VersionParams,
    responses: { 200: DocumentResponse },
    access: publisher,
    summary: 'Make a version the draft again',
    tags: versions,
  }),
  diffDocument: route({
    method: 'GET',
    path: '/api/cms/documents/:id/diff',
    params: DocumentParams,
    query: DiffQuery,
    responses: { 200: DiffResponse },
    access: editor,
    summary: 'What changed between two versions, or a version and the draft',
    tags: versions,
  }),
  listDraftSaves: route({
    method: 'GET',
    path: '/api/cms/documents/:id/draft-saves',
    params: DocumentParams,
    responses: { 200: DraftSaveListResponse },
    access: editor,
    summary: 'Recent draft saves, newest first',
    tags: versions,
  }),
  getDraftSave: route({
    method: 'GET',
    path: '/api/cms/documents/:id/draft-saves/:revision',
    params: DraftSaveParams,
    responses: { 200: DraftSaveResponse },
    access: editor,
    summary: 'One draft save with its tree',
    tags: versions,
  }),
  restoreDraftSave: route({
    method: 'POST',
    path: '/api/cms/documents/:id/draft-saves/:revision/restore',
    params: DraftSaveParams,
    body: RestoreDraftSaveBody,
    responses: { 200: DocumentResponse },
    access: editor,
    summary: 'Make a draft save the draft again, on top of the current revision (409 when someone saved meanwhile)',
    tags: versions,
  }),
};

const presence = ['Presence'];
const schedules = ['Schedules'];
const previews = ['Preview links'];
/** What the editor needs beyond documents: presence, scheduled publishing, preview links, the component catalogue, rendering. */
export const editingRoutes = {
  sendPresence: route({
    method: 'POST',
    path: '/api/cms/documents/:id/presence',
    params: DocumentParams,
    responses: { 200: PresenceResponse },
    access: editor,
    summary: 'Heartbeat; answers who else has the document open',
    tags: presence,
  }),
  leavePresence: route({
    method: 'DELETE',
    path: '/api/cms/documents/:id/presence',
    params: DocumentParams,
    responses: { 204: NoContent },
    access: editor,
    summary: 'Closed the document',
    tags: presence,
  }),
  getSchedule: route({
    method: 'GET',
    path: '/api/cms/documents/:id/schedule',
    params: DocumentParams,
    responses: { 200: ScheduleResponse },
    access: editor,
    summary: 'The pending schedule, or the outcome of the last one',
    tags: schedules,
  }),
  schedulePublish: route({
    method: 'PUT',
    path: '/api/cms/documents/:id/schedule',
    params: DocumentParams,
    body: ScheduleBody,
    responses: { 200: ScheduleResponse },
    access: publisher,
    summary: 'Publish the draft at a time',
    tags: schedules,
  }),
  cancelSchedule: route({
    method: 'DELETE',
    path: '/api/cms/documents/:id/schedule',
    params: DocumentParams,
    responses: { 204: NoContent },
    access: publisher,
    summary: 'Cancel the pending schedule',
    tags: schedules,
  }),
  createPreviewLink: route({
    method: 'POST',
    path: '/api/cms/documents/:id/preview-link',
    params: DocumentParams,
    body: PreviewLinkBody,
    responses: { 200: PreviewLinkCreated },
    access: editor,
    summary: 'A link to the draft (or a version) for reviewers without an account',
    tags: previews,
  }),
  listPreviewLinks: route({
    method: 'GET',
    path: '/api/cms/documents/:id/preview-links',
    params: DocumentParams,
    responses: { 200: PreviewLinkListResponse },
    access: editor,
    summary: "A document's preview links",
    tags: previews,
  }),
  revokePreviewLink: route({
    method: 'DELETE',
    path: '/api/cms/preview-links/:linkId',
    params: PreviewLinkParams,
    responses: { 204: NoContent },
    access: editor,
    summary: 'Revoke a preview link',
    tags: previews,
  }),
  listComponents: route({
    method: 'GET',
    path: '/api/cms/components',
    responses: { 200: ComponentListResponse },
    access: editor,
    summary: 'Every component kind with its props schema',
    tags: ['Components'],
  }),
  renderTree: route({
    method: 'POST',
    path: '/api/sites/:site/render',
    params: SiteParams,
    body: RenderBody,
    responses: { 200: z.string().describe('An HTML document') },
    text: 'text/html',
    access: editor,
    summary: 'Render a tree as the site would, with its islands, for a sandboxed frame (text/html)',
    tags: ['Rendering'],
  }),
};

const users = ['Users'];
const sites = ['Sites'];
/** Users, sites, the background jobs and the audit log. */
export const adminRoutes = {
  listUsers: route({ method: 'GET', path: '/api/cms/users', responses: { 200: UserListResponse }, access: admin, summary: 'Every editor account', tags: users }),
  createUser: route({ method: 'POST', path: '/api/cms/users', body: CreateUserBody, responses: { 201: UserResponse }, access: admin, summary: 'Create an editor account', tags: users }),
  updateUser: route({
    method: 'PATCH',
    path: '/api/cms/users/:id',
    params: UserParams,
    body: UpdateUserBody,
    responses: { 200: UserResponse },
    access: admin,
    summary: "Change an account's name, role or access",
    tags: users,
  }),
  listSites: route({ method: 'GET', path: '/api/cms/sites', responses: { 200: SiteListResponse }, access: editor, summary: 'The sites, with their brand', tags: sites }),
  updateSite: route({
    method: 'PATCH',
    path: '/api/cms/sites/:site',
    params: SiteParams,
    body: UpdateSiteBody,
    responses: { 200: SiteResponse },
    access: admin,
    summary: "Change a site's name, hosts, captcha key or public origin (the start of every absolute link the server writes)",
    tags: sites,
  }),
  listJobs: route({
    method: 'GET',
    path: '/api/cms/jobs',
    responses: { 200: JobListResponse },
    access: admin,
    summary: 'The background jobs: last run, its outcome and duration, and the next run',
    tags: ['Jobs'],
  }),
  runJob: route({
    method: 'POST',
    path: '/api/cms/jobs/:name/run',
    params: JobParams,
    responses: { 202: JobResponse },
    access: admin,
    summary: 'Run a background job now: it becomes due at once and a server process that runs it takes it (409 while a run is in progress)',
    tags: ['Jobs'],
  }),
  listAudit: route({
    method: 'GET',
    path: '/api/cms/audit',
    query: AuditQuery,
    responses: { 200: { description: 'The entries', content: { 'application/json': { schema: AuditResponse }, 'text/csv': { schema: z.string() } } } },
    text: 'text/csv',
    access: admin,
    summary: 'The audit log as JSON pages, or every matching entry as CSV (`format=csv`)',
    tags: ['Audit'],
  }),
};
