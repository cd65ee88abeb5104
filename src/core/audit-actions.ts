/**
 * The actions the audit log records (`action` of each entry), with a plain name for people.
 * Every code written by `src/store` and `src/content` is listed here: `audit-actions.test.ts`
 * reads the source to keep the two in step.
 */
export const AUDIT_ACTIONS = {
  'document.create': 'Page created',
  'draft.save': 'Draft saved',
  'draft.restore': 'Earlier draft restored',
  'draft.discard': 'Changes discarded',
  'document.publish': 'Page published',
  'document.unpublish': 'Page unpublished',
  'document.delete': 'Page deleted',
  'version.restore': 'Version restored as draft',
  'access-code.set': 'Access code changed',
  'publish.schedule': 'Publishing scheduled',
  'publish.unschedule': 'Scheduled publishing cancelled',
  'publish.schedule-failed': 'Scheduled publishing failed',
  'review.request': 'Review requested',
  'review.comment': 'Review commented',
  'review.approve': 'Review approved',
  'review.reject': 'Review rejected',
  'preview-link.create': 'Preview link shared',
  'preview-link.revoke': 'Preview link revoked',
  'media.upload': 'File uploaded',
  'media.update': 'File details changed',
  'media.delete': 'File deleted',
  'media.generate': 'Documents generated',
  'notice.create': 'Notice created',
  'notice.update': 'Notice changed',
  'notice.publish': 'Notice published',
  'notice.unpublish': 'Notice unpublished',
  'notice.delete': 'Notice deleted',
  'notice.import': 'Notices imported',
  'notice-topic.create': 'Notice topic added',
  'notice-topic.rename': 'Notice topic renamed',
  'notice-topic.delete': 'Notice topic removed',
  'user.create': 'User added',
  'user.update': 'User changed',
  'user.password': 'User password changed',
  'visitor.create': 'Visitor added',
  'visitor.update': 'Visitor changed',
  'visitor.sign-out': 'Visitor signed out',
  'site.save': 'Site saved',
  'site.update': 'Site changed',
  'site.settings.set': 'Site settings changed',
  'site.redirect.add': 'Redirect added',
  'site.redirect.import': 'Redirects imported',
  'site.import': 'Site imported from a bundle',
  'site.export': 'Site exported as a bundle',
  'site.redirect.delete': 'Redirect removed',
  'site.captcha.set': 'Form captcha changed',
  'site.identity-provider.set': 'Visitor sign-in provider set',
  'site.identity-provider.remove': 'Visitor sign-in provider removed',
  'outbox.retry': 'Message sent again',
  'job.run': 'Background job run on request',
  'phone.opt-out': 'Number opted out of text and voice alerts',
  'phone.opt-in': 'Number opted back in to text and voice alerts',
  'submissions.delete': 'Old form submissions deleted',
  'submission.delete': 'Form submission deleted after its retention',
  'draft-save.delete': 'Draft save deleted after its retention',
  'preview-link.delete': 'Preview link deleted after its retention',
  'retention.set': 'Retention period changed',
  'banner.create': 'Banner created',
  'banner.update': 'Banner changed',
  'banner.delete': 'Banner removed',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** How an action code is written: dotted lower-case words (`draft.save`, `site.captcha.set`). */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;

/** The plain name of an action; the code itself for one this list does not know. */
export function auditActionName(code: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[code] ?? code;
}
