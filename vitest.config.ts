import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that bound real time or memory: run one file at a time, after the others. */
const TIMED = [
  'test/server/process.test.ts',
  'test/server/notices-import.test.ts',
  'test/server/outbound-deadline.test.ts',
  'test/server/upload-limits.test.ts',
  'src/services/outbound/outbound.test.ts',
  'src/services/mail/mail.test.ts',
];

/** Where the unit and server tests live (the `unit`, `server` and `unit-timed` projects). */
const UNIT_INCLUDE = ['src/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'scripts/**/*.test.mjs', 'test/lint/**/*.test.ts'];

/**
 * Test files that start from the seeded template database (test/setup/template-db.ts), known by
 * the helpers that load it. They form the `server` project, the only one whose set-up makes the
 * template: a run of pure unit files never waits for it. A file that loads the template from the
 * `unit` project fails at once (nothing was provided), so a missed one cannot pass silently.
 */
const TEMPLATE_USERS = ['src', 'test/server', 'scripts', 'test/lint']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)))
  .filter((path) => /\.test\.(ts|tsx|mjs)$/.test(path) && /\/support\/(db|app)['"]|inject\('templateDbPath'\)/.test(readFileSync(path, 'utf8')));

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...configDefaults.exclude, ...TIMED, ...TEMPLATE_USERS],
          // Vitest leaves one core to itself by default: one worker on a 2-core machine.
          maxWorkers: 2,
          // The files of a worker share one module graph: importing the registry, the server and
          // the store again for each file took three quarters of the project's time (990 s → 210 s).
          // Tests keep no state in modules: each makes its own store, server and config.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: TEMPLATE_USERS.filter((path) => !TIMED.includes(path)),
          globalSetup: ['test/setup/template-db.ts'],
          maxWorkers: 2,
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-timed',
          include: TIMED,
          globalSetup: ['test/setup/template-db.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pg',
          include: ['test/pg/**/*.test.ts'],
          globalSetup: ['test/setup/postgres-server.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/setup/server-template.ts'],
          // Two files at a time, each with its own server and browser: a browser test waits on
          // the browser about half its time.
          maxWorkers: 2,
          isolate: false,
          // Two browsers and two servers share two cores: a test that fails once under that load
          // runs once more (Vitest reports the retry); one that fails twice fails the run.
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a browser shows after a request may take seconds on a loaded machine (Vitest's
          // default is 1 s): a poll fails only when it stays wrong for 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // `npm run test:scale` only (not `npm test`): PostgreSQL, Tessera processes, HAProxy and Varnish.
        extends: true,
        test: {
          name: 'scale',
          include: ['test/scale/**/*.test.ts'],
          globalSetup: ['test/setup/scale-database.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
