/**
 * A site's settings beyond its name and hosts (issue 24 item 7): brand images, theme colours,
 * default SEO, analytics and cookie categories (stored as the site's `settings`), and its
 * redirects. Every body here is what `PUT /api/cms/sites/{site}/settings/...` and the
 * redirect routes accept; the editor checks a form with the same schema before sending it.
 */
import { z } from 'zod';
import { MEDIA_URL } from '../media';
import { GA4_MEASUREMENT_ID, matomoUrlProblem, redirectSourceProblem, redirectTargetProblem, titlePatternProblem } from '../site-settings';
import { SiteId, Timestamp } from './common';

const IMAGE_EXT = /\.(png|jpg|webp|gif|avif|svg|ico)$/;

/** A file of the media library (`/media/{hash}.png`), or empty for none. */
const MediaImage = (what: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || (MEDIA_URL.test(value) && IMAGE_EXT.test(value)), `Pick ${what} from the media library`);

export const SiteBrandingSettings = z.strictObject({
  logo: MediaImage('the logo image').default('').describe("Shown in the header in place of the brand's own logo; empty: the brand's logo"),
  favicon: MediaImage('the icon image').default('').describe("The browser tab's icon; empty: the brand's letter icon"),
});

/** The colours a site may set; each is a theme token (`background` is the theme's `bg`). */
export const THEME_TOKENS = ['primary', 'accent', 'text', 'background', 'link'] as const;
export type ThemeTokenName = (typeof THEME_TOKENS)[number];

const Colour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Enter a colour as # and six hex digits, like #1f4fd1');

/** Colours set for the site; a token left out keeps the brand's. Contrast is checked against the brand's other colours by the server. */
export const SiteThemeSettings = z.strictObject(Object.fromEntries(THEME_TOKENS.map((token) => [token, Colour.optional()])) as Record<ThemeTokenName, z.ZodOptional<typeof Colour>>);

export const SiteSeoSettings = z.strictObject({
  titlePattern: z
    .string()
    .trim()
    .max(120, 'A title pattern is at most 120 characters')
    .superRefine((value, ctx) => {
      const problem = titlePatternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `Title pattern: ${problem}` });
    })
    .default('')
    .describe("Each page's <title>: {title} (the page's) and {site} (the site's name), like `{title} | NYSE`; empty: `{title} | {site}`"),
  description: z.string().trim().max(300, 'A description is at most 300 characters').default('').describe('For pages without a description of their own'),
  image: MediaImage('the social image').default('').describe('Shared with links to pages without an image of their own'),
});

/** Cookie category ids (`C0002`); C0001 is the strictly necessary one. */
const CategoryId = z.string().trim().regex(/^C\d{4}$/, 'Use a category id like C0002');

export const ANALYTICS_PROVIDERS = ['none', 'ga4', 'matomo'] as const;

export const SiteAnalyticsSettings = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('none') }),
  z.strictObject({
    provider: z.literal('ga4'),
    measurementId: z.string().trim().regex(GA4_MEASUREMENT_ID, 'A Google Analytics 4 measurement id is G- and 4 to 12 capital letters or digits, like G-ABC123XYZ9'),
    category: CategoryId.default('C0002').describe('The cookie category the visitor must accept before the script loads'),
  }),
  z.strictObject({
    provider: z.literal('matomo'),
    siteId: z.string().trim().regex(/^[1-9]\d{0,5}$/, 'A Matomo site id is a whole number, like 3'),
    url: z
      .string()
      .trim()
      .max(300)
      .superRefine((value, ctx) => {
        const problem = matomoUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: `Matomo address: ${problem}` });
      }),
    category: CategoryId.default('C0002'),
  }),
]);

export const CookieCategory = z.strictObject({
  categoryId: CategoryId,
  name: z.string().trim().min(1, 'Enter the category name').max(80),
  description: z.string().trim().max(300).default(''),
  required: z.boolean().default(false).describe('Always on: the visitor cannot refuse it'),
});

