import { registry } from '../components/registry';
import { prepareNewStores } from '../content';
import { prepareSiteAssets } from '../render/assets';
import { prepareEditorAssets } from './editor-assets';

/** What `prebuild` did: each build found current in the cache, or built and kept. */
export interface PrebuildReport {
  site: 'cache' | 'build';
  editor: 'cache' | 'build';
  /** Whether the migrated cluster new PGlite data directories start from was made now. */
  storeTemplate: boolean;
  seconds: number;
}

/**
 * What a start would otherwise make itself, made once and kept under dist/: the site assets
 * (stylesheets, islands) and the editor bundle with their compressed forms, keyed by their
 * inputs, and the migrated PGlite cluster a first start loads instead of creating and migrating one.
 * `npm run build` runs it (scripts/build.mjs), as do the browser tests' set-up.
 */
export async function prebuild({ cacheDir, onBuild }: { cacheDir?: string; onBuild?: (what: string) => void } = {}): Promise<PrebuildReport> {
  const started = performance.now();
  const options = cacheDir ? { cacheDir } : {};
  // One after the other: each build's esbuild service is stopped when it is done.
  const site = await prepareSiteAssets({ registry, ...options, onBuild: () => onBuild?.('the stylesheets and islands') });
  const editor = await prepareEditorAssets({ ...options, onBuild: () => onBuild?.('the editor bundle') });
  const storeTemplate = await prepareNewStores();
  return { site: site.source, editor: editor.source, storeTemplate, seconds: (performance.now() - started) / 1000 };
}
