import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { Tag } from '../../core/contracts/documents';
import { headingLevel } from '../../core/schemas';
import { SURFACING_CRITERIA } from '../../core/surfacing';

const pagePath = z
  .string()
  .trim()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, 'Enter the path of a page on this site, like /insights');

/**
 * Specification §3 "Content surfacing": layout (tile-grid, stacked-links), tilesPerRow,
 * numberOfRows, tagIds, criteria, displayCategory, displaySubtitle, displayBody, displayImage,
 * pinnedLinkIds. Lists published pages of the site (without an access code) by their tags;
 * pinned pages (by path) come first. Publishing a page updates every listing that shows it.
 */
export const contentSurfacing = defineComponent({
  name: 'content-surfacing',
  label: 'Content surfacing',
  category: 'content',
  description: 'Lists published pages of this site chosen by their tags (set in each page’s settings), newest first or by title, pinned pages first.',
  props: z.strictObject({
    layout: z.enum(['tile-grid', 'stacked-links']).default('tile-grid'),
    tilesPerRow: z.number().int().min(1, 'At least 1 tile per row').max(6, 'At most 6 tiles per row').default(3),
    numberOfRows: z.number().int().min(1, 'At least 1 row').max(10, 'At most 10 rows').default(2),
    // Lists of objects, as every list prop (the editor's list fields hold objects).
    tagIds: z
      .array(z.strictObject({ id: Tag }))
      .max(20, 'At most 20 tags')
      .default([])
      .describe('Pages with any of these tags; none lists every page'),
    criteria: z.enum(SURFACING_CRITERIA).default('newest').describe('Order: newest or oldest publication first, or by title'),
    displayCategory: z.boolean().default(true),
    displaySubtitle: z.boolean().default(true),
    displayBody: z.boolean().default(true).describe("Show each page's summary"),
    displayImage: z.boolean().default(true),
    headingLevel: headingLevel().default(3).describe("Level of each page title's heading"),
    pinnedLinkIds: z.array(z.strictObject({ path: pagePath })).max(12, 'At most 12 pinned pages').default([]).describe('Pages shown first, by path'),
  }),
  defaults: {
    layout: 'tile-grid',
    tilesPerRow: 3,
    numberOfRows: 1,
    tagIds: [],
    criteria: 'newest',
    displayCategory: true,
    displaySubtitle: true,
    displayBody: true,
    displayImage: true,
    headingLevel: 3,
    pinnedLinkIds: [],
  },
});