export const SiteCookieSettings = z.strictObject({
  categories: z
    .array(CookieCategory)
    .max(10, 'At most 10 categories')
    .superRefine((list, ctx) => {
      list.forEach((c, i) => {
        if (list.findIndex((other) => other.categoryId === c.categoryId) !== i) ctx.addIssue({ code: 'custom', path: [i, 'categoryId'], message: `Category ${c.categoryId} is listed twice` });
      });
      if (list.length > 0 && !list.some((c) => c.categoryId === 'C0001')) ctx.addIssue({ code: 'custom', path: [], message: 'Keep C0001, the strictly necessary cookies' });
      const c0001 = list.findIndex((c) => c.categoryId === 'C0001' && !c.required);
      if (c0001 >= 0) ctx.addIssue({ code: 'custom', path: [c0001, 'required'], message: 'C0001, the strictly necessary cookies, is always required' });
    })
    .describe("The cookie banner's categories; empty: the banner's own list"),
});

/** Everything a site's `settings` holds; a section left out has its defaults. */
export const SiteSettings = z.object({
  branding: SiteBrandingSettings.optional(),
  theme: SiteThemeSettings.optional(),
  seo: SiteSeoSettings.optional(),
  analytics: SiteAnalyticsSettings.optional(),
  cookies: SiteCookieSettings.optional(),
});

export const SITE_SETTINGS_SECTIONS = ['branding', 'theme', 'seo', 'analytics', 'cookies'] as const;
export type SiteSettingsSection = (typeof SITE_SETTINGS_SECTIONS)[number];

export const SiteSettingsParams = z.object({ site: SiteId, section: z.enum(SITE_SETTINGS_SECTIONS, { message: `Unknown section; use one of ${SITE_SETTINGS_SECTIONS.join(', ')}` }) });
/** One section, replaced whole: the body is that section's schema (checked by the operation, which knows the section). */
export const SiteSettingsBody = z.record(z.string(), z.unknown()).describe('The section as SiteSettings describes it');
export const SiteSettingsResponse = z.object({ settings: SiteSettings });

/** The schema of each section's body. */
export const SECTION_SCHEMAS = {
  branding: SiteBrandingSettings,
  theme: SiteThemeSettings,
  seo: SiteSeoSettings,
  analytics: SiteAnalyticsSettings,
  cookies: SiteCookieSettings,
} as const satisfies Record<SiteSettingsSection, z.ZodType>;

/** A site's settings as read back from storage: a section that no longer parses has its defaults. */
export function readSiteSettings(stored: unknown): SiteSettings {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const section of SITE_SETTINGS_SECTIONS) {
    const parsed = SECTION_SCHEMAS[section].safeParse(record[section]);
    if (parsed.success) out[section] = parsed.data;
  }
  return out as SiteSettings;
}

// Redirects.

export const RedirectStatus = z.union([z.literal(301), z.literal(302)], { message: 'A redirect is 301 (moved for good) or 302 (for now)' });

export const RedirectBody = z.strictObject({
  from: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .superRefine((value, ctx) => {
      const problem = redirectSourceProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `From: ${problem}` });
    }),
  to: z
    .string()
    .trim()
    .max(2000)
    .superRefine((value, ctx) => {
      const problem = redirectTargetProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `To: ${problem}` });
    }),
  status: RedirectStatus.default(301),
});

export const Redirect = z.object({
  id: z.uuid(),
  site: SiteId,
  from: z.string(),
  to: z.string(),
  status: RedirectStatus,
  createdBy: z.string(),
  createdAt: Timestamp,
});

export const RedirectParams = z.object({ site: SiteId, id: z.uuid('Redirect ids are UUIDs') });
export const RedirectResponse = z.object({ redirect: Redirect });
export const RedirectListResponse = z.object({ redirects: z.array(Redirect) });
export const RedirectImportBody = z.strictObject({
  csv: z.string().max(200_000, 'The CSV text is at most 200,000 characters; split it').describe('Rows of from,to[,status]; a first row naming the columns is skipped'),
});
export const RedirectImportProblem = z.object({ line: z.number().int(), message: z.string() });
export const RedirectImportResponse = z.object({ added: z.number().int(), redirects: z.array(Redirect) });

export type SiteSettings = z.infer<typeof SiteSettings>;
export type SiteAnalyticsSettings = z.infer<typeof SiteAnalyticsSettings>;
export type CookieCategory = z.infer<typeof CookieCategory>;
export type Redirect = z.infer<typeof Redirect>;
export type RedirectBody = z.infer<typeof RedirectBody>;
