import type { AuditEntry, AuditRow } from '../../core/contracts';
import { formatDateTime, formatTime } from '../format';

type Detail = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const quoted = (value: unknown) => (text(value) ? ` “${text(value)}”` : '');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** Who acted: the editor's name, else the address or process recorded, else the system. */
export function actorLabel(entry: Pick<AuditEntry, 'actor' | 'actorName'>): string {
  return entry.actorName || entry.actor || 'The system';
}

/** The page or partial an entry is about. */
function pageOf(entry: AuditEntry): string {
  return entry.path ?? 'a page';
}

/** A user's roles per site as recorded (`{ nyse: 'CMSTWO User', … }`): "CMSTWO User on nyse, …", or undefined. */
function siteRoles(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const held = Object.entries(value as Record<string, unknown>).flatMap(([site, role]) => (text(role) ? [`${text(role)} on ${site}`] : []));
  return held.length > 0 ? held.join(', ') : 'no access to any site';
}

/** The changes of a user or visitor account, in words: "role to CMSTWO User and disabled". */
function accountChanges(detail: Detail): string {
  const changes: string[] = [];
  if (text(detail.name)) changes.push(`name to “${text(detail.name)}”`);
  if (text(detail.role)) changes.push(`role to ${text(detail.role)}`);
  if (siteRoles(detail.roles)) changes.push(`roles to ${siteRoles(detail.roles)}`);
  if (Array.isArray(detail.roles)) changes.push(detail.roles.length === 0 ? 'no roles' : `roles to ${list(detail.roles.map(String))}`);
  if (detail.disabled === true) changes.push('access disabled');
  if (detail.disabled === false) changes.push('access enabled');
  if (detail.password === 'changed') changes.push('a new password');
  return changes.length > 0 ? `: ${list(changes)}` : '';
}

/** Any details a sentence does not cover, as `key: value` pairs in plain text. */
function rest(detail: Detail): string {
  const pairs = Object.entries(detail).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return pairs.length > 0 ? ` (${pairs.join('; ')})` : '';
}

/** How a publication was approved, as the end of its sentence: urgent ones are flagged. */
function approvalOf(detail: Detail): string {
  const approval = detail.approval as { kind?: string; reason?: unknown; requestedBy?: unknown } | undefined;
  if (approval?.kind === 'urgent') return ` — URGENT, without review: “${text(approval.reason) ?? ''}”`;
  if (approval?.kind === 'review') return `, approved on the review request of ${text(approval.requestedBy) ?? 'someone'}`;
  return '';
}

/** A sentence starts with a capital, unless it starts with an e-mail address. */
function sentence(words: string): string {
  return /^\S+@/.test(words) ? words : words.charAt(0).toUpperCase() + words.slice(1);
}

/** One audit entry as a sentence for people: "Pat Publisher published /fees as version 3 with the note “New fees”." */
export function describeEntry(entry: AuditEntry): string {
  return sentence(entrySentence(entry));
}

