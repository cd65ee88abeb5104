/** What the Outbox screen shows and asks for, apart from React: its address, labels and which rows may be retried. */
import type { OutboxEntryView, RouteQuery, Routes } from '../../core/contracts';
import { isSiteId, type SiteId } from '../../core/sites';
import { readPlace, writePlace, type PagePlace } from '../ui/paging';

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxStatus = OutboxEntryView['status'];
/** The tabs, in order: every message, then by status. */
export const OUTBOX_TABS: { status: OutboxStatus | ''; label: string }[] = [
  { status: '', label: 'All' },
  { status: 'pending', label: 'Queued' },
  { status: 'sending', label: 'Sending' },
  { status: 'failed', label: 'Failed' },
  { status: 'held', label: 'Held' },
  { status: 'sent', label: 'Sent' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'opted_out', label: 'Opted out' },
];

export interface OutboxQuery extends PagePlace {
  /** Empty for every status. */
  status: OutboxStatus | '';
  site: SiteId | '';
}

const isStatus = (value: string): value is OutboxStatus => OUTBOX_TABS.some((tab) => tab.status !== '' && tab.status === value);

/** The list's state from the address's query string: `?status=failed&site=nyse&page=2&cursor=…`. */
export function readOutboxQuery(search: string): OutboxQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const site = params.get('site') ?? '';
  return { status: isStatus(status) ? status : '', site: isSiteId(site) ? site : '', ...readPlace(params) };
}

/** The query string for a list state, leaving out what is the default. */
export function outboxQueryParams({ status, site, ...place }: OutboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (site) params.set('site', site);
  return writePlace(params, place);
}

/** The query of the API call for a page of the list (`routes.listOutbox`). */
export function outboxApiQuery({ status, site, cursor }: OutboxQuery): RouteQuery<Routes['listOutbox']> {
  return { ...(status ? { status } : {}), ...(site ? { site } : {}), limit: OUTBOX_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
}

const CHANNELS: Record<OutboxEntryView['channel'], string> = { webhook: 'Webhook', email: 'E-mail', sms: 'SMS', voice: 'Voice' };

export function channelLabel(channel: OutboxEntryView['channel']): string {
  return CHANNELS[channel];
}

const STATUSES: Record<OutboxStatus, string> = Object.fromEntries(OUTBOX_TABS.flatMap((tab) => (tab.status ? [[tab.status, tab.label]] : []))) as Record<OutboxStatus, string>;

export function statusLabel(status: OutboxStatus): string {
  return STATUSES[status];
}

/** Failed messages and those still waiting can be sent again at once; sent and held ones cannot. */
export function canRetry(entry: Pick<OutboxEntryView, 'status'>): boolean {
  return entry.status === 'failed' || entry.status === 'pending';
}

/**
 * The reason worth showing beside a message: why it failed (or failed last, while it waits for
 * another attempt), or why it was not sent to a number that opted out.
 */
export function shownError(entry: Pick<OutboxEntryView, 'status' | 'lastError'>): string | null {
  return canRetry(entry) || entry.status === 'opted_out' ? entry.lastError : null;
}

/**
 * The message a held e-mail, SMS or voice call would have carried (its subject, for e-mail),
 * for people to read and act on by hand; null for other messages.
 */
export function heldMessage(entry: Pick<OutboxEntryView, 'status' | 'channel' | 'payload'>): { subject: string | null; text: string } | null {
  if (entry.status !== 'held' || entry.channel === 'webhook') return null;
  const { subject, text } = entry.payload;
  return { subject: typeof subject === 'string' && subject !== '' ? subject : null, text: typeof text === 'string' ? text : '' };
}

/** Why a held message is here, by its channel. */
export function heldReason(channel: OutboxEntryView['channel']): string {
  if (channel === 'email') return 'Held: no SMTP server is configured, so e-mail is kept here instead of sent.';
  if (channel === 'webhook') return 'Held: it is kept here instead of sent.';
  return `Held: no SMS and voice provider is configured (SMS_PROVIDER_URL and its credentials), so the ${channel === 'sms' ? 'SMS' : 'voice call'} is kept here instead of sent.`;
}

/** The page's rows with one replaced by its newer state (after Retry now). */
export function replaceEntry(entries: readonly OutboxEntryView[], entry: OutboxEntryView): OutboxEntryView[] {
  return entries.map((e) => (e.id === entry.id ? entry : e));
}

/** What the "Next attempt" column says: when a waiting message goes next, when a sent one went, or why there is none. */
export function nextAttempt(entry: Pick<OutboxEntryView, 'status' | 'nextAttemptAt' | 'sentAt' | 'deliveredAt'>): { label: string; at: string | null } {
  switch (entry.status) {
    case 'pending':
      return { label: '', at: entry.nextAttemptAt };
    case 'sending':
      return { label: 'Being sent now', at: null };
    case 'sent':
      return { label: 'Sent', at: entry.sentAt };
    case 'delivered':
      return { label: 'Delivered', at: entry.deliveredAt ?? entry.sentAt };
    case 'opted_out':
      return { label: 'None: opted out', at: null };
    case 'failed':
      return { label: 'None: given up', at: null };
    case 'held':
      return { label: 'None: held', at: null };
  }
}

const NOUNS: Record<OutboxEntryView['channel'], string> = { webhook: 'webhook call', email: 'e-mail', sms: 'SMS', voice: 'voice call' };

/** `the e-mail to press@example.com`, for sentences and button names. */
export function messageName(entry: Pick<OutboxEntryView, 'channel' | 'target'>): string {
  return `the ${NOUNS[entry.channel]} to ${entry.target}`;
}
