#!/usr/bin/env node
/**
 * The `tessera` command: start, migrate, seed, user add, notices import, jobs.
 * Usage: `npm start`, or `npm run tessera -- <command> [options]`.
 */
import { spawn } from 'node:child_process';
import { existsSync, fchmodSync, fstatSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { readFile } from 'node:fs/promises';
import { BUNDLE_CHECK, CLI, createContentContext, createUser, describeRoles, exportArchive, importNotices, listJobs, migrateStore, openArchiveAnchor, openStore, pendingBootstrap, recordArchive, verifyArchive, type ContentContext, type Db, type NoticeDocumentRenderer } from '../content';
import { mkdir, writeFile } from 'node:fs/promises';
import { archiveReport, recordReport } from './archive-report';
import { jobsTable } from './jobs-table';
import { bootstrapReporter, progressBar } from './progress';
import { registry } from '../components/registry';
import { isSiteId, ROLES, SITE_IDS, type Role, type SiteId, type SiteRoles } from '../core/sites';
import { PRIVATE_UMASK, tightenPrivateFiles } from '../content';
import { loadConfig, workersProblem, type Config } from '../services/config';
import { isClusterWorker, runPrimary } from './cluster';
import { bootstrap, DEMO_SEED, demoNoticeFields, pageRenderer, seedDemoNotices, type BootstrapResult } from './bootstrap';
import { NOTICE_WORKER_COMMAND, renderingAhead, renderInWorker, runNoticeWorker } from './notice-worker';

const USAGE = `Usage: tessera <command>

Commands:
  start [--workers N]        migrate, seed an empty database, and serve (default); with N
                             server processes on this host (default WORKERS, else 1; more
                             than one needs DATABASE_URL)
  migrate                    apply pending database migrations
  seed                       install sites and demo content into an empty database
  user add --email E --name N --role R [--site S ...] --password P
                     (the role on each --site given; without --site, on every site)
                             add a user; R is one of: ${ROLES.join(', ')}
  notices import FILE.csv [--dry-run] [--publish]
                             import notices from CSV (a header row naming the fields),
                             with a progress bar; any bad line is reported and nothing written
  jobs                       list the background jobs: last run, outcome, duration and next run
  archive verify [--site S]  walk each site's archive chain (or S's): HTML hashes, entry hashes
                             and links, against the newest signed checkpoint on the witnesses
                             and against the publications; exits 1 naming what is broken or
                             missing (publications still being recorded are listed apart)
  archive record             record what publications changed that is still pending (the
                             server's archive job does it on its own), then sign a checkpoint
  archive export --site S --path P --at T --out DIR
                             write what P served at T (ISO 8601 with offset) as a bundle that
                             checks itself without Tessera: cd DIR && ${BUNDLE_CHECK}
  backup FILE                write one archive (.tar.gz) of the database (one snapshot, while
                             the server serves: on PGlite that server copies its data directory
                             on request through DATA_DIR/tessera.sock), MEDIA_DIR and
                             SUBMISSIONS_DIR, with a manifest of checksums
  site export SITE [--versions] > FILE
                             write SITE as a bundle (.tar.gz: site.json and the library files
                             it uses; docs/site-bundle.md): pages, partials, drafts, what is
                             published (every version with --versions), redirects, settings and
                             the notices its pages list
  site import FILE [--dry-run]
                             check a bundle whole (kinds, props, paths, files' hashes, older
                             component versions migrated), print every problem with where it
                             is, and apply all of it in one transaction, or nothing
  restore FILE [--force]     check every checksum, then bring the installation back into this
                             configuration's empty DATA_DIR or DATABASE_URL (either engine);
                             --force replaces one that holds data

Configuration comes from environment variables (see README.md).`;

function openConfiguredStore(config: Config): Promise<Db> {
  return openStore({ ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}), dataDir: config.dataDir });
}

