export type * from './types';
export { openDb, openPglite, openPostgres, type OpenDbOptions, type PgliteDb } from './db';
export { lockDataDir, DataDirInUseError, LOCK_FILE, type DataDirLock, type LockHolder } from './data-dir-lock';
export { isDatabaseUnavailable } from './unavailable';
export { migrate, loadMigrations, type Migration } from './migrate';
export { listSites, getSite, siteForHost, hostServedElsewhere, upsertSite, type SiteInput } from './sites';
export {
  listDocuments,
  countDocuments,
  getDocument,
  getDocumentByPath,
  lockDocument,
  publishedPathTaken,
  insertDocument,
  updateDraft,
  draftRevision,
  deleteDocument,
  setAccessCodeHash,
  type InsertDocumentOptions,
  type UpdateDraftOptions,
} from './documents';
export { uniqueViolation, foreignKeyViolation, inputProblemOf, type InputProblem } from './sql-errors';
export { insertVersion, PUBLISHED_PATH_KEY, clearPublished, listVersions, getVersion, draftFromVersion } from './versions';
export { recordDraftSave, listDraftSaves, getDraftSave, draftFromSave, DRAFT_SAVES_KEPT } from './draft-saves';
export { getPublishedPage, getPublishedPartials, getRedirect, surfacedPages } from './published';
export {
  createUser,
  verifyLogin,
  getUser,
  getUserByEmail,
  listUsers,
  countUsers,
  lockActiveAdmins,
  updateUser,
  setPassword,
} from './users';
export { hashPassword, verifyPassword } from './passwords';
export { createSession, getSession, deleteSession, deleteUserSessions, deleteExpiredSessions } from './sessions';
export { appendAudit, listAudit, type AuditInput, type ListAuditOptions } from './audit';
export {
  lockPendingSchedule,
  insertSchedule,
  getSchedule,
  deletePendingSchedule,
  claimDueSchedule,
  finishSchedule,
  failSchedule,
  type ScheduleRecord,
  type ScheduleStatus,
  type DueSchedule,
} from './schedules';
export { touchPresence, leavePresence, listPresence, type PresenceEntry } from './presence';
export { insertPreviewLink, getPreviewLink, listPreviewLinks, markPreviewLinkRevoked, resolvePreviewToken } from './preview-links';
export {
  getVisitor,
  listVisitors,
  countVisitors,
  createVisitor,
  updateVisitor,
  verifyVisitorLogin,
  createVisitorSession,
  getVisitorSession,
  deleteVisitorSession,
  endVisitorSessions,
  visitorForIdentity,
  hashVisitorPassword,
} from './visitors';
export { getIdentityProvider, setIdentityProvider, removeIdentityProvider, identityProviderLabels, type IdentityProviderSettings } from './identity-providers';
export { addMedia, getMedia, listMedia, updateMedia, mediaUsage, deleteMedia } from './media';
export {
  storeSubmission,
  getSubmission,
  listSubmissions,
  submissionForms,
  deleteExpiredSubmissions,
  pruneCaptchaUsed,
  markUsedOnce,
  enqueueMessages,
  claimOutbox,
  markOutboxSent,
  markOutboxFailed,
  releaseOutbox,
  listOutbox,
  retryOutbox,
  getSiteCaptcha,
  setSiteCaptcha,
  type CaptchaRecord,
  type Submission,
  type SubmissionFilter,
  type StoredFile,
  type OutboxEntry,
  type OutboxMessage,
} from './forms';
export { requestSubscription, verifySubscription, getSubscription, updateSubscription, type Subscription, type Channel } from './subscriptions';
export {
  searchNotices,
  noticeYears,
  noticeValues,
  filterCirculars,
  listNoticeRecords,
  getNotice,
  upsertNotices,
  upsertNoticeBatch,
  analyzeNotices,
  createNotice,
  updateNotice,
  deleteNotice,
  countNotices,
  existingNoticeNumbers,
  searchAlerts,
  insertAlerts,
  type NoticeInput,
} from './notices';
export { indexPage, countIndexedPages, searchSite, suggestQuery, sitemapPages, HIT_START, HIT_END, type SearchHit } from './search';
export { ensureJobRuns, listJobRuns, claimJobRun, extendJobRun, finishJobRun, type JobRunRecord } from './job-runs';
export { announceChange, listenForChanges } from './changes';
