import type { AuditEntry, AuditRow } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { EVERY_SITE, mayAdminister, sitesWhere, SOME_SITE } from '../access';
import { assertMayAdminister } from './shared';
import type { Actor, ContentContext } from '../context';

/** The store's page size for the audit log. */
const PAGE = 500;
/** An export holds at most this many entries. */
const EXPORT_MAX_ROWS = 100_000;
/** A folded row holds at most this many saves; a longer run goes on in the next row. */
const FOLD_MAX = 1000;

export interface AuditFilter {
  site?: SiteId;
  actor?: string;
  action?: string;
  before?: number;
}

/**
 * What of the log the actor may read (issue 23 item 1): a site's entries need Admin on that site
 * (asking for a site they do not administer → 403 naming it); without a site, the entries of
 * the sites they administer, and the entries of no site (users, visitors, jobs) only for an
 * Admin of every site.
 */
function scoped(actor: Actor, filter: AuditFilter): store.ListAuditOptions {
  if (filter.site !== undefined) {
    assertMayAdminister(actor, filter.site);
    return filter;
  }
  assertMayAdminister(actor, SOME_SITE);
  return mayAdminister(actor, EVERY_SITE) ? filter : { ...filter, sites: sitesWhere(actor, 'CMSTWO Admin') };
}

/** Autosaves of one page by one person, one after the other in the log, make one row. */
function continuesRun(row: AuditRow, entry: AuditEntry): boolean {
  return (
    row.action === 'draft.save' &&
    entry.action === 'draft.save' &&
    row.documentId !== null &&
    row.documentId === entry.documentId &&
    row.actor === entry.actor &&
    (row.folded?.length ?? 1) < FOLD_MAX
  );
}

/** The id of the oldest entry in a row: where the next page starts. */
const oldestId = (row: AuditRow) => (row.folded ? row.folded[row.folded.length - 1]!.id : row.id);

/**
 * One page of the log, newest first: at most `limit` rows and the cursor of the next page.
 * With `fold`, consecutive draft saves of one page by one person are one row listing them
 * (folded here rather than in the screen, so a run never straddles two pages and the
 * cursor always points past whole rows).
 */
export async function listAudit(
  ctx: ContentContext,
  { actor, filter, limit, fold = false }: { actor: Actor; filter: AuditFilter; limit: number; fold?: boolean },
): Promise<{ entries: AuditRow[]; next: number | null }> {
  const query = scoped(actor, filter);
  const rows: AuditRow[] = [];
  // Without folding one more entry than the page tells whether there is a next page.
  const chunk = fold ? PAGE : Math.min(limit + 1, PAGE);
  for (let before = filter.before; ; ) {
    const entries = await store.listAudit(ctx.db, { ...query, limit: chunk, ...(before === undefined ? {} : { before }) });
    for (const entry of entries) {
      const last = rows[rows.length - 1];
      if (fold && last && continuesRun(last, entry)) {
        last.folded ??= [{ ...last }];
        last.folded.push(entry);
        continue;
      }
      if (rows.length === limit) return { entries: rows, next: oldestId(rows[rows.length - 1]!) };
      rows.push({ ...entry });
    }
    if (entries.length < chunk) return { entries: rows, next: null };
    before = entries[entries.length - 1]!.id;
  }
}

/** Every matching entry for an export, read a page at a time (bounded all the same). */
export async function exportAudit(ctx: ContentContext, { actor, filter }: { actor: Actor; filter: AuditFilter }): Promise<AuditEntry[]> {
  const query = scoped(actor, filter);
  const entries: AuditEntry[] = [];
  for (let before = filter.before; entries.length < EXPORT_MAX_ROWS; ) {
    const page = await store.listAudit(ctx.db, { ...query, limit: PAGE, ...(before === undefined ? {} : { before }) });
    entries.push(...page);
    if (page.length < PAGE) break;
    before = page[page.length - 1]!.id;
  }
  return entries;
}
