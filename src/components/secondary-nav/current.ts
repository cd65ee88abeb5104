/**
 * Whether a link points at the page being rendered: same-site paths compare without their
 * query, fragment and trailing slash; links to other sites or schemes never do.
 */
export function isCurrentPage(href: string, path: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return normalize(href.replace(/[?#].*$/, '')) === normalize(path);
}

function normalize(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}
