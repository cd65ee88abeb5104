import { message } from './errors';

/** A non-ok HTTP response (specification §7): carries status, status text and URL. */
export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
  ) {
    super(message('FETCH_FAILED', { status, statusText, url }));
  }
}

/** fetch() that throws a FetchError for any non-ok response. */
export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new FetchError(response.status, response.statusText, response.url || url);
  return response;
}

export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<T> {
  // Headers instances and [name, value] lists do not survive object spread, so merge via Headers.
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetchOk(url, { ...init, headers });
  return (await response.json()) as T;
}

/**
 * Option lists (specification §8): with a fallback, fetch errors are swallowed and the
 * fallback returned; without one they propagate.
 */
export async function fetchOptions<T>(url: string, options: { fallback?: T[]; init?: RequestInit } = {}): Promise<T[]> {
  try {
    const list = await fetchJson<unknown>(url, options.init);
    if (!Array.isArray(list)) throw new TypeError(`Expected a JSON list from ${url}`);
    return list as T[];
  } catch (error) {
    if (options.fallback !== undefined) return options.fallback;
    throw error;
  }
}
