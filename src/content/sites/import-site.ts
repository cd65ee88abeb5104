import type { Readable } from 'node:stream';
import { z } from 'zod';
import { canonicalJson } from '../../core/canonical-json';
import {
  SECTION_SCHEMAS,
  Seo,
  SITE_SETTINGS_SECTIONS,
  REVIEW_NOTE_MAX,
  SiteBundle,
  type BundleDocument,
  type BundleProblem,
  type SiteImportReport,
} from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { mediaUrl } from '../../core/media';
import type { Node } from '../../core/node';
import { placementIssues } from '../../core/placement';
import { pathProblem } from '../../core/paths';
import { redirectSourceProblem, redirectTargetProblem } from '../../core/site-settings';
import type { SiteId } from '../../core/sites';
import { validateTree } from '../../core/validate';
import { imageVariants, inspectFile, receiveFile, type TemporaryFile } from '../../services/media';
import * as store from '../../store';
import type { Db, DocumentRecord } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayPublish } from '../access';
import { assertMayAdminister } from '../admin/shared';
import { archiveNoticesChanged, archiveSiteChanged } from '../archive/record';
import { actorName, type Actor, type ContentContext, type UserActor } from '../context';
import { mapViolations } from '../database-errors';
import { rootKindsFor } from '../documents/trees';
import { fetchedUrlIssues } from '../fetched-urls';
import { variantKey } from '../media/shared';
import { noticesChanged, refreshNoticeStatistics } from '../notices/shared';
import { listedTopic } from '../notices/notice-topics';
import type { Approval } from '../publishing/approval';
import { directPublishApproval } from '../publishing/direct-publish';
import { openReviewRequest } from '../review/request-review';
import { queueMail, reviewersOf } from '../review/shared';
import { publishDraft } from '../publishing/publish';
import { redirectProblems } from './redirects';
import { contrastProblems } from './theme-contrast';
import { mediaHashesIn } from './export-site';

/** The files of a bundle's archive besides its JSON (`media/<hash>.<ext>`), as the caller unpacked them. */
export interface BundleFiles {
  has(name: string): boolean;
  open(name: string): Readable;
}

/** How far an import is: the step, and how many of its items are done. */
export type ImportProgress = (step: string, done: number, total: number) => void;

/** A library file of the bundle, checked and held in a temporary file until the import commits. */
interface StagedMedia {
  hash: string;
  ext: string;
  name: string;
  alt: string;
  focalX: number;
  focalY: number;
  size: number;
  inspected: Awaited<ReturnType<typeof inspectFile>>;
  temp: TemporaryFile;
}

/** A bundle document, checked: its trees validated (older component versions migrated) and what it meets here. */
interface PlannedDocument {
  source: BundleDocument;
  draft: Node;
  seo: z.output<typeof Seo>;
  published: (BundleDocument['published'] & { tree: Node; seo: z.output<typeof Seo> }) | null;
  history: (NonNullable<BundleDocument['history']>[number] & { tree: Node })[];
  target: DocumentRecord | undefined;
  /** Whether what is live here already equals the bundle's live version. */
  liveUnchanged: boolean;
  /** Whether the page here is gated by the same access code as in the bundle (or neither is). */
  accessUnchanged: boolean;
}

const where = (d: BundleDocument, index: number) => `documents[${index}] ${d.path}`;

/**
 * Checks a site bundle (issue 27 item 2; docs/site-bundle.md) against this installation and,
 * unless `dryRun`, applies all of it in one transaction: every problem found first, each named
 * with where it is (422 BUNDLE_INVALID; nothing is changed), then notice topics, notices, library
 * files, settings, redirects and documents. A document is matched by its path: a new one is
 * created (with its history when the bundle has it), one that exists gets the bundle's draft and,
 * where the bundle's live version differs from what is live here, that version published through
 * the one publish step (archive entry, search, audit). Documents of this site the bundle does not
 * hold are left as they are and listed. `into`: the site it is meant for (the bundle's must be it).
 * Admins of the site; notices are shared by every site, so
 * a bundle with notices needs a publisher of every site.
 */
/**
 * Whether `actor` may import a bundle into `site` (an Admin of it), before the route reads a
 * byte of the upload: a refused import costs the server nothing.
 */
