import { registry } from '../../src/components/registry';
import type { PageRenderer } from '../../src/content';
import { loadAssets } from '../../src/render/assets';
import { archiveRenderer } from '../../src/server/archive-renderer';

/** The real page renderer the server hands to content (the archive renders every publication with it). */
export const testRenderer: PageRenderer = archiveRenderer({ registry });

/**
 * Builds the assets the renderer links to (once per process, seconds): call it in a
 * `beforeAll` of suites that publish, so the first publication does not spend a test's time on it.
 */
export async function warmRenderer(): Promise<void> {
  await loadAssets(registry);
}
