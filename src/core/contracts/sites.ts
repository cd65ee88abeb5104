import { z } from 'zod';
import { message } from '../errors';
import { hostNameProblem } from '../site-settings';
import { publicOriginProblem } from '../sites';
import { SiteId, Timestamp } from './common';

export const Site = z.object({
  id: SiteId,
  name: z.string(),
  hosts: z.array(z.string()),
  captchaSiteKey: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  publicOrigin: z
    .string()
    .nullable()
    .describe('Where visitors reach the site (`https://www.nyse.com`): every absolute link the server writes (e-mail, sitemap, feeds, sign-in return address) starts with it. null: the default from PUBLIC_ORIGIN_TEMPLATE'),
  needsApproval: z.boolean().describe('Publishing needs a review by someone else; only an Admin may publish without one, marked urgent with a reason'),
  updatedAt: Timestamp,
});

/** A site as the editor shows it: with its brand's layout choices and logo (theme data). */
export const EditorSite = Site.extend({
  brand: z.string().describe("The brand's name in its theme"),
  logoSvg: z.string().describe("The brand's inline SVG logo (theme data, trusted)"),
  /** Root kinds a page of this site may have; the first is the brand's own layout. */
  pageLayouts: z.array(z.string()),
  defaultPublicOrigin: z.string().describe('The public origin the site has while `publicOrigin` is null (from PUBLIC_ORIGIN_TEMPLATE)'),
});

/** A site's public origin as an admin enters it: scheme, host and optional port; empty clears it. */
export const PublicOriginInput = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || publicOriginProblem(value) === undefined, {
    error: (issue) => message('PUBLIC_ORIGIN_INVALID', { reason: publicOriginProblem(String(issue.input)) ?? 'it is not a valid address' }),
  });

export const UpdateSiteBody = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    hosts: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .max(260)
          .superRefine((value, ctx) => {
            const problem = hostNameProblem(value);
            if (problem) ctx.addIssue({ code: 'custom', message: `Host name "${value}": ${problem}` });
          }),
      )
      .min(1)
      .max(20)
      .optional(),
    captchaSiteKey: z.string().max(200).nullable().optional(),
    publicOrigin: PublicOriginInput.nullable()
      .optional()
      .describe('`https://www.nyse.com`-style origin for every absolute link the server writes; null or empty: the default from PUBLIC_ORIGIN_TEMPLATE'),
    needsApproval: z.boolean().optional().describe('Publishing needs a review by someone else (ice and nyse by default)'),
  })
  .strict();

export const SiteResponse = z.object({ site: Site });
export const SiteListResponse = z.object({ sites: z.array(EditorSite) });

export type Site = z.infer<typeof Site>;
export type EditorSite = z.infer<typeof EditorSite>;
export type UpdateSiteBody = z.infer<typeof UpdateSiteBody>;
