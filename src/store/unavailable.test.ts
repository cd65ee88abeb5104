import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TesseraError } from '../core/errors';
import { openPglite, type PgliteDb } from './db';
import { isDatabaseUnavailable } from './unavailable';

function withCode(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code });
}

/** A port nothing listens on (a server that was opened and closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  // A server that accepts connections and never answers, like a host whose database hangs.
  let silent: Server;
  const sockets: Socket[] = [];
  let silentPort: number;
  let pglite: PgliteDb;

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
    pglite = await openPglite();
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
    await pglite.close();
  });

  it('recognises a refused connection as node-postgres reports it', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://u@127.0.0.1:${await closedPort()}/db` });
    const error = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises the pool and client connection timeouts', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://u@127.0.0.1:${silentPort}/db`, connectionTimeoutMillis: 200 });
    const pooled = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect((pooled as Error).message).toMatch(/timeout/);
    expect(isDatabaseUnavailable(pooled)).toBe(true);

    const client = new pg.Client({ connectionString: `postgres://u@127.0.0.1:${silentPort}/db`, connectionTimeoutMillis: 200 });
    client.on('error', () => {});
    const direct = await client.connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(direct)).toBe(true);
  });

  it('recognises a connection the server drops', async () => {
    const before = sockets.length;
    const client = new pg.Client({ connectionString: `postgres://u@127.0.0.1:${silentPort}/db` });
    client.on('error', () => {});
    const connecting = client.connect().catch((e: unknown) => e);
    await expect.poll(() => sockets.length).toBeGreaterThan(before);
    sockets.at(-1)!.destroy();
    const error = await connecting;
    expect((error as Error).message).toMatch(/^Connection terminated/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['ECONNRESET'],
    ['ETIMEDOUT'],
    ['EPIPE'],
    ['08006'], // connection_failure
    ['08001'], // sqlclient_unable_to_establish_sqlconnection
    ['57P01'], // admin_shutdown
    ['57P02'], // crash_shutdown
    ['57P03'], // cannot_connect_now
    ['53300'], // too_many_connections
  ])('recognises code %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    ['Client has encountered a connection error and is not queryable'],
    ['timeout exceeded when trying to connect'],
    ['Connection terminated unexpectedly'],
  ])('recognises "%s"', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('recognises an AggregateError of refused attempts (a host name with several addresses)', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('23505')]))).toBe(false);
  });

  it('does not take errors of the query or the input for an outage', async () => {
    const syntax = await pglite.query('SELEC 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    await pglite.exec('CREATE TABLE t (id int PRIMARY KEY)');
    await pglite.query('INSERT INTO t VALUES (1)');
    const unique = await pglite.query('INSERT INTO t VALUES (1)').catch((e: unknown) => e);
    expect((unique as { code?: string }).code).toBe('23505');
    expect(isDatabaseUnavailable(unique)).toBe(false);
    for (const code of ['22P02', '40001', '57014', '42P01', '0A000']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new TesseraError('NOT_FOUND', { what: 'Document' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else terminated'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('does not take a failed outbound fetch for a database outage', async () => {
    const error = await fetch(`http://127.0.0.1:${await closedPort()}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
