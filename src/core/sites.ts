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