export function assertMayImportSite(actor: Actor, { site }: { site: SiteId }): void {
  assertMayAdminister(actor, site);
}

export async function importSite(
  ctx: ContentContext,
  {
    actor,
    into,
    bundle: input,
    files,
    dryRun,
    reason,
    onProgress = () => {},
  }: { actor: Actor; into?: SiteId; bundle: unknown; files: BundleFiles; dryRun: boolean; reason?: string | undefined; onProgress?: ImportProgress },
): Promise<SiteImportReport> {
  const parsed = SiteBundle.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => ({ where: zodPath(i.path), message: i.message })));
  const bundle = parsed.data;
  const site = bundle.site.id;
  if (into !== undefined) assertMayAdminister(actor, into);
  assertMayAdminister(actor, site);
  if (into !== undefined && into !== site) throw invalid([{ where: 'site.id', message: `this is a bundle of ${site}, not of ${into}: import it into ${site}` }]);
  if (bundle.notices.length > 0 || bundle.noticeTopics.length > 0) assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'import notices, which every site shares', EVERY_SITE);

  const installed = await store.getSite(ctx.db, { id: site });
  if (!installed) throw invalid([{ where: 'site.id', message: `${site} is not installed here: start Tessera once on this database (it installs its sites), then import` }]);
  const problems: BundleProblem[] = [];
  const warnings: BundleProblem[] = [];
  const staged: StagedMedia[] = [];
  try {
    const present = await store.mediaPresent(ctx.db, { hashes: bundle.media.map((m) => m.hash) });
    await stageMedia(ctx, bundle, files, present, { staged, problems, onProgress });
    const plan = await planDocuments(ctx, bundle, problems, onProgress);
    const settings = checkSettings(site, bundle.site.settings, installed.settings, problems);
    const notices = await checkNotices(ctx.db, bundle, problems);
    await checkRedirects(ctx.db, bundle, plan, problems);
    const redirectsChanged = !sameRedirects(await store.listRedirects(ctx.db, { site }), bundle.redirects);
    const known = new Set([...present, ...staged.map((m) => m.hash)]);
    const referenced = mediaHashesIn(JSON.stringify([bundle.documents, bundle.notices, bundle.site.settings]));
    for (const hash of referenced) {
      if (!known.has(hash) && !(await store.mediaPresent(ctx.db, { hashes: [hash] })).has(hash)) {
        warnings.push({ where: 'media', message: `/media/${hash}… is used by the bundle, which does not hold it, and this library does not have it: it will show as missing` });
      }
    }
    if (problems.length > 0) throw invalid(problems);

    const toPublish = plan.filter((p) => p.published && !p.liveUnchanged).length;
    const noticeCounts = await store.compareNotices(ctx.db, { notices });
    const noticesChange = noticeCounts.created + noticeCounts.updated > 0;
    // What the approval rule asks of this import: nothing, an Admin's urgent reason, or review requests.
    const needsApproval = actor.kind !== 'system' && ((toPublish > 0 && installed.needsApproval === true) || (noticesChange && (await store.anySiteNeedsApproval(ctx.db))));
    const approvalMode = !needsApproval ? 'not needed' : reason?.trim() ? 'urgent' : 'review';
    // Checked before anything is written: the reason's length, and an Admin of the site (of every site for notices).
    const urgent = (db: Db) =>
      noticesChange
        ? directPublishApproval(db, { actor, site: 'notices (shown on every site)', needsApproval: true, urgent: true, reason })
        : directPublishApproval(db, { actor, site, urgent: true, reason });
    if (approvalMode === 'urgent') await urgent(ctx.db);
    const existing = await store.listDocuments(ctx.db, { site });
    const inBundle = new Set(bundle.documents.map((d) => d.path));
    const kept = existing.filter((d) => !inBundle.has(d.path)).map((d) => `${d.path}${d.status === 'draft' ? ' (draft)' : ''}`);
    const report: SiteImportReport = {
      site,
      dryRun,
      exportedAt: bundle.exportedAt,
      documents: {
        created: plan.filter((p) => !p.target).length,
        updated: plan.filter((p) => p.target && !sameDraft(p)).length,
        published: approvalMode === 'review' ? 0 : toPublish,
        reviewRequested: approvalMode === 'review' ? toPublish : 0,
        unchanged: plan.filter(unchanged).length,
        kept,
      },
      history: plan.reduce((sum, p) => sum + (p.target ? 0 : p.history.length), 0),
      redirects: bundle.redirects.length,
      redirectsUnchanged: !redirectsChanged,
      notices: noticeCounts,
      noticeTopics: bundle.noticeTopics.length,
      media: { added: staged.length, present: bundle.media.length - staged.length },
      settings: settings !== undefined,
      approval: approvalMode,
      warnings,
    };
    if (dryRun) return report;
    // Notices have no review requests: changing published ones where approval is needed takes an urgent reason.
    if (approvalMode === 'review' && noticesChange) throw new TesseraError('REVIEW_REQUIRED', { site: 'notices (shown on every site)' });

    const written: string[] = [];
    try {
      report.notices = await ctx.db.transaction(async (tx) => {
        const counts = await applyNotices(tx, bundle, notices, actor);
        await applyMedia(ctx, tx, staged, actor, written);
        if (settings) {
          const current = (await store.getSite(tx, { id: site }))!;
          await store.upsertSite(tx, { id: site, name: current.name, settings: { ...current.settings, ...settings } });
        }
        if (redirectsChanged) {
          await store.deleteSiteRedirects(tx, { site });
          await store.insertRedirects(tx, { site, redirects: bundle.redirects, actor: actorName(actor) });
        }
        const approval = approvalMode === 'urgent' ? await urgent(tx) : undefined;
        const review = approvalMode === 'review' && actor.kind === 'user' ? actor : undefined;
        let done = 0;
        let requested = 0;
        for (const p of plan) {
          if (await applyDocument(ctx, tx, site, p, { actor, approval, review, exportedAt: bundle.exportedAt })) requested++;
          onProgress('Writing documents', ++done, plan.length);
        }
        // One e-mail to the site's reviewers for the whole import.
        if (review && requested > 0) {
          await queueMail(ctx, tx, {
            site,
            to: await reviewersOf(tx, { site, except: review.id }),
            subject: `Review requested: ${requested === 1 ? '1 page' : `${requested} pages`} of a site import`,
            text: `${review.name} (${review.email}) imported a bundle of ${site} exported ${bundle.exportedAt}. ${site} needs approval, so the versions it would have published wait for review: ${requested} review ${requested === 1 ? 'request' : 'requests'}.\n\nOpen Reviews in the editor to compare each with the live version, comment, approve or reject it.`,
          });
        }
        await store.appendAudit(tx, {
          actor: actorName(actor),
          action: 'site.import',
          site,
          documentId: null,
          path: null,
          detail: {
            exportedAt: bundle.exportedAt,
            exportedBy: bundle.exportedBy,
            ...report.documents,
            kept: kept.length,
            notices: counts,
            media: report.media,
            redirects: report.redirects,
            settings: report.settings,
            approval: approvalMode,
            ...(approval?.kind === 'urgent' ? { urgent: true, reason: approval.reason } : {}),
          },
        });
        // Settings are in every page the site serves: record them all once (DESIGN §7b).
        if (settings) await archiveSiteChanged(ctx, tx, { site, cause: 'site import', actor, approval });
        // Published notices changed: the pages of every site that list them.
        if (counts.created + counts.updated > 0) await archiveNoticesChanged(ctx, tx, { actor, approval });
        return counts;
      });
    } catch (error) {
      // Not committed: library files written for it go too, unless the library has them meanwhile.
      const kept = await store.mediaPresent(ctx.db, { hashes: staged.map((m) => m.hash) }).catch(() => new Set<string>());
      await ctx.media.remove(written.filter((key) => !kept.has(key.slice(0, 64)))).catch(() => {});
      throw error;
    }
    await ctx.changes.sitesChanged([site]);
    await ctx.changes.contentChanged(site);
    const noticesWritten = report.notices.created + report.notices.updated;
    if (noticesWritten >= 1000) await refreshNoticeStatistics(ctx);
    if (noticesWritten > 0) await noticesChanged(ctx);
    return report;
  } finally {
    for (const m of staged) await m.temp.discard();
  }
}

