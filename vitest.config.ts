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

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'scripts/**/*.test.mjs', 'test/lint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED],
          globalSetup: ['test/setup/template-db.ts'],
          // Vitest leaves one core to itself by default: one worker on a 2-core machine.
          maxWorkers: 2,
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
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
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