function entrySentence(entry: AuditEntry): string {
  const who = actorLabel(entry);
  const d = entry.detail;
  const page = pageOf(entry);
  const when = (value: unknown) => (text(value) ? formatDateTime(text(value)!) : 'a later time');
  const note = text(d.note) ? ` with the note “${text(d.note)}”` : '';
  const moved = text(d.previousPath) ? `, moving it from ${text(d.previousPath)}` : '';
  switch (entry.action) {
    case 'document.create':
      return `${who} created the ${d.kind === 'partial' ? 'partial' : 'page'} ${page}${quoted(d.title)}.`;
    case 'draft.save':
      return `${who} saved the draft of ${page}${moved}.`;
    case 'draft.restore':
      return `${who} brought back an earlier draft of ${page}.`;
    case 'document.publish':
      return `${who} published ${page}${num(d.version) !== undefined ? ` as version ${num(d.version)}` : ''}${note}${moved}${approvalOf(d)}.`;
    case 'review.request':
      return `${who} asked for review of ${page} (revision ${num(d.revision) ?? '?'})${note}${text(d.publishAt) ? `, to publish on ${when(d.publishAt)}` : ''}.`;
    case 'review.comment':
      return `${who} commented on the review request for ${page}.`;
    case 'review.approve':
      return `${who} approved ${text(d.requestedBy) ?? 'someone'}’s review request for ${page}${num(d.version) !== undefined ? `, published as version ${num(d.version)}` : text(d.scheduledAt) ? `, to publish on ${when(d.scheduledAt)}` : ''}${quoted(d.comment)}.`;
    case 'review.reject':
      return `${who} rejected ${text(d.requestedBy) ?? 'someone'}’s review request for ${page}${quoted(d.comment)}.`;
    case 'document.unpublish':
      return `${who} unpublished ${page}${num(d.version) !== undefined ? ` (version ${num(d.version)} was live)` : ''}.`;
    case 'document.delete':
      return `${who} deleted ${page}${quoted(d.title)}.`;
    case 'draft.discard':
      return `${who} discarded the changes to ${page}: the draft is version ${num(d.version) ?? '?'} again.`;
    case 'version.restore':
      return `${who} restored version ${num(d.version) ?? '?'} of ${page} as the draft.`;
    case 'access-code.set':
      return d.enabled === false ? `${who} removed the access code from ${page}.` : `${who} set an access code on ${page}.`;
    case 'publish.schedule':
      return `${who} scheduled ${page} to be published on ${when(d.at)}${note}${text(d.replacedAt) ? `, instead of on ${when(d.replacedAt)}` : ''}.`;
    case 'publish.unschedule':
      return `${who} cancelled publishing ${page} on ${when(d.at)}.`;
    case 'publish.schedule-failed':
      return `Publishing ${page} on ${when(d.at)}${text(d.scheduledBy) ? `, scheduled by ${text(d.scheduledBy)},` : ''} failed${text(d.error) ? `: ${text(d.error)}` : ''}.`;
    case 'preview-link.create':
      return `${who} shared a preview link to ${page}${text(d.expiresAt) ? `, valid until ${when(d.expiresAt)}` : ''}.`;
    case 'preview-link.revoke':
      return `${who} revoked a preview link to ${page}${text(d.createdBy) ? ` made by ${text(d.createdBy)}` : ''}.`;
    case 'media.upload':
      return `${who} uploaded the file${quoted(d.name)}.`;
    case 'media.update': {
      const { hash: _hash, ...changed } = d;
      const keys = Object.keys(changed);
      return `${who} changed the ${keys.length > 0 ? list(keys) : 'details'} of ${text(d.name) ? `the file “${text(d.name)}”` : 'a file'}.`;
    }
    case 'media.delete':
      return `${who} deleted the file${quoted(d.name)}.`;
    case 'notice.create':
      return `${who} created notice ${text(d.noticeNumber) ?? ''}${text(d.collection) ? ` in ${text(d.collection)}` : ''}.`.replace(' .', '.');
    case 'notice.update':
    case 'notice.publish':
    case 'notice.unpublish': {
      const verb = entry.action === 'notice.update' ? 'changed' : entry.action === 'notice.publish' ? 'published' : 'unpublished';
      return `${who} ${verb} ${text(d.noticeNumber) ? `notice ${text(d.noticeNumber)}` : 'a notice'}.`;
    }
    case 'notice.delete':
      return `${who} deleted ${text(d.noticeNumber) ? `notice ${text(d.noticeNumber)}` : 'a notice'}.`;
    case 'notice.import':
      return `${who} imported notices: ${num(d.created) ?? 0} new, ${num(d.updated) ?? 0} updated${d.status === 'published' ? ', published' : d.status === 'draft' ? ', as drafts' : ''}.`;
    case 'notice-topic.create':
      return `${who} added the topic${quoted(d.name)} to ${text(d.collection) ?? 'a collection'}.`;
    case 'notice-topic.rename':
      return `${who} renamed the topic${quoted(d.from)} of ${text(d.collection) ?? 'a collection'} to “${text(d.name) ?? ''}”${num(d.notices) ? `, and ${num(d.notices)} notice(s) with it` : ''}.`;
    case 'notice-topic.delete':
      return `${who} removed the topic${quoted(d.name)} from ${text(d.collection) ?? 'a collection'}.`;
    case 'user.create':
      return `${who} added the user ${text(d.email) ?? ''}${text(d.role) ? ` as ${text(d.role)}` : siteRoles(d.roles) ? ` as ${siteRoles(d.roles)}` : ''}.`;
    case 'user.update':
      return `${who} changed the user ${text(d.email) ?? ''}${accountChanges(d)}.`;
    case 'user.password':
      return `${who} changed the password of ${text(d.email) ?? 'a user'}.`;
    case 'visitor.create':
      return text(d.issuer)
        ? `${text(d.email) ?? 'A visitor'} signed in for the first time through ${text(d.issuer)}.`
        : `${who} added the visitor ${text(d.email) ?? ''}.`;
    case 'visitor.update':
      return `${who} changed the visitor ${text(d.email) ?? ''}${accountChanges(d)}.`;
    case 'visitor.sign-out':
      return `${who} signed the visitor ${text(d.email) ?? ''} out${num(d.sessions) !== undefined ? ` of ${plural(num(d.sessions)!, 'session')}` : ''}.`;
    case 'site.save':
      return `${who} saved the site${quoted(d.name)}.`;
    case 'site.update':
      return `${who} changed the site’s ${Object.keys(d).length > 0 ? list(Object.keys(d)) : 'settings'}.`;
    case 'site.settings.set':
      return `${who} changed the site’s ${SETTINGS_SECTIONS[text(d.section) ?? ''] ?? 'settings'}${Array.isArray(d.changed) && d.changed.length > 0 ? ` (${list(d.changed.map(String))})` : ''}.`;
    case 'site.redirect.add':
      return `${who} added a redirect${typeof d.status === 'number' ? ` (${d.status})` : ''} from ${text(d.from) ?? 'a path'} to ${text(d.to) ?? 'another address'}.`;
    case 'site.redirect.import':
      return `${who} imported ${typeof d.count === 'number' ? d.count : 'some'} redirect${d.count === 1 ? '' : 's'}.`;
    case 'site.import':
      return `${who} imported the site from a bundle exported ${text(d.exportedAt) ? formatDateTime(text(d.exportedAt)!) : 'elsewhere'}: ${plural(num(d.created) ?? 0, 'new document')}, ${plural(num(d.updated) ?? 0, 'changed document')}, ${num(d.published) ?? 0} published.`;
    case 'site.export':
      return `${who} exported the site as a bundle${d.versions === true ? ', with every version' : ''}.`;
    case 'site.redirect.delete':
      return `${who} removed the redirect from ${text(d.from) ?? 'a path'}${text(d.to) ? ` to ${text(d.to)}` : ''}.`;
    case 'site.captcha.set':
      return `${who} set the forms’ captcha${text(d.provider) ? ` to ${text(d.provider)}` : ''}.`;
    case 'site.identity-provider.set':
      return `${who} set visitor sign-in through ${text(d.label) ?? text(d.issuer) ?? 'an identity provider'}.`;
    case 'site.identity-provider.remove':
      return `${who} removed visitor sign-in through ${text(d.issuer) ?? 'the identity provider'}.`;
    case 'outbox.retry':
      return `${who} sent the message to ${text(d.target) ?? 'its recipient'} again.`;
    case 'job.run':
      return `${who} asked for the ${text(d.job) ?? 'background'} job to run now.`;
    case 'phone.opt-out':
      return `${text(d.phone) ?? 'A number'} replied ${text(d.keyword) ?? 'STOP'}: no more text or voice alerts go to it${entry.site ? ` from ${entry.site}` : ''}.`;
    case 'phone.opt-in':
      return `${text(d.phone) ?? 'A number'} replied START: text and voice alerts to it${entry.site ? ` from ${entry.site}` : ''} resume.`;
    case 'submissions.delete':
      return `${plural(num(d.deleted) ?? 0, 'form submission')} past their keeping period ${num(d.deleted) === 1 ? 'was' : 'were'} deleted.`;
    case 'submission.delete':
      return `A submission of the form${quoted(d.form)} on ${page}, ${plural(num(d.ageDays) ?? 0, 'day')} old, was deleted: its form keeps submissions ${plural(num(d.days) ?? 0, 'day')}.`;
    case 'draft-save.delete':
      return `Draft save ${num(d.revision) ?? ''} of ${page}, ${plural(num(d.ageDays) ?? 0, 'day')} old, was deleted: ${d.kind === 'partial' ? 'partials' : 'pages'} keep draft saves ${plural(num(d.days) ?? 0, 'day')}.`;
    case 'preview-link.delete':
      return `A preview link of ${page}, ended ${plural(num(d.ageDays) ?? 0, 'day')} ago, was deleted: ${d.kind === 'partial' ? 'partials' : 'pages'} keep ended links ${plural(num(d.days) ?? 0, 'day')}.`;
    case 'retention.set': {
      const what = text(d.formId) ? `submissions of the form${quoted(d.form) || ` ${text(d.formId)}`}` : `${text(d.subject) === 'preview-links' ? 'ended preview links' : 'draft saves'} of ${d.kind === 'partial' ? 'partials' : 'pages'}`;
      const days = num(d.days);
      return `${who} set ${what} to be kept ${days === undefined ? (text(d.formId) ? 'as the form says' : 'without end') : plural(days, 'day')}.`;
    }
    case 'banner.create':
    case 'banner.update':
    case 'banner.delete': {
      const verb = entry.action === 'banner.create' ? 'added' : entry.action === 'banner.update' ? 'changed' : 'removed';
      return `${who} ${verb} the ${d.kind === 'disclaimer' ? 'disclaimer' : 'banner'}${quoted(d.message)}${entry.site ? ` on ${entry.site}` : ''}.`;
    }
    default:
      return `${who}: ${entry.action}${entry.path ? ` on ${entry.path}` : ''}${rest(d)}.`;
  }
}

/** A folded row as a sentence: "Pat Publisher saved the draft of /fees 14 times between 14:02 and 14:31." */
export function describeRow(row: AuditRow): string {
  const saves = row.folded;
  if (!saves || saves.length < 2) return describeEntry(row);
  const oldest = saves[saves.length - 1]!.at;
  const sameDay = new Date(oldest).toDateString() === new Date(row.at).toDateString();
  const from = formatDateTime(oldest);
  const to = sameDay ? formatTime(row.at) : formatDateTime(row.at);
  return sentence(`${actorLabel(row)} saved the draft of ${pageOf(row)} ${saves.length} times between ${sameDay ? formatTime(oldest) : from} and ${to}.`);
}

/** The sections of a site's settings, as the audit log's sentences name them. */
const SETTINGS_SECTIONS: Record<string, string> = {
  branding: 'logo and icon',
  theme: 'colours',
  seo: 'search and sharing defaults',
  analytics: 'analytics',
  cookies: 'cookie categories',
};