function invalid(problems: readonly BundleProblem[]): TesseraError {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return new TesseraError(
    'BUNDLE_INVALID',
    { count },
    problems.map((p) => ({ path: p.where, message: p.message })),
  );
}

/** `documents.3.path` → `documents[3].path`. */
function zodPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '') || 'site.json';
}

/** Reads each library file the library lacks into a temporary file: its name, size, SHA-256 and kind must be what the bundle says. */
async function stageMedia(
  ctx: ContentContext,
  bundle: SiteBundle,
  files: BundleFiles,
  present: ReadonlySet<string>,
  { staged, problems, onProgress }: { staged: StagedMedia[]; problems: BundleProblem[]; onProgress: ImportProgress },
): Promise<void> {
  const wanted = bundle.media.filter((m) => !present.has(m.hash));
  let done = 0;
  for (const [index, m] of bundle.media.entries()) {
    if (present.has(m.hash)) continue;
    const name = `media/${m.hash}.${m.ext}`;
    const at = `media[${index}] ${name}`;
    onProgress('Checking library files', done++, wanted.length);
    if (!files.has(name)) {
      problems.push({ where: at, message: 'listed in site.json, missing from the archive' });
      continue;
    }
    const tooLarge = () => new TesseraError('FILE_TOO_LARGE', { limit: `${m.size} bytes` });
    let received: Awaited<ReturnType<typeof receiveFile>>;
    try {
      received = await receiveFile(ctx.media, files.open(name), { maxBytes: m.size, tooLarge });
    } catch (error) {
      problems.push({ where: at, message: error instanceof TesseraError && error.code === 'FILE_TOO_LARGE' ? `larger than the ${m.size} bytes site.json gives` : `could not be read (${(error as Error).message})` });
      continue;
    }
    const { hash, size, temp } = received;
    if (size !== m.size || hash !== m.hash) {
      await temp.discard();
      problems.push({ where: at, message: `its SHA-256 is ${hash} (${size} bytes): not the ${m.hash} (${m.size} bytes) it is named by` });
      continue;
    }
    try {
      const inspected = await inspectFile(temp.path, { data: { filename: m.name } });
      if (inspected.ext !== m.ext) throw new Error(`its bytes are ${inspected.ext.toUpperCase()}, not ${m.ext.toUpperCase()}`);
      staged.push({ ...m, inspected, temp });
    } catch (error) {
      await temp.discard();
      problems.push({ where: at, message: error instanceof TesseraError ? error.message : (error as Error).message });
    }
  }
  onProgress('Checking library files', wanted.length, wanted.length);
}

