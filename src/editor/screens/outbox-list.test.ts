import { describe, expect, it } from 'vitest';
import { OutboxQuery, routes, routeUrl, type OutboxEntryView } from '../../core/contracts';
import {
  canRetry,
  channelLabel,
  heldMessage,
  heldReason,
  messageName,
  nextAttempt,
  outboxApiQuery,
  outboxQueryParams,
  readOutboxQuery,
  replaceEntry,
  shownError,
  statusLabel,
  OUTBOX_TABS,
} from './outbox-list';

const entry = (patch: Partial<OutboxEntryView> = {}): OutboxEntryView => ({
  id: 1,
  channel: 'email',
  target: 'press@example.com',
  payload: { subject: 'Press enquiry', text: 'A visitor sent the Press enquiry.' },
  submissionId: null,
  site: 'nyse',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2030-05-03T12:00:00.000Z',
  lastError: null,
  createdAt: '2030-05-03T11:00:00.000Z',
  sentAt: null,
  providerId: null,
  deliveredAt: null,
  ...patch,
});

describe('the Outbox address', () => {
  it('reads status, site and page with its cursor, leaving out what it does not know', () => {
    expect(readOutboxQuery('?status=failed&site=nyse&page=2&cursor=abc')).toEqual({ status: 'failed', site: 'nyse', page: 2, cursor: 'abc' });
    // A page number without its cursor is the first page.
    expect(readOutboxQuery('?status=lost&site=example&page=2')).toEqual({ status: '', site: '', page: 1 });
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    expect(outboxQueryParams({ status: '', site: '', page: 1 }).toString()).toBe('');
    const query = { status: 'held', site: 'ice', page: 3, cursor: 'c3' } as const;
    expect(readOutboxQuery(`?${outboxQueryParams(query).toString()}`)).toEqual(query);
  });

  it('asks the API for 50 a page from the cursor, in a query the contract accepts', () => {
    const query = outboxApiQuery({ status: 'held', site: 'ice', page: 2, cursor: 'c2' });
    expect(query).toEqual({ status: 'held', site: 'ice', limit: 50, cursor: 'c2' });
    const sent = new URL(routeUrl(routes.listOutbox, { query: { status: 'held', site: 'ice', limit: 50 } }), 'http://x').searchParams;
    expect(OutboxQuery.parse(Object.fromEntries(sent))).toEqual({ status: 'held', site: 'ice', limit: 50 });
    expect(outboxApiQuery({ status: '', site: '', page: 1 })).toEqual({ limit: 50 });
  });
});

describe('an Outbox row', () => {
  it('offers Retry now for failed and pending messages only', () => {
    expect(
      ['pending', 'failed', 'held', 'sent', 'sending', 'delivered', 'opted_out'].map((status) => canRetry({ status: status as OutboxEntryView['status'] })),
    ).toEqual([true, true, false, false, false, false, false]);
  });

  it('shows the last error while the message is undelivered', () => {
    expect(shownError(entry({ status: 'failed', lastError: '500 Internal Server Error: https://hooks.example/x' }))).toBe('500 Internal Server Error: https://hooks.example/x');
    expect(shownError(entry({ status: 'pending', lastError: 'timeout' }))).toBe('timeout');
    expect(shownError(entry({ status: 'sent', lastError: 'timeout' }))).toBeNull();
    expect(shownError(entry({ status: 'delivered', lastError: null }))).toBeNull();
    expect(shownError(entry({ channel: 'sms', status: 'opted_out', lastError: 'Not sent: +12125550100 replied STOP' }))).toBe('Not sent: +12125550100 replied STOP');
  });

  it('shows the text of a held e-mail, SMS or voice message, never of a webhook call', () => {
    expect(heldMessage(entry({ status: 'held' }))).toEqual({ subject: 'Press enquiry', text: 'A visitor sent the Press enquiry.' });
    expect(heldMessage(entry({ status: 'held', channel: 'sms', payload: { text: 'Your alerts are confirmed.' } }))).toEqual({ subject: null, text: 'Your alerts are confirmed.' });
    expect(heldMessage(entry({ status: 'held', channel: 'sms', payload: { text: 42 } }))).toEqual({ subject: null, text: '' });
    expect(heldMessage(entry({ status: 'pending' }))).toBeNull();
    expect(heldMessage(entry({ status: 'held', channel: 'webhook', payload: { text: 'x' } }))).toBeNull();
  });

  it('says why a message is held', () => {
    expect(heldReason('email')).toBe('Held: no SMTP server is configured, so e-mail is kept here instead of sent.');
    expect(heldReason('sms')).toBe('Held: no SMS and voice provider is configured (SMS_PROVIDER_URL and its credentials), so the SMS is kept here instead of sent.');
    expect(heldReason('voice')).toContain('so the voice call is kept here');
  });

  it('says when the next attempt is, or why there is none', () => {
    expect(nextAttempt(entry())).toEqual({ label: '', at: '2030-05-03T12:00:00.000Z' });
    expect(nextAttempt(entry({ status: 'sent', sentAt: '2030-05-03T12:00:05.000Z' }))).toEqual({ label: 'Sent', at: '2030-05-03T12:00:05.000Z' });
    expect(nextAttempt(entry({ status: 'failed' }))).toEqual({ label: 'None: given up', at: null });
    expect(nextAttempt(entry({ status: 'held' }))).toEqual({ label: 'None: held', at: null });
    expect(nextAttempt(entry({ status: 'delivered', sentAt: '2030-05-03T12:00:05.000Z', deliveredAt: '2030-05-03T12:00:09.000Z' }))).toEqual({
      label: 'Delivered',
      at: '2030-05-03T12:00:09.000Z',
    });
    expect(nextAttempt(entry({ status: 'opted_out' }))).toEqual({ label: 'None: opted out', at: null });
    expect(nextAttempt(entry({ status: 'sending' }))).toEqual({ label: 'Being sent now', at: null });
  });

  it('names channels and messages', () => {
    expect(['webhook', 'email', 'sms', 'voice'].map((c) => channelLabel(c as OutboxEntryView['channel']))).toEqual(['Webhook', 'E-mail', 'SMS', 'Voice']);
    expect(messageName(entry())).toBe('the e-mail to press@example.com');
    expect(messageName(entry({ channel: 'webhook', target: 'https://hooks.example/x' }))).toBe('the webhook call to https://hooks.example/x');
  });

  it('replaces a retried row in place, leaving the others', () => {
    const rows = [entry({ id: 1, status: 'failed' }), entry({ id: 2 })];
    const retried = entry({ id: 1, status: 'pending', nextAttemptAt: '2030-05-03T13:00:00.000Z' });
    expect(replaceEntry(rows, retried)).toEqual([retried, rows[1]]);
    expect(rows[0]!.status).toBe('failed');
  });
});

describe('the Outbox states', () => {
  it('names each state, queued first, with a tab for each', () => {
    expect(OUTBOX_TABS.map((tab) => tab.label)).toEqual(['All', 'Queued', 'Sending', 'Failed', 'Held', 'Sent', 'Delivered', 'Opted out']);
    expect(statusLabel('pending')).toBe('Queued');
    expect(statusLabel('opted_out')).toBe('Opted out');
  });
});
