import { SITE_IDS, type SiteId } from '../core/sites';
import { themes } from './index';

export interface SiteDefaults {
  /** Brand display name. */
  name: string;
  /** Host names that resolve to the site; `{site}.localhost` in development (DESIGN.md §5). */
  hosts: string[];
  /** Per-site captcha key of specification §1; none until an administrator sets one. */
  captchaSiteKey: string | null;
}

/** Settings a fresh installation starts with, per site. */
export const siteDefaults: Record<SiteId, SiteDefaults> = Object.fromEntries(
  SITE_IDS.map((id) => [id, { name: themes[id].name, hosts: [`${id}.localhost`], captchaSiteKey: null }]),
) as Record<SiteId, SiteDefaults>;
