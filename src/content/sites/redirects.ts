import { parse } from 'csv-parse/sync';
import { RedirectBody, type Redirect } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { redirectTargetPath } from '../../core/site-settings';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayAdminister } from '../admin/shared';

type NewRedirect = { from: string; to: string; status: 301 | 302 };

/** The site's redirects, by source path. */
export async function listRedirects(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<Redirect[]> {
  assertMayAdminister(actor, site);
  return store.listRedirects(ctx.db, { site });
}

/**
 * What is wrong with adding `added` to a site that has `existing` redirects and `live` pages, by
 * index into `added`: a source that is a live page or already redirected, a target that leads
 * back to its source (a loop) or on to another redirect (a chain), or a source another
 * redirect leads to (also a chain). Visitors should reach the end in one step.
 */
export function redirectProblems(existing: readonly NewRedirect[], added: readonly NewRedirect[], live: ReadonlySet<string>): Map<number, string> {
  const problems = new Map<number, string>();
  const all = [...existing, ...added];
  const bySource = new Map<string, NewRedirect>();
  for (const r of existing) bySource.set(r.from, r);
  added.forEach((r, i) => {
    const target = redirectTargetPath(r.to);
    const earlier = bySource.get(r.from);
    if (live.has(r.from)) problems.set(i, `${r.from} is a live page: unpublish or move it before redirecting its address`);
    else if (earlier) problems.set(i, `a redirect from ${r.from} already exists (to ${earlier.to})`);
    else if (target === r.from) problems.set(i, `${r.from} would redirect to itself`);
    else {
      const onward = target === undefined ? undefined : all.find((other) => other !== r && other.from === target);
      const into = all.find((other) => other !== r && redirectTargetPath(other.to) === r.from);
      if (onward && redirectTargetPath(onward.to) === r.from) problems.set(i, `a loop: ${r.from} → ${target} → ${r.from}`);
      else if (onward) problems.set(i, `a chain: ${target} is itself redirected to ${onward.to}; point ${r.from} at ${onward.to} directly`);
      else if (into) problems.set(i, `a chain: ${into.from} already redirects to ${r.from}; point it at ${r.to} directly`);
    }
    if (!bySource.has(r.from)) bySource.set(r.from, r);
  });
  return problems;
}

interface AddOptions {
  action: 'site.redirect.add' | 'site.redirect.import';
  /** The issue of a refused redirect, by its index. */
  describe(index: number, problem: string): { path: string; message: string };
  audit(saved: store.RedirectRow[]): Record<string, unknown>;
}

async function addChecked(ctx: ContentContext, actor: Actor, site: SiteId, added: NewRedirect[], { action, describe, audit }: AddOptions) {
  const saved = await ctx.db.transaction(async (tx) => {
    const existing = await store.listRedirects(tx, { site });
    const live = await store.livePaths(tx, { site, paths: added.map((r) => r.from) });
    const problems = redirectProblems(existing, added, live);
    if (problems.size > 0) {
      const issues = [...problems].map(([i, problem]) => describe(i, problem));
      throw new TesseraError('INVALID_BODY', { detail: issues.map((i) => i.message).join('; ') }, issues);
    }
    const rows = await store.insertRedirects(tx, { site, redirects: added, actor: actorName(actor) });
    await store.appendAudit(tx, { actor: actorName(actor), action, site, documentId: null, path: null, detail: audit(rows) });
    return rows;
  });
  await ctx.changes.sitesChanged([site]);
  return saved;
}

/** Adds one redirect (the contract checked its shape; the site's pages and redirects are checked here). */
export async function createRedirect(ctx: ContentContext, { actor, site, redirect }: { actor: Actor; site: SiteId; redirect: NewRedirect }): Promise<Redirect> {
  assertMayAdminister(actor, site);
  const [saved] = await addChecked(
    ctx,
    actor,
    site,
    [redirect],
    {
      action: 'site.redirect.add',
      describe: (_, problem) => ({ path: '/body/from', message: problem.charAt(0).toUpperCase() + problem.slice(1) }),
      audit: () => ({ from: redirect.from, to: redirect.to, status: redirect.status }),
    },
  );
  return saved!;
}

/** CSV rows of `from,to[,status]`, each with its line; a first row naming the columns is left out. Unreadable CSV → 400 naming its line. */
function csvRows(csv: string): { line: number; cells: string[] }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { info: true, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const text = `Line ${line ?? '?'}: the CSV cannot be read (${(error as Error).message.replace(/^Invalid [^:]*: /, '')})`;
    throw new TesseraError('INVALID_BODY', { detail: text }, [{ path: `/body/csv/${line ?? 0}`, message: text }]);
  }
  const rows = records.map((r) => ({ line: r.info.lines, cells: r.record }));
  if (rows[0] && /^from$/i.test(rows[0].cells[0] ?? '')) rows.shift();
  return rows;
}

