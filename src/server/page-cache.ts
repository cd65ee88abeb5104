import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  /** Until when (`Date.now()` ms) a page past `expiresAt` may still be sent while it is rendered again. */
  staleUntil?: number;
  etag: string;
  /** What a shared cache (CDN) files it under (content's `ComposedPage.keys`). */
  keys?: readonly string[];
  /** The page carries the reCAPTCHA site key: its policy admits Google's script. */
  recaptcha?: boolean;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Bytes held (body and the encodings made so far): what the cache's byte budget counts. */
  bytes?: number;
  /** The cache's count of entries put at its most recent end when this one last was (its LRU order). */
  usedAt?: number;
  /** `keys` as the `Surrogate-Key` header sends them. */
  surrogateKey?: string;
}

/**
 * Rendered pages, per site and path: visitor-independent pages as finished bytes; pages with
 * auth gates as their prepared part (everything but the gates, `personal`), finished per
 * request. A change to any published document of a site drops the whole site's entries
 * (partials appear on many pages).
 */
export class PageCache {
  /** Least recently used first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, CachedPage>();
  /** Entries put at the most recent end so far (each entry's `usedAt` is its turn). */
  private uses = 0;
  private bytes = 0;
  private readonly personalEntries = new Map<string, PreparedPage>();
  private readonly preparedAt = new WeakMap<PreparedPage, number>();
  private readonly finishedFor = new WeakMap<PreparedPage, Map<string, CachedPage>>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /**
   * Lookups since the cache was made (`/metrics`): of finished pages (`get`), and of prepared
   * gated pages (`getPersonal`, asked after a finished page was missed).
   */
  readonly lookups = { page: { hits: 0, misses: 0 }, prepared: { hits: 0, misses: 0 } };

