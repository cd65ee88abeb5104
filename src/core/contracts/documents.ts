import { z } from 'zod';
import { MAX_PATH } from '../paths';
import { imageSrc } from '../schemas';
import { DOCUMENT_PATH } from '../sites';
import { NodeSchema, requiredText, SiteId, Timestamp, TreeInput } from './common';
import { PageLinks, pageParams, PageTotal } from './paging';

export const DocumentKind = z.enum(['page', 'partial']);
/** draft: never published; published: live and unchanged; changed: live with a newer draft. */
export const DocumentStatus = z.enum(['draft', 'published', 'changed']);

/** A page tag: lower-case words joined by hyphens (`clearing`, `energy-futures`). */
export const Tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Tags are lower-case words joined by hyphens, like energy-futures')
  .max(40);

/**
 * A page's settings for search engines and for listings: the description doubles as the
 * summary and the image as the tile image where `content-surfacing` lists the page, beside
 * its tags, category and subtitle.
 */
export const Seo = z
  .object({
    description: z.string().max(300).optional(),
    // The same URL rule as every image prop: it reaches og:image.
    image: imageSrc({ allowEmpty: true }).optional(),
    noindex: z.boolean().optional(),
    tags: z.array(Tag).max(20, 'At most 20 tags').optional(),
    category: z.string().trim().max(60).optional(),
    subtitle: z.string().trim().max(200).optional(),
  })
  .strict();

/** SEO fields as stored and sent: the input rules above are not re-applied to what is already stored. */
export const SeoRecord = z.object({
  description: z.string().optional(),
  image: z.string().optional(),
  noindex: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  category: z.string().optional(),
  subtitle: z.string().optional(),
});

const Path = z.string().min(1).max(MAX_PATH);
const Title = requiredText('Title', 200);

export const DocumentSummary = z.object({
  id: z.string(),
  site: SiteId,
  /** The draft's path: where the document will be published next. */
  path: z.string(),
  /** Where visitors reach it now; null when unpublished. Differs from `path` after an unpublished move. */
  publishedPath: z.string().nullable(),
  kind: DocumentKind,
  title: z.string(),
  status: DocumentStatus,
  draftRevision: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  hasAccessCode: z.boolean(),
  updatedAt: Timestamp,
  updatedBy: z.string().nullable(),
});

export const DocumentRecord = DocumentSummary.extend({
  seo: SeoRecord,
  draft: NodeSchema,
  createdAt: Timestamp,
});

export const CreateDocumentBody = z
  .object({
    path: Path,
    kind: DocumentKind.default('page'),
    title: Title,
    seo: Seo.default({}),
    tree: TreeInput.optional(),
  })
  .strict();

export const SaveDraftBody = z
  .object({
    revision: z.number().int().min(0, 'revision is the draft revision you started from'),
    tree: TreeInput.optional(),
    title: Title.optional(),
    seo: Seo.optional(),
    path: Path.optional(),
  })
  .strict();

export const DuplicateBody = z
  .object({
    path: Path,
    title: Title.optional(),
  })
  .strict();

export const AccessCodeBody = z.object({ code: z.string().min(4, 'Access codes have at least 4 characters').max(100).nullable() }).strict();

export const DocumentResponse = z.object({ document: DocumentRecord });
export const DiscardChangesBody = z.object({ revision: z.number().int().min(0, 'revision is the draft revision you are discarding') }).strict();

/** Rows of the documents list and of the page tree: 100 when absent, at most 500. */
export const DOCUMENT_PAGE_LIMIT = { default: 100, max: 500 } as const;

/** A document path in a query (`under`, `parent`): the path rule's shape. */
const PathQuery = (name: string) => z.string().max(MAX_PATH).regex(DOCUMENT_PATH, `${name} is a document path, like /futures/energy`);

/** A site's documents by path (`C` order), filtered on the server. */
export const DocumentListQuery = z
  .object({
    kind: DocumentKind.optional(),
    q: z.string().trim().max(200).optional().describe('Part of the title or of the path, in any case'),
    under: PathQuery('under').optional().describe('A folder: the documents at this path and below it (by their path or the path they are live at)'),
    ...pageParams('documents', { keyLength: 1, limit: DOCUMENT_PAGE_LIMIT }),
  })
  .strict();
export const DocumentListResponse = z.object({ documents: z.array(DocumentSummary), ...PageLinks, ...PageTotal });

/**
 * A node of a site's page tree: a document's path, or a folder above documents that has none
 * of its own, with how many children it has (its folder opens on demand).
 */
export const DocumentTreeNode = z.object({
  path: z.string(),
  childCount: z.number().int().describe('Nodes directly below this one'),
  document: DocumentSummary.nullable().describe('The document at this path; null for a folder without one'),
});

/** One folder's children, in path order. */
export const DocumentTreeQuery = z
  .object({
    kind: DocumentKind.default('page'),
    parent: PathQuery('parent').optional().describe('The folder whose children to list; absent: the top level (`/` and the first segments)'),
    ...pageParams('tree', { keyLength: 1, limit: DOCUMENT_PAGE_LIMIT }),
  })
  .strict();
export const DocumentTreeResponse = z.object({
  nodes: z.array(DocumentTreeNode),
  total: z.number().int().describe("The folder's children in all (0 for a folder that does not exist)"),
  ...PageLinks,
});

export type DocumentKind = z.infer<typeof DocumentKind>;
export type DocumentStatus = z.infer<typeof DocumentStatus>;
export type Seo = z.infer<typeof Seo>;
export type DocumentSummary = z.infer<typeof DocumentSummary>;
export type DocumentTreeNode = z.infer<typeof DocumentTreeNode>;
export type DocumentRecord = z.infer<typeof DocumentRecord>;
export type CreateDocumentBody = z.infer<typeof CreateDocumentBody>;
export type SaveDraftBody = z.infer<typeof SaveDraftBody>;
