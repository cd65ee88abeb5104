/**
 * The application layer: one operation per use case, each taking `(ctx, { actor, ... })` and
 * owning its access check, validation, transaction, audit entry and cache invalidation.
 * Routes, the scheduler and the command line call these; nothing else writes to the store.
 */
export * from './context';
export * from './access';
export { changeChannel, type Change, type ChangeChannel, type VisitorSessionsChange } from './changes';
export { composedKeys, dataKey, docKey, noticeKeys, siteKey, type DataSource, type SurrogateKey } from './surrogate-keys';
export { createContentContext, noChangeListener, openStore, migrateStore, prepareNewStores } from './setup';
export { bootstrap, pendingBootstrap, publishDocuments, seedNotices, type BootstrapProgress, type BootstrapResult, type BootstrapStep, type SeedDocument, type SeedKinds, type SeedVisitor } from './bootstrap';
export { previewTree } from './documents/preview-tree';
export { rootKindsFor, validateDocumentTree, renderableDraft, starterTree, withSiteChrome, includedPaths } from './documents/trees';
export { getDocument, listDocuments, listDocumentTree } from './documents/read';
export { createDocument } from './documents/create';
export { saveDraft, moveDocument } from './documents/save-draft';
export { duplicateDocument } from './documents/duplicate';
export { deleteDocument } from './documents/delete';
export { setAccessCode } from './documents/set-access-code';
export { listDraftSaves, getDraftSave } from './documents/draft-saves';
export { restoreDraftSave } from './documents/restore-draft-save';
export { discardChanges } from './documents/discard-changes';
export { publishDocument } from './publishing/publish';
export { unpublishDocument } from './publishing/unpublish';
export { listVersions, getVersion, diffDocument } from './publishing/versions';
export { restoreVersion } from './publishing/restore-version';
export { getSchedule, schedulePublish, cancelSchedule } from './publishing/schedule';
export { runDueSchedules, type ScheduleRunResult } from './publishing/run-due-schedules';
export { listPreviewLinks, openPreview, type PreviewOutcome } from './publishing/previews';
export { createPreviewLink } from './publishing/create-preview-link';
export { revokePreviewLink } from './publishing/revoke-preview-link';
export type { Approval } from './publishing/approval';
export { requestReview } from './review/request-review';
export { listReviewRequests, getReviewRequest } from './review/review-requests';
export { commentOnReview } from './review/comment-review';
export { approveReview } from './review/approve-review';
export { rejectReview } from './review/reject-review';
export { heartbeat, leave, PRESENCE_WINDOW_MS } from './admin/presence';
export { listUsers } from './admin/users';
export { createUser } from './admin/create-user';
export { updateUser } from './admin/update-user';
export { listSites } from './admin/sites';
export { updateSite } from './admin/update-site';
export { getSiteSettings, setSiteSettings } from './sites/settings';
export { listRedirects, createRedirect, importRedirects, deleteRedirect } from './sites/redirects';
export { exportSite, type SiteBundleFile } from './sites/export-site';
export { importSite, assertMayImportSite, type BundleFiles, type ImportProgress } from './sites/import-site';
export { installSites } from './admin/install-sites';
export { signIn, resumeSession, signOut } from './admin/sessions';
export { listAudit, exportAudit, type AuditFilter } from './admin/audit';
export { publishedPage, loadPartials, loadPartialDocuments, siteList, type PageToRender } from './published';
export { composePage, type ComposedPage } from './site-pages/compose';
export { visitPage, type PageVisit } from './site-pages/visit';
export { enterAccessCode, mayOpen, gatePage, ACCESS_CODE_ATTEMPTS, type AccessCodeOutcome, type AccessGrant, type Cookies } from './site-pages/access-code';
export { platformPage } from './site-pages/platform-page';
export { servedSites } from './site-pages/served-sites';
export { isDatabaseUnavailable, DataDirInUseError, PRIVATE_UMASK, tightenPrivateFiles } from '../store';
export { inputErrorOf } from './database-errors';
export type { Db, PublishedPage, Session, PreviewClaim } from '../store/types';
export { listVisitors, getVisitor } from './visitors/visitors';
export { createVisitor } from './visitors/create-visitor';
export { updateVisitor } from './visitors/update-visitor';
export { signOutVisitor } from './visitors/sign-out-visitor';
export { visitorSignIn, resumeVisitorSession, visitorSignOut, visitorSessionKey, type VisitorSignIn } from './visitors/visitor-sessions';
export { getIdentityProvider, setIdentityProvider, removeIdentityProvider, signInProviderLabels } from './visitors/identity-providers';
export { startProviderSignIn, finishProviderSignIn } from './visitors/provider-sign-in';
export type { PendingSignIn } from '../services/identity';
export { listMedia, getMedia, mediaFile } from './media/media';
export { uploadMedia } from './media/upload-media';
export { addBundledImages, type BundledImage } from './media/bundled-images';
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
export { reportPhoneDelivery, receivePhoneReply } from './forms/phone-callbacks';
export { runRetention, RETENTION_ACTOR, RETENTION_BATCH, RETENTION_MAX_BATCHES, type RetentionReport } from './retention/run-retention';
export { getRetentionSettings } from './retention/retention-settings';
export { setContentRetention } from './retention/set-content-retention';
export { setFormRetention, clearFormRetention } from './retention/set-form-retention';
export { listBanners, siteBanners, type SiteBanners } from './banners/banners';
export { createBanner } from './banners/create-banner';
export { updateBanner } from './banners/update-banner';
export { deleteBanner } from './banners/delete-banner';
export { listJobs, pageJobs, runJobNow, registerJobs, claimJobRun, extendJobRun, finishJobRun } from './admin/jobs';
export { listSubmissions, exportSubmissions, submissionForms, submissionFile } from './forms/submissions';
export { listOutbox, retryOutbox } from './forms/retry-outbox';
export { getCaptchaSettings, setCaptchaSettings, publicCaptcha, captchaChallenge } from './forms/captcha';
export { requestSubscription } from './forms/request-subscription';
export { verifySubscription, managedSubscription, changeSubscription, manageLink } from './forms/subscriptions';
export { loadNodeData, type Loader, type LoadInput } from './loaders';
export { launchConfig, launchInstallerFile, launchHeartbeat, openLaunchers } from './market/launch';
export { searchNotices, noticeYears, noticeTopics, filterCirculars, circularOptions } from './notices/published-notices';
export { searchNotificationAlerts } from './notices/notification-alerts';
export { listNotices, getNotice } from './notices/notice-records';
export { createNotice } from './notices/create-notice';
export { updateNotice, setNoticeStatus } from './notices/update-notice';
export { deleteNotice } from './notices/delete-notice';
export { importNotices, type ImportReport } from './notices/import-notices';
export { renderNoticeDocument, type NoticeDocumentFields } from './notices/notice-document';
export type { NoticeDocumentRenderer } from './notices/notice-documents';
export { listNoticeTopicList, createNoticeTopic, renameNoticeTopic, deleteNoticeTopic } from './notices/notice-topics';
export type { NoticeInput } from '../store';
export { siteSearch, SITE_COLLECTIONS, SEARCH_PAGE_SIZE, type SiteSearchResult, type SnippetPart, type SearchFacet } from './search/site-search';
export { reindexPages } from './search/index-pages';
export { siteSitemap, SITEMAP_MAX_URLS, type SitemapUrl } from './search/sitemap-pages';
export { marketQuotes, marketInstruments, marketMovers, marketIndex, marketHalts, marketHaltsCsv, marketStatistics, MAX_HALT_HISTORY_DAYS } from './market/market-data';
export { productGuideProducts } from './market/product-guide';
export { marketDataSupport, mockFixture, corporateActions, proxyRulings, validateUrl } from './market/references';
export { settlementHistoryCsv } from './market/chart-data';
export { listDataSources, previewDataSource, previewChart } from './charts/data-sources';
export type { PageRenderer, SiteFacts } from './archive/renderer';
export { archiveAt, listArchive, type ArchiveView } from './archive/read';
export { verifyArchive, type ArchiveVerification, type ChainReport, type BrokenEntry, type PendingWork } from './archive/verify';
export { recordArchive, CHECKPOINT_EVERY_MS, type RecordReport } from './archive/recorder';
export { openArchiveAnchor, writeCheckpoint, readCheckpoints, CHECKPOINT_FORMAT, type ArchiveAnchor, type Checkpoint } from './archive/anchor';
export { archiveStorage } from './archive/storage';
export { exportArchive, BUNDLE_CHECK, type BundleFile } from './archive/export';
export { signingSecret } from './installation/signing-secret';
export { attemptLimiter } from './limits/attempt-limiter';
export { countRequest, deleteEndedCounters } from './limits/count-request';
export { readiness, type Readiness } from './installation/readiness';
export { operationalFigures, databaseFigures, type OperationalFigures } from './installation/figures';
export type { DbFigures, OutboxFigure } from '../store';
export {
  snapshotDatabase,
  loadSnapshot,
  knownMigrations,
  schemaProblem,
  installationTables,
  installationCounts,
  clearInstallation,
  holdDataDir,
  type DatabaseSnapshot,
  type SnapshotTable,
  type MigrationName,
} from './installation/backup';
export { copyServedDataDir, controlSocketPath, controlRequest, controlAnswer, CONTROL_SOCKET, MAX_SOCKET_PATH, PGLITE_ENTRY, type ControlAnswer, type ControlRequest, type ServedCopy } from './installation/served-backup';
export { listComponentKinds, getComponentKind, listComponentUsage, componentSample, USES_LISTED } from './components/catalogue';
