import type { JobRun } from '../../core/contracts';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** What `/metrics` samples from the database when scraped: the same in every process. */
export interface OperationalFigures {
  outbox: store.OutboxFigure[];
  jobs: JobRun[];
}

/**
 * The outbox's backlog and failures by channel, and each background job's last run (issue 27
 * item 3). No actor: only the metrics endpoint, which has its own access rule, reads them.
 */
export async function operationalFigures(ctx: Pick<ContentContext, 'db'>): Promise<OperationalFigures> {
  const [outbox, jobs] = await Promise.all([store.outboxFigures(ctx.db), store.listJobRuns(ctx.db)]);
  return { outbox, jobs };
}

/** This process's use of the database (its pool, failed statements), without asking it anything. */
export function databaseFigures(ctx: Pick<ContentContext, 'db'>): store.DbFigures | undefined {
  return ctx.db.figures?.();
}
