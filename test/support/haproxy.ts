import { fileURLToPath } from 'node:url';
import { startDaemon, type Daemon } from './daemon';
import { freePort } from './tessera-process';

/** The documented configuration (docs/deployment.md), run as it is. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg.example', import.meta.url));

/**
 * HAProxy on a free port of 127.0.0.1, balancing over two Tessera processes on 127.0.0.1 by
 * deploy/haproxy.cfg.example (round-robin, routed by `GET /readyz` every 200 ms).
 */
export async function startHaproxy({ backends }: { backends: [number, number] }): Promise<Daemon> {
  const port = await freePort();
  return startDaemon({
    name: 'HAProxy',
    command: 'haproxy',
    // -db: in the foreground, a process of this run's.
    args: ['-db', '-f', HAPROXY_CONFIG],
    port,
    env: { LISTEN: `127.0.0.1:${port}`, TESSERA_1: `127.0.0.1:${backends[0]}`, TESSERA_2: `127.0.0.1:${backends[1]}` },
  });
}
