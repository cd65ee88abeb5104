import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askServerToCopy } from './backup-control';

/* The backup's side of the control socket (a server's side runs in backup.test.ts, as a user runs it). */

let dir: string;
const servers: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-control-'));
});
afterAll(async () => {
  for (const server of servers) server.close();
  await rm(dir, { recursive: true, force: true });
});

function fakeServer(path: string, onLine: (line: string, reply: (text: string) => void) => void): Promise<void> {
  const server = createServer((socket) => {
    socket.once('data', (chunk: Buffer) => onLine(chunk.toString().trim(), (text) => socket.write(text)));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(path, resolve));
}

describe('askServerToCopy', () => {
  it('sends one request line and returns the copy the server reports', async () => {
    const socket = join(dir, 'answers.sock');
    let asked = '';
    await fakeServer(socket, (line, reply) => {
      asked = line;
      reply(`${JSON.stringify({ state: 'copying', pid: 4242 })}\n`);
      setTimeout(() => reply(`${JSON.stringify({ state: 'done', files: 3, bytes: 1234, checkpointMs: 5, pausedMs: 40 })}\n`), 20);
    });
    let copying = false;
    const copy = await askServerToCopy({ socket, into: '/srv/backups/x.partial-1/served-copy', holder: 'The Tessera holding /srv/data (pid 4242)', onCopying: () => (copying = true) });
    expect(JSON.parse(asked)).toEqual({ op: 'copy-data-dir', into: '/srv/backups/x.partial-1/served-copy' });
    expect(copying).toBe(true);
    expect(copy).toEqual({ files: 3, bytes: 1234, checkpointMs: 5, pausedMs: 40 });
  });

  it('fails in one line naming the holder and the socket when the server does not take the request up in time', async () => {
    const socket = join(dir, 'silent.sock');
    await fakeServer(socket, () => {});
    const started = Date.now();
    const asking = askServerToCopy({ socket, into: '/tmp/x', holder: 'The Tessera holding /srv/data (pid 4242)', answerMs: 300 });
    await expect(asking).rejects.toThrow(`The Tessera holding /srv/data (pid 4242) did not answer on ${socket} within 0.3 s`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("passes on the server's refusal", async () => {
    const socket = join(dir, 'refuses.sock');
    await fakeServer(socket, (_line, reply) => reply(`${JSON.stringify({ state: 'failed', error: 'another backup is copying the data directory right now' })}\n`));
    await expect(askServerToCopy({ socket, into: '/tmp/x', holder: 'The server' })).rejects.toThrow('The server could not copy the data directory: another backup is copying the data directory right now');
  });

  it('answers undefined (no server to ask) without a socket file, or with one a killed process left', async () => {
    expect(await askServerToCopy({ socket: join(dir, 'none.sock'), into: '/tmp/x', holder: 'h' })).toBeUndefined();
    const stale = join(dir, 'stale.sock');
    const child = spawn(process.execPath, ['-e', 'require("node:net").createServer().listen(process.argv[1])', stale], { stdio: 'ignore' });
    for (let i = 0; i < 200 && !existsSync(stale); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(stale)).toBe(true);
    expect(await askServerToCopy({ socket: stale, into: '/tmp/x', holder: 'h' })).toBeUndefined();
  });
});
