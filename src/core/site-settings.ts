/**
 * A site's own settings (issue 24 item 7) apart from the API: what a title pattern, a redirect,
 * a host name and an analytics address may be, and how they are applied. Pure; the contracts
 * (`contracts/site-settings.ts`) and the server both use it.
 */
import { hostForChecks } from './host-name';
import { DOCUMENT_PATH } from './sites';

/** Placeholders a title pattern may hold: the page's title and the site's name. */
export const TITLE_PLACEHOLDERS = ['title', 'site'] as const;

/** What is wrong with a title pattern (`{title} | NYSE`), or undefined; empty means the default (`{title} | {site}`). */
export function titlePatternProblem(pattern: string): string | undefined {
  if (pattern === '') return undefined;
  const unknown = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).find((name) => !(TITLE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined) return `{${unknown}} is not a placeholder: use {title} for the page's title and {site} for the site's name`;
  if (/[{}]/.test(pattern.replace(/\{(title|site)\}/g, ''))) return 'a brace is not closed: placeholders are written {title} and {site}';
  if (!pattern.includes('{title}')) return "it needs {title}, where the page's title goes";
  return undefined;
}

/** A page's `<title>`: the pattern filled in, or `title | site` by default; a page without a title shows the site's name. */
export function applyTitlePattern(pattern: string, { title, site }: { title: string; site: string }): string {
  if (!title) return site;
  if (!pattern || titlePatternProblem(pattern)) return `${title} | ${site}`;
  return pattern.replace(/\{(title|site)\}/g, (_, name: string) => (name === 'title' ? title : site));
}

/**
 * What is wrong with a host name a site answers to, or undefined: lower-case labels of
 * letters, digits and hyphens (not at either end), dots between, an optional port.
 */
export function hostNameProblem(host: string): string | undefined {
  const [name = '', port, ...rest] = host.split(':');
  if (rest.length > 0 || (port !== undefined && !/^\d{1,5}$/.test(port))) return 'a port is written host:8080';
  if (name.length === 0 || name.length > 253) return 'it needs a host name of up to 253 characters';
  const labels = name.split('.');
  if (labels.some((label) => !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) {
    return 'use letters, digits and hyphens between dots, like www.nyse.com (no spaces, no hyphen at either end of a part)';
  }
  return undefined;
}

/** Where a redirect may lead: a path of the site (`/listings`, with an optional query) or an https address. */
export function redirectTargetProblem(target: string): string | undefined {
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return 'a path starts with one slash';
    const path = target.split(/[?#]/)[0]!;
    return DOCUMENT_PATH.test(path) ? undefined : 'a path is lower-case letters, digits and hyphens between slashes, like /listings';
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'enter a path of this site (/listings) or an https:// address';
  }
  if (url.protocol !== 'https:') return 'an address of another site must start with https://';
  if (url.username || url.password) return 'it may not hold a user name or password';
  return undefined;
}

/** What is wrong with a redirect's source path, or undefined: a page path of the site, never `/`. */
export function redirectSourceProblem(from: string): string | undefined {
  if (from === '/') return 'the home page cannot be redirected';
  return DOCUMENT_PATH.test(from) ? undefined : 'a path is lower-case letters, digits and hyphens between slashes, like /old-page';
}

/** The path part of a same-site redirect target; undefined for an address on another site. */
export function redirectTargetPath(target: string): string | undefined {
  return target.startsWith('/') ? target.split(/[?#]/)[0] : undefined;
}

/** Host names that reach this machine or a private network (seen as they resolve: `localhost.` too): never an analytics address. */
export function isInternalHost(url: URL): boolean {
  const host = hostForChecks(url);
  if (host === undefined) return true;
  if (!host.includes('.') || host.includes(':')) return true; // single labels and IPv6 literals
  if (/(^|\.)(localhost|local|internal|intranet|lan|home|corp|test|invalid|example)$/.test(host)) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

/** What is wrong with a Matomo address, or undefined: https, a public host, no user, query or fragment. */
export function matomoUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'enter the address of the Matomo server, like https://analytics.example.org/';
  }
  if (url.protocol !== 'https:') return 'it must start with https://';
  if (url.username || url.password) return 'it may not hold a user name or password';
  if (url.search || url.hash) return 'it may not hold a query or fragment';
  if (isInternalHost(url)) return `${url.hostname} is an internal address; visitors' browsers must reach it on the internet`;
  return undefined;
}

/** Google Analytics 4 measurement ids: `G-` and 4 to 12 capital letters or digits. */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/;

/** The Content-Security-Policy origins an analytics provider needs: the scripts it loads and where they report. */
export function analyticsOrigins(analytics: { provider: 'none' } | { provider: 'ga4' } | { provider: 'matomo'; url: string }): { script: string[]; connect: string[] } {
  switch (analytics.provider) {
    case 'ga4':
      return { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://www.googletagmanager.com'] };
    case 'matomo': {
      const origin = new URL(analytics.url).origin;
      return { script: [origin], connect: [origin] };
    }
    default:
      return { script: [], connect: [] };
  }
}
