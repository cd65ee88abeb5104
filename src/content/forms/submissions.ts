import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertAllowed, mayPublish } from '../access';
import type { Actor, ContentContext } from '../context';

// What editors see of visitors' submissions: Super Users and Admins (they hold personal data).

const READ = 'read form submissions';

export function listSubmissions(ctx: ContentContext, { actor, ...query }: { actor: Actor; limit: number; offset: number } & store.SubmissionFilter) {
  assertAllowed(mayPublish(actor), actor, READ);
  return store.listSubmissions(ctx.db, query);
}

/** Every submission matching the filter, for a CSV export (pages through the store). */
export async function exportSubmissions(ctx: ContentContext, { actor, ...filter }: { actor: Actor } & store.SubmissionFilter): Promise<store.Submission[]> {
  assertAllowed(mayPublish(actor), actor, READ);
  const all: store.Submission[] = [];
  for (let offset = 0; ; offset += 500) {
    const { submissions } = await store.listSubmissions(ctx.db, { ...filter, limit: 500, offset });
    all.push(...submissions);
    if (submissions.length < 500) return all;
  }
}

export function submissionForms(ctx: ContentContext, { actor, site }: { actor: Actor; site?: SiteId }) {
  assertAllowed(mayPublish(actor), actor, READ);
  return store.submissionForms(ctx.db, site ? { site } : {});
}

/** A file a visitor attached, for an editor to download. */
export async function submissionFile(ctx: ContentContext, { actor, id, hash }: { actor: Actor; id: string; hash: string }): Promise<{ file: store.StoredFile; bytes: Buffer }> {
  assertAllowed(mayPublish(actor), actor, READ);
  const submission = await store.getSubmission(ctx.db, { id });
  const file = submission?.files.find((f) => f.hash === hash);
  const bytes = file && (await ctx.uploads.read(`${file.hash}.${file.ext}`));
  if (!file || !bytes) throw new TesseraError('NOT_FOUND', { what: 'The attached file' });
  return { file, bytes };
}
