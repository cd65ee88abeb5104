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
  /**
   * POSTs a file with its progress: multipart/form-data, or a file as the whole body (a CSV
   * import) sent with `contentType`. `onProgress` gets the share of the body sent so far, 0 to
   * 1; `onSent` runs once the whole body is sent (the server is then working on it). Aborting
   * `signal` cancels the upload.
   */
  upload<T>(path: string, body: FormData | Blob, options?: UploadOptions): Promise<T>;
  setCsrfToken(token: string | null): void;
}

export interface UploadOptions {
  onProgress?(sent: number): void;
  onSent?(): void;
  signal?: AbortSignal;
  /** The body's type when it is a file rather than a form (`text/csv`). */
  contentType?: string;
}

type ErrorPayload = { error?: string; message?: string; issues?: ApiIssue[]; current?: number };

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

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
  function upload<T>(path: string, body: FormData | Blob, { onProgress, onSent, signal, contentType }: UploadOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path);
      xhr.setRequestHeader('accept', 'application/json');
      // A chosen file's own type depends on the system (a .csv is often application/vnd.ms-excel).
      if (contentType && !(body instanceof FormData)) xhr.setRequestHeader('content-type', contentType);
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
          resolve(payload as T);
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
    upload,
    setCsrfToken: (token) => {
      csrf = token;
    },
  };
}
