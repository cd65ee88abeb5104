import { z } from 'zod';
import { SiteId, Timestamp } from './common';
import { DocumentKind } from './documents';
import { NoticeFields } from './notices';
import { UrgentFields } from './versions';

/**
 * A site bundle (issue 27 item 2): what `tessera site export` writes and `site import` reads, the
 * same from the admin's Sites screen. One gzipped tar holding `site.json` (this schema) and the
 * library files its pages and notices use, as `media/<sha256>.<ext>`. docs/site-bundle.md
 * documents every field; a bundle of another `formatVersion` is refused by name.
 *
 * Trees are `unknown` here on purpose: the importer checks each against the component registry
 * (kinds, props, slots, older component versions migrated), which names the node at fault.
 */
export const SITE_BUNDLE_FORMAT = 'tessera-site-bundle';
export const SITE_BUNDLE_VERSION = 1;
/** The bundle's JSON inside the archive. */
export const SITE_BUNDLE_JSON = 'site.json';
/** What an import accepts: the archive as sent, and the JSON unpacked. */
export const SITE_BUNDLE_MAX_MB = 500;
export const SITE_BUNDLE_JSON_MAX_MB = 100;
/** Entries of an archive an import reads at most (the JSON and one per library file). */
export const SITE_BUNDLE_MAX_FILES = 20_000;

/** A library file's name in the archive: `media/<sha256>.<ext>`. */
export const BUNDLE_MEDIA_NAME = /^media\/([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

const Path = z.string().max(300);
const Actor = z.string().max(200).nullable();
const Seo = z.record(z.string(), z.unknown());

export const BundleVersion = z.strictObject({
  version: z.number().int().min(1),
  title: z.string().max(200),
  seo: Seo,
  tree: z.unknown(),
  note: z.string().max(2000).nullable(),
  publishedAt: Timestamp,
  publishedBy: Actor,
});

export const BundleDocument = z.strictObject({
  /** The draft's path (where the editor shows it). */
  path: Path,
  kind: DocumentKind,
  title: z.string().max(200),
  seo: Seo,
  draft: z.unknown(),
  /** The scrypt hash of the page's access code (never the code): a gated page stays gated. */
  accessCodeHash: z
    .string()
    .regex(/^scrypt(-ci)?\$[A-Za-z0-9_-]{8,200}\$[A-Za-z0-9_-]{8,200}$/, 'an access code hash is scrypt-ci$salt$hash, as Tessera writes it')
    .nullable(),
  /** What visitors see, or null for a document never published or withdrawn. */
  published: BundleVersion.extend({ path: Path }).nullable(),
  /** Older published versions, oldest first: only when exported with versions. */
  history: z.array(BundleVersion).max(10_000).optional(),
  /** Paths the page was published at before, which lead to it. */
  formerPaths: z.array(Path).max(1000),
});

export const BundleRedirect = z.strictObject({ from: z.string().max(200), to: z.string().max(2000), status: z.union([z.literal(301), z.literal(302)]) });

export const BundleNotice = z.strictObject({ ...NoticeFields, status: z.enum(['draft', 'published']) });

export const BundleNoticeTopic = z.strictObject({ collection: NoticeFields.collection, name: z.string().trim().min(1).max(120) });

export const BundleMedia = z.strictObject({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'a file is named by its SHA-256, 64 hexadecimal digits'),
  ext: z.string().regex(/^[a-z0-9]{2,5}$/),
  name: z.string().max(300),
  alt: z.string().max(300),
  size: z.number().int().min(1),
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
});

export const SiteBundle = z.strictObject({
  format: z.literal(SITE_BUNDLE_FORMAT, { message: `not a Tessera site bundle (format is not "${SITE_BUNDLE_FORMAT}")` }),
  formatVersion: z.literal(SITE_BUNDLE_VERSION, { message: `this Tessera reads site bundles of format version ${SITE_BUNDLE_VERSION}` }),
  exportedAt: Timestamp,
  exportedBy: Actor,
  /** The installation's schema (its last migration) when exported. */
  schemaVersion: z.number().int().min(1),
  withVersions: z.boolean(),
  site: z.strictObject({ id: SiteId, name: z.string().max(200), settings: z.record(z.string(), z.unknown()) }),
  documents: z.array(BundleDocument).max(50_000),
  redirects: z.array(BundleRedirect).max(10_000),
  notices: z.array(BundleNotice).max(200_000),
  noticeTopics: z.array(BundleNoticeTopic).max(10_000),
  media: z.array(BundleMedia).max(SITE_BUNDLE_MAX_FILES),
});
export type SiteBundle = z.infer<typeof SiteBundle>;
export type BundleDocument = z.infer<typeof BundleDocument>;

/** One thing wrong with a bundle, and where: `documents[3] /fees › draft › /root/slots/main/0/props/heading`. */
export const BundleProblem = z.object({ where: z.string(), message: z.string() });
export type BundleProblem = z.infer<typeof BundleProblem>;

const Count = z.number().int().min(0);

/** What an import did, or (a dry run) would do. */
export const SiteImportReport = z.object({
  site: SiteId,
  dryRun: z.boolean(),
  exportedAt: Timestamp,
  documents: z.object({
    created: Count,
    updated: Count,
    published: Count,
    /** Versions that would have been published, imported as drafts with a review request each (`approval: 'review'`). */
    reviewRequested: Count,
    unchanged: Count,
    kept: z.array(z.string()),
  }),
  history: Count,
  redirects: Count,
  /** Whether the site's redirects are already the bundle's (then they are not rewritten). */
  redirectsUnchanged: z.boolean(),
  /** By (collection, number): new here, different here, or already exactly the bundle's. */
  notices: z.object({ created: Count, updated: Count, unchanged: Count }),
  noticeTopics: Count,
  media: z.object({ added: Count, present: Count }),
  /** Whether any section of the bundle's settings differs from the site's (only those are written). */
  settings: z.boolean(),
  /**
   * What the approval rule asks of this import: `not needed` (the site publishes without review,
   * or nothing would be published), `urgent` (an Admin's reason: published now, flagged in the
   * audit log and the record) or `review` (the versions to publish become drafts, each with a review
   * request; changed notices then need an urgent reason).
   */
  approval: z.enum(['not needed', 'urgent', 'review']),
  /** What is imported but deserves a look (a file a page refers to that neither the bundle nor this library has). */
  warnings: z.array(BundleProblem),
});
export type SiteImportReport = z.infer<typeof SiteImportReport>;

export const SiteExportQuery = z.object({ versions: z.enum(['true', 'false']).default('false') });
export const SiteImportQuery = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
  reason: UrgentFields.reason.describe('On a site that needs approval: an Admin\'s reason to publish without review (urgent). Without it, the versions to publish are imported as drafts with review requests'),
});
