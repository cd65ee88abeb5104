import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PurgeRequest {
  method: string;
  url: string;
  /** The `Surrogate-Key` header split at spaces. */
  keys: string[];
  authorization: string | undefined;
}

export interface PurgeEndpoint {
  /** `http://127.0.0.1:{port}/purge` */
  url: string;
  /** `127.0.0.1:{port}`, for OUTBOUND_ALLOWED_HOSTS. */
  host: string;
  /** Every request received, in order. */
  received: PurgeRequest[];
  /** The status of the next answers (200 unless set). */
  answerWith(status: number): void;
  /** Every key purged so far, sorted, duplicates dropped. */
  keys(): string[];
  /** Resolves once `count` requests have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<PurgeRequest[]>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 standing in for a CDN's purge endpoint (Varnish with xkey). */
export async function startPurgeEndpoint(): Promise<PurgeEndpoint> {
  const received: PurgeRequest[] = [];
  let status = 200;
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const header = request.headers['surrogate-key'];
    received.push({ method: request.method ?? '', url: request.url ?? '', keys: typeof header === 'string' ? header.split(' ') : [], authorization: request.headers.authorization });
    for (const wake of waiting) wake();
    request.resume();
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'purged' : 'no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/purge`,
    host: `127.0.0.1:${port}`,
    received,
    answerWith: (next) => void (status = next),
    keys: () => [...new Set(received.flatMap((r) => r.keys))].sort(),
    waitFor: (count, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${received.length} purge requests arrived, not ${count}`));
        }, ms);
        waiting.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
