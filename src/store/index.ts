export type * from './types';
export { openDb, openPglite, openPostgres, writeNewClusterDump, type OpenDbOptions, type PgliteDb } from './db';
export { PRIVATE_UMASK, tightenPrivateFiles } from './private-files';
export { lockDataDir, DataDirInUseError, LOCK_FILE, type DataDirLock, type LockHolder } from './data-dir-lock';
export { isDatabaseUnavailable } from './unavailable';
export { migrate, loadMigrations, appliedMigrationVersions, type Migration } from './migrate';
export { listSites, getSite, siteForHost, hostServedElsewhere, upsertSite, siteNeedsApproval, anySiteNeedsApproval, type SiteInput } from './sites';
export {
  listDocuments,
  pageDocuments,
  treeChildren,
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
export { recordDraftSave, listDraftSaves, getDraftSave, draftFromSave, draftAuthors, DRAFT_SAVES_KEPT } from './draft-saves';
export { getPublishedPage, getPublishedPartials, getRedirect, surfacedPages } from './published';
export {
  createUser,
  verifyLogin,
  getUser,
  getUserByEmail,
  listUsers,
  pageUsers,
  countUsers,
  lockActiveAdmins,
  sitesWithActiveAdmin,
  setUserRoles,
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
  insertVisitor,
  updateVisitor,
  replaceVisitorRoles,
  verifyVisitorLogin,
  insertVisitorSession,
  recordVisitorSignIn,
  getVisitorSession,
  deleteVisitorSession,
  deleteVisitorSessions,
  visitorIdForIdentity,
  visitorIdByEmail,
  linkVisitorIdentity,
  hashVisitorPassword,
} from './visitors';
export { getIdentityProvider, upsertIdentityProvider, deleteIdentityProvider, identityProviderLabels, type IdentityProviderSettings } from './identity-providers';
export { insertMedia, getMedia, listMedia, updateMedia, mediaUsage, deleteMedia, insertGeneratedMedia, getMediaBlob, type GeneratedFile } from './media';
export {
  findSubmissionByKey,
  insertSubmission,
  nextSubmissionReference,
  getSubmission,
  listSubmissions,
  submissionForms,
  submissionFileHashesInUse,
  pruneCaptchaUsed,
  markUsedOnce,
  enqueueMessages,
  claimOutbox,
  markOutboxSent,
  markOutboxOptedOut,
  markOutboxDelivery,
  getOutboxEntry,
  markOutboxFailed,
  releaseOutbox,
  listOutbox,
  requeueOutbox,
  getSiteCaptcha,
  upsertSiteCaptcha,
  listRecaptchaSites,
  type CaptchaRecord,
  type Submission,
  type SubmissionFilter,
  type StoredFile,
  type OutboxEntry,
  type OutboxMessage,
} from './forms';
export { isPhoneOptedOut, optPhoneOut, optPhoneIn } from './phone-opt-outs';
export {
  lockSubscriptionByEmail,
  upsertPendingSubscription,
  verifySubscription,
  getSubscription,
  updateSubscription,
  type Subscription,
  type Channel,
} from './subscriptions';
export {
  searchNotices,
  noticeYears,
  noticeValues,
  filterCirculars,
  listNoticeRecords,
  getNotice,
  lockNotice,
  upsertNoticeBatch,
  analyzeNotices,
  NOTICE_STATISTICS_COLUMNS,
  insertNotice,
  updateNotice,
  deleteNotice,
  countNotices,
  existingNoticeNumbers,
  searchAlerts,
  insertAlerts,
  type NoticeInput,
} from './notices';
export { indexPage, publishedPagesToIndex, countIndexedPages, countStaleIndexedPages, searchSite, searchWithoutJit, suggestSearch, analyzeSearch, sitemapPages, countSitemapPages, SEARCH_COUNT_CAP, HIT_START, HIT_END, type SearchHit, type SearchGroup, type SearchSuggestions } from './search';
export {
  insertReviewRequest,
  lockOpenReviewRequests,
  supersedeReviewRequests,
  getReviewRequest,
  listReviewRequests,
  decideReviewRequest,
  insertReviewComment,
  listReviewComments,
  type ReviewRequestRecord,
} from './review-requests';
export { ensureJobRuns, listJobRuns, pageJobRuns, makeJobDue, claimJobRun, extendJobRun, finishJobRun, type JobRunRecord } from './job-runs';
export { outboxFigures, type OutboxFigure } from './outbox-figures';
export { announceChange, listenForChanges } from './changes';
export {
  listContentRetention,
  setContentRetention,
  listFormRetention,
  getFormRetention,
  formNodeExists,
  setFormRetention,
  clearFormRetention,
  deleteExpiredSubmissionBatch,
  deleteExpiredDraftSaveBatch,
  deleteExpiredPreviewLinkBatch,
  type ExpiredSubmission,
  type ExpiredDraftSave,
  type ExpiredPreviewLink,
} from './retention';
export { listBanners, pageBanners, getBanner, insertBanner, updateBanner, deleteBanner, siteBannersAt, type BannerRow, type BannerValues } from './banners';
export {
  lockArchiveChain,
  lastArchiveLink,
  insertArchiveEntry,
  archiveEntryAt,
  getArchiveEntry,
  listArchiveEntries,
  archiveChainPage,
  archiveSites,
  publishedIncluding,
  insertVersionFacts,
  partialsIncluding,
  insertPendingLive,
  pendingShowing,
  setPendingData,
  deleteEmptyPublication,
  sitesShowing,
  type LiveSelection,
  publishedWithKinds,
  publishedOfSite,
  lockArchivePublications,
  lastArchiveInstant,
  insertArchivePublication,
  insertPendingItems,
  pinPublishedPartials,
  pinnedPartials,
  sitesWithPending,
  archivePublication,
  pendingOfSite,
  deletePendingItems,
  finishArchivePublication,
  pinnedVersions,
  insertArchiveBodies,
  archiveBodies,
  archiveBodyBases,
  insertArchiveBlobs,
  archiveBlobs,
  lastServedHashes,
  lastKeyFrameOfKind,
  pendingOfPath,
  pendingBySite,
  archiveHeads,
  archiveEntryAtSeq,
  versionsWithoutEntry,
  sitesWithRecord,
  insertArchiveCheckpoint,
  lastArchiveCheckpointAt,
  archiveSizes,
  insertArchiveEntries,
  type ArchiveEntry,
  type ArchiveEntrySummary,
  type ArchiveEntryInput,
  type PublishedTarget,
  type ArchivePublication,
  type PendingItem,
  type PinnedVersion,
  type ArchiveBody,
  type PendingOfPath,
} from './archive';
export { listRedirects, listAllRedirects, insertRedirects, deleteRedirect, livePaths, redirectFrom, type RedirectRow } from './redirects';
export { listNoticeTopicRows, getNoticeTopic, findNoticeTopic, noticeTopicNames, insertNoticeTopic, renameNoticeTopic, deleteNoticeTopic, type NoticeTopicRow } from './notice-topics';
export { storeSettingOnce } from './installation-settings';
export { incrementCounter, liveCounter, deleteCounter, deleteExpiredCounterBatch, type CounterState } from './limit-counters';
export {
  backupTables,
  schemaTableNames,
  appliedMigrations,
  serverVersion,
  beginSnapshot,
  exportSnapshot,
  readRows,
  insertRows,
  deleteRows,
  countRows,
  sequenceStates,
  setSequenceStates,
  foreignKeys,
  dropForeignKeys,
  addForeignKeys,
  referencedFiles,
  dropSchemaObjects,
  type BackupTable,
  type SequenceState,
  type ForeignKey,
} from './backup';
export {
  siteDocumentsForTransfer,
  versionHistory,
  formerPathsOfSite,
  insertFormerPath,
  noticesOfCollections,
  mediaRecords,
  mediaPresent,
  insertVersionHistory,
  deleteSiteRedirects,
  type TransferDocument,
  type TransferVersion,
} from './site-transfer';
export { documentsUsingKind, firstPublishedNode, type KindUseRow } from './component-usage';