/** Problems of a tree, with the document's place in front of each. */
function treeIssues(ctx: ContentContext, site: SiteId, kind: BundleDocument['kind'], tree: unknown, { incomplete, at }: { incomplete: boolean; at: string }, problems: BundleProblem[]): Node | undefined {
  const result = validateTree(tree, { registry: ctx.registry, sanitizeHtml: ctx.sanitizeHtml, rootKinds: rootKindsFor(site, kind), incomplete });
  if (!result.ok) {
    for (const issue of result.issues) problems.push({ where: `${at} ${issue.path}`, message: issue.message });
    return undefined;
  }
  const refused = [...fetchedUrlIssues(ctx.registry, ctx.outbound, result.value), ...placementIssues(result.value, ctx.registry)];
  for (const issue of refused) problems.push({ where: `${at} ${issue.path}`, message: issue.message });
  return refused.length > 0 ? undefined : result.value;
}

function seoOf(seo: unknown, at: string, problems: BundleProblem[]): z.output<typeof Seo> | undefined {
  const parsed = Seo.safeParse(seo);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push({ where: `${at} › ${zodPath(issue.path)}`, message: issue.message });
  return parsed.success ? parsed.data : undefined;
}

/** Checks every document (paths, trees against the registry, SEO) and finds what each meets here. */
async function planDocuments(ctx: ContentContext, bundle: SiteBundle, problems: BundleProblem[], onProgress: ImportProgress): Promise<PlannedDocument[]> {
  const site = bundle.site.id;
  const seen = new Map<string, number>();
  const live = new Map<string, number>();
  const plan: PlannedDocument[] = [];
  for (const [index, d] of bundle.documents.entries()) {
    onProgress('Checking documents', index, bundle.documents.length);
    const at = where(d, index);
    const before = problems.length;
    for (const [label, path] of [['path', d.path], ...(d.published ? [['published path', d.published.path]] : []), ...d.formerPaths.map((p) => ['former path', p])] as [string, string][]) {
      const problem = pathProblem(path);
      if (problem) problems.push({ where: at, message: `${label} ${path}: ${problem}` });
    }
    if (seen.has(d.path)) problems.push({ where: at, message: `documents[${seen.get(d.path)}] has this path too` });
    seen.set(d.path, index);
    if (d.published) {
      if (live.has(d.published.path)) problems.push({ where: at, message: `documents[${live.get(d.published.path)}] is published at ${d.published.path} too` });
      live.set(d.published.path, index);
    }
    const draft = treeIssues(ctx, site, d.kind, d.draft, { incomplete: true, at: `${at} › draft` }, problems);
    const seo = seoOf(d.seo, `${at} › seo`, problems);
    const publishedTree = d.published && treeIssues(ctx, site, d.kind, d.published.tree, { incomplete: false, at: `${at} › published version ${d.published.version}` }, problems);
    const publishedSeo = d.published && seoOf(d.published.seo, `${at} › published seo`, problems);
    const history = (d.history ?? []).flatMap((v) => {
      const tree = treeIssues(ctx, site, d.kind, v.tree, { incomplete: true, at: `${at} › version ${v.version}` }, problems);
      return tree ? [{ ...v, tree }] : [];
    });
    const numbers = new Set<number>();
    for (const v of [...(d.history ?? []), ...(d.published ? [d.published] : [])]) {
      if (numbers.has(v.version)) problems.push({ where: at, message: `version ${v.version} appears twice` });
      numbers.add(v.version);
    }
    if (problems.length > before || !draft || !seo) continue;
    const target = await store.getDocumentByPath(ctx.db, { site, path: d.path });
    if (target && target.kind !== d.kind) {
      problems.push({ where: at, message: `a ${d.kind} in the bundle, a ${target.kind} here: delete or move the one here first` });
      continue;
    }
    const published = d.published && publishedTree && publishedSeo ? { ...d.published, tree: publishedTree, seo: publishedSeo } : null;
    if (published) {
      if (await store.publishedPathTaken(ctx.db, { site, path: published.path, ...(target ? { exceptId: target.id } : {}) })) {
        problems.push({ where: at, message: `${published.path} is live here as another document: unpublish or move it first` });
        continue;
      }
    }
    let liveUnchanged = false;
    if (target?.publishedVersion != null && published) {
      const current = await store.getVersion(ctx.db, { id: target.id, version: target.publishedVersion });
      liveUnchanged =
        !!current && target.publishedPath === published.path && current.title === published.title && canonicalJson(current.seo) === canonicalJson(published.seo) && canonicalJson(current.tree) === canonicalJson(published.tree);
    }
    const accessUnchanged = (target ? await store.accessCodeHashOf(ctx.db, { id: target.id }) : null) === d.accessCodeHash;
    plan.push({ source: d, draft, seo, published, history, target, liveUnchanged, accessUnchanged });
  }
  onProgress('Checking documents', bundle.documents.length, bundle.documents.length);
  // Partials first: pages include them.
  return plan.sort((a, b) => (a.source.kind === b.source.kind ? 0 : a.source.kind === 'partial' ? -1 : 1));
}

