import type { BrowserContext } from 'playwright-core';
import type { Node } from '../../src/core/node';
import type { RunningServer } from './server';

/** Who signs in: an e-mail address and a password. */
export interface Account {
  email: string;
  password: string;
}

export interface ApiDocument {
  id: string;
  path: string;
  title: string;
  draftRevision: number;
  draft: Node;
  publishedVersion: number | null;
  seo: Record<string, unknown>;
  hasAccessCode: boolean;
}

export interface ApiUser {
  id: string;
  email: string;
  name: string;
  /** The role on each site; a site left out is no access. */
  roles: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

type Send = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The content API as a test's setup uses it: either with a bearer token (`ContentApi.as`, as a
 * script would) or with the session of a signed-in editor's browser (`Editor.api()`).
 */
/** Accounts `createUser` made in this process: their addresses' numbers. */
let usersMade = 0;

export class ContentApi {
  private constructor(private readonly send: Send) {}

  /** Signs in for a bearer token. */
  static async as(server: RunningServer, { email, password }: Account): Promise<ContentApi> {
    const origin = server.origin();
    const login = await fetch(`${origin}/api/cms/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, tokenType: 'bearer' }),
    });
    if (login.status !== 200) throw new Error(`Sign-in of ${email} failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    return new ContentApi(async (method, path, body) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        // A JSON content type with no body is refused, so it goes only with a body.
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: parse(await response.text()) };
    });
  }

  /** The API with the session cookie of a signed-in browser context, plus its CSRF header. */
  static async ofSession(context: BrowserContext, origin: string): Promise<ContentApi> {
    const me = await context.request.get(`${origin}/api/cms/me`);
    const { csrfToken } = (await me.json()) as { csrfToken: string };
    return new ContentApi(async (method, path, data) => {
      const response = await context.request.fetch(`${origin}${path}`, {
        method,
        headers: { 'x-csrf-token': csrfToken },
        ...(data === undefined ? {} : { data }),
      });
      return { status: response.status(), body: parse(await response.text()) };
    });
  }

  /** Any call, whatever its status. */
  request(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    return this.send(method, path, body);
  }

  /** A call that must succeed; its reply body. */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as T;
  }

  async createDocument(site: string, fields: { path: string; title: string; tree?: Node }): Promise<ApiDocument> {
    return (await this.ok<{ document: ApiDocument }>('POST', `/api/cms/sites/${site}/documents`, fields)).document;
  }

  async documents(site: string): Promise<ApiDocument[]> {
    return (await this.ok<{ documents: ApiDocument[] }>('GET', `/api/cms/sites/${site}/documents`)).documents;
  }

  async document(id: string): Promise<ApiDocument> {
    return (await this.ok<{ document: ApiDocument }>('GET', `/api/cms/documents/${id}`)).document;
  }

  async saveDraft(id: string, { revision, tree }: { revision: number; tree: Node }): Promise<ApiDocument> {
    return (await this.ok<{ document: ApiDocument }>('PUT', `/api/cms/documents/${id}/draft`, { revision, tree })).document;
  }

  /** Publishes the draft as it is now (its revision read first), as a publisher who just reviewed it. */
  async publish(id: string, { note }: { note?: string } = {}): Promise<void> {
    const { draftRevision } = await this.document(id);
    await this.ok('POST', `/api/cms/documents/${id}/publish`, { revision: draftRevision, ...(note === undefined ? {} : { note }) });
  }

  async schedule(id: string): Promise<{ at: string; status: string }> {
    return (await this.ok<{ schedule: { at: string; status: string } }>('GET', `/api/cms/documents/${id}/schedule`)).schedule;
  }

  /** A preview link's address (a path on the editor's origin). */
  async createPreviewLink(id: string): Promise<string> {
    return (await this.ok<{ url: string }>('POST', `/api/cms/documents/${id}/preview-link`, {})).url;
  }

  /**
   * Adds a user; e-mail address and password follow from the name unless given. The address is
   * new on each call, so a test that Vitest runs again on the same server does not meet the
   * account its first attempt made (409).
   */
  async createUser({
    name,
    role,
    email = `${name.toLowerCase().replace(/\s+/g, '.')}.${++usersMade}@tessera.local`,
    password = `${name} password 123`,
  }: {
    name: string;
    role: string;
    email?: string;
    password?: string;
  }): Promise<ApiUser & Account> {
    const { user } = await this.ok<{ user: ApiUser }>('POST', '/api/cms/users', { email, name, role, password });
    return { ...user, email, password };
  }

  async users(): Promise<ApiUser[]> {
    return (await this.ok<{ users: ApiUser[] }>('GET', '/api/cms/users')).users;
  }
}
