import type { SiteInfo } from '../components/view';

/** An interactive node rendered on the server, to be hydrated in the browser. */
export interface IslandData {
  kind: string;
  id: string;
  props: Record<string, unknown>;
}

/** What the page hands the island runtime: the islands, and the site facts views may read. */
export interface IslandBootstrap {
  site: SiteInfo;
  path: string;
  islands: IslandData[];
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe to embed in a `<script>` element: no `</script>`, no `<!--`, and no U+2028/9
 * (which end a line in older JavaScript parsers).
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch]!);
}
