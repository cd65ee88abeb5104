import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/*
 * A system daemon (HAProxy, Varnish) run in the foreground by a test, in a process group of
 * its own so that stopping it stops its children too; a run that exits without `stop()` kills it.
 */

export interface Daemon {
  readonly port: number;
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
};

/** Spawns `command args` and resolves once `port` accepts connections on 127.0.0.1 (or rejects if it exits first). */
export async function startDaemon({ name, command, args, port, env = {} }: { name: string; command: string; args: string[]; port: number; env?: Record<string, string> }): Promise<Daemon> {
  const child = spawn(command, args, { env: { PATH: `${process.env.PATH}:/usr/sbin:/sbin`, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      output += String(error);
      exited = true;
      resolve();
    });
  });
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (exited) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exit;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start listening on 127.0.0.1:${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, output: () => output, stop };
}
