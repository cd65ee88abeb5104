import type { JobOutcome, JobRun, Page, PageRequest } from '../../core/contracts';
import * as store from '../../store';
import { TesseraError } from '../../core/errors';
import { EVERY_SITE } from '../access';
import { assertMayAdminister } from './shared';
import { actorName, type Actor, type ContentContext } from '../context';

/** Every background job with its last run, outcome and next run (the command line: jobs are as many as the code registers). */
export async function listJobs(ctx: ContentContext, { actor }: { actor: Actor }): Promise<JobRun[]> {
  assertMayAdminister(actor, EVERY_SITE);
  return store.listJobRuns(ctx.db);
}

/** A page of the background jobs by name, with their last run, outcome and next run (the API). */
export async function pageJobs(ctx: ContentContext, { actor, page }: { actor: Actor; page: PageRequest }): Promise<Page<JobRun>> {
  assertMayAdminister(actor, EVERY_SITE);
  return store.pageJobRuns(ctx.db, { page });
}

/**
 * An Admin's "Run now": the job becomes due at once (the server's runner is woken by the route;
 * a runner elsewhere takes it at its next look), with an audit entry. 409 `JOB_RUNNING` while a
 * process holds a run, 404 for a name no runner registered.
 */
export async function runJobNow(ctx: ContentContext, { actor, name }: { actor: Actor; name: string }): Promise<JobRun> {
  assertMayAdminister(actor, EVERY_SITE);
  return ctx.db.transaction(async (tx) => {
    const due = await store.makeJobDue(tx, { name });
    if (due === undefined) throw new TesseraError('NOT_FOUND', { what: `The job "${name}"` });
    if (due === 'running') throw new TesseraError('JOB_RUNNING', { job: name });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'job.run', site: null, documentId: null, path: null, detail: { job: name } });
    return due;
  });
}

/** Makes the jobs a runner knows visible (and claimable), due at once when new. */
export function registerJobs(ctx: ContentContext, { names }: { names: readonly string[] }): Promise<void> {
  return store.ensureJobRuns(ctx.db, { names });
}

/**
 * Takes one run of a job for `claimedBy` when it is due and no other process holds it; the
 * lease lets another take it if this process dies. True when this process is to run it now.
 */
export async function claimJobRun(ctx: ContentContext, { name, claimedBy, leaseMs }: { name: string; claimedBy: string; leaseMs: number }): Promise<boolean> {
  return (await store.claimJobRun(ctx.db, { name, claimedBy, leaseMs })) !== undefined;
}

/** Records how a claimed run ended and makes the job due again `everyMs` from now. */
export async function finishJobRun(
  ctx: ContentContext,
  run: { name: string; claimedBy: string; outcome: JobOutcome; message: string | null; everyMs: number },
): Promise<boolean> {
  return store.finishJobRun(ctx.db, run);
}

/** Keeps a long run's claim alive; false when the lease was lost (another process may run the job). */
export function extendJobRun(ctx: ContentContext, { name, claimedBy, leaseMs }: { name: string; claimedBy: string; leaseMs: number }): Promise<boolean> {
  return store.extendJobRun(ctx.db, { name, claimedBy, leaseMs });
}
