/** Contracts of the component catalogue (issue 27 item 5): every kind, its props table, slots, demo uses and a rendered sample. */
import { z } from 'zod';
import { CATEGORIES } from '../component';
import { SiteId } from './common';
import { DocumentKind } from './documents';

/** A kind's name in a path: kebab-case, as `defineComponent` requires; an unknown one is a 404 naming it. */
export const ComponentKindName = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'A component kind is named in kebab-case, like notice-list');
export const ComponentKindParams = z.object({ kind: ComponentKindName });
export const ComponentSampleParams = z.object({ kind: ComponentKindName, site: SiteId });

export const ComponentSlot = z.object({
  name: z.string(),
  label: z.string(),
  /** The kinds this slot takes; null: any kind except page layouts. */
  allow: z.array(z.string()).nullable(),
  max: z.number().int().nullable(),
});

/** A value a prop may take (an enum's member, a default): JSON's scalars. */
const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One row of a props table. Nested props follow their parent as rows of their own: `path`
 * names them (`searchCollections[].collection`: the `collection` of each item) and `depth`
 * counts the levels.
 */
export const PropRow = z.object({
  path: z.string(),
  name: z.string(),
  depth: z.number().int().min(0),
  /** The schema's title: the editor's field label (without one, the field shows the name in words). */
  title: z.string().nullable(),
  /** Readable: `text`, `whole number`, `yes / no`, `choice`, `list of objects`, `image address`, `rich text`, `one of: text | number`… */
  type: z.string(),
  /** Must be given: it has no default and is not optional. */
  required: z.boolean(),
  nullable: z.boolean(),
  /** The default as JSON text (`"standard"`, `400`, `[]`); null when there is none. */
  default: z.string().nullable(),
  /** An enum's values, in order; null when any value of the type goes. */
  allowed: z.array(Scalar).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** What `min` and `max` bound: a number's value, a text's characters or a list's items. */
  bounds: z.enum(['value', 'characters', 'items']).nullable(),
  /** A value's format: `date-time`, `date`, `uri`, `email`… */
  format: z.string().nullable(),
  description: z.string().nullable(),
});

export const ComponentKindSummary = z.object({
  name: z.string(),
  label: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  interactive: z.boolean(),
  rootOnly: z.boolean(),
  /** Site chrome: offered only in layouts' header and footer slots and in partials. */
  chrome: z.boolean(),
  /** An older kind kept for stored pages: the kind that replaces it. */
  supersededBy: z.string().nullable(),
  version: z.number().int(),
});

export const ComponentKindDetail = ComponentKindSummary.extend({
  slots: z.array(ComponentSlot),
  props: z.array(PropRow),
  /** The slots of other kinds whose allow-list names this kind. */
  allowedIn: z.array(z.object({ kind: z.string(), slot: z.string() })),
  /** Kinds that take visitors' submissions, load server data, or hydrate in the browser, in words. */
  traits: z.array(z.string()),
});

export const ComponentKindListResponse = z.object({
  kinds: z.array(ComponentKindSummary),
  /** The eight themes a kind is shown in, by site, with the brand's name. */
  themes: z.array(z.object({ site: SiteId, name: z.string() })),
});
export const ComponentKindResponse = z.object({ kind: ComponentKindDetail });

/** A document whose tree holds a node of the kind: live (published) or only in its draft. */
export const ComponentUse = z.object({
  documentId: z.string(),
  site: SiteId,
  kind: DocumentKind,
  path: z.string(),
  title: z.string(),
  published: z.boolean(),
  draft: z.boolean(),
});
export const ComponentUsageResponse = z.object({
  uses: z.array(ComponentUse),
  /** Every use, when more than the list holds. */
  total: z.number().int(),
  /** Where the rendered sample's props come from: the first published use, or null (the kind's defaults). */
  sample: z.object({ site: SiteId, path: z.string(), title: z.string() }).nullable(),
});

export type ComponentSlot = z.infer<typeof ComponentSlot>;
export type PropRow = z.infer<typeof PropRow>;
export type ComponentKindSummary = z.infer<typeof ComponentKindSummary>;
export type ComponentKindDetail = z.infer<typeof ComponentKindDetail>;
export type ComponentUse = z.infer<typeof ComponentUse>;
export type ComponentKindList = z.infer<typeof ComponentKindListResponse>;
export type ComponentUsage = z.infer<typeof ComponentUsageResponse>;
