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

/** Whether a user holds `minRole` or a higher one (Admin ⊃ Super User ⊃ User). */
export function hasRole(user: { role: Role } | null | undefined, minRole: Role): boolean {
  return !!user && RANK[user.role] >= RANK[minRole];
}

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
