import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret: subscription and manage links, a provider's sign-in answer. */
const SECRET_PARAMS = /^(token|sig|signature|code|state|session_state|id_token|access_token|password|secret|key)$/i;
/** Paths whose segment after the prefix is a secret: preview links. */
const SECRET_SEGMENT = /^(\/_preview\/)[^/?#]+/;
const REDACTED = '[redacted]';

/**
 * A request's address as the log keeps it: a preview link's token and the values of secret
 * query parameters replaced (issue 27 item 3: logs never hold passwords, tokens or access
 * codes; bodies and headers are not logged at all).
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1) return part;
      let name = part.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        return `${part.slice(0, equals)}=${REDACTED}`;
      }
      return SECRET_PARAMS.test(name) ? `${part.slice(0, equals)}=${REDACTED}` : part;
    });
  return `${path}?${query.join('&')}`;
}

/**
 * Fastify's logger: JSON lines (pino) at `level`, each request's lines carrying its `reqId` (a
 * UUID, so that lines of several processes never share one). Only method, address (through
 * `loggedUrl`), host and client address of a request are logged; were more ever added, the
 * credentials in headers and bodies are censored by name. `stream`: where the lines go
 * (standard output by default; tests capture them).
 */
export function loggerOptions({ level, stream }: { level: string; stream?: NodeJS.WritableStream }): Pick<FastifyServerOptions, 'genReqId'> & {
  logger: NonNullable<Exclude<FastifyServerOptions['logger'], boolean>>;
} {
  return {
    genReqId: () => randomUUID(),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remoteAddress?: string; remotePort?: number } }) => ({
          method: request.method,
          url: loggedUrl(request.url ?? ''),
          host: request.host ?? request.hostname,
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
          remotePort: request.socket?.remotePort,
        }),
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
          'password',
          '*.password',
          'token',
          '*.token',
          'accessCode',
          '*.accessCode',
          'secret',
          '*.secret',
        ],
        censor: REDACTED,
      },
    },
  };
}
