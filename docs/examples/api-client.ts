/**
 * A typed client for the Tessera content API, written against the types that
 * `openapi-typescript` generates from `/api/openapi.json` (docs/api.md, "A generated client"):
 *
 *   npx openapi-typescript http://localhost:3000/api/openapi.json -o api-types.ts
 *
 * It needs nothing but `fetch` (Node 20 or a browser). `test/server/openapi-tools.test.ts`
 * generates the types from the served document, type-checks this file against them and runs
 * it against a started server, with a bearer token and with the cookie and CSRF header.
 */
import type { components, paths } from './api-types';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The paths that have an operation for `method`. */
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never }[keyof paths];

type ParamsOf<O> = O extends { parameters: infer P } ? Pick<P, Extract<keyof P, 'path' | 'query'>> : never;
/** `params` is required when a path or query parameter is. */
type ParamsInit<O> = Record<never, never> extends ParamsOf<O> ? { params?: ParamsOf<O> } : { params: ParamsOf<O> };
type BodyInit<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };
export type CallInit<O> = ParamsInit<O> & BodyInit<O>;
/** The `init` argument, left out when the operation needs no parameter and no body. */
type InitArgs<O> = Record<never, never> extends CallInit<O> ? [init?: CallInit<O>] : [init: CallInit<O>];

type SuccessStatus = 200 | 201 | 202 | 204;
/** The JSON body of the operation's success answer (undefined for `204 No Content`). */
export type Success<O> = O extends { responses: infer R }
  ? { [S in Extract<keyof R, SuccessStatus>]: R[S] extends { content: { 'application/json': infer B } } ? B : undefined }[Extract<keyof R, SuccessStatus>]
  : never;

/** The error envelope every 4xx and 5xx answer carries. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** An answer other than 2xx: its status and the error envelope (`error` is the stable code). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
  }
}

/** How a client signs in (docs/api.md, "Authentication"). */
export type Credentials = { tokenType: 'bearer'; token: string } | { tokenType: 'cookie'; cookie: string; csrfToken: string };

export interface ClientOptions {
  /** The server's origin, such as `http://localhost:3000` (one of the document's `servers`). */
  baseUrl: string;
  fetch?: typeof fetch;
}

/** `/api/cms/documents/{id}` with its path parameters filled in and the query appended. */
function url(baseUrl: string, path: string, params: { path?: Record<string, unknown>; query?: Record<string, unknown> } = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params.path?.[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) query.append(key, String(item));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/$/, '')}${filled}${search ? `?${search}` : ''}`;
}

/**
 * A small openapi-fetch-like client: `client.post('/api/cms/login', { body })` is checked
 * against the generated `paths` (path, parameters, body) and answers the typed success body,
 * or throws an ApiError carrying the error envelope.
 */
export function createClient({ baseUrl, fetch: send = fetch }: ClientOptions) {
  let credentials: Credentials | undefined;

  async function call<M extends Method, P extends PathsWith<M>>(method: M, path: P, [init]: InitArgs<Operation<P, M>>): Promise<Success<Operation<P, M>>> {
    const { params, body } = (init ?? {}) as { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (credentials?.tokenType === 'bearer') headers.authorization = `Bearer ${credentials.token}`;
    if (credentials?.tokenType === 'cookie') {
      headers.cookie = credentials.cookie;
      // The session cookie alone is enough to read; every change also carries the CSRF token.
      if (method !== 'get') headers['x-csrf-token'] = credentials.csrfToken;
    }
    const response = await send(url(baseUrl, path, params), { method: method.toUpperCase(), headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiError(response.status, json as ErrorBody);
    if (method === 'post' && path === '/api/cms/login') {
      const answer = json as Success<Operation<'/api/cms/login', 'post'>>;
      // Outside a browser the cookie is kept here: the first `name=value` of Set-Cookie.
      const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!)[0];
      if (answer.token) credentials = { tokenType: 'bearer', token: answer.token };
      else if (cookie && answer.csrfToken) credentials = { tokenType: 'cookie', cookie, csrfToken: answer.csrfToken };
    }
    return json as Success<Operation<P, M>>;
  }

  return {
    get: <P extends PathsWith<'get'>>(path: P, ...init: InitArgs<Operation<P, 'get'>>) => call('get', path, init),
    post: <P extends PathsWith<'post'>>(path: P, ...init: InitArgs<Operation<P, 'post'>>) => call('post', path, init),
    put: <P extends PathsWith<'put'>>(path: P, ...init: InitArgs<Operation<P, 'put'>>) => call('put', path, init),
    patch: <P extends PathsWith<'patch'>>(path: P, ...init: InitArgs<Operation<P, 'patch'>>) => call('patch', path, init),
    delete: <P extends PathsWith<'delete'>>(path: P, ...init: InitArgs<Operation<P, 'delete'>>) => call('delete', path, init),
    /** How this client signs its requests now (set by a successful `POST /api/cms/login`). */
    credentials: (): Credentials | undefined => credentials,
  };
}

export type Client = ReturnType<typeof createClient>;

type Site = Operation<'/api/cms/sites/{site}/documents', 'post'>['parameters']['path']['site'];

/**
 * The round trip of an editor, as a program: sign in, create a page, save its draft on top of
 * the revision it was created with, and publish that revision. Publishing needs the
 * `CMSTWO Super User` role (or Admin) on the site; on a site whose publishing needs approval it
 * answers 409 `REVIEW_REQUIRED` (ask for a review instead, or, as an Admin, send `urgent: true`
 * with a `reason`).
 */
export async function publishNewPage(
  client: Client,
  { email, password, tokenType, site, path, title }: { email: string; password: string; tokenType: 'bearer' | 'cookie'; site: Site; path: string; title: string },
) {
  const { user } = await client.post('/api/cms/login', { body: { email, password, tokenType } });
  const created = await client.post('/api/cms/sites/{site}/documents', { params: { path: { site } }, body: { path, title } });
  const saved = await client.put('/api/cms/documents/{id}/draft', {
    params: { path: { id: created.document.id } },
    body: { revision: created.document.draftRevision, title: `${title}, reviewed`, seo: { description: `${title}: published through the API.` } },
  });
  const published = await client.post('/api/cms/documents/{id}/publish', {
    params: { path: { id: saved.document.id } },
    body: { revision: saved.document.draftRevision, note: 'Published by the API client example' },
  });
  return { user, created: created.document, saved: saved.document, published };
}
