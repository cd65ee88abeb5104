import { linkProblem } from '../rich-text/link-rule';

/**
 * A host name with at least one dot and a top-level domain of letters (`www.nyse.com`,
 * `nyse.com`), an optional port, then optionally a path, query or fragment. Nothing with a
 * scheme, `//`, `@` before the host, spaces or a bare word (`fees`) passes.
 */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/**
 * What a typed link address is stored as: a bare host-like address (`www.nyse.com/listings`)
 * gets `https://` in front when that makes an address the link rule accepts; everything else
 * is returned trimmed and unchanged, so `javascript:`, `data:` and whatever else the rule
 * refuses is still refused by it (issue 24 item 4).
 */
export function completeLink(typed: string): string {
  const value = typed.trim();
  if (value === '' || linkProblem(value) === undefined) return value;
  if (!BARE_HOST.test(value)) return value;
  const completed = `https://${value}`;
  return linkProblem(completed) === undefined ? completed : value;
}
