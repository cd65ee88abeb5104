import { message, TesseraError } from './errors';
import { DOCUMENT_PATH } from './sites';

/** Longest document path. */
export const MAX_PATH = 200;

/** Addresses the platform answers itself on every site (visitors' sign-in and sign-out). */
export const PLATFORM_PATHS: readonly string[] = ['/login', '/logout', '/login/provider', '/login/provider/callback'];

/**
 * The path rule, the one place it is stated: `/` or lower-case segments of letters, digits
 * and single hyphens, at most 200 characters. Returns what is wrong, in words for the field,
 * or undefined when the path is good.
 */
export function pathProblem(path: string): string | undefined {
  if (path.trim() === '') return message('REQUIRED', { label: 'Path' });
  if (path.length > MAX_PATH) return `Use at most ${MAX_PATH} characters`;
  if (!path.startsWith('/')) return 'Start the path with "/", like /futures/energy';
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return 'A path may not contain "." or ".." segments';
  if (/\s/.test(path)) return 'A path may not contain spaces; use hyphens between words';
  if (path !== path.toLowerCase()) return 'Use lower-case letters only';
  if (path.length > 1 && (path.endsWith('/') || path.includes('//'))) return 'Remove the empty segment (a "/" at the end or "//")';
  if (PLATFORM_PATHS.includes(path)) return `${path} is the platform's own sign-in address on every site; choose another path`;
  if (path === '/subscriptions' || path.startsWith('/subscriptions/')) return 'Paths under /subscriptions are the subscription centre’s own pages; choose another path';
  if (['/search', '/elastic-search', '/sitemap.xml'].includes(path) || path.startsWith('/feeds/')) return `${path} is the platform's own address on every site (search, sitemap, feeds); choose another path`;
  if (path.startsWith('/media/')) return 'Paths under /media/ are where the media library serves its files; choose another path';
  if (!DOCUMENT_PATH.test(path)) return 'Use "/" or lower-case segments of letters, digits and single hyphens, like /futures/energy';
  return undefined;
}

/** The path when it follows the rule; otherwise `INVALID_PATH` naming what is wrong. */
export function checkPath(path: string): string {
  const problem = pathProblem(path);
  if (problem) throw new TesseraError('INVALID_PATH', { path: path.length > 40 ? `${path.slice(0, 40)}…` : path, reason: problem });
  return path;
}