/**
 * Adds the redirects of a CSV text (`from,to[,status]`, status 301 when left out). All or
 * nothing: with any bad row nothing is added, and the 400 names every bad row by its line.
 */
export async function importRedirects(ctx: ContentContext, { actor, site, csv }: { actor: Actor; site: SiteId; csv: string }): Promise<Redirect[]> {
  assertMayAdminister(actor, site);
  const rows = csvRows(csv);
  if (rows.length === 0) throw new TesseraError('INVALID_BODY', { detail: 'csv: the file has no rows; write one redirect a line as from,to[,status]' }, [{ path: '/body/csv', message: 'The file has no rows: write one redirect a line as from,to[,status]' }]);
  if (rows.length > 1000) throw new TesseraError('INVALID_BODY', { detail: 'csv: at most 1,000 redirects at a time' }, [{ path: '/body/csv', message: 'At most 1,000 redirects at a time: split the file' }]);
  const issues: { path: string; message: string }[] = [];
  const parsed: { line: number; redirect: NewRedirect }[] = [];
  for (const { line, cells } of rows) {
    if (cells.length < 2 || cells.length > 3) {
      issues.push({ path: `/body/csv/${line}`, message: `Line ${line}: write from,to or from,to,status (found ${cells.length} column${cells.length === 1 ? '' : 's'})` });
      continue;
    }
    const result = RedirectBody.safeParse({ from: cells[0], to: cells[1], ...(cells[2] ? { status: Number(cells[2]) } : {}) });
    if (!result.success) issues.push({ path: `/body/csv/${line}`, message: `Line ${line}: ${result.error.issues.map((i) => i.message).join('; ')}` });
    else parsed.push({ line, redirect: result.data });
  }
  if (issues.length > 0) {
    // Every bad row at once: the well-formed ones are checked against the site's pages and redirects too.
    const existing = await store.listRedirects(ctx.db, { site });
    const live = await store.livePaths(ctx.db, { site, paths: parsed.map((p) => p.redirect.from) });
    for (const [i, problem] of redirectProblems(existing, parsed.map((p) => p.redirect), live)) issues.push({ path: `/body/csv/${parsed[i]!.line}`, message: `Line ${parsed[i]!.line}: ${problem}` });
    issues.sort((a, b) => Number(a.path.split('/').pop()) - Number(b.path.split('/').pop()));
    throw new TesseraError('INVALID_BODY', { detail: issues.map((i) => i.message).join('; ') }, issues);
  }
  return addChecked(
    ctx,
    actor,
    site,
    parsed.map((p) => p.redirect),
    {
      action: 'site.redirect.import',
      describe: (i, problem) => ({ path: `/body/csv/${parsed[i]!.line}`, message: `Line ${parsed[i]!.line}: ${problem}` }),
      audit: (saved) => ({ count: saved.length, from: saved.map((r) => r.from) }),
    },
  );
}

/** Removes a redirect of the site. */
export async function deleteRedirect(ctx: ContentContext, { actor, site, id }: { actor: Actor; site: SiteId; id: string }): Promise<void> {
  assertMayAdminister(actor, site);
  await ctx.db.transaction(async (tx) => {
    const gone = await store.deleteRedirect(tx, { site, id });
    if (!gone) throw new TesseraError('NOT_FOUND', { what: `Redirect ${id} of ${site}` });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'site.redirect.delete', site, documentId: null, path: null, detail: { from: gone.from, to: gone.to, status: gone.status } });
  });
  await ctx.changes.sitesChanged([site]);
}
