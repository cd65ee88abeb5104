import { z } from 'zod';
import { SiteId, Timestamp } from './common';

export const Site = z.object({
  id: SiteId,
  name: z.string(),
  hosts: z.array(z.string()),
  captchaSiteKey: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  updatedAt: Timestamp,
});

/** A site as the editor shows it: with its brand's layout choices and logo (theme data). */
export const EditorSite = Site.extend({
  brand: z.string().describe("The brand's name in its theme"),
  logoSvg: z.string().describe("The brand's inline SVG logo (theme data, trusted)"),
  /** Root kinds a page of this site may have; the first is the brand's own layout. */
  pageLayouts: z.array(z.string()),
});

export const UpdateSiteBody = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    hosts: z
      .array(z.string().trim().toLowerCase().max(260).regex(/^[a-z0-9.-]+(:\d+)?$/, 'Host names are letters, digits, dots and hyphens'))
      .min(1)
      .max(20)
      .optional(),
    captchaSiteKey: z.string().max(200).nullable().optional(),
  })
  .strict();

export const SiteResponse = z.object({ site: Site });
export const SiteListResponse = z.object({ sites: z.array(EditorSite) });

export type Site = z.infer<typeof Site>;
export type EditorSite = z.infer<typeof EditorSite>;
export type UpdateSiteBody = z.infer<typeof UpdateSiteBody>;
