import * as store from '../../store';
import type { ContentContext } from '../context';
import { deleteEndedCounters } from '../limits/count-request';

/** The audit log's actor for what retention deletes. */
export const RETENTION_ACTOR = 'retention';
/** Rows deleted per transaction: one batch holds its locks and its audit entries briefly. */
export const RETENTION_BATCH = 200;
/** Batches per subject and run: a run is bounded; what is left is deleted by the next run. */
export const RETENTION_MAX_BATCHES = 25;

const DAY_MS = 86_400_000;
const ageDays = (from: string, now: Date) => Math.floor((now.getTime() - Date.parse(from)) / DAY_MS);

export interface RetentionReport {
  submissions: number;
  draftSaves: number;
  previewLinks: number;
  /** A subject reached its batch limit for this run: more may be due. */
  more: boolean;
}

interface Options {
  /** Stops between batches (the job runner's signal when the process stops). */
  signal?: AbortSignal;
  batch?: number;
  maxBatches?: number;
}

/**
 * Deletes what is past its retention (issue 23 item 6), in batches of one transaction each,
 * with one audit entry per deleted item naming what it was, the period and its age:
 * submissions (by their form's period, else their own; then the files no remaining
 * submission holds), draft saves (never the current draft's) and preview links that stopped
 * working, by their content type's period. Also drops spent captcha answers.
 */
export async function runRetention(ctx: ContentContext, options: Options = {}): Promise<RetentionReport> {
  const batch = options.batch ?? RETENTION_BATCH;
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  const report: RetentionReport = { submissions: 0, draftSaves: 0, previewLinks: 0, more: false };

  /** Runs `step` batch after batch until it deletes less than a full batch, the limit, or the signal. */
  async function inBatches(step: () => Promise<number>): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      if (options.signal?.aborted) return total;
      const n = await step();
      total += n;
      if (n < batch) return total;
    }
    report.more = true;
    return total;
  }

  report.submissions = await inBatches(() => deleteSubmissions(ctx, batch));
  report.draftSaves = await inBatches(() => deleteDraftSaves(ctx, batch));
  report.previewLinks = await inBatches(() => deletePreviewLinks(ctx, batch));
  await store.pruneCaptchaUsed(ctx.db);
  // Rate-limit and attempt counters whose window ended (not audited: they are not content).
  await deleteEndedCounters(ctx);
  return report;
}

async function deleteSubmissions(ctx: ContentContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  const { count, orphanFiles } = await ctx.db.transaction(async (tx) => {
    const gone = await store.deleteExpiredSubmissionBatch(tx, { now, limit });
    if (gone.length === 0) return { count: 0, orphanFiles: [] };
    for (const s of gone) {
      const days = s.formDays ?? Math.round((Date.parse(s.deleteAfter) - Date.parse(s.createdAt)) / DAY_MS);
      await store.appendAudit(tx, {
        actor: RETENTION_ACTOR,
        action: 'submission.delete',
        site: s.site,
        documentId: s.documentId,
        path: s.path,
        detail: {
          submission: s.id,
          formId: s.formId,
          form: s.formName,
          createdAt: s.createdAt,
          ageDays: ageDays(s.createdAt, now),
          days,
          periodFrom: s.formDays === null ? 'form' : 'retention setting',
          files: s.files.length,
        },
      });
    }
    const files = gone.flatMap((s) => s.files);
    const stillUsed = await store.submissionFileHashesInUse(tx, { hashes: [...new Set(files.map((f) => f.hash))] });
    return { count: gone.length, orphanFiles: files.filter((f, i) => !stillUsed.has(f.hash) && files.findIndex((g) => g.hash === f.hash) === i) };
  });
  // After the commit: a rolled-back batch keeps its files.
  if (orphanFiles.length) await ctx.uploads.remove(orphanFiles.map((f) => `${f.hash}.${f.ext}`));
  return count;
}

async function deleteDraftSaves(ctx: ContentContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const gone = await store.deleteExpiredDraftSaveBatch(tx, { now, limit });
    for (const s of gone) {
      await store.appendAudit(tx, {
        actor: RETENTION_ACTOR,
        action: 'draft-save.delete',
        site: s.site,
        documentId: s.documentId,
        path: s.path,
        detail: { revision: s.revision, kind: s.kind, savedAt: s.savedAt, savedBy: s.savedBy, ageDays: ageDays(s.savedAt, now), days: s.days },
      });
    }
    return gone.length;
  });
}

async function deletePreviewLinks(ctx: ContentContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const gone = await store.deleteExpiredPreviewLinkBatch(tx, { now, limit });
    for (const l of gone) {
      await store.appendAudit(tx, {
        actor: RETENTION_ACTOR,
        action: 'preview-link.delete',
        site: l.site,
        documentId: l.documentId,
        path: l.path,
        detail: { link: l.id, kind: l.kind, createdAt: l.createdAt, endedAt: l.endedAt, ageDays: ageDays(l.endedAt, now), days: l.days },
      });
    }
    return gone.length;
  });
}
