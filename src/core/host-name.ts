/**
 * A URL's host name as every check of where a request may go must see it. WHATWG URL parsing
 * already lower-cases names and maps them through IDNA (`ＬＯＣＡＬＨＯＳＴ` is `localhost`,
 * `bücher.example` is `xn--bcher-kva.example`); what it leaves is the trailing dot of a fully
 * qualified name, which resolves to the same host (`localhost.` is `localhost`). IPv6 literals
 * lose their brackets. Undefined for a name with an empty label (`localhost..`, `a..b`), which
 * no resolver treats as a plain name: refuse it.
 */
export function hostForChecks(url: URL): string | undefined {
  const bare = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare.includes(':')) return bare;
  const host = bare.endsWith('.') ? bare.slice(0, -1) : bare;
  return host === '' || host.split('.').includes('') ? undefined : host;
}