function sameDraft(p: PlannedDocument): boolean {
  const t = p.target;
  return !!t && t.title === p.source.title && canonicalJson(t.seo) === canonicalJson(p.seo) && canonicalJson(t.draft) === canonicalJson(p.draft) && p.accessUnchanged;
}

/** A document the import leaves exactly as it is: its draft, access code and live version are the bundle's. */
function unchanged(p: PlannedDocument): boolean {
  return sameDraft(p) && (!p.published || p.liveUnchanged);
}

/** Whether the site's redirects are already the bundle's (in any order). */
function sameRedirects(current: readonly { from: string; to: string; status: number }[], wanted: readonly { from: string; to: string; status: number }[]): boolean {
  const key = (list: readonly { from: string; to: string; status: number }[]) => list.map((r) => `${r.from}\u0000${r.to}\u0000${r.status}`).sort().join('\n');
  return key(current) === key(wanted);
}

/**
 * Each settings section with its contract and, for colours, the brand's contrast; the sections
 * that differ from the site's `current` ones, to write, or undefined when none does.
 */
function checkSettings(site: SiteId, settings: Record<string, unknown>, current: Record<string, unknown>, problems: BundleProblem[]): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(settings)) {
    if (!(SITE_SETTINGS_SECTIONS as readonly string[]).includes(key)) problems.push({ where: `site.settings.${key}`, message: `not a section of a site's settings (${SITE_SETTINGS_SECTIONS.join(', ')})` });
  }
  for (const section of SITE_SETTINGS_SECTIONS) {
    if (settings[section] === undefined) continue;
    const parsed = (SECTION_SCHEMAS[section] as z.ZodType).safeParse(settings[section]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ where: `site.settings.${section}${issue.path.length ? `.${issue.path.join('.')}` : ''}`, message: issue.message });
      continue;
    }
    if (section === 'theme') for (const p of contrastProblems(site, parsed.data as Record<string, string>)) problems.push({ where: `site.settings.theme.${p.field}`, message: p.message });
    if (canonicalJson(parsed.data) !== canonicalJson(current[section])) out[section] = parsed.data;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The notices with their topics spelled as the lists here (and the bundle's topics added to them) have them. */
async function checkNotices(db: Db, bundle: SiteBundle, problems: BundleProblem[]): Promise<SiteBundle['notices']> {
  const names = await store.noticeTopicNames(db);
  for (const t of bundle.noticeTopics) {
    const list = names.get(t.collection) ?? new Map<string, string>();
    if (!list.has(t.name.toLowerCase())) list.set(t.name.toLowerCase(), t.name);
    names.set(t.collection, list);
  }
  const seen = new Set<string>();
  return bundle.notices.flatMap((n, index) => {
    const at = `notices[${index}] ${n.collection} ${n.noticeNumber}`;
    const key = `${n.collection}\u0000${n.noticeNumber}`;
    if (seen.has(key)) problems.push({ where: at, message: 'this collection and number appear twice' });
    seen.add(key);
    try {
      return [{ ...n, topic: listedTopic(names, n) }];
    } catch (error) {
      problems.push({ where: `${at} › topic`, message: (error as Error).message });
      return [];
    }
  });
}

/** The bundle's redirects replace the site's: checked against each other and against what will be live. */
async function checkRedirects(db: Db, bundle: SiteBundle, plan: readonly PlannedDocument[], problems: BundleProblem[]): Promise<void> {
  const site = bundle.site.id;
  const live = new Set(plan.flatMap((p) => (p.published ? [p.published.path] : p.target?.publishedPath ? [p.target.publishedPath] : [])));
  const inBundle = new Set(bundle.documents.map((d) => d.path));
  for (const d of await store.listDocuments(db, { site })) if (!inBundle.has(d.path) && d.publishedPath) live.add(d.publishedPath);
  bundle.redirects.forEach((r, index) => {
    for (const problem of [redirectSourceProblem(r.from), redirectTargetProblem(r.to)]) if (problem) problems.push({ where: `redirects[${index}] ${r.from}`, message: problem });
  });
  for (const [index, problem] of redirectProblems([], bundle.redirects, live)) problems.push({ where: `redirects[${index}] ${bundle.redirects[index]!.from}`, message: problem });
}

/** Writes the notices that are new or differ (identical ones are left as they are), counting each kind. */
async function applyNotices(tx: Db, bundle: SiteBundle, notices: SiteBundle['notices'], actor: Actor): Promise<{ created: number; updated: number; unchanged: number }> {
  const by = actorName(actor);
  for (const t of bundle.noticeTopics) await store.insertNoticeTopic(tx, { collection: t.collection, name: t.name, actor: by });
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const status of ['draft', 'published'] as const) {
    const batch = notices.filter((n) => n.status === status).map(({ status: _, ...n }) => n);
    for (let i = 0; i < batch.length; i += 500) {
      const done = await store.upsertNoticeBatch(tx, { notices: batch.slice(i, i + 500), status, actor: by });
      counts.created += done.created;
      counts.updated += done.updated;
      counts.unchanged += done.unchanged;
    }
  }
  return counts;
}

