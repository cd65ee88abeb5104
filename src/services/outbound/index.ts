import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution (the system's by default). */
  lookup?: typeof dnsLookup;
}

export interface OutboundResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  url: string;
}

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

function allowed(url: URL, policy: OutboundPolicy): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return policy.allowHosts.some((entry) => {
    const e = entry.toLowerCase();
    return e === host || e === `${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}` || e === url.host.toLowerCase();
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
  const listed = allowed(url, policy);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && listed)) return `only https addresses are allowed (${url.protocol.replace(':', '')} is not)`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!listed && ipaddr.isValid(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  if (!listed && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))) return `${host} is not a public host`;
  return undefined;
}

/** A DNS lookup that fails for any non-public address (unless the host is allow-listed). */
function guardedLookup(listed: boolean, resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !listed && !isPublicAddress(a.address));
      if (bad || list.length === 0) return callback(new OutboundRefused(`${hostname} resolves to ${bad?.address ?? 'nothing'}, which is not a public address`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Sends one request under the policy, following at most `maxRedirects` redirects (each checked). */
export async function outboundRequest(
  raw: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const maxRedirects = policy.maxRedirects ?? 3;
  let url = raw;
  for (let hop = 0; ; hop++) {
    const problem = outboundProblem(url, policy);
    if (problem) throw new OutboundRefused(`${url}: ${problem}`);
    const response = await once(new URL(url), { method, headers, ...(body === undefined ? {} : { body }) }, policy);
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
}

function once(url: URL, { method, headers, body }: { method: string; headers: Record<string, string>; body?: Buffer | string }, policy: OutboundPolicy): Promise<OutboundResponse> {
  const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
  const timeoutMs = policy.timeoutMs ?? 10_000;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.destroy();
      reject(error);
    };
    const req = send(url, { method, headers, lookup: guardedLookup(allowed(url, policy), policy.lookup ?? dnsLookup), timeout: timeoutMs }, (res: IncomingMessage) => {
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
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks), url: url.href });
      });
      res.on('error', fail);
    });
    req.on('timeout', () => fail(new OutboundRefused(`${url.href}: no answer within ${timeoutMs} ms`)));
    req.on('error', fail);
    req.end(body);
  });
}
