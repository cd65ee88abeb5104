import type { z } from 'zod';
import type { MersDocsTabsDataSchema } from './definition';

export type MersDocsTabsData = z.infer<typeof MersDocsTabsDataSchema>;

/**
 * The element id of each tab's section, from its name (`Rules of Membership` → `rules-of-membership`),
 * so an address can open a tab (`/documents#bulletins`). A name without letters gives `tab-n`
 * (n: its place); an id an earlier tab has gets `-2`, `-3` … appended.
 */
export function tabIds(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, i) => {
    const slug = name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '');
    const base = slug && !slug.startsWith('tessera') ? slug : `tab-${i + 1}`;
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
}
