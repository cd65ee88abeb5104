import type { AuditEntry } from '../core/contracts';
import type { SiteId } from '../core/sites';
import * as store from '../store';
import { assertAllowed, mayAdminister } from './access';
import type { Actor, ContentContext } from './context';

/** The store's page size for the audit log. */
const PAGE = 500;
/** An export holds at most this many entries. */
const EXPORT_MAX_ROWS = 100_000;

export interface AuditFilter {
  site?: SiteId;
  actor?: string;
  action?: string;
  before?: number;
}

export async function listAudit(ctx: ContentContext, { actor, filter, limit }: { actor: Actor; filter: AuditFilter; limit: number }): Promise<AuditEntry[]> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  return store.listAudit(ctx.db, { ...filter, limit });
}

/** Every matching entry for an export, read a page at a time (bounded all the same). */
export async function exportAudit(ctx: ContentContext, { actor, filter }: { actor: Actor; filter: AuditFilter }): Promise<AuditEntry[]> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  const entries: AuditEntry[] = [];
  for (let before = filter.before; entries.length < EXPORT_MAX_ROWS; ) {
    const page = await store.listAudit(ctx.db, { ...filter, limit: PAGE, ...(before === undefined ? {} : { before }) });
    entries.push(...page);
    if (page.length < PAGE) break;
    before = page[page.length - 1]!.id;
  }
  return entries;
}