/** How `start` and `seed` bootstrap: the demo content, the notices' documents rendered in a process of their own, progress on stdout. */
const bootstrapOptions = (config: Config) => ({
  registry,
  adminEmail: config.adminEmail,
  ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  renderNoticeDocuments: renderInWorker,
  onProgress: bootstrapReporter(),
});

/**
 * Bootstraps the embedded database (creates, migrates, seeds) in a process of its own:
 * creating a database takes hundreds of megabytes that the allocator keeps once freed, and even
 * a bootstrap that finds everything done left the serving process 25–35 MB larger (restart
 * settled at 253–280 MB in-process, 216–245 MB this way). Only when `pendingBootstrap` finds
 * something to do: a restart pays neither the child (~2.5 s) nor the memory. The result comes
 * back over IPC.
 */
function bootstrapInChild({ deferNotices }: { deferNotices: boolean }): Promise<BootstrapResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, 'bootstrap', ...(deferNotices ? [DEFER_NOTICES] : [])], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: BootstrapResult | undefined;
    child.on('message', (message) => {
      result = message as BootstrapResult;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`Preparing the new database failed (exit code ${code})`))));
  });
}

/** The bootstrap child's flag: the demo notices are left for the serving process (`seedNoticesAfterStart`). */
const DEFER_NOTICES = '--defer-notices';

/**
 * The store, ready to serve. A restart finds nothing to do (`pendingBootstrap` reads the store,
 * not the seed) and serves at once; otherwise it is bootstrapped first: on PGlite in a child
 * process (see `bootstrapInChild`), on PostgreSQL here. A new data directory needs no asking.
 */
async function preparedStore(config: Config, { deferNotices }: { deferNotices: boolean }): Promise<{ db: Db; result: BootstrapResult }> {
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
    console.log(`First start: creating the database (${store}) with the demo content.`);
    const result = await bootstrapInChild({ deferNotices });
    return { db: await openConfiguredStore(config), result };
  }
  const db = await openConfiguredStore(config);
  try {
    const pending = await pendingBootstrap({ db }, DEMO_SEED);
    if (pending.length === 0) return { db, result: { seeded: 0 } };
    // A first start stopped before its notices were published: the server publishes them.
    if (deferNotices && pending.length === 1 && pending[0] === 'notices') return { db, result: { seeded: 0, noticesPending: true } };
    console.log(`Preparing the database (${store}): ${pending.join(', ')}.`);
    if (config.databaseUrl) return { db, result: await bootstrap(db, { ...bootstrapOptions(config), deferNotices }) };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  await db.close();
  const result = await bootstrapInChild({ deferNotices });
  return { db: await openConfiguredStore(config), result };
}

