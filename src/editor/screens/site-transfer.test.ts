import { describe, expect, it } from 'vitest';
import { routes, routeUrl, SiteExportQuery, SiteImportQuery, type SiteImportReport } from '../../core/contracts';
import { formatDateTime } from '../format';
import { approvalText, bundleFileProblem, exportInput, importInput, reportText, uploadProgressText } from './site-transfer';

const MB = 1024 * 1024;

function report(over: Partial<SiteImportReport> = {}): SiteImportReport {
  return {
    site: 'nyse',
    dryRun: true,
    exportedAt: '2031-03-14T15:09:26.000Z',
    documents: { created: 0, updated: 0, published: 0, reviewRequested: 0, unchanged: 42, kept: [] },
    history: 0,
    redirects: 3,
    redirectsUnchanged: false,
    notices: { created: 0, updated: 0, unchanged: 0 },
    noticeTopics: 0,
    media: { added: 0, present: 7 },
    settings: true,
    approval: 'not needed',
    warnings: [],
    ...over,
  };
}

describe('the export and import addresses', () => {
  it('asks for every version only when the box is ticked, in a query the route accepts', () => {
    expect(routeUrl(routes.exportSite, exportInput({ site: 'nyse', versions: false }))).toBe(`${routes.exportSite.path.replace(':site', 'nyse')}?versions=false`);
    expect(routeUrl(routes.exportSite, exportInput({ site: 'ice', versions: true }))).toBe(`${routes.exportSite.path.replace(':site', 'ice')}?versions=true`);
    expect(SiteExportQuery.parse(exportInput({ site: 'ice', versions: true }).query)).toEqual({ versions: 'true' });
  });

  it('sends a dry run for Check and a real import only for Import', () => {
    const path = routes.importSite.path.replace(':site', 'nyse');
    expect(routeUrl(routes.importSite, importInput({ site: 'nyse', dryRun: true }))).toBe(`${path}?dryRun=true`);
    expect(routeUrl(routes.importSite, importInput({ site: 'nyse', dryRun: false }))).toBe(`${path}?dryRun=false`);
    expect(SiteImportQuery.parse(importInput({ site: 'nyse', dryRun: false }).query)).toEqual({ dryRun: 'false' });
  });
});

describe('bundleFileProblem', () => {
  it('refuses an empty file and one over the 500 MB an import accepts, and leaves the rest to the server', () => {
    expect(bundleFileProblem({ name: 'nyse.tar.gz', size: 0 })).toBe('nyse.tar.gz is empty.');
    expect(bundleFileProblem({ name: 'big.tar.gz', size: 500 * MB + 1 })).toBe('big.tar.gz is larger than the 500 MB an import accepts.');
    expect(bundleFileProblem({ name: 'nyse.tar.gz', size: 500 * MB })).toBeNull();
    expect(bundleFileProblem({ name: 'notes.txt', size: 12 })).toBeNull();
  });
});

describe('uploadProgressText', () => {
  it('says how much of how many megabytes is sent, one decimal', () => {
    expect(uploadProgressText({ sent: 3.2 / 12, total: 12 * MB })).toBe('Uploading 3.2 of 12.0 MB');
    expect(uploadProgressText({ sent: 0, total: 12 * MB })).toBe('Uploading 0.0 of 12.0 MB');
    expect(uploadProgressText({ sent: 1.5, total: 2 * MB })).toBe('Uploading 2.0 of 2.0 MB');
  });

  it('counts in kilobytes below one megabyte, never "of 0"', () => {
    expect(uploadProgressText({ sent: 0.5, total: 48 * 1024 })).toBe('Uploading 24 of 48 KB');
    expect(uploadProgressText({ sent: 0, total: 100 })).toBe('Uploading 0 of 1 KB');
  });
});

