import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { Tag } from '../../core/contracts/documents';
import { headingLevel } from '../../core/schemas';
import { SURFACING_CRITERIA } from '../../core/surfacing';

const pagePath = z
  .string()
  .trim()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, 'Enter the path of a page on this site, like /insights');

/** A published page as the listing shows it (summary: the page's description). */
const SurfacedPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  category: z.string().optional(),
  summary: z.string().optional(),
  image: z.string().optional(),
  publishedAt: z.string(),
});

/** What the server loads for a listing (`loadSurfaced` of src/content/published.ts): its pages, pinned ones first. */
export const ContentSurfacingDataSchema = z.array(SurfacedPageSchema);

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
  icon: 'tiles',
  description: 'Tiles or links to published pages of this site chosen by their tags, pinned pages first.',
  props: z.strictObject({
    layout: z
      .enum(['tile-grid', 'stacked-links'])
      .meta({ description: 'Tile grid: cards side by side with their images. Stacked links: a plain list of links.' })
      .default('tile-grid'),
    tilesPerRow: z
      .number()
      .int()
      .min(1, 'At least 1 tile per row')
      .max(6, 'At most 6 tiles per row')
      .meta({ description: 'How many pages sit side by side in the tile grid on wide screens, from 1 to 6.' })
      .default(3),
    numberOfRows: z
      .number()
      .int()
      .min(1, 'At least 1 row')
      .max(10, 'At most 10 rows')
      .meta({ description: 'How many rows are shown; with tiles per row, this sets how many pages are listed. From 1 to 10.' })
      .default(2),
    // Lists of objects, as every list prop (the editor's list fields hold objects).
    tagIds: z
      .array(
        z.strictObject({
          id: Tag.meta({ title: 'Tag', description: 'A tag as set in the pages’ settings: lower-case words joined by hyphens, such as energy-futures.' }),
        }),
      )
      .max(20, 'At most 20 tags')
      .meta({ title: 'Tags', description: 'Lists pages with any of these tags. No tags: every published page. Up to 20.' })
      .default([]),
    criteria: z
      .enum(SURFACING_CRITERIA)
      .meta({ title: 'Order', description: 'Newest or oldest publication first, or by title from A to Z.' })
      .default('newest'),
    displayCategory: z.boolean().meta({ title: 'Show category', description: 'Yes: each page’s category shows above its title.' }).default(true),
    displaySubtitle: z.boolean().meta({ title: 'Show subtitle', description: 'Yes: each page’s subtitle shows under its title.' }).default(true),
    displayBody: z.boolean().meta({ title: 'Show summary', description: 'Yes: each page’s summary (its description in the page settings) shows.' }).default(true),
    displayImage: z.boolean().meta({ title: 'Show image', description: 'Yes: tiles show each page’s image.' }).default(true),
    headingLevel: headingLevel()
      .meta({ description: 'The level of each page title in the page outline: one below the heading above the list, usually 3.' })
      .default(3),
    pinnedLinkIds: z
      .array(
        z.strictObject({
          path: pagePath.meta({ title: 'Page path', description: 'The path of a page on this site, such as /insights.' }),
        }),
      )
      .max(12, 'At most 12 pinned pages')
      .meta({ title: 'Pinned pages', description: 'Pages listed first, whatever their tags. Up to 12.' })
      .default([]),
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
  data: serverData({ schema: ContentSurfacingDataSchema, usesQuery: false }),
});
