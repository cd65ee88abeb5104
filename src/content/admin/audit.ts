import { encodeCursor, type AuditEntry, type AuditRow, type Page, type PageRequest } from '../../core/contracts';
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

const cursorAt = (dir: 'after' | 'before', id: number) => encodeCursor({ list: 'audit', dir, key: [String(id)] });

/**
 * Entries from the cursor on, away from it (older for a next page, newer for the page before),
 * folded into at most `limit` rows; `more` when entries are left beyond the last row.
 */
async function readRows(ctx: ContentContext, query: store.ListAuditOptions, { from, older, limit, fold }: { from: number | undefined; older: boolean; limit: number; fold: boolean }) {
  const rows: AuditRow[] = [];
  // Without folding one more entry than the page tells whether there is a next page.
  const chunk = fold ? PAGE : Math.min(limit + 1, PAGE);
  for (let at = from; ; ) {
    const entries = await store.listAudit(ctx.db, { ...query, limit: chunk, ...(at === undefined ? {} : older ? { before: at } : { after: at }) });
    for (const entry of entries) {
      const last = rows[rows.length - 1];
      if (fold && last && continuesRun(last, entry)) {
        const run = last.folded ?? [{ ...last }];
        // The row is its newest save, its run newest first.
        if (older) last.folded = [...run, entry];
        else rows[rows.length - 1] = { ...entry, folded: [{ ...entry }, ...run] };
        continue;
      }
      if (rows.length === limit) return { rows, more: true };
      rows.push({ ...entry });
    }
    if (entries.length < chunk) return { rows, more: false };
    at = entries[entries.length - 1]!.id;
  }
}

/**
 * One page of the log, newest first: at most `limit` rows and the cursors of the pages beside it.
 * With `fold`, consecutive draft saves of one page by one person are one row listing them
 * (folded here rather than in the screen, so a run never straddles two pages and the
 * cursor always points past whole rows).
 */
export async function listAudit(
  ctx: ContentContext,
  { actor, filter, page, fold = false }: { actor: Actor; filter: AuditFilter; page: PageRequest; fold?: boolean },
): Promise<Page<AuditRow>> {
  const query = scoped(actor, filter);
  const from = page.cursor ? Number(page.cursor.key[0]) : undefined;
  if (page.cursor?.dir === 'before') {
    const { rows, more } = await readRows(ctx, query, { from, older: false, limit: page.limit, fold });
    rows.reverse();
    return { items: rows, prev: more && rows[0] ? cursorAt('before', rows[0].id) : null, next: cursorAt('after', rows.length > 0 ? oldestId(rows[rows.length - 1]!) : from!) };
  }
  const { rows, more } = await readRows(ctx, query, { from, older: true, limit: page.limit, fold });
  return {
    items: rows,
    next: more && rows.length > 0 ? cursorAt('after', oldestId(rows[rows.length - 1]!)) : null,
    prev: from === undefined ? null : cursorAt('before', rows[0]?.id ?? from),
  };
}

/** Every matching entry for an export, read a page at a time (bounded all the same). */
export async function exportAudit(ctx: ContentContext, { actor, filter }: { actor: Actor; filter: AuditFilter }): Promise<AuditEntry[]> {
  const query = scoped(actor, filter);
  const entries: AuditEntry[] = [];
  for (let before: number | undefined; entries.length < EXPORT_MAX_ROWS; ) {
    const page = await store.listAudit(ctx.db, { ...query, limit: PAGE, ...(before === undefined ? {} : { before }) });
    entries.push(...page);
    if (page.length < PAGE) break;
    before = page[page.length - 1]!.id;
  }
  return entries;
}