/** Adds each staged file to the library: its record, its sizes, and the file moved into place (`written` names what is on disk). */
async function applyMedia(ctx: ContentContext, tx: Db, staged: readonly StagedMedia[], actor: Actor, written: string[]): Promise<void> {
  const by = actorName(actor);
  for (const m of staged) {
    const added = await store.insertMedia(tx, { hash: m.hash, ...m.inspected, size: m.size, name: m.name, alt: m.alt, uploadedBy: by });
    if (!added) continue;
    if (m.focalX !== 0.5 || m.focalY !== 0.5) await store.updateMedia(tx, { hash: m.hash, focalX: m.focalX, focalY: m.focalY });
    const variants = m.inspected.kind === 'image' && m.inspected.ext !== 'svg' ? await imageVariants(m.temp.path) : [];
    for (const v of variants) {
      written.push(variantKey(m.hash, v.width));
      await ctx.media.write(variantKey(m.hash, v.width), v.bytes);
    }
    const key = mediaUrl(m.hash, m.ext).slice('/media/'.length);
    written.push(key);
    await m.temp.keep(key);
  }
}

/**
 * One document: created, or its draft replaced; its access code as the bundle has it (before
 * anything is published: a gated page is never live ungated); its live version published when it
 * differs from what is live here; then its draft as the bundle has it. With `review` (a site that
 * needs approval, no urgent reason) the version to publish becomes the draft with a review request
 * by `review` instead; answers whether it asked for one.
 */
