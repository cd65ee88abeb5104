import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../core/audit-actions';
import type { AuditEntry } from '../../core/contracts';
import { formatTime } from '../format';
import { describeEntry, describeRow } from './audit-sentences';

beforeEach(() => {
  vi.stubGlobal('navigator', { language: 'en-GB' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let nextId = 1;
function entry(action: string, detail: Record<string, unknown>, more: Partial<AuditEntry> = {}): AuditEntry {
  return { id: nextId++, at: '2030-05-03T12:05:00Z', actor: 'pat@example.test', actorName: 'Pat Publisher', action, site: 'nyse', documentId: 'd1', path: '/fees', detail, ...more };
}

describe('audit entries as sentences', () => {
  it('flags urgent publishes without review and names who asked for a reviewed one', () => {
    expect(describeEntry(entry('document.publish', { version: 4, urgent: true, approval: { kind: 'urgent', reason: 'Trading halt', by: 'pat@example.test' } }))).toBe(
      'Pat Publisher published /fees as version 4 — URGENT, without review: “Trading halt”.',
    );
    expect(describeEntry(entry('document.publish', { version: 5, approval: { kind: 'review', requestId: 'r', requestedBy: 'una@example.test', approvedBy: 'pat@example.test' } }))).toBe(
      'Pat Publisher published /fees as version 5, approved on the review request of una@example.test.',
    );
    expect(describeEntry(entry('review.approve', { requestId: 'r', requestedBy: 'una@example.test', revision: 7, version: 5 }))).toBe(
      'Pat Publisher approved una@example.test’s review request for /fees, published as version 5.',
    );
    expect(describeEntry(entry('review.reject', { requestId: 'r', requestedBy: 'una@example.test', revision: 7, comment: 'Wait for the filing' }))).toBe(
      'Pat Publisher rejected una@example.test’s review request for /fees “Wait for the filing”.',
    );
  });

  it('says who did what to which page, with the details that matter', () => {
    expect(describeEntry(entry('document.publish', { version: 3, revision: 12, note: 'New member fees' }))).toBe(
      'Pat Publisher published /fees as version 3 with the note “New member fees”.',
    );
    expect(describeEntry(entry('draft.save', { revision: 4, changed: ['draft', 'path'], previousPath: '/old-fees' }))).toBe(
      'Pat Publisher saved the draft of /fees, moving it from /old-fees.',
    );
    expect(describeEntry(entry('user.update', { userId: 'u', email: 'una@example.test', role: 'CMSTWO User', disabled: true }, { path: null }))).toBe(
      'Pat Publisher changed the user una@example.test: role to CMSTWO User and access disabled.',
    );
    // Roles per site (issue 23 item 1).
    expect(describeEntry(entry('user.update', { userId: 'u', email: 'una@example.test', roles: { ice: 'CMSTWO Super User', nyse: 'CMSTWO User' } }, { path: null }))).toBe(
      'Pat Publisher changed the user una@example.test: roles to CMSTWO Super User on ice, CMSTWO User on nyse.',
    );
    expect(describeEntry(entry('user.create', { userId: 'u', email: 'una@example.test', roles: { imt: 'CMSTWO Admin' } }, { path: null }))).toBe(
      'Pat Publisher added the user una@example.test as CMSTWO Admin on imt.',
    );
    expect(describeEntry(entry('access-code.set', { enabled: false }))).toBe('Pat Publisher removed the access code from /fees.');
    expect(describeEntry(entry('submission.delete', { form: 'Press enquiry', ageDays: 31, days: 30 }, { actor: 'retention', actorName: null }))).toBe(
      'A submission of the form “Press enquiry” on /fees, 31 days old, was deleted: its form keeps submissions 30 days.',
    );
    expect(describeEntry(entry('retention.set', { kind: 'partial', subject: 'draft-saves', days: null }))).toBe('Pat Publisher set draft saves of partials to be kept without end.');
    expect(describeEntry(entry('banner.create', { kind: 'disclaimer', message: 'Not advice.' }))).toBe('Pat Publisher added the disclaimer “Not advice.” on nyse.');
    // No editor account: the address or process recorded.
    expect(describeEntry(entry('document.unpublish', { version: 2 }, { actorName: null }))).toBe('pat@example.test unpublished /fees (version 2 was live).');
  });

  it('has a sentence for every known action, without raw JSON', () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      const sentence = describeEntry(entry(action, { email: 'a@example.test', name: 'File', version: 1, at: '2030-05-03T12:05:00Z' }));
      expect(sentence, action).toMatch(/\.$/);
      expect(sentence, action).not.toMatch(/[{}]|undefined|null/);
    }
    // An action it does not know still reads, with its details as text.
    expect(describeEntry(entry('bulk.test', { i: 1 }))).toBe('Pat Publisher: bulk.test on /fees (i: 1).');
    // A process that acted starts the sentence with a capital.
    expect(describeEntry(entry('notice.import', { created: 2, updated: 0, status: 'published' }, { actor: 'seed', actorName: null }))).toBe(
      'Seed imported notices: 2 new, 0 updated, published.',
    );
  });

  it('folds a run of draft saves into one sentence with its times', () => {
    const saves = [3, 2, 1].map((r, i) => entry('draft.save', { revision: r }, { at: `2030-05-03T12:${String(30 - i * 14).padStart(2, '0')}:00Z` }));
    const row = { ...saves[0]!, folded: saves };
    expect(describeRow(row)).toBe(`Pat Publisher saved the draft of /fees 3 times between ${formatTime(saves[2]!.at)} and ${formatTime(saves[0]!.at)}.`);
    expect(describeRow(saves[1]!)).toBe('Pat Publisher saved the draft of /fees.');
  });
});
