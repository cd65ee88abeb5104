import { routeUrl, type Route, type RouteInput, type RouteOutput, type TextType } from '../core/contracts/route';

/**
 * The editor's client for the content API: every call names a route of the table
 * (`core/contracts/routes.ts`), which gives its method, address and types. JSON in and out,
 * the CSRF header on changes, and errors turned into ApiError with the server's message and
 * per-path issues.
 */
export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** The revision the server holds, for a 409 CONFLICT on a draft save. */
    readonly currentRevision?: number,
  ) {
    super(message);
  }
}

/** The input argument of a route: optional when nothing in it is required. */
export type InputArgs<R extends Route> = Record<never, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** A route that takes a file: `{ params, query }` as declared, and the file or form as `body`. */
export type UploadInput<R extends Route> = Omit<RouteInput<R>, 'body'> & { body: FormData | Blob };

export interface Api {
  /** Calls a JSON route: the address from `params` and `query`, `body` as JSON; answers the route's success body. */
  call<R extends Route>(route: R, ...input: InputArgs<R>): Promise<RouteOutput<R>>;
  /** Calls a route that answers with text (a rendered preview, CSV) and answers that text. */
  text<R extends Route & { text: TextType }>(route: R, ...input: InputArgs<R>): Promise<string>;
  /**
   * POSTs a file with its progress: a multipart form, or a file as the whole body (a CSV
   * import) sent as the route's `upload` type. `onProgress` gets the share of the body sent so
   * far, 0 to 1; `onSent` runs once the whole body is sent (the server is then working on it).
   * Aborting `signal` cancels the upload.
   */
  upload<R extends Route & { upload: string }>(route: R, input: UploadInput<R>, options?: UploadOptions): Promise<RouteOutput<R>>;
  setCsrfToken(token: string | null): void;
  /**
   * Sends a route's request that must outlive the page (a goodbye on `pagehide`): `keepalive`
   * fetch, the `sendBeacon` that may carry the CSRF header and a DELETE; nothing is answered.
   */
  beacon<R extends Route>(route: R, ...input: InputArgs<R>): void;
}

/** A route's address for a link (a download, a CSV export): the same address `call` would use. */
export function routeHref<R extends Route>(route: R, ...[input]: InputArgs<R>): string {
  return routeUrl(route, input ?? {});
}

export interface UploadOptions {
  onProgress?(sent: number): void;
  onSent?(): void;
  signal?: AbortSignal;
}

type ErrorPayload = { error?: string; message?: string; issues?: ApiIssue[]; current?: number };

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export function createApi({ onUnauthenticated }: { onUnauthenticated?: () => void } = {}): Api {
  let csrf: string | null = null;

  async function send(method: string, path: string, body?: unknown, keepalive = false): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await fetch(path, { method, headers, credentials: 'same-origin', ...(keepalive ? { keepalive } : {}), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch {
      throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
    }
    if (response.ok) return response;
    let payload: ErrorPayload = {};
    try {
      payload = (await response.json()) as ErrorPayload;
    } catch {
      // Not JSON: keep the status text.
    }
    throw failure(response.status, response.statusText, payload);
  }

  function failure(status: number, statusText: string, payload: ErrorPayload): ApiError {
    if (status === 401) onUnauthenticated?.();
    return new ApiError(status, payload.error ?? 'HTTP_ERROR', payload.message ?? `${status} ${statusText}`, payload.issues ?? [], payload.current);
  }

  // fetch() reports no upload progress; XMLHttpRequest does.
  function upload<R extends Route & { upload: string }>(route: R, input: UploadInput<R>, { onProgress, onSent, signal }: UploadOptions = {}): Promise<RouteOutput<R>> {
    const path = routeUrl(route, input);
    const body = input.body;
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(route.method, path);
      xhr.setRequestHeader('accept', 'application/json');
      // A chosen file's own type depends on the system (a .csv is often application/vnd.ms-excel).
      if (!(body instanceof FormData)) xhr.setRequestHeader('content-type', route.upload);
      if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.upload.onload = () => onSent?.();
      xhr.onload = () => {
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(payload as RouteOutput<R>);
        } else reject(failure(xhr.status, xhr.statusText, (payload ?? {}) as ErrorPayload));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
      xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
      if (signal?.aborted) {
        reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
        return;
      }
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  }

  /** Sends a route's request: a POST without a body sends `{}`, as every JSON change does. */
  function request<R extends Route>(route: R, input: RouteInput<R> | undefined): Promise<Response> {
    const body = input?.body ?? (route.method === 'POST' ? {} : undefined);
    return send(route.method, routeUrl(route, input ?? {}), body);
  }

  return {
    call: async (route, ...[input]) => {
      const response = await request(route, input);
      return (response.status === 204 ? undefined : await response.json()) as RouteOutput<typeof route>;
    },
    text: async (route, ...[input]) => (await request(route, input)).text(),
    upload,
    setCsrfToken: (token) => {
      csrf = token;
    },
    beacon: (route, ...[input]) => {
      const body = input?.body ?? (route.method === 'POST' ? {} : undefined);
      send(route.method, routeUrl(route, input ?? {}), body, true).catch(() => undefined);
    },
  };
}
