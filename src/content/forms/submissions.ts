import { decodeCursor, type CountedPage, type PageRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { derivedLines, type SubmissionLine } from '../../core/submission-lines';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertAllowed, mayPublish, sitesWhere, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';

// What editors see of visitors' submissions: Super Users and Admins of the submission's site
// (they hold personal data). A list for one site needs the role there (403 naming the site);
// a list of all sites holds only the sites where the actor has it.

const READ = 'read form submissions';

function scoped<F extends { site?: SiteId | undefined }>(actor: Actor, filter: F): F & { sites?: SiteId[] } {
  if (filter.site !== undefined) {
    assertAllowed(mayPublish(actor, filter.site), actor, READ, filter.site);
    return filter;
  }
  assertAllowed(mayPublish(actor, SOME_SITE), actor, READ, SOME_SITE);
  return { ...filter, sites: sitesWhere(actor, 'CMSTWO Super User') };
}

/** A submission with its labelled lines: those stored with it, else derived from its values (submissions stored before lines were kept). */
export type LabelledSubmission = store.Submission & { lines: SubmissionLine[] };

function labelled(submission: store.Submission): LabelledSubmission {
  return { ...submission, lines: submission.lines ?? derivedLines({ values: submission.values, files: submission.files }) };
}

/** A page of submissions, newest first, with their labelled lines and their count. */
export async function listSubmissions(ctx: ContentContext, { actor, page, ...query }: { actor: Actor; page: PageRequest } & store.SubmissionFilter): Promise<CountedPage<LabelledSubmission>> {
  const found = await store.listSubmissions(ctx.db, { ...scoped(actor, query), page });
  return { ...found, items: found.items.map(labelled) };
}

/** Every submission matching the filter, for a CSV export (pages through the store). */
export async function exportSubmissions(ctx: ContentContext, { actor, ...filter }: { actor: Actor } & store.SubmissionFilter): Promise<store.Submission[]> {
  const query = scoped(actor, filter);
  const all: store.Submission[] = [];
  let cursor: PageRequest['cursor'];
  do {
    const found = await store.listSubmissions(ctx.db, { ...query, page: { limit: 500, cursor } });
    all.push(...found.items);
    cursor = found.next ? decodeCursor(found.next) : undefined;
  } while (cursor);
  return all;
}

export function submissionForms(ctx: ContentContext, { actor, site }: { actor: Actor; site?: SiteId }) {
  return store.submissionForms(ctx.db, scoped(actor, site ? { site } : {}));
}

/** A file a visitor attached, for an editor (a Super User or Admin of the submission's site) to download. */
export async function submissionFile(ctx: ContentContext, { actor, id, hash }: { actor: Actor; id: string; hash: string }): Promise<{ file: store.StoredFile; bytes: Buffer }> {
  assertAllowed(mayPublish(actor, SOME_SITE), actor, READ, SOME_SITE);
  const submission = await store.getSubmission(ctx.db, { id });
  if (submission) assertAllowed(mayPublish(actor, submission.site), actor, READ, submission.site);
  const file = submission?.files.find((f) => f.hash === hash);
  const bytes = file && (await ctx.uploads.read(`${file.hash}.${file.ext}`));
  if (!file || !bytes) throw new TesseraError('NOT_FOUND', { what: 'The attached file' });
  return { file, bytes };
}
