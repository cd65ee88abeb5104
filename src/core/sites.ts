/** The eight branded sites of specification §1. */
export const SITE_IDS = ['ice', 'nyse', 'mersinc', 'mersmembers', 'ctaplan', 'esignal', 'globalotc', 'imt'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** Page-layout slots of specification §2, in page order. */
export const LAYOUT_SLOTS = [
  'alertContent',
  'accessCodeHeader',
  'headerContent',
  'banner',
  'main',
  'accessCodeFooter',
  'footerContent',
] as const;
export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** Roles of specification §6, carrying the application key prefix. */
export const ROLES = ['CMSTWO User', 'CMSTWO Super User', 'CMSTWO Admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { 'CMSTWO User': 1, 'CMSTWO Super User': 2, 'CMSTWO Admin': 3 };

/** A user's role on each site (issue 23 item 1); a site left out is no access. */
export type SiteRoles = { [K in SiteId]?: Role | undefined };

/** Every site with `role`: what a single role (the users API's `role`, `tessera user add`) means. */
export function everySite(role: Role): SiteRoles {
  return Object.fromEntries(SITE_IDS.map((site) => [site, role])) as SiteRoles;
}

/** Whether `role` is `minRole` or a higher one (Admin ⊃ Super User ⊃ User); no role meets nothing. */
export function roleMeets(role: Role | undefined, minRole: Role): boolean {
  return role !== undefined && RANK[role] >= RANK[minRole];
}

/** Whether a user holds `minRole` or a higher one on `site`. */
export function hasRoleOn(user: { roles: SiteRoles } | null | undefined, site: SiteId, minRole: Role): boolean {
  return !!user && roleMeets(user.roles[site], minRole);
}

/** Whether a user holds `minRole` or a higher one on at least one site (the server's route gate). */
export function hasRole(user: { roles: SiteRoles } | null | undefined, minRole: Role): boolean {
  return !!user && SITE_IDS.some((site) => roleMeets(user.roles[site], minRole));
}

/** Whether a user holds `minRole` or a higher one on every site. */
export function hasRoleEverywhere(user: { roles: SiteRoles } | null | undefined, minRole: Role): boolean {
  return !!user && SITE_IDS.every((site) => roleMeets(user.roles[site], minRole));
}

/** The sites where a user holds `minRole` or a higher one, in site order. */
export function sitesWithRole(user: { roles: SiteRoles } | null | undefined, minRole: Role): SiteId[] {
  return user ? SITE_IDS.filter((site) => roleMeets(user.roles[site], minRole)) : [];
}

/** One role on every site, or undefined when the sites differ (or some have none). */
export function uniformRole(roles: SiteRoles): Role | undefined {
  const first = roles[SITE_IDS[0]];
  return first && SITE_IDS.every((site) => roles[site] === first) ? first : undefined;
}

/** What each role may do, in plain words (shown beside the role in the editor). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  'CMSTWO User': 'edits drafts of pages and notices and asks for review; cannot publish, approve or manage users',
  'CMSTWO Super User': 'also publishes, unpublishes, schedules and restores pages, edits partials and approves others’ review requests; cannot manage users',
  'CMSTWO Admin': 'also manages users, site settings, visitors and the audit log of the site',
};

/** Document paths: `/` or lower-case segments of letters, digits and hyphens. */
export const DOCUMENT_PATH = /^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/**
 * The host name of a Host header or configured host, the one form every lookup uses:
 * `ICE.com:8080` → `ice.com`, `[::1]:3000` → `[::1]`, `nyse.com.` (fully qualified) → `nyse.com`.
 */
export function normalizeHost(host: string | undefined): string {
  const lower = (host ?? '').trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) || lower : lower.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * What is wrong with a site's public origin (issue 21 item 6), or undefined: an absolute
 * `http`/`https` origin, scheme, host and an optional port only (`https://www.nyse.com`), no
 * user, password, path, query or fragment. Links the server writes are built on it, never on
 * a request's Host header.
 */
export function publicOriginProblem(value: string): string | undefined {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return 'it must start with http:// or https://';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'it is not a valid address';
  }
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/?#]*@/i.test(text)) return 'it may not hold a user name or password';
  if (url.hostname === '') return 'it needs a host name';
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text) || !/^https?:\/\/[^/]+\/?$/i.test(text)) {
    return 'it may not hold a path, query or fragment';
  }
  return undefined;
}

/** A valid public origin in its one form: lower-case scheme and host, no default port, no trailing slash. */
export function normalizePublicOrigin(value: string): string {
  return new URL(value.trim()).origin;
}

/**
 * A site's public origin by the configured template (`PUBLIC_ORIGIN_TEMPLATE`): `{site}` is
 * the site's id, `{port}` the port the server listens on.
 */
export function publicOriginFromTemplate(template: string, { site, port }: { site: string; port: number }): string {
  return normalizePublicOrigin(template.replaceAll('{site}', site).replaceAll('{port}', String(port)));
}
