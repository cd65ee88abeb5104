import { z } from 'zod';
import { readSiteSettings, SECTION_SCHEMAS, type SiteSettings, type SiteSettingsSection } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayAdminister } from '../admin/shared';
import { archiveSiteChanged } from '../archive/record';
import { contrastProblems } from './theme-contrast';

/** The site's brand images, colours, default SEO, analytics and cookie categories. */
export async function getSiteSettings(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<SiteSettings> {
  assertMayAdminister(actor, site);
  const current = await store.getSite(ctx.db, { id: site });
  if (!current) throw new TesseraError('NOT_FOUND', { what: `Site ${site}` });
  return readSiteSettings(current.settings);
}

/** A 400 naming each field of the body that is wrong (`/body/theme/primary`-style paths for the form). */
function invalid(issues: { path: string; message: string }[]): TesseraError {
  return new TesseraError('INVALID_BODY', { detail: issues.map((i) => `${i.path.replace(/^\/body\/?/, '') || 'body'}: ${i.message}`).join('; ') }, issues);
}

/** The keys of a section whose values differ: what an audit entry names. */
function changedKeys(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key])).sort();
}

/**
 * Replaces one section of the site's settings. Checked with the section's contract, colours
 * also against the brand's others (WCAG AA 4.5:1 for text, the ratio named); audited with
 * what changed; every page of the site is recorded again in the archive (the settings are in
 * what it serves); every process drops its rendered pages, so the next request shows it.
 */
export async function setSiteSettings(
  ctx: ContentContext,
  { actor, site, section, body }: { actor: Actor; site: SiteId; section: SiteSettingsSection; body: unknown },
): Promise<SiteSettings> {
  assertMayAdminister(actor, site);
  const parsed = (SECTION_SCHEMAS[section] as z.ZodType).safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => ({ path: ['/body', ...issue.path.map(String)].join('/'), message: issue.message })));
  const value = parsed.data as Record<string, unknown>;
  if (section === 'theme') {
    const problems = contrastProblems(site, value);
    if (problems.length > 0) throw invalid(problems.map((p) => ({ path: `/body/${p.field}`, message: p.message })));
  }
  const settings = await ctx.db.transaction(async (tx) => {
    const current = await store.getSite(tx, { id: site });
    if (!current) throw new TesseraError('NOT_FOUND', { what: `Site ${site}` });
    const before = readSiteSettings(current.settings);
    const changed = changedKeys(before[section] as Record<string, unknown> | undefined, value);
    const next = { ...current.settings, [section]: value };
    await store.upsertSite(tx, { id: site, name: current.name, settings: next });
    if (changed.length > 0) {
      await store.appendAudit(tx, { actor: actorName(actor), action: 'site.settings.set', site, documentId: null, path: null, detail: { section, changed, value } });
      await archiveSiteChanged(ctx, tx, { site, cause: `site settings: ${section}`, actor });
    }
    return readSiteSettings(next);
  });
  await ctx.changes.sitesChanged([site]);
  return settings;
}
