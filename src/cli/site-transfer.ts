import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { BUNDLE_MEDIA_NAME, SITE_BUNDLE_JSON, SITE_BUNDLE_JSON_MAX_MB, SITE_BUNDLE_MAX_FILES, type SiteImportReport } from '../core/contracts';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import { changeChannel, CLI, createContentContext, exportSite, importSite, type ChangeListener, type ContentContext, type Db } from '../content';
import { registry } from '../components/registry';
import { BundleUnreadable, packBundle, unpackBundle } from '../services/bundle';
import type { Config } from '../services/config';
import { fileMediaStorage } from '../services/media';
import { pageRenderer } from './bootstrap';

/** What an import unpacks at most: as many entries as a bundle may list, and 4 GB. */
const UNPACK_LIMITS = { maxFiles: SITE_BUNDLE_MAX_FILES + 1, maxBytes: 4 * 1024 ** 3, maxJsonBytes: SITE_BUNDLE_JSON_MAX_MB * 1024 * 1024 };

/**
 * The command line's context: the configured media directory, and changes announced to the
 * servers sharing the database (PostgreSQL), which drop what they keep of the site.
 */
function commandContext(config: Config, db: Db): ContentContext {
  const channel = changeChannel(db);
  const changes: ChangeListener = {
    contentChanged: (site, keys) => channel.announce({ kind: 'content', site, ...(keys ? { keys: [...keys] } : {}) }),
    sitesChanged: (sites) => channel.announce({ kind: 'sites', ...(sites ? { sites: [...sites] } : {}) }),
  };
  return createContentContext({ db, registry, archive: pageRenderer(registry), media: fileMediaStorage(config.mediaDir), changes });
}

/** `tessera site export SITE [--versions] > FILE`: the bundle to `out` (stdout), a summary to stderr. */
export async function exportSiteCommand({ config, db, site, versions, out }: { config: Config; db: Db; site: SiteId; versions: boolean; out: NodeJS.WritableStream }): Promise<string> {
  const { bundle, files } = await exportSite(commandContext(config, db), { actor: CLI, site, versions });
  const { stream, missing } = await packBundle({ jsonName: SITE_BUNDLE_JSON, json: JSON.stringify(bundle), files });
  await pipeline(stream, out, { end: out !== process.stdout });
  const notes = missing.map((name) => `Warning: ${name} is in the library's records but its file is gone; the bundle leaves it out.`);
  return [
    ...notes,
    `Exported ${site}: ${bundle.documents.length} documents (${bundle.documents.filter((d) => d.published).length} published${versions ? `, ${bundle.documents.reduce((n, d) => n + (d.history?.length ?? 0), 0)} older versions` : ''}), ` +
      `${bundle.redirects.length} redirects, ${bundle.notices.length} notices, ${bundle.media.length - missing.length} library files.`,
  ].join('\n');
}

/**
 * `tessera site import FILE [--dry-run]`: unpacks, checks everything, and applies it in one
 * transaction (or, dry, says what it would do). Every problem is printed with where it is; the
 * exit code is 1 when there are any, and nothing is changed.
 */
export async function importSiteCommand({ config, db, file, dryRun, progress }: { config: Config; db: Db; file: string; dryRun: boolean; progress: (line: string) => void }): Promise<SiteImportReport> {
  let unpacked;
  try {
    unpacked = await unpackBundle(createReadStream(file), { jsonName: SITE_BUNDLE_JSON, fileName: BUNDLE_MEDIA_NAME, limits: UNPACK_LIMITS });
  } catch (error) {
    if (error instanceof BundleUnreadable) throw new Error(`${file} is not a readable site bundle: ${error.message}`, { cause: error });
    throw error;
  }
  try {
    let last = '';
    return await importSite(commandContext(config, db), {
      actor: CLI,
      bundle: unpacked.json,
      files: unpacked,
      dryRun,
      // A line per tenth of each step.
      onProgress: (step, done, total) => {
        const line = `${step}: ${total === 0 ? 100 : Math.floor((done / total) * 10) * 10}%`;
        if (line !== last) progress((last = line));
      },
    });
  } finally {
    await unpacked.dispose();
  }
}

/** The problems of a refused import, one line each with where it is. */
export function problemLines(error: unknown): string[] | undefined {
  if (!(error instanceof TesseraError) || error.code !== 'BUNDLE_INVALID') return undefined;
  return [error.message, ...(error.issues ?? []).map((i) => `  ${i.path}: ${i.message}`)];
}

/** An import's report in a few lines. */
export function reportLines(report: SiteImportReport): string[] {
  const d = report.documents;
  const would = report.dryRun ? 'would be ' : '';
  const lines = [
    `${report.dryRun ? 'Checked; nothing was changed (dry run)' : 'Imported'} ${report.site} from a bundle exported ${report.exportedAt}:`,
    `  documents: ${d.created} ${would}created, ${d.updated} ${would}updated, ${d.published} ${would}published, ${d.unchanged} unchanged`,
    `  older versions: ${report.history}; redirects: ${report.redirects}${report.redirectsUnchanged ? ' (unchanged)' : ''}; notices: ${report.notices.created} ${would}created, ${report.notices.updated} ${would}updated, ${report.notices.unchanged} unchanged; library files: ${report.media.added} ${would}added, ${report.media.present} already here; settings: ${report.settings ? (report.dryRun ? 'would be replaced' : 'replaced') : 'unchanged (or none in the bundle)'}`,
  ];
  if (d.kept.length > 0) lines.push(`  left as they are (not in the bundle): ${d.kept.join(', ')}`);
  for (const w of report.warnings) lines.push(`  warning: ${w.where}: ${w.message}`);
  return lines;
}
