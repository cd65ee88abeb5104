import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf } from '../render/assets';
import { hasRecaptcha } from '../render/page';
import type { VisitorView } from '../core/gates';
import { negotiateEncoding } from './http';
import type { PreparedPage } from './render-page';

/** How many audiences (role sets) of one gated page are kept finished; others are finished per request. */
const AUDIENCES_PER_PAGE = 16;

/**
 * Who a gated page is finished for, as far as its gates can tell: signed out, or the set of
 * roles (gates choose their slot from the roles alone, `core/gates.ts`), in a stable order.
 */
export function audienceOf(visitor: VisitorView | null): string {
  if (visitor === null) return '';
  return `[${visitor.roles
    .map((r) => JSON.stringify([r.appKey, r.role]))
    .sort()
    .join(',')}]`;
}

export interface CachedPage {
  status: number;
  /** The page filters by its query string: a request with one is rendered for itself. */
  usesQuery?: boolean;
  /** When a page showing live data (`Date.now()` ms) is rendered again; absent: kept until the content changes. */
  expiresAt?: number;
  etag: string;
  /** The page carries the reCAPTCHA site key: its policy admits Google's script. */
  recaptcha?: boolean;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Rendered pages, per site and path: visitor-independent pages as finished bytes; pages with
 * auth gates as their prepared part (everything but the gates, `personal`), finished per
 * request. A change to any published document of a site drops the whole site's entries
 * (partials appear on many pages).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly personalEntries = new Map<string, PreparedPage>();
  private readonly preparedAt = new WeakMap<PreparedPage, number>();
  private readonly finishedFor = new WeakMap<PreparedPage, Map<string, CachedPage>>();
  private readonly maxEntries: number;

  constructor({ maxEntries = 5000 }: { maxEntries?: number } = {}) {
    this.maxEntries = maxEntries;
  }

  get(site: string, path: string): CachedPage | undefined {
    const entry = this.entries.get(`${site}\n${path}`);
    return entry && !(entry.expiresAt !== undefined && Date.now() >= entry.expiresAt) ? entry : undefined;
  }

  set(site: string, path: string, status: number, html: string, { usesQuery = false, maxAgeMs }: { usesQuery?: boolean; maxAgeMs?: number | undefined } = {}): CachedPage {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const body = Buffer.from(html);
    const entry: CachedPage = { status, etag: etagOf(body), body, ...(hasRecaptcha(html) ? { recaptcha: true } : {}), ...(usesQuery ? { usesQuery } : {}), ...(maxAgeMs === undefined ? {} : { expiresAt: Date.now() + maxAgeMs }) };
    this.entries.set(`${site}\n${path}`, entry);
    return entry;
  }

  getPersonal(site: string, path: string): PreparedPage | undefined {
    const prepared = this.personalEntries.get(`${site}\n${path}`);
    return prepared && !(prepared.maxAgeMs !== undefined && Date.now() >= this.preparedAt.get(prepared)! + prepared.maxAgeMs) ? prepared : undefined;
  }

  setPersonal(site: string, path: string, prepared: PreparedPage): PreparedPage {
    if (this.personalEntries.size >= this.maxEntries) this.personalEntries.delete(this.personalEntries.keys().next().value!);
    this.personalEntries.set(`${site}\n${path}`, prepared);
    this.preparedAt.set(prepared, Date.now());
    return prepared;
  }

  /**
   * A kept gated page finished for one audience (`audienceOf`): every visitor with the same
   * roles is sent the same bytes, so they are rendered (and compressed) once per role set and
   * dropped with the prepared page. Still personal: sent `private` and never shared-cached.
   */
  finished(prepared: PreparedPage, visitor: VisitorView | null, finish: () => string): CachedPage {
    let byAudience = this.finishedFor.get(prepared);
    if (!byAudience) this.finishedFor.set(prepared, (byAudience = new Map()));
    const audience = audienceOf(visitor);
    const kept = byAudience.get(audience);
    if (kept) return kept;
    const html = finish();
    const body = Buffer.from(html);
    const entry: CachedPage = { status: 200, etag: etagOf(body), body, ...(hasRecaptcha(html) ? { recaptcha: true } : {}) };
    if (byAudience.size < AUDIENCES_PER_PAGE) byAudience.set(audience, entry);
    return entry;
  }

  invalidateSite(site: string): void {
    for (const map of [this.entries, this.personalEntries]) for (const key of map.keys()) if (key.startsWith(`${site}\n`)) map.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.personalEntries.clear();
  }

  get size(): number {
    return this.entries.size + this.personalEntries.size;
  }
}

/** The body to send for an Accept-Encoding header, compressing (once per entry) on demand. */
export function encodedBody(entry: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body };
}
