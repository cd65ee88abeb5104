import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { message } from '../../core/errors';
import { hostForChecks } from '../../core/host-name';

/**
 * Outbound requests to addresses editors or admins configured (form targets, webhook
 * forwarders; later chart data): https only, public addresses only — checked on the address
 * actually connected to (after DNS, so a name that resolves to a private address is refused,
 * rebinding included) and again on every redirect — with time and size limits. Hosts listed
 * in `allowHosts` (`host` or `host:port`) may be private and plain http (a company's internal
 * endpoint, a test server).
 */
export interface OutboundPolicy {
  allowHosts: readonly string[];
  /** The whole request's deadline — connecting, headers, body and every redirect (10 s by default). */
  timeoutMs?: number;
  /** The most bytes of an answer's body (5 MB by default). */
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution (the system's by default). */
  lookup?: typeof dnsLookup;
  /** Aborts every request made under this policy (a stopping process), besides each call's own `signal`. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  url: string;
}

/**
 * A request the service would not send or finish. `permanent` tells whether trying again can
 * help: a refusal of the address policy cannot; a deadline, a size cap or a stop might.
 */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  readonly permanent: boolean;

  constructor(text: string, { permanent = false }: { permanent?: boolean } = {}) {
    super(text);
    this.permanent = permanent;
  }
}

/** The address policy refuses the target (before connecting, after DNS, or on a redirect): final. */
export class OutboundForbidden extends OutboundRefused {
  override name = 'OutboundForbidden';

  constructor(text: string) {
    super(text, { permanent: true });
  }
}

/** The whole request did not end within its deadline. */
export class OutboundTimeout extends OutboundRefused {
  override name = 'OutboundTimeout';
}

/** The caller stopped the request (its `signal` was aborted: a stopping server, say). */
export class OutboundAborted extends OutboundRefused {
  override name = 'OutboundAborted';
}

export interface OutboundOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Stops the request at once (it rejects with OutboundAborted). */
  signal?: AbortSignal;
}

function allowed(url: URL, policy: OutboundPolicy): boolean {
  const host = hostForChecks(url);
  if (host === undefined) return false;
  const named = host.includes(':') ? `[${host}]` : host;
  const hostPort = `${named}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  return policy.allowHosts.some((entry) => {
    const e = entry.toLowerCase();
    return e === host || e === named || e === hostPort;
  });
}

/** Whether an address is a public one (not loopback, private, link-local, metadata, multicast, ...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Why a URL may not be fetched under the policy, before any connection; undefined when it may be tried. */
export function outboundProblem(raw: string, policy: OutboundPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an absolute URL';
  }
  if (url.username || url.password) return 'addresses may not carry a user name or password';
  // Checked as it resolves: `LOCALHOST.` is `localhost` (a trailing dot, any case, IDNA).
  const host = hostForChecks(url);
  if (host === undefined) return `${url.hostname} is not a valid host name`;
  const listed = allowed(url, policy);
  // Where it points first: an internal address is the more serious problem, and the one to name.
  if (!listed && ipaddr.isValid(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  if (!listed && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))) return `${host} is not a public host`;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && listed)) return `only https addresses are allowed (${url.protocol.replace(':', '')} is not)`;
  return undefined;
}

/** A DNS lookup that fails for any non-public address (unless the host is allow-listed). */
function guardedLookup(listed: boolean, resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !listed && !isPublicAddress(a.address));
      if (bad || list.length === 0) return callback(new OutboundForbidden(`${hostname} resolves to ${bad?.address ?? 'nothing'}, which is not a public address`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * Sends one request under the policy, following at most `maxRedirects` redirects (each
 * checked). One deadline (`policy.timeoutMs`) covers it all, so an upstream that answers a
 * byte at a time cannot hold the caller; `signal` (or the policy's) stops it sooner.
 */
export async function outboundRequest(raw: string, { method = 'GET', headers = {}, body, signal }: OutboundOptions, policy: OutboundPolicy): Promise<OutboundResponse> {
  const maxRedirects = policy.maxRedirects ?? 3;
  const timeoutMs = policy.timeoutMs ?? 10_000;
  const callers = [signal, policy.signal].filter((s): s is AbortSignal => s !== undefined);
  const stopped = () => new OutboundAborted(message('OUTBOUND_ABORTED', { url: raw }));
  if (callers.some((s) => s.aborted)) throw stopped();
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new OutboundTimeout(message('OUTBOUND_TIMEOUT', { url: raw, ms: timeoutMs }))), timeoutMs);
  const onAbort = () => stop.abort(stopped());
  for (const s of callers) s.addEventListener('abort', onAbort, { once: true });
  try {
    let url = raw;
    for (let hop = 0; ; hop++) {
      const problem = outboundProblem(url, policy);
      if (problem) throw new OutboundForbidden(`${url}: ${problem}`);
      const response = await once(new URL(url), { method, headers, ...(body === undefined ? {} : { body }) }, policy, stop.signal);
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && typeof location === 'string') {
        if (hop >= maxRedirects) throw new OutboundRefused(`${raw}: more than ${maxRedirects} redirects`);
        url = new URL(location, url).href;
        if (response.status !== 307 && response.status !== 308) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return response;
    }
  } finally {
    clearTimeout(timer);
    for (const s of callers) s.removeEventListener('abort', onAbort);
  }
}

function once(
  url: URL,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: Buffer | string },
  policy: OutboundPolicy,
  stop: AbortSignal,
): Promise<OutboundResponse> {
  const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    if (stop.aborted) return reject(stop.reason as Error);
    let settled = false;
    const onStop = () => fail(stop.reason as Error);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stop.removeEventListener('abort', onStop);
      req.destroy();
      reject(error);
    };
    const req = send(url, { method, headers, lookup: guardedLookup(allowed(url, policy), policy.lookup ?? dnsLookup) }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(new OutboundRefused(`${url.href}: the answer is larger than ${maxBytes} bytes`));
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        stop.removeEventListener('abort', onStop);
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks), url: url.href });
      });
      res.on('error', fail);
    });
    stop.addEventListener('abort', onStop, { once: true });
    req.on('error', fail);
    req.end(body);
  });
}
