import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { CLI, controlRequest, controlSocketPath, copyServedDataDir, MAX_SOCKET_PATH, type ContentContext, type ControlAnswer } from '../content';

/** How long a connection may take to send its request line, and how long that line may be. */
const REQUEST_MS = 10_000;
const MAX_REQUEST_BYTES = 16 * 1024;

export interface ControlSocket {
  /** The socket's path, or undefined when it could not be opened (the server serves without it). */
  readonly path: string | undefined;
  /** Stops listening and removes the socket file. */
  close(): Promise<void>;
}

/**
 * The control socket of a server on a PGlite data directory (`DATA_DIR/tessera.sock`, mode 0600;
 * content/installation/served-backup.ts): `tessera backup` asks through it for a copy of the
 * database's files. Nothing listens on the network; the file's permissions decide who connects.
 * The caller holds the data directory's lock, so a socket file already there was left by a
 * process that died: it is replaced.
 */
export async function openControlSocket({ dataDir, content, log }: { dataDir: string; content: ContentContext; log: FastifyBaseLogger }): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(`${path} is longer than a Unix socket path may be (${MAX_SOCKET_PATH} bytes): no control socket, so \`tessera backup\` cannot run while this server serves`);
    return { path: undefined, close: async () => {} };
  }
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  let busy = false;
  const server = createServer((socket) => void answer(socket));
  const answer = async (socket: Socket) => {
    socket.on('error', () => {});
    socket.setTimeout(REQUEST_MS, () => socket.destroy());
    const send = (message: ControlAnswer) => socket.write(`${JSON.stringify(message)}\n`);
    let line: string;
    try {
      line = await firstLine(socket);
    } catch {
      return void socket.destroy();
    }
    socket.setTimeout(0);
    let into: string;
    try {
      ({ into } = controlRequest.parse(JSON.parse(line)));
    } catch {
      send({ state: 'failed', error: 'not a request this server knows (a newer or older tessera?)' });
      return void socket.end();
    }
    if (busy) {
      send({ state: 'failed', error: 'another backup is copying the data directory right now; try again when it has finished' });
      return void socket.end();
    }
    busy = true;
    send({ state: 'copying', pid: process.pid });
    try {
      const copy = await copyServedDataDir(content, { actor: CLI, into });
      log.info({ into, files: copy.files, bytes: copy.bytes, checkpointMs: Math.round(copy.checkpointMs), pausedMs: Math.round(copy.pausedMs) }, 'backup: data directory copied');
      send({ state: 'done', ...copy });
    } catch (error) {
      log.warn({ err: error, into }, 'backup: copying the data directory failed');
      send({ state: 'failed', error: error instanceof Error ? error.message : String(error) });
    } finally {
      busy = false;
      socket.end();
    }
  };
  try {
    await listen(server, path);
  } catch (error) {
    log.warn({ err: error }, `${path}: the control socket could not be opened, so \`tessera backup\` cannot run while this server serves`);
    return { path: undefined, close: async () => {} };
  }
  return {
    path,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await unlink(path).catch(() => {});
    },
  };
}

/** Listens on `path` with a socket file only its owner may connect to (connecting needs write permission). */
async function listen(server: Server, path: string): Promise<void> {
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The bind, synchronous in listen(), creates the file under the umask: 0177 makes it rw------- from
  // the start. Set for that call only: every other file of the process keeps the usual mask.
  const umask = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(umask);
  }
  await listening;
  await chmod(path, 0o600);
}

function firstLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(buffered.slice(0, end));
      } else if (buffered.length > MAX_REQUEST_BYTES) reject(new Error('request too long'));
    };
    socket.on('data', onData);
    socket.once('end', () => reject(new Error('no request')));
    socket.once('close', () => reject(new Error('no request')));
  });
}
