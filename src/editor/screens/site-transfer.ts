import { SITE_BUNDLE_MAX_MB, type SiteImportReport } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import { formatDateTime } from '../format';

/** The export link's input: the site, and every published version or only the current ones. */
export function exportInput({ site, versions }: { site: SiteId; versions: boolean }) {
  return { params: { site }, query: { versions: versions ? ('true' as const) : ('false' as const) } };
}

/** The import's address parts: a dry run checks only. */
export function importInput({ site, dryRun, reason = '' }: { site: SiteId; dryRun: boolean; reason?: string }) {
  return { params: { site }, query: { dryRun: dryRun ? ('true' as const) : ('false' as const), ...(reason.trim() ? { reason: reason.trim() } : {}) } };
}

const MB = 1024 * 1024;

/** Why a chosen file is not worth sending, or null: the server reads it for everything else. */
export function bundleFileProblem({ name, size }: { name: string; size: number }): string | null {
  if (size === 0) return `${name} is empty.`;
  if (size > SITE_BUNDLE_MAX_MB * MB) return `${name} is larger than the ${SITE_BUNDLE_MAX_MB} MB an import accepts.`;
  return null;
}

/** `Uploading 3.2 of 12.0 MB` (`sent` is the share sent, 0 to 1); in KB below one megabyte. */
export function uploadProgressText({ sent, total }: { sent: number; total: number }): string {
  const done = Math.min(Math.max(sent, 0), 1) * total;
  if (total < MB) return `Uploading ${Math.round(done / 1024)} of ${Math.max(1, Math.round(total / 1024))} KB`;
  return `Uploading ${(done / MB).toFixed(1)} of ${(total / MB).toFixed(1)} MB`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface ReportText {
  headline: string;
  /** One sentence each: pages and partials, older versions, library files, redirects, notices, settings. */
  lines: string[];
  /** Above `kept`, when the site has pages and partials the bundle does not hold. */
  keptText: string | null;
  kept: string[];
  warnings: string[];
}

/**
 * What the approval rule asks of a checked import, in words, or null when it asks nothing:
 * without a reason the versions to publish wait for review (notices cannot), with an Admin's
 * urgent reason they are published at once.
 */
export function approvalText(report: SiteImportReport): string | null {
  if (report.approval === 'not needed') return null;
  const d = report.documents;
  const notices = report.notices.created + report.notices.updated;
  const parts: string[] = [];
  if (d.reviewRequested > 0) parts.push(`Without a reason, the ${plural(d.reviewRequested, 'version')} it would publish ${d.reviewRequested === 1 ? 'is' : 'are'} imported as drafts, each with a review request for ${report.site}'s reviewers.`);
  if (notices > 0) parts.push(`Notices have no review requests: ${notices === 1 ? 'the notice that changes needs' : `the ${notices} notices that change need`} an urgent reason.`);
  parts.push('An Admin may give an urgent reason instead: then everything is published now, and the reason is kept in the audit log and the record.');
  return `Publishing here needs approval. ${parts.join(' ')}`;
}

/**
 * An import's report in words: what a dry run would do ("would be created") or what the import
 * did, the pages and partials it leaves as they are, and its warnings with where they are.
 */
export function reportText(report: SiteImportReport): ReportText {
  const dry = report.dryRun;
  const d = report.documents;
  const exported = formatDateTime(report.exportedAt);
  const headline = dry
    ? `The bundle of ${report.site}, exported ${exported}, can be imported. Nothing has been changed yet: this is what Import would do.`
    : `Imported ${report.site} from the bundle exported ${exported}.`;

  const would = dry ? 'would be ' : '';
  const changes = [
    d.created > 0 && `${d.created} ${would}created`,
    d.updated > 0 && `${d.updated} ${would}updated`,
    d.published > 0 && `${d.published} ${would}published${report.approval === 'urgent' ? ' without review (urgent)' : ''}`,
    d.reviewRequested > 0 && `${d.reviewRequested} ${dry ? 'would wait' : 'wait'} for review`,
  ].filter(
    (part): part is string => typeof part === 'string',
  );
  const lines = [
    changes.length > 0
      ? `Pages and partials: ${changes.join(', ')}${d.unchanged > 0 ? `; ${d.unchanged} unchanged` : ''}.`
      : `Pages and partials: none ${dry ? 'would change' : 'changed'}; ${d.unchanged} unchanged.`,
  ];
  if (d.reviewRequested > 0) {
    lines.push(`${report.site} needs approval: the ${plural(d.reviewRequested, 'version')} to publish ${dry ? 'would be' : 'were'} imported as drafts, each with a review request.`);
  }
  if (report.history > 0) lines.push(`${plural(report.history, 'older version')} ${dry ? 'would be' : 'were'} added to the history of the new ones.`);
  if (report.media.added + report.media.present > 0) {
    lines.push(`Library files: ${report.media.added} ${dry ? 'would be added' : 'added'}, ${report.media.present} already here.`);
  }
  lines.push(
    report.redirectsUnchanged
      ? `Redirects: the site's ${report.redirects} are the bundle's already; unchanged.`
      : report.redirects > 0
        ? `Redirects: the site's ${dry ? 'would be' : 'were'} replaced by the bundle's ${report.redirects}.`
        : `Redirects: the bundle has none, so the site's ${dry ? 'would be' : 'were'} removed.`,
  );
  const n = report.notices;
  if (n.created + n.updated > 0) lines.push(`Notices: ${n.created} ${would}created, ${n.updated} ${would}updated${n.unchanged > 0 ? `; ${n.unchanged} unchanged` : ''}.`);
  else if (n.unchanged > 0) lines.push(`Notices: none ${dry ? 'would change' : 'changed'}; ${n.unchanged} unchanged.`);
  if (report.noticeTopics > 0) lines.push(`Notice topics: the bundle's ${report.noticeTopics} ${dry ? 'would be' : 'were'} added where missing.`);
  lines.push(
    report.settings
      ? `Settings (logo, colours, search and sharing, analytics and the rest) ${dry ? 'would be' : 'were'} set as in the bundle.`
      : "Settings: the same as the bundle's (or none in it), so they stay as they are.",
  );

  const keptText =
    d.kept.length === 0
      ? null
      : `${plural(d.kept.length, 'page or partial', 'pages and partials')} of ${report.site} ${d.kept.length === 1 ? 'is' : 'are'} not in the bundle and ${dry ? 'would be' : 'were'} left as ${d.kept.length === 1 ? 'it is' : 'they are'}:`;
  return { headline, lines, keptText, kept: d.kept, warnings: report.warnings.map((w) => `${w.where}: ${w.message}`) };
}
