/**
 * The application layer: one operation per use case, each taking `(ctx, { actor, ... })` and
 * owning its access check, validation, transaction, audit entry and cache invalidation.
 * Routes, the scheduler and the command line call these; nothing else writes to the store.
 */
export * from './context';
export * from './access';
export { createContentContext, noChangeListener, openStore, migrateStore } from './setup';
export { bootstrap, publishDocuments, type BootstrapResult, type SeedDocument, type SeedVisitor } from './bootstrap';
export { rootKindsFor, validateDocumentTree, renderableDraft, starterTree, withSiteChrome, includedPaths } from './trees';
export { getDocument, listDocuments, createDocument, saveDraft, moveDocument, duplicateDocument, deleteDocument, setAccessCode } from './documents';
export { publishDocument, unpublishDocument, listVersions, getVersion, restoreVersion, diffDocument } from './publishing';
export { listDraftSaves, getDraftSave, restoreDraftSave } from './draft-saves';
export { getSchedule, schedulePublish, cancelSchedule, runDueSchedules, type ScheduleRunResult } from './schedules';
export { createPreviewLink, listPreviewLinks, revokePreviewLink, openPreview, type PreviewOutcome } from './previews';
export { heartbeat, leave, PRESENCE_WINDOW_MS } from './presence';
export { listUsers, createUser, updateUser } from './users';
export { listSites, updateSite, installSites } from './sites';
export { signIn, resumeSession, signOut } from './sessions';
export { listAudit, exportAudit, type AuditFilter } from './audit';
export { publishedPage, movedTo, accessCodeMatches, loadPartials, siteList, type PageToRender } from './published';
export { isDatabaseUnavailable, inputErrorOf, DataDirInUseError } from '../store';
export type { Db, PublishedPage, Session, PreviewClaim } from '../store/types';
export { listVisitors, getVisitor } from './visitors/visitors';
export { createVisitor } from './visitors/create-visitor';
export { updateVisitor } from './visitors/update-visitor';
export { signOutVisitor } from './visitors/sign-out-visitor';
export { visitorSignIn, resumeVisitorSession, visitorSignOut, type VisitorSignIn } from './visitors/visitor-sessions';
export { getIdentityProvider, setIdentityProvider, removeIdentityProvider, signInProviderLabels } from './visitors/identity-providers';
export { startProviderSignIn, finishProviderSignIn } from './visitors/provider-sign-in';
export type { PendingSignIn } from '../services/identity';
export { listMedia, getMedia, mediaFile } from './media/media';
export { uploadMedia } from './media/upload-media';
export { updateMedia } from './media/update-media';
export { deleteMedia } from './media/delete-media';
export {
  openFormPost,
  receiveFormFile,
  discardFormPost,
  attachmentBudget,
  MAX_ATTACHMENT_BYTES,
  type FormPost,
  type FormPostTarget,
  type IncomingFile,
} from './forms/form-post';
export { submitForm, type SubmitResult } from './forms/submit-form';
export { deliverOutbox, nextAttemptDelay, MAX_ATTEMPTS } from './forms/deliver-outbox';
export { runRetention } from './forms/run-retention';
export { listJobs, registerJobs, claimJobRun, extendJobRun, finishJobRun } from './jobs';
export { listSubmissions, exportSubmissions, submissionForms, submissionFile } from './forms/submissions';
export { listOutbox, retryOutbox } from './forms/retry-outbox';
export { getCaptchaSettings, setCaptchaSettings, publicCaptcha, captchaChallenge } from './forms/captcha';
export { requestSubscription } from './forms/request-subscription';
export { verifySubscription, managedSubscription, changeSubscription, manageLink } from './forms/subscriptions';
export { loadNodeData, registerLoader, type NodeLoader, type LoadInput } from './loaders';
export { launchConfig, launchInstallerFile, launchHeartbeat, openLaunchers } from './market/launch';
export { searchNotices, noticeYears, noticeTopics, filterCirculars, circularOptions } from './notices/published-notices';
export { searchNotificationAlerts } from './notices/notification-alerts';
export { listNotices, getNotice } from './notices/notice-records';
export { createNotice } from './notices/create-notice';
export { updateNotice, setNoticeStatus } from './notices/update-notice';
export { deleteNotice } from './notices/delete-notice';
export { importNotices, type ImportReport } from './notices/import-notices';
export type { NoticeInput } from '../store';
export { siteSearch, SITE_COLLECTIONS, SEARCH_PAGE_SIZE, type SiteSearchResult, type SnippetPart } from './search/site-search';
export { reindexPages } from './search/index-pages';
export { sitemapPages } from './search/sitemap-pages';
export { marketQuotes, marketInstruments, marketMovers, marketIndex, marketHalts, marketHaltsCsv, marketStatistics, MAX_HALT_HISTORY_DAYS } from './market/market-data';
export { productGuideProducts } from './market/product-guide';
export { settlementHistoryCsv } from './market/chart-data';
