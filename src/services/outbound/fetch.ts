import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { OutboundRefused, outboundRequest, type OutboundPolicy } from './index';

/** Statuses whose answers have no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` for libraries that take one (openid-client's `customFetch`), sending every request
 * through `outboundRequest`: the address policy on each connection (after DNS, on each
 * redirect), one deadline for the whole request and a cap on the answer's bytes. `redirect:
 * 'manual'` or `'error'` follows none (a redirect is then refused); `'follow'` follows the
 * policy's. A refusal rejects with the service's error (OutboundForbidden, OutboundTimeout, ...).
 */
export function outboundFetch(policy: OutboundPolicy): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const method = request.method.toUpperCase();
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const follow = request.redirect === 'follow';
    const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
    const answer = await outboundRequest(
      request.url,
      { method, headers, ...(body === undefined || body.length === 0 ? {} : { body }), signal: request.signal },
      follow ? policy : { ...policy, maxRedirects: 0 },
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of [value].flat()) responseHeaders.append(name, v);
    }
    const content = decoded(answer.body, responseHeaders, maxBytes, answer.url);
    const response = new Response(NULL_BODY.has(answer.status) || method === 'HEAD' ? null : new Uint8Array(content), {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
    Object.defineProperty(response, 'url', { value: answer.url });
    return response;
  };
}

/** The body as fetch would give it: a content encoding (sent although we asked for none) undone, within the same byte cap. */
function decoded(body: Buffer, headers: Headers, maxBytes: number, url: string): Buffer {
  const encoding = (headers.get('content-encoding') ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity' || body.length === 0) return body;
  const options = { maxOutputLength: maxBytes };
  try {
    const out = encoding === 'gzip' || encoding === 'x-gzip' ? gunzipSync(body, options) : encoding === 'deflate' ? inflateSync(body, options) : encoding === 'br' ? brotliDecompressSync(body, options) : undefined;
    if (!out) throw new OutboundRefused(`${url}: the answer is in an encoding this service does not read (${encoding})`);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return out;
  } catch (error) {
    if (error instanceof OutboundRefused) throw error;
    throw new OutboundRefused(`${url}: the ${encoding} answer is damaged or larger than ${maxBytes} bytes`);
  }
}
