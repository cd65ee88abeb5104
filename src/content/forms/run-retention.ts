import * as store from '../../store';
import type { ContentContext } from '../context';

/**
 * Deletes submissions past their retention, with an audit entry naming how many and from which
 * forms, then their files no remaining submission holds, and spent captcha answers.
 */
export async function runRetention(ctx: ContentContext): Promise<number> {
  const { deleted, orphanFiles } = await ctx.db.transaction(async (tx) => {
    const gone = await store.deleteExpiredSubmissions(tx, { now: ctx.clock.now() });
    if (gone.length === 0) return { deleted: 0, orphanFiles: [] };
    const files = gone.flatMap((s) => s.files);
    const stillUsed = await store.submissionFileHashesInUse(tx, { hashes: [...new Set(files.map((f) => f.hash))] });
    const byForm = new Map<string, number>();
    for (const s of gone) byForm.set(`${s.site}:${s.formId}`, (byForm.get(`${s.site}:${s.formId}`) ?? 0) + 1);
    await store.appendAudit(tx, { actor: 'retention', action: 'submissions.delete', detail: { deleted: gone.length, forms: Object.fromEntries(byForm) } });
    return { deleted: gone.length, orphanFiles: files.filter((f, i) => !stillUsed.has(f.hash) && files.findIndex((g) => g.hash === f.hash) === i) };
  });
  if (orphanFiles.length) await ctx.uploads.remove(orphanFiles.map((f) => `${f.hash}.${f.ext}`));
  await store.pruneCaptchaUsed(ctx.db);
  return deleted;
}
