import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf } from '../render/assets';
import { negotiateEncoding } from './http';

export interface CachedPage {
  status: number;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Rendered visitor-independent pages, per site and path. A change to any published
 * document of a site drops the whole site's entries (partials appear on many pages).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;

  constructor({ maxEntries = 5000 }: { maxEntries?: number } = {}) {
    this.maxEntries = maxEntries;
  }

  get(site: string, path: string): CachedPage | undefined {
    return this.entries.get(`${site}\n${path}`);
  }

  set(site: string, path: string, status: number, html: string): CachedPage {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const body = Buffer.from(html);
    const entry: CachedPage = { status, etag: etagOf(body), body };
    this.entries.set(`${site}\n${path}`, entry);
    return entry;
  }

  invalidateSite(site: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${site}\n`)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
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
