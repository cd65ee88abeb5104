#!/usr/bin/env node
/**
 * The `tessera` command: start, migrate, seed, user add.
 * Usage: `npm start`, or `npm run tessera -- <command> [options]`.
 */
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { registry } from '../components/registry';
import { ROLES, type Role } from '../core/sites';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { createUser, migrate, openDb } from '../store';
import type { Db } from '../store/types';
import { bootstrap } from './bootstrap';

const USAGE = `Usage: tessera <command>

Commands:
  start                      migrate, seed an empty database, and serve (default)
  migrate                    apply pending database migrations
  seed                       install sites and demo content into an empty database
  user add --email E --name N --role R --password P
                             add a user; R is one of: ${ROLES.join(', ')}

Configuration comes from environment variables (see README.md).`;

function openConfiguredDb(config: Config): Promise<Db> {
  return config.databaseUrl ? openDb({ databaseUrl: config.databaseUrl }) : openDb({ dataDir: config.dataDir });
}

/** How long a stopping server waits for requests in flight before closing their connections. */
const DRAIN_MS = 10_000;
/** After this, a stop that has not finished (a hung database, say) ends the process anyway. */
const STOP_DEADLINE_MS = DRAIN_MS + 5_000;

async function start(config: Config): Promise<void> {
  const db = await openConfiguredDb(config);
  let result: Awaited<ReturnType<typeof bootstrap>>;
  let app: FastifyInstance;
  try {
    result = await bootstrap(db, { registry, adminEmail: config.adminEmail, ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}) });
    app = await buildApp({ config, db });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal must not cut the drain short (the store would be closed mid-write).
    if (stopping) return console.error(`${signal}: already stopping; waiting for requests in flight (at most ${DRAIN_MS / 1000} s).`);
    stopping = true;
    console.log(`\n${signal}: stopping. No new connections; finishing requests in flight (at most ${DRAIN_MS / 1000} s).`);
    setTimeout(() => {
      console.error(`Stopping took longer than ${STOP_DEADLINE_MS / 1000} s; exiting without closing the store.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    drain(app, db).then(
      () => {
        console.log('Tessera stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nTessera is running on ${store}.`);
  console.log(`  Portal:    http://localhost:${port}/`);
  console.log(`  NYSE fees: http://nyse.localhost:${port}/fees`);
  if (result.seeded > 0) console.log(`  Demo content: ${result.seeded} documents published.`);
  if (result.admin) {
    console.log('\nFirst start: an administrator was created. This is shown once.');
    console.log(`  E-mail:   ${result.admin.email}`);
    console.log(`  Password: ${result.admin.generated ? result.admin.password : '(the ADMIN_PASSWORD you set)'}`);
    console.log(`  Sign in:  curl -c cookies.txt -H 'content-type: application/json' -d '{"email":"${result.admin.email}","password":"…"}' http://localhost:${port}/api/cms/login`);
  }
}

/**
 * Stops listening, lets requests in flight finish (closing their connections after
 * `DRAIN_MS`), stops the scheduler and change feed (the app's onClose hooks), then closes
 * the store, which releases the data directory.
 */
async function drain(app: FastifyInstance, db: Db): Promise<void> {
  const overdue = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(overdue);
  }
  await db.close();
}

async function main(argv: string[]): Promise<void> {
  const [command = 'start', ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'migrate': {
      const db = await openConfiguredDb(config);
      await migrate(db);
      await db.close();
      console.log('Database migrated.');
      return;
    }
    case 'seed': {
      const db = await openConfiguredDb(config);
      const result = await bootstrap(db, { registry, adminEmail: config.adminEmail, ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}) });
      await db.close();
      console.log(result.seeded > 0 ? `Published ${result.seeded} demo documents.` : 'The database already has content; nothing seeded.');
      if (result.admin?.generated) console.log(`Administrator ${result.admin.email}, password ${result.admin.password} (shown once).`);
      return;
    }
    case 'user': {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
      });
      if (positionals[0] !== 'add' || !values.email || !values.name || !values.role || !values.password) throw new UsageError();
      if (!(ROLES as readonly string[]).includes(values.role)) throw new UsageError(`Unknown role "${values.role}".`);
      const db = await openConfiguredDb(config);
      await migrate(db);
      const user = await createUser(db, { email: values.email, name: values.name, role: values.role as Role, password: values.password });
      await db.close();
      console.log(`Added ${user.email} (${user.role}).`);
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

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