async function start(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { workers: { type: 'string' } } });
  if (values.workers !== undefined && !/^[1-9]\d{0,2}$/.test(values.workers)) throw new UsageError('--workers is a whole number from 1.');
  const workers = values.workers === undefined ? config.workers : Number(values.workers);
  const problem = workersProblem({ workers, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
  if (problem) throw new Error(problem);
  if (isClusterWorker()) return serveWorker(config);
  if (workers > 1) return startPrimary(config, workers);
  // Loaded only here, the other commands never load the web server, React or esbuild; and
  // loaded while a bootstrap child works, on the other core.
  const server = import('../server/start');
  server.catch(() => {});
  const newDirectory = !config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'));
  const tightened = await tightenDataDir(config);
  const prepared = preparedStore(config, { deferNotices: true });
  prepared.catch(() => {});
  // A new data directory gets the demo notices: their documents are rendered from now on, in a
  // process of their own (at a lower priority), while the pages are seeded and the server starts.
  const notices = newDirectory ? renderingAhead(await demoNoticeFields()) : undefined;
  const { db, result } = await prepared;
  let started: Awaited<ReturnType<Awaited<typeof server>['serve']>>;
  try {
    started = await (await server).serve({ config, db });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  printStarted(config, result, started.port, 1);
  tightenAfterStart(config, tightened);
  if (result.noticesPending) seedNoticesAfterStart(started.content, notices ?? renderInWorker);
}

/**
 * Publishes the demo notices once the server serves (a first start: rendering their 2,518
 * documents takes longer than the rest of the seed), through the server's own operations so
 * that its cached pages that list notices are refreshed. Says when they are done; a failure is
 * reported, and the next start tries again (`pendingBootstrap` finds no notices).
 */
function seedNoticesAfterStart(content: ContentContext, renderNoticeDocuments: NoticeDocumentRenderer): void {
  console.log('Demo notices: rendering their documents and publishing them while Tessera serves…');
  const started = performance.now();
  seedDemoNotices(content, { renderNoticeDocuments }).then(
    (count) => count > 0 && console.log(`Demo notices: ${count.toLocaleString('en-US')} published (${((performance.now() - started) / 1000).toFixed(1)} s).`),
    (error: unknown) => console.error(`Demo notices could not be published (the next start tries again): ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * The primary of several server processes (`node:cluster`): migrates and seeds once, here, then
 * forks the workers, which serve without bootstrapping again (PostgreSQL only: `start` checked).
 */
async function startPrimary(config: Config, workers: number): Promise<void> {
  // Whole before the workers start: no process of the cluster is the one to finish it later.
  const tightened = await tightenDataDir(config);
  const { db, result } = await preparedStore(config, { deferNotices: false });
  await db.close();
  if (config.metrics.token || config.metrics.listen) {
    // A scrape of any worker answers every worker's metrics added up: the primary gathers them.
    const { answerClusterScrapes } = await import('../server/metrics-cluster');
    answerClusterScrapes();
  }
  runPrimary({ workers, onListening: (port) => printStarted(config, result, port, workers) });
  tightenAfterStart(config, tightened);
}

/**
 * Files an older version (or a copy by hand) left readable by others: the data directory's
 * before the store opens, the media and submissions after the server listens (they may be
 * many). One line says how many were made the server user's only.
 */
function tightenDataDir(config: Config): Promise<number> {
  return config.databaseUrl ? Promise.resolve(0) : tightenPrivateFiles([config.dataDir]);
}

function tightenAfterStart(config: Config, tightened: number): void {
  const dirs = [...(config.databaseUrl ? [] : [config.dataDir]), config.mediaDir, config.submissionsDir];
  tightenPrivateFiles([config.mediaDir, config.submissionsDir]).then(
    (changed) => changed + tightened > 0 && console.log(`Private files: ${(changed + tightened).toLocaleString('en-US')} files and directories others could read are now the server user's only (${dirs.join(', ')}).`),
    (error: unknown) => console.error(`Private files: could not take others' access away: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** A worker forked by the primary: serves the database the primary prepared, until told to drain. */
async function serveWorker(config: Config): Promise<void> {
  const db = await openConfiguredStore(config);
  try {
    const { serve } = await import('../server/start');
    await serve({ config, db });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  // A primary that died without stopping its workers: drain and exit rather than serve on unmanaged.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

function printStarted(config: Config, result: BootstrapResult, port: number, workers: number): void {
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const ready = (performance.now() / 1000).toFixed(1);
  console.log(`\nTessera is running on ${store}${workers > 1 ? ` in ${workers} worker processes` : ''} (ready in ${ready} s).`);
  // The editor first: it is where a first start's reader goes next (issue 27 item 6).
  console.log(`  Editor:    http://localhost:${port}/admin`);
  console.log(`  Portal:    http://localhost:${port}/`);
  console.log(`  NYSE fees: http://nyse.localhost:${port}/fees`);
  if (result.seeded > 0) console.log(`  Demo content: ${result.seeded} documents published.`);
  if (result.admin) {
    console.log('\nFirst start: sign in to the editor as this administrator. This is shown once.');
    console.log(`  E-mail:   ${result.admin.email}`);
    console.log(`  Password: ${result.admin.generated ? result.admin.password : '(the ADMIN_PASSWORD you set)'}`);
    console.log(`  Content API: curl -c cookies.txt -H 'content-type: application/json' -d '{"email":"${result.admin.email}","password":"…"}' http://localhost:${port}/api/cms/login`);
  }
  printDemoAccess(result, port);
}

/** The demo visitors' credentials and the demo access codes, on the start that created them. */
function printDemoAccess(result: BootstrapResult, port: number): void {
  if (result.visitors?.length) {
    console.log('\nDemo visitors (they sign in at /login on any site). This is shown once.');
    for (const v of result.visitors) {
      const roles = v.roles.length ? v.roles.map((r) => `${r.appKey} ${r.role}`).join(', ') : 'no roles';
      console.log(`  ${v.email}  password ${v.password}  (${v.name}; ${roles})`);
    }
    console.log(`  Members area: http://mersmembers.localhost:${port}/members`);
  }
  for (const { site, path, code } of result.accessCodes ?? []) console.log(`  Access code of ${site} ${path}: ${code}  (http://${site}.localhost:${port}${path})`);
}

async function main(argv: string[]): Promise<void> {
  // Before anything is created: what this process (and PGlite, and the processes it starts) writes is the server user's only.
  process.umask(PRIVATE_UMASK);
  const [command = 'start', ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config, rest);
    case 'migrate': {
      const db = await openConfiguredStore(config);
      await migrateStore(db);
      await db.close();
      console.log('Database migrated.');
      return;
    }
    case NOTICE_WORKER_COMMAND:
      // Internal: the process a bootstrap renders the notices' documents in (notice-worker.ts).
      return runNoticeWorker();
    case 'bootstrap': {
      // Internal, for `start` when the store needs it: the result goes back over IPC. The demo
      // notices are left for the serving process (DEFER_NOTICES).
      const db = await openConfiguredStore(config);
      try {
        const result = await bootstrap(db, { ...bootstrapOptions(config), deferNotices: rest.includes(DEFER_NOTICES) });
        await new Promise<void>((resolve) => (process.send ? process.send(result, () => resolve()) : resolve()));
      } finally {
        await db.close();
      }
      return;
    }
    case 'seed': {
      const db = await openConfiguredStore(config);
      const result = await bootstrap(db, bootstrapOptions(config));
      await db.close();
      console.log(result.seeded > 0 ? `Published ${result.seeded} demo documents.` : 'The database already has content; nothing seeded.');
      if (result.admin?.generated) console.log(`Administrator ${result.admin.email}, password ${result.admin.password} (shown once).`);
      printDemoAccess(result, config.port);
      return;
    }
    case 'user': {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, site: { type: 'string', multiple: true }, password: { type: 'string' } },
      });
      if (positionals[0] !== 'add' || !values.email || !values.name || !values.role || !values.password) throw new UsageError();
      if (!(ROLES as readonly string[]).includes(values.role)) throw new UsageError(`Unknown role "${values.role}".`);
      const unknownSite = values.site?.find((site) => !isSiteId(site));
      if (unknownSite !== undefined) throw new UsageError(`Unknown site "${unknownSite}"; use one of ${SITE_IDS.join(', ')}.`);
      const role = values.role as Role;
      const grant = values.site?.length ? { roles: Object.fromEntries(values.site.map((site) => [site, role])) as SiteRoles } : { role };
      const db = await openConfiguredStore(config);
      await migrateStore(db);
      const user = await createUser(createContentContext({ db, registry, archive: pageRenderer(registry) }), {
        actor: CLI,
        email: values.email,
        name: values.name,
        ...grant,
        password: values.password,
      });
      await db.close();
      console.log(`Added ${user.email} (${describeRoles(user)}).`);
      return;
    }
    case 'notices': {
      const { positionals, values } = parseArgs({ args: rest, allowPositionals: true, options: { 'dry-run': { type: 'boolean' }, publish: { type: 'boolean' } } });
      if (positionals[0] !== 'import' || !positionals[1]) throw new UsageError();
      const csv = await readFile(positionals[1], 'utf8');
      const db = await openConfiguredStore(config);
      try {
        await migrateStore(db);
        const started = Date.now();
        const report = await importNotices(createContentContext({ db, registry, archive: pageRenderer(registry) }), {
          actor: CLI,
          csv,
          dryRun: values['dry-run'] === true,
          publish: values.publish === true,
          onProgress: progressBar('Importing notices'),
        });
        for (const { line, message } of report.errors) console.error(`Line ${line}: ${message}`);
        if (report.errors.length > 0) throw new Error(`${report.errors.length} problem(s) found; nothing was imported.`);
        const verb = report.dryRun ? 'Would create' : 'Created';
        console.log(`${report.rows} rows: ${verb} ${report.created}, ${report.dryRun ? 'would update' : 'updated'} ${report.updated} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      } finally {
        await db.close();
      }
      return;
    }
    case 'jobs': {
      if (rest.length > 0) throw new UsageError();
      const db = await openConfiguredStore(config);
      try {
        await migrateStore(db);
        console.log(jobsTable(await listJobs(createContentContext({ db, registry, archive: pageRenderer(registry) }), { actor: CLI })));
      } finally {
        await db.close();
      }
      return;
    }
    case 'archive': {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { site: { type: 'string' }, path: { type: 'string' }, at: { type: 'string' }, out: { type: 'string' } },
      });
      const [sub] = positionals;
      if (values.site !== undefined && !isSiteId(values.site)) throw new UsageError(`Unknown site "${values.site}".`);
      const site = values.site;
      if (sub === 'verify') {
        const db = await openConfiguredStore(config);
        let broken = false;
        try {
          await migrateStore(db);
          const anchor = await openArchiveAnchor({ keyFile: config.archive.keyFile, witnessFiles: config.archive.witnessFiles, create: false });
          const reports = await verifyArchive(createContentContext({ db, registry, archive: pageRenderer(registry) }), { actor: CLI, anchor, ...(site ? { site } : {}) });
          const { text, ok } = archiveReport(reports);
          console.log(text);
          console.log(`Entries are kept at least ${config.archiveRetentionYears} years (ARCHIVE_RETENTION_YEARS); Tessera never deletes them.`);
          broken = !ok;
        } finally {
          await db.close();
        }
        // Not thrown: the report above already names the broken entry.
        if (broken) process.exitCode = 1;
        return;
      }
      if (sub === 'record') {
        if (site || values.path || values.at || values.out || positionals.length > 1) throw new UsageError('archive record takes no options.');
        const db = await openConfiguredStore(config);
        try {
          await migrateStore(db);
          const anchor = await openArchiveAnchor({ keyFile: config.archive.keyFile, witnessFiles: config.archive.witnessFiles, create: true });
          console.log(recordReport(await recordArchive(createContentContext({ db, registry, archive: pageRenderer(registry) }), { anchor, checkpointEveryMs: 0 })));
        } finally {
          await db.close();
        }
        return;
      }
      if (sub === 'export') {
        if (!site || !values.path || !values.at || !values.out) throw new UsageError('archive export needs --site, --path, --at and --out.');
        const at = new Date(values.at);
        if (!/[zZ]|[+-]\d\d:\d\d$/.test(values.at) || Number.isNaN(at.getTime())) throw new UsageError('--at is an ISO 8601 date and time with its offset, like 2026-03-14T10:00:00-04:00.');
        const db = await openConfiguredStore(config);
        try {
          await migrateStore(db);
          const files = await exportArchive(createContentContext({ db, registry, archive: pageRenderer(registry) }), { actor: CLI, site, path: values.path, at });
          await mkdir(values.out, { recursive: true });
          for (const file of files) await writeFile(join(values.out, file.name), file.content);
          console.log(`Wrote ${files.map((f) => f.name).join(', ')} to ${values.out}. Check it: cd ${values.out} && ${BUNDLE_CHECK}`);
        } finally {
          await db.close();
        }
        return;
      }
      throw new UsageError();
    }
    case 'backup': {
      const { positionals } = parseCommand(rest, {});
      if (positionals.length !== 1) throw new UsageError('backup takes one FILE to write.');
      // Loaded for these commands only: `tar` and the rest stay out of a serving process.
      const { megabytes, writeBackup } = await import('./backup');
      const summary = await writeBackup({ config, file: positionals[0]!, progress: (line) => console.error(line) });
      console.log(
        `Wrote ${summary.file}: ${megabytes(summary.bytes)}, schema ${summary.schemaVersion}, ${summary.rows.toLocaleString('en-US')} rows in ${summary.tables} tables, ` +
          `${summary.files.media} media and ${summary.files.submissions} submission files (${summary.seconds.toFixed(1)} s).`,
      );
      return;
    }
    case 'restore': {
      const { positionals, values } = parseCommand(rest, { force: { type: 'boolean' } });
      if (positionals.length !== 1) throw new UsageError('restore takes one FILE to read.');
      const { restoreBackup } = await import('./backup-restore');
      const summary = await restoreBackup({ config, file: positionals[0]!, force: values.force === true, progress: (line) => console.error(line) });
      const rows = (table: string) => (summary.manifest.tables.find((t) => t.name === table)?.rows ?? 0).toLocaleString('en-US');
      console.log(
        `Restored ${positionals[0]} (${summary.from === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${summary.manifest.createdAt}) into ${summary.into === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}: ` +
          `${rows('documents')} documents, ${rows('versions')} versions, ${rows('users')} users, ${rows('archive_entries')} archive entries, ` +
          `${summary.files.media} media and ${summary.files.submissions} submission files (${summary.seconds.toFixed(1)} s).`,
      );
      for (const path of summary.setAside) console.log(`What it replaced is kept in ${path}.`);
      return;
    }
    case 'site': {
      const { positionals, values } = parseCommand(rest, { versions: { type: 'boolean' }, 'dry-run': { type: 'boolean' } });
      const [sub, arg] = positionals;
      if (positionals.length !== 2 || (sub !== 'export' && sub !== 'import')) throw new UsageError('site takes export SITE or import FILE.');
      if (sub === 'export' && !isSiteId(arg!)) throw new UsageError(`Unknown site "${arg}"; use one of ${SITE_IDS.join(', ')}.`);
      if (sub === 'export' && process.stdout.isTTY) throw new UsageError('site export writes the bundle to standard output: redirect it to a file (> FILE).');
      // The shell created FILE with its own umask: the bundle holds drafts and settings, so only this user may read it.
      if (sub === 'export' && fstatSync(1).isFile()) fchmodSync(1, 0o600);
      const transfer = await import('./site-transfer');
      const db = await openConfiguredStore(config);
      try {
        await migrateStore(db);
        if (sub === 'export') {
          console.error(await transfer.exportSiteCommand({ config, db, site: arg as SiteId, versions: values.versions === true, out: process.stdout }));
          return;
        }
        const report = await transfer.importSiteCommand({ config, db, file: arg!, dryRun: values['dry-run'] === true, progress: (line) => console.error(line) }).catch((error: unknown) => {
          const lines = transfer.problemLines(error);
          if (!lines) throw error;
          for (const line of lines) console.error(line);
          process.exitCode = 1;
          return undefined;
        });
        if (report) console.log(transfer.reportLines(report).join('\n'));
      } finally {
        await db.close();
      }
      return;
    }
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

class UsageError extends Error {}

/** `parseArgs` with positionals, whose refusals (an unknown option) are usage errors (exit code 2). */
function parseCommand<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, allowPositionals: true, options, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
