import { randomBytes } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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
 * Request ids unique across processes without a random UUID per request: a random prefix of
 * this process (48 bits) and a counter, e.g. `Xq3vZ0aB-1k`.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger, made (a pino child carrying the `reqId`) only when the request logs
 * something of its own: most requests log nothing but their access line, and a child per
 * request was a measurable share of serving a cached page (issue 39 item 2).
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;
  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];
  declare silent: FastifyBaseLogger['silent'];

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}
for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      (this.made[level] as (...a: unknown[]) => void)(...args);
    },
  });
}

/** The levels at which access lines are written. */
const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/** The fields of a request's access line. */
function accessLine(request: FastifyRequest, reply: FastifyReply): { reqId: string; method: string; url: string; host: string; client: string; status: number; ms: number } {
  return { reqId: request.id, method: request.method, url: loggedUrl(request.url), host: request.host, client: request.ip, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100 };
}

/**
 * One access line per request, written when its answer is finished (Fastify's own are two, an
 * "incoming request" and a "request completed"): `accessLine`, flat so that writing it
 * stringifies no nested object. It holds only those fields, so it is written without the
 * field-name redaction every other line goes through (four fifths of a line's cost); a request
 * whose answer failed is logged through its own, redacting logger.
 */
class AccessLog extends LogController {
  #plain: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return request.log.error({ ...accessLine(request, reply), err: error }, 'request errored');
    this.#plain ??= request.server.log.child({}, { redact: { paths: [] } });
    if (WRITES_INFO.has(this.#plain.level)) this.#plain.info(accessLine(request, reply), 'request completed');
  }
}

/**
 * Fastify's logger: JSON lines (pino) at `level`, one access line per request (`AccessLog`),
 * each line about a request carrying its `reqId` (`requestIds`, so that lines of several
 * processes never share one). Only method, address (through `loggedUrl`), host and client
 * address of a request are logged (`req` in any other line is serialized the same way); were
 * more ever added, the credentials in headers and bodies are censored by name. `stream`:
 * where the lines go (standard output by default; tests capture them).
 */
export function loggerOptions({ level, stream }: { level: string; stream?: NodeJS.WritableStream }): Pick<FastifyServerOptions, 'genReqId' | 'logController' | 'childLoggerFactory'> & {
  logger: NonNullable<Exclude<FastifyServerOptions['logger'], boolean>>;
} {
  return {
    genReqId: requestIds(),
    logController: new AccessLog(),
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger,
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
