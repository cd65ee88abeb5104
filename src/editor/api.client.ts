/**
 * The editor's client for the content API: JSON in and out, the CSRF header on changes,
 * and errors turned into ApiError with the server's message and per-path issues.
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

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  del<T = void>(path: string): Promise<T>;
  /** Raw text (rendered HTML previews, CSV). */
  text(path: string, init?: { method?: string; body?: unknown }): Promise<string>;
  setCsrfToken(token: string | null): void;
}

export function createApi({ onUnauthenticated }: { onUnauthenticated?: () => void } = {}): Api {
  let csrf: string | null = null;

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await fetch(path, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch {
      throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
    }
    if (response.ok) return response;
    let payload: { error?: string; message?: string; issues?: ApiIssue[]; current?: number } = {};
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      // Not JSON: keep the status text.
    }
    if (response.status === 401) onUnauthenticated?.();
    throw new ApiError(response.status, payload.error ?? 'HTTP_ERROR', payload.message ?? `${response.status} ${response.statusText}`, payload.issues ?? [], payload.current);
  }

  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(method, path, body);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };

  return {
    get: (path) => json('GET', path),
    post: (path, body) => json('POST', path, body ?? {}),
    put: (path, body) => json('PUT', path, body),
    patch: (path, body) => json('PATCH', path, body),
    del: (path) => json('DELETE', path),
    text: async (path, init = {}) => (await send(init.method ?? 'GET', path, init.body)).text(),
    setCsrfToken: (token) => {
      csrf = token;
    },
  };
}