async function applyDocument(
  ctx: ContentContext,
  tx: Db,
  site: SiteId,
  p: PlannedDocument,
  { actor, approval, review, exportedAt }: { actor: Actor; approval: Approval | undefined; review: UserActor | undefined; exportedAt: string },
): Promise<boolean> {
  const by = actorName(actor);
  const d = p.source;
  // Equal here and in the bundle: no revision, version, audit or record entry.
  if (unchanged(p)) return false;
  const publish = p.published && !p.liveUnchanged ? p.published : null;
  // The draft stage: the version to publish first, else the bundle's draft.
  const stage = publish ? { path: publish.path, title: publish.title, seo: publish.seo, draft: publish.tree } : { path: d.path, title: d.title, seo: p.seo, draft: p.draft };
  let doc: DocumentRecord;
  if (p.target) {
    const updated = await store.updateDraft(tx, { id: p.target.id, baseRevision: p.target.draftRevision, ...stage, actor: by });
    if (!updated) throw new TesseraError('CONFLICT', { current: p.target.draftRevision });
    doc = updated.document;
  } else {
    doc = await mapViolations(store.insertDocument(tx, { site, kind: d.kind, ...stage, actor: by }), {
      // Created here meanwhile: reported, never overwritten.
      unique: () => new TesseraError('ALREADY_EXISTS', { what: `A document at ${stage.path}` }),
    });
    // The history first, so the version published next follows it.
    await store.insertVersionHistory(tx, { documentId: doc.id, versions: p.history });
  }
  if (doc.hasAccessCode || d.accessCodeHash !== null) doc = (await store.setAccessCodeHash(tx, { id: doc.id, hash: d.accessCodeHash, actor: by })) ?? doc;
  const note = publish && `Imported: version ${publish.version} of a bundle exported ${exportedAt}${publish.note ? ` (${publish.note})` : ''}`.slice(0, 2000);
  if (publish && review) {
    await openReviewRequest(ctx, tx, { actor: review, doc, note: note!.slice(0, REVIEW_NOTE_MAX), publishAt: null });
  } else if (publish) {
    await publishDraft(ctx, tx, { actor, id: doc.id, note: note!, refuseUnchanged: false, ...(approval ? { approval } : {}) });
    const current = (await store.getDocument(tx, { id: doc.id }))!;
    const changed = current.path !== d.path || current.title !== d.title || canonicalJson(current.seo) !== canonicalJson(p.seo) || canonicalJson(current.draft) !== canonicalJson(p.draft);
    if (changed) await store.updateDraft(tx, { id: doc.id, baseRevision: current.draftRevision, path: d.path, title: d.title, seo: p.seo, draft: p.draft, actor: by });
  }
  if (p.published) for (const from of d.formerPaths) if (from !== p.published.path) await store.insertFormerPath(tx, { site, from, documentId: doc.id });
  await store.appendAudit(tx, { actor: by, action: 'draft.save', site, documentId: doc.id, path: d.path, detail: { imported: true, revision: doc.draftRevision } });
  return !!(publish && review);
}