  /**
   * `maxBytes` bounds the finished pages' bytes (bodies and their compressed forms; issue 26:
   * 10,000 small pages must fit), least recently used first out; `maxEntries` bounds the count.
   */
  constructor({ maxEntries = 20_000, maxBytes = 128 * 1024 * 1024 }: { maxEntries?: number; maxBytes?: number } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(site: string, path: string): CachedPage | undefined {
    const key = `${site}\n${path}`;
    const entry = this.entries.get(key);
    if (!entry || (entry.expiresAt !== undefined && Date.now() >= entry.expiresAt)) {
      this.lookups.page.misses++;
      return undefined;
    }
    this.lookups.page.hits++;
    // Moved to the most recent end only from the older half: the eviction order stays least
    // recently used where it matters, and a page asked for again and again is not moved each time.
    if (this.uses - (entry.usedAt ?? 0) >= this.entries.size / 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.usedAt = ++this.uses;
    }
    return entry;
  }

  set(
    site: string,
    path: string,
    status: number,
    html: string,
    { usesQuery = false, maxAgeMs, staleMs, keys }: { usesQuery?: boolean; maxAgeMs?: number | undefined; staleMs?: number | undefined; keys?: readonly string[] } = {},
  ): CachedPage {
    const key = `${site}\n${path}`;
    this.remove(key);
    const body = Buffer.from(html);
    const entry: CachedPage = {
      status,
      etag: etagOf(body),
      body,
      bytes: body.length,
      ...(keys ? { keys, surrogateKey: keys.join(' ') } : {}),
      ...(hasRecaptcha(html) ? { recaptcha: true } : {}),
      ...(usesQuery ? { usesQuery } : {}),
      ...(maxAgeMs === undefined ? {} : { expiresAt: Date.now() + maxAgeMs }),
      ...(maxAgeMs === undefined || !staleMs ? {} : { staleUntil: Date.now() + maxAgeMs + staleMs }),
    };
    owners.set(entry, this);
    this.entries.set(key, entry);
    entry.usedAt = ++this.uses;
    this.bytes += body.length;
    this.evict();
    void compress(entry, 'br');
    return entry;
  }

  /**
   * A page of live data past its maximum age, still held and no older than twice that age: it
   * may be sent while it is rendered again (as a shared cache does with the
   * `stale-while-revalidate` the answer carries), so its visitors never wait for the render.
   * A page dropped for a content change is never stale: it is gone.
   */
  stale(site: string, path: string): CachedPage | undefined {
    const entry = this.entries.get(`${site}\n${path}`);
    return entry?.staleUntil !== undefined && Date.now() < entry.staleUntil ? entry : undefined;
  }

  /** Drops the page kept for a path (a page rendered again turned out to be no longer everyone's). */
  drop(site: string, path: string): void {
    this.remove(`${site}\n${path}`);
  }

  /** An entry's compressed form was made: its bytes count too. */
  grew(entry: CachedPage, bytes: number): void {
    entry.bytes = (entry.bytes ?? 0) + bytes;
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes ?? 0;
    owners.delete(entry);
  }

  private evict(): void {
    while ((this.bytes > this.maxBytes || this.entries.size > this.maxEntries) && this.entries.size > 1) this.remove(this.entries.keys().next().value!);
  }

  /** Bytes of the finished pages held. */
  get byteSize(): number {
    return this.bytes;
  }

  getPersonal(site: string, path: string): PreparedPage | undefined {
    const prepared = this.personalEntries.get(`${site}\n${path}`);
    const live = prepared && !(prepared.maxAgeMs !== undefined && Date.now() >= this.preparedAt.get(prepared)! + prepared.maxAgeMs) ? prepared : undefined;
    this.lookups.prepared[live ? 'hits' : 'misses']++;
    return live;
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
    void compress(entry, 'br');
    return entry;
  }

  invalidateSite(site: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${site}\n`)) this.remove(key);
    for (const key of this.personalEntries.keys()) if (key.startsWith(`${site}\n`)) this.personalEntries.delete(key);
  }

  clear(): void {
    for (const entry of this.entries.values()) owners.delete(entry);
    this.entries.clear();
    this.bytes = 0;
    this.personalEntries.clear();
  }

  get size(): number {
    return this.entries.size + this.personalEntries.size;
  }
}

/** The cache holding each kept entry, told when an entry grows by a compressed form. */
const owners = new WeakMap<CachedPage, PageCache>();

/**
 * `buffer` in memory of its own size. zlib's synchronous calls answer with a view of their
 * 16 KB output chunk, so a page whose brotli form is 3 KB held 16 KB while the cache counted 3:
 * 10,000 cached pages held ~160 MB more than the budget said (issue 26 item 7).
 */
export function exactBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

export type Encoding = 'br' | 'gzip';
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};
/** Each entry's compressions, under way or done (settled when the form is made, or failed). */
const compressions = new WeakMap<CachedPage, Partial<Record<Encoding, Promise<void>>>>();

/**
 * Makes an entry's brotli (quality 9) or gzip (level 9) form on zlib's thread pool, once: a
 * page's brotli form is started when it enters the cache, its gzip form when a client first
 * takes gzip (few do), so that no request compresses on the event loop (brotli at quality 9
 * took the serving thread for milliseconds per page, issue 39 item 2). A form that fails is
 * left unmade; its requests are sent the identity body.
 */
export function compress(entry: CachedPage, encoding: Encoding): Promise<void> {
  let forms = compressions.get(entry);
  if (!forms) compressions.set(entry, (forms = {}));
  return (forms[encoding] ??= compressors[encoding](entry.body).then(
    (compressed) => {
      const exact = exactBuffer(compressed);
      entry[encoding] = exact;
      owners.get(entry)?.grew(entry, exact.length);
    },
    () => undefined,
  ));
}

export interface EncodedBody {
  body: Buffer;
  encoding?: Encoding;
}

/**
 * The body to send for an Accept-Encoding header: the compressed form the client takes when it
 * is made; before that (the first requests of a page just cached), a promise of it once zlib's
 * thread pool has made it. The event loop never compresses, and every client that takes
 * brotli is sent brotli, so a shared cache never keeps a larger form under the same ETag.
 */
export function encodedBody(entry: CachedPage, acceptEncoding: string | undefined): EncodedBody | Promise<EncodedBody> {
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === undefined) return { body: entry.body };
  const made = entry[encoding];
  if (made) return { body: made, encoding };
  return compress(entry, encoding).then(() => {
    const late = entry[encoding];
    return late ? { body: late, encoding } : { body: entry.body };
  });
}
