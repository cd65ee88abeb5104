import { describe, expect, it } from 'vitest';
import { testRenderer } from '../../test/support/archive';
import { registry } from '../components/registry';
import { createContentContext } from '../content';
import { openTestDb } from '../../test/support/db';
import { retention } from './retention';

describe('the retention job', () => {
  it('says how many of each it deleted, and logs it', async () => {
    const db = await openTestDb();
    try {
      await db.query(
        `INSERT INTO form_submissions (id, site, path, form_id, form_kind, form_name, values, created_at, delete_after)
         VALUES (gen_random_uuid(), 'ice', '/contact', 'job-form', 'form', 'Job', '{}', now() - interval '40 days', now() - interval '10 days'),
                (gen_random_uuid(), 'ice', '/contact', 'job-form', 'form', 'Job', '{}', now() - interval '40 days', now() - interval '10 days')`,
      );
      const logged: object[] = [];
      const log = { info: (detail: object) => void logged.push(detail), error: () => {} };
      const job = retention();
      const content = createContentContext({ db, registry, archive: testRenderer });
      const message = await job.run({ content, log, signal: new AbortController().signal, instanceId: 'test' });
      expect(message).toBe('2 submissions, 0 draft saves, 0 preview links deleted');
      expect(logged).toEqual([{ submissions: 2, draftSaves: 0, previewLinks: 0, more: false }]);
      expect(await job.run({ content, log, signal: new AbortController().signal, instanceId: 'test' })).toBe('0 submissions, 0 draft saves, 0 preview links deleted');
    } finally {
      await db.close();
    }
  });
});