describe('reportText', () => {
  it('words a dry run of an unchanged bundle as nothing changing, in the conditional', () => {
    const text = reportText(report());
    expect(text.headline).toBe(`The bundle of nyse, exported ${formatDateTime('2031-03-14T15:09:26.000Z')}, can be imported. Nothing has been changed yet: this is what Import would do.`);
    expect(text.lines).toEqual([
      'Pages and partials: none would change; 42 unchanged.',
      'Library files: 0 would be added, 7 already here.',
      "Redirects: the site's would be replaced by the bundle's 3.",
      'Settings (logo, colours, search and sharing, analytics and the rest) would be set as in the bundle.',
    ]);
    expect(text.keptText).toBeNull();
    expect(text.warnings).toEqual([]);
  });

  it('names only the changes there are, the history, topics, what is left alone and each warning with its place', () => {
    const text = reportText(
      report({
        documents: { created: 2, updated: 0, published: 1, reviewRequested: 0, unchanged: 5, kept: ['/launch (draft)'] },
        history: 1,
        noticeTopics: 4,
        redirects: 0,
        settings: false,
        media: { added: 0, present: 0 },
        warnings: [{ where: 'media', message: '/media/ab… is used by the bundle, which does not hold it' }],
      }),
    );
    expect(text.lines).toEqual([
      'Pages and partials: 2 would be created, 1 would be published; 5 unchanged.',
      '1 older version would be added to the history of the new ones.',
      "Redirects: the bundle has none, so the site's would be removed.",
      "Notice topics: the bundle's 4 would be added where missing.",
      "Settings: the same as the bundle's (or none in it), so they stay as they are.",
    ]);
    expect(text.keptText).toBe('1 page or partial of nyse is not in the bundle and would be left as it is:');
    expect(text.kept).toEqual(['/launch (draft)']);
    expect(text.warnings).toEqual(['media: /media/ab… is used by the bundle, which does not hold it']);
  });

  it('says in a dry run how many notices would be created and updated, and how many are unchanged', () => {
    expect(reportText(report({ notices: { created: 3, updated: 2, unchanged: 0 } })).lines).toContain('Notices: 3 would be created, 2 would be updated.');
    expect(reportText(report({ notices: { created: 0, updated: 1, unchanged: 785 } })).lines).toContain('Notices: 0 would be created, 1 would be updated; 785 unchanged.');
    expect(reportText(report({ notices: { created: 0, updated: 0, unchanged: 786 } })).lines).toContain('Notices: none would change; 786 unchanged.');
  });

  it('says when the redirects and settings are the bundle\'s already', () => {
    const lines = reportText(report({ redirectsUnchanged: true, settings: false })).lines;
    expect(lines).toContain("Redirects: the site's 3 are the bundle's already; unchanged.");
    expect(lines).toContain("Settings: the same as the bundle's (or none in it), so they stay as they are.");
  });

  it('words the real import in the past, with the notices it wrote', () => {
    const text = reportText(
      report({
        dryRun: false,
        documents: { created: 0, updated: 3, published: 0, reviewRequested: 0, unchanged: 0, kept: ['/a', '/b'] },
        history: 12,
        notices: { created: 1, updated: 20, unchanged: 0 },
        media: { added: 2, present: 1 },
      }),
    );
    expect(text.headline).toBe(`Imported nyse from the bundle exported ${formatDateTime('2031-03-14T15:09:26.000Z')}.`);
    expect(text.lines).toEqual([
      'Pages and partials: 3 updated.',
      '12 older versions were added to the history of the new ones.',
      'Library files: 2 added, 1 already here.',
      "Redirects: the site's were replaced by the bundle's 3.",
      'Notices: 1 created, 20 updated.',
      'Settings (logo, colours, search and sharing, analytics and the rest) were set as in the bundle.',
    ]);
    expect(text.keptText).toBe('2 pages and partials of nyse are not in the bundle and were left as they are:');
  });
});

describe('approvalText', () => {
  it('says nothing where the site publishes without review', () => {
    expect(approvalText(report())).toBeNull();
  });

  it('says which: review requests without a reason, publishing now with an Admin\'s urgent one; notices need the reason', () => {
    const text = approvalText(report({ approval: 'review', documents: { created: 0, updated: 2, published: 0, reviewRequested: 2, unchanged: 40, kept: [] }, notices: { created: 1, updated: 0, unchanged: 5 } }));
    expect(text).toBe(
      "Publishing here needs approval. Without a reason, the 2 versions it would publish are imported as drafts, each with a review request for nyse's reviewers. Notices have no review requests: the notice that changes needs an urgent reason. An Admin may give an urgent reason instead: then everything is published now, and the reason is kept in the audit log and the record.",
    );
    expect(reportText(report({ approval: 'review', documents: { created: 0, updated: 2, published: 0, reviewRequested: 2, unchanged: 40, kept: [] } })).lines).toContain('nyse needs approval: the 2 versions to publish would be imported as drafts, each with a review request.');
  });

  it('sends the reason only when there is one', () => {
    expect(importInput({ site: 'nyse', dryRun: false, reason: '  ' }).query).toEqual({ dryRun: 'false' });
    expect(SiteImportQuery.parse(importInput({ site: 'nyse', dryRun: false, reason: ' Fee change at the open ' }).query)).toEqual({ dryRun: 'false', reason: 'Fee change at the open' });
  });
});
