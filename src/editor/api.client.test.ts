import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { routes, type DocumentRecord } from '../core/contracts';
import { ApiError, createApi, routeHref } from './api.client';

const ID = '7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  keepalive?: boolean | undefined;
}

let sent: Sent[] = [];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as string | undefined, keepalive: init.keepalive });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('api.call', () => {
  it('builds the address from the route: parameters URI-encoded, query from its defined values', async () => {
    const api = createApi();
    await api.call(routes.getMedia, { params: { hash: 'a/b c' } });
    await api.call(routes.listMedia, { query: { q: 'chart & graph', kind: undefined, limit: 48, cursor: 'WyJtZWRpYSJd' } });
    await api.call(routes.diffDocument, { params: { id: ID }, query: { from: '3', to: 'draft' } });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/cms/media/a%2Fb%20c',
      'GET /api/cms/media?q=chart+%26+graph&limit=48&cursor=WyJtZWRpYSJd',
      `GET /api/cms/documents/${ID}/diff?from=3&to=draft`,
    ]);
  });

  it('refuses a call without a parameter the path needs, sending nothing', async () => {
    const api = createApi();
    await expect(api.call(routes.getDocument, { params: { id: '' } })).rejects.toThrow('/api/cms/documents/:id needs the parameter "id"');
    await expect(api.call(routes.getDocument, {} as never)).rejects.toThrow('needs the parameter "id"');
    expect(sent).toEqual([]);
  });

  it('sends the body as JSON with the method of the route, and {} for a POST without one', async () => {
    const api = createApi();
    await api.call(routes.saveDraft, { params: { id: ID }, body: { revision: 4, title: 'Fees' } });
    await api.call(routes.unpublishDocument, { params: { id: ID } });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: `/api/cms/documents/${ID}/draft`, body: '{"revision":4,"title":"Fees"}' });
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(sent[1]).toMatchObject({ method: 'POST', url: `/api/cms/documents/${ID}/unpublish`, body: '{}' });
  });

  it('sends the CSRF token on changes only', async () => {
    const api = createApi();
    api.setCsrfToken('t0k');
    await api.call(routes.listSites);
    answer = () => new Response(null, { status: 204 });
    await expect(api.call(routes.deleteDocument, { params: { id: ID } })).resolves.toBeUndefined();
    expect(sent[0]!.headers['x-csrf-token']).toBeUndefined();
    expect(sent[1]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(sent[1]!.headers['x-csrf-token']).toBe('t0k');
  });

  it("turns an error answer into ApiError with the server's code, message and issues", async () => {
    const onUnauthenticated = vi.fn();
    const api = createApi({ onUnauthenticated });
    answer = () => Response.json({ error: 'CONFLICT', message: 'Saved meanwhile', current: 7, issues: [{ path: '/body/title', message: 'No' }] }, { status: 409 });
    const error = await api.call(routes.saveDraft, { params: { id: ID }, body: { revision: 4 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Saved meanwhile', currentRevision: 7, issues: [{ path: '/body/title', message: 'No' }] });
    answer = () => Response.json({ error: 'UNAUTHENTICATED', message: 'Sign in' }, { status: 401 });
    await expect(api.call(routes.getMe)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('types input and answer from the table', () => {
    const api = createApi();
    expectTypeOf(api.call(routes.getDocument, { params: { id: ID } })).resolves.toEqualTypeOf<{ document: DocumentRecord }>();
    expectTypeOf(api.call(routes.deleteDocument, { params: { id: ID } })).resolves.toBeUndefined();
    // @ts-expect-error: the path needs its parameter
    void api.call(routes.getDocument, {}).catch(() => undefined);
    // @ts-expect-error: a route without a body takes none
    void api.call(routes.getMe, { body: {} }).catch(() => undefined);
  });
});

describe('api.text and routeHref', () => {
  it('reads a text answer of the route', async () => {
    const api = createApi();
    answer = () => new Response('<!doctype html><p>Hi</p>', { headers: { 'content-type': 'text/html' } });
    const html = await api.text(routes.renderTree, { params: { site: 'nyse' }, body: { tree: {}, kind: 'page', path: '/x', title: 'X' } });
    expect(html).toBe('<!doctype html><p>Hi</p>');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/sites/nyse/render' });
  });

  it('gives the address of a download', () => {
    expect(routeHref(routes.listAudit, { query: { format: 'csv', action: 'publish' } })).toBe('/api/cms/audit?format=csv&action=publish');
    expect(routeHref(routes.getSubmissionFile, { params: { id: ID, hash: 'ab' } })).toBe(`/api/cms/submissions/${ID}/files/ab`);
  });
});

describe('api.upload', () => {
  class FakeXhr {
    static last: FakeXhr;
    opened: [string, string] | undefined;
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('posts a CSV file as the route says, with its progress, and answers the route body', async () => {
    const api = createApi();
    api.setCsrfToken('t0k');
    const progress: number[] = [];
    const file = new Blob(['a,b\n'], { type: 'application/vnd.ms-excel' });
    const done = api.upload(routes.importNotices, { query: { dryRun: 'true', publish: 'false' }, body: file }, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/cms/notices/import?dryRun=true&publish=false']);
    expect(xhr.headers).toMatchObject({ 'content-type': 'text/csv', 'x-csrf-token': 't0k' });
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 2, total: 4 });
    xhr.answer(200, { imported: 1 });
    await expect(done).resolves.toEqual({ imported: 1 });
    expect(progress).toEqual([0.5, 1]);
  });

  it('leaves the type of a multipart form to the browser, and rejects with ApiError', async () => {
    const api = createApi();
    const form = new FormData();
    const done = api.upload(routes.uploadMedia, { body: form });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/cms/media']);
    expect(xhr.headers['content-type']).toBeUndefined();
    xhr.answer(413, { error: 'UPLOAD_TOO_LARGE', message: 'Too large' });
    await expect(done).rejects.toMatchObject({ status: 413, code: 'UPLOAD_TOO_LARGE', message: 'Too large' });
  });
});

describe('api.beacon', () => {
  it('sends a goodbye that outlives the page: keepalive, with the CSRF token, never failing the caller', async () => {
    const api = createApi();
    api.setCsrfToken('t0k');
    answer = () => {
      throw new TypeError('offline');
    };
    api.beacon(routes.leavePresence, { params: { id: ID } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: `/api/cms/documents/${ID}/presence`, keepalive: true });
    expect(sent[0]!.headers['x-csrf-token']).toBe('t0k');
  });
});
