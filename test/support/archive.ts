import { registry } from '../../src/components/registry';
import { recordArchive, type ArchiveView, type ContentContext, type PageRenderer, type RecordReport } from '../../src/content';
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

/** The answer of `archiveAt` once recorded (a test that asked before recording gets `recording`, and fails here naming it). */
export function recordedView(view: ArchiveView): Extract<ArchiveView, { state: 'recorded' }> {
  if (view.state !== 'recorded') throw new Error(`Expected a recorded entry, got: still recording ${JSON.stringify(view.pending)}`);
  return view;
}

/** Records every pending publication now, as the archive job would (no checkpoint: the tests of the anchor write their own). */
export async function recordNow(ctx: ContentContext): Promise<RecordReport> {
  return recordArchive(ctx);
}
