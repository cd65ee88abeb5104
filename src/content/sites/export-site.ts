import { SITE_BUNDLE_FORMAT, SITE_BUNDLE_VERSION, type BundleDocument, type SiteBundle } from '../../core/contracts';
import { mediaUrl } from '../../core/media';
import type { Node } from '../../core/node';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertMayAdminister } from '../admin/shared';
import { actorName, type Actor, type ContentContext } from '../context';
import { mediaFile } from '../media/media';

/** A library file a bundle carries: its name in the archive and a way to read its bytes. */
export interface SiteBundleFile {
  name: string;
  read(): Promise<Buffer | undefined>;
}

const MEDIA_REFERENCE = /\/media\/([0-9a-f]{64})/g;

/** The library files a text (a tree, SEO, a notice as JSON) refers to, by hash; sizes (`-640w`) name their original. */
export function mediaHashesIn(text: string): string[] {
  return [...new Set([...text.matchAll(MEDIA_REFERENCE)].map((m) => m[1]!))];
}

/** The notice collections the nodes of a tree list (`searchCollections` of notice lists, rule books). */
export function listedCollections(tree: unknown, into = new Set<string>()): Set<string> {
  const node = tree as Partial<Node> | null;
  if (!node || typeof node !== 'object') return into;
  const listed = (node.props as Record<string, unknown> | undefined)?.searchCollections;
  if (Array.isArray(listed)) for (const item of listed) if (typeof (item as { collection?: unknown })?.collection === 'string') into.add((item as { collection: string }).collection);
  for (const children of Object.values(node.slots ?? {})) if (Array.isArray(children)) for (const child of children) listedCollections(child, into);
  return into;
}

/**
 * A site as a bundle (issue 27 item 2; docs/site-bundle.md): its documents (drafts and what is
 * live, every older version with `versions`), the paths pages moved from, its redirects and
 * settings, the notices of every collection its pages list with those collections' topics, and
 * the library files all of these refer to. Read in one transaction, so it is one moment of the
 * site; Admins of the site; audited (a bundle holds every draft and access-code hash).
 */
export async function exportSite(
  ctx: ContentContext,
  { actor, site, versions }: { actor: Actor; site: SiteId; versions: boolean },
): Promise<{ bundle: SiteBundle; files: SiteBundleFile[] }> {
  assertMayAdminister(actor, site);
  const bundle = await ctx.db.transaction(async (tx) => {
    const found = await store.getSite(tx, { id: site });
    if (!found) throw new TesseraError('NOT_FOUND', { what: `Site ${site}` });
    const documents = await store.siteDocumentsForTransfer(tx, { site });
    const history = versions ? await store.versionHistory(tx, { ids: documents.map((d) => d.id) }) : undefined;
    const formerPaths = await store.formerPathsOfSite(tx, { site });
    const collections = new Set<string>();
    for (const d of documents) {
      listedCollections(d.draft, collections);
      if (d.published) listedCollections(d.published.tree, collections);
    }
    const notices = collections.size > 0 ? await store.noticesOfCollections(tx, { collections: [...collections] }) : [];
    const topics = (await store.listNoticeTopicRows(tx)).filter((t) => collections.has(t.collection));
    const redirects = await store.listRedirects(tx, { site });
    const bundled: BundleDocument[] = documents.map((d) => ({
      path: d.path,
      kind: d.kind,
      title: d.title,
      seo: d.seo,
      draft: d.draft,
      accessCodeHash: d.accessCodeHash,
      published: d.published,
      ...(history ? { history: history.get(d.id) ?? [] } : {}),
      formerPaths: formerPaths.get(d.id) ?? [],
    }));
    const referenced = mediaHashesIn(JSON.stringify([bundled, notices, found.settings]));
    const media = referenced.length > 0 ? await store.mediaRecords(tx, { hashes: referenced }) : [];
    const migrations = await store.appliedMigrationVersions(tx);
    await store.appendAudit(tx, { actor: actorName(actor), action: 'site.export', site, documentId: null, path: null, detail: { versions, documents: documents.length, notices: notices.length, media: media.length } });
    return {
      format: SITE_BUNDLE_FORMAT,
      formatVersion: SITE_BUNDLE_VERSION,
      exportedAt: ctx.clock.now().toISOString(),
      exportedBy: actorName(actor),
      schemaVersion: migrations.at(-1) ?? 1,
      withVersions: versions,
      site: { id: site, name: found.name, settings: found.settings },
      documents: bundled,
      redirects: redirects.map((r) => ({ from: r.from, to: r.to, status: r.status })),
      // Only collections the notice kinds' props allow are listed (NoticeCollection).
      notices: notices as SiteBundle['notices'],
      noticeTopics: topics.map((t) => ({ collection: t.collection as SiteBundle['noticeTopics'][number]['collection'], name: t.name })),
      media,
    } satisfies SiteBundle;
  });
  const files = bundle.media.map((m) => ({
    name: `media/${m.hash}.${m.ext}`,
    read: async () => (await mediaFile(ctx, { path: mediaUrl(m.hash, m.ext) }))?.bytes,
  }));
  return { bundle, files };
}
