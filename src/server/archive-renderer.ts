import type { PageRenderer } from '../content';
import type { Registry } from '../core/component';
import { loadAssets } from '../render/assets';
import { finishPage, prepareFor, siteRendering } from './render-page';

/**
 * The archive's page renderer (content/archive/renderer.ts): a composed page as a signed-out
 * visitor receives it from `routes/pages.ts` — `preparePage` then `finishPage(…, null)` — in
 * the site as the publishing transaction reads it (its name, logo, head, cookie categories
 * and captcha). The built assets (their hashed addresses are in the HTML) are loaded on the
 * first render, once per process.
 */
export function archiveRenderer({ registry }: { registry: Registry }): PageRenderer {
  return {
    async render({ page, site }) {
      const assets = await loadAssets(registry);
      const prepared = prepareFor({ registry, assets }, siteRendering(page.doc.site, site), page);
      return finishPage({ assets }, prepared, null);
    },
  };
}
