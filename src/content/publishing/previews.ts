import type { PreviewLinkEntry } from '../../core/contracts';
import * as store from '../../store';
import type { PreviewClaim } from '../../store/types';
import { mayRevokePreview } from '../access';
import type { Actor, ContentContext } from '../context';
import { getDocument } from '../documents/read';
import { renderableDraft } from '../documents/trees';
import type { PageToRender } from '../published';

/** A document's links, whatever their status, with whether `actor` may revoke each. */
export async function listPreviewLinks(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<PreviewLinkEntry[]> {
  const doc = await getDocument(ctx, { actor, id });
  const links = await store.listPreviewLinks(ctx.db, { documentId: id });
  return links.map((link) => ({
    id: link.id,
    version: link.version,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    createdBy: { name: link.createdBy.name, email: link.createdBy.email },
    status: link.status,
    canRevoke: link.status !== 'revoked' && mayRevokePreview(actor, doc.site, link),
  }));
}

/**
 * What a preview token shows at a path. `stayPaths`: the site's paths whose links stay inside
 * this preview (the previewed page, and for a draft link each page with unpublished changes);
 * `live`: the path is not part of this preview, so the reviewer gets the live page there.
 */
export type PreviewOutcome =
  | { ok: true; page: PageToRender; claim: PreviewClaim; previewedPath: string; stayPaths: string[] }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'live' };

/** Whether a page's draft is shown inside a draft preview: it differs from what is live, and no access code guards it. */
const previewable = (doc: { kind: string; status: string; hasAccessCode: boolean }) => doc.kind === 'page' && doc.status !== 'published' && !doc.hasAccessCode;

/**
 * What a preview token shows, checked on every request: revoking a link or disabling its
 * author takes effect at once. Without `path` (or at the previewed page's path) the linked
 * draft or version; at another path of the same site, that page's draft when the link shows
 * drafts and the page has unpublished changes, otherwise `live`.
 */
export async function openPreview(ctx: ContentContext, { token, path }: { token: string; path?: string }): Promise<PreviewOutcome> {
  const checked = await store.resolvePreviewToken(ctx.db, { token });
  if (!checked.ok) return checked;
  const { claim } = checked;
  const doc = await store.getDocument(ctx.db, { id: claim.documentId });
  const version = doc && claim.version !== null ? await store.getVersion(ctx.db, { id: doc.id, version: claim.version }) : undefined;
  if (!doc || (claim.version !== null && !version)) return { ok: false, reason: 'invalid' };
  const stayPaths =
    claim.version === null
      ? [...new Set([doc.path, ...(await store.listDocuments(ctx.db, { site: doc.site, kind: 'page' })).filter(previewable).map((d) => d.path)])]
      : [doc.path];
  const found = { claim, previewedPath: doc.path, stayPaths };
  if (path === undefined || path === doc.path) {
    const page: PageToRender = version
      ? { site: doc.site, path: doc.path, kind: doc.kind, title: version.title, seo: version.seo, tree: version.tree }
      : { site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo, tree: renderableDraft(ctx, doc.draft) };
    return { ok: true, page, ...found };
  }
  const other = claim.version === null && stayPaths.includes(path) ? await store.getDocumentByPath(ctx.db, { site: doc.site, path }) : undefined;
  if (!other || !previewable(other)) return { ok: false, reason: 'live' };
  const page: PageToRender = { site: other.site, path: other.path, kind: other.kind, title: other.title, seo: other.seo, tree: renderableDraft(ctx, other.draft) };
  return { ok: true, page, ...found };
}
