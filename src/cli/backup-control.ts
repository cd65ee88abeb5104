import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { controlAnswer, type ControlAnswer, type ControlRequest, type ServedCopy } from '../content';

/** How long the server has to take up the request (it answers `copying` at once), and to finish the copy. */
export const ANSWER_MS = 10_000;
export const COPY_MS = 10 * 60_000;

/**
 * Asks the server on the control socket `socket` to copy its data directory's PostgreSQL files into
 * `into` (content/installation/served-backup.ts). Undefined when nothing listens there (no socket
 * file, or one left by a process that died): the holder of the directory is not a server that
 * can help. Throws, in one line, when the server does not take the request up within `answerMs`,
 * or fails.
 */
export async function askServerToCopy({
  socket,
  into,
  holder,
  answerMs = ANSWER_MS,
  copyMs = COPY_MS,
  onCopying,
}: {
  socket: string;
  into: string;
  /** Who holds the directory, for the messages ("the Tessera server (pid 123)"). */
  holder: string;
  answerMs?: number;
  copyMs?: number;
  onCopying?: () => void;
}): Promise<ServedCopy | undefined> {
  if (!existsSync(socket)) return undefined;
  const request: ControlRequest = { op: 'copy-data-dir', into };
  return new Promise((resolve, reject) => {
    const conn = connect(socket);
    let settled = false;
    let connected = false;
    let copying = false;
    let buffered = '';
    const finish = (outcome: { copy?: ServedCopy; error?: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      if (outcome.error) reject(outcome.error);
      else resolve(outcome.copy);
    };
    const deadline = (ms: number, message: string) => setTimeout(() => finish({ error: new Error(message) }), ms).unref();
    let timer = deadline(answerMs, `${holder} did not answer on ${socket} within ${answerMs / 1000} s: it may be overloaded or hung. Nothing was written; try again, or stop the server for the backup.`);
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify(request)}\n`);
    });
    conn.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody accepts on it: a socket file left by a server that was killed.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) return finish({});
      finish({ error: new Error(`${socket}: ${error.message}`) });
    });
    conn.on('close', () => finish({ error: new Error(`${holder} closed ${socket} before the copy was done (did it stop?). Nothing was written.`) }));
    conn.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        let answer: ControlAnswer;
        try {
          answer = controlAnswer.parse(JSON.parse(line));
        } catch {
          return finish({ error: new Error(`${holder} answered on ${socket} with something this tessera does not understand (another release?)`) });
        }
        if (answer.state === 'failed') return finish({ error: new Error(`${holder} could not copy the data directory: ${answer.error}`) });
        if (answer.state === 'done') {
          return finish({ copy: { files: answer.files, bytes: answer.bytes, checkpointMs: answer.checkpointMs, pausedMs: answer.pausedMs } });
        }
        if (!copying) {
          copying = true;
          clearTimeout(timer);
          timer = deadline(copyMs, `${holder} did not finish copying the data directory within ${copyMs / 60_000} minutes. Nothing was written.`);
          onCopying?.();
        }
      }
    });
  });
}
