import * as store from '../../store';
import type { ArchiveBody } from '../../store';
import type { Db } from '../../store/types';
import { blobsOf, bytesSha256, decodeBody, isFrame } from './bodies';

/** An entry's HTML as read back: the text, or why it cannot be read. */
export type StoredHtml = { html: string } | { problem: string };

/** What reading needs of an entry: its inline HTML (entries before issue 40) or its HTML's hash. */
interface HtmlOf {
  html?: string | null;
  htmlSha256: string | null;
}

/** Small least-recently-used map: frames and blobs are read again and again while a chain is walked. */
class Recent<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

/**
 * Reads entries' HTML from their stored bodies, many at a time (a page of a chain, a batch of
 * recorded pages), keeping recent frames and blobs. The HTML is returned only when its SHA-256
 * is the entry's: a body that does not rebuild the bytes is a problem, never a page.
 */
export class HtmlReader {
  private readonly frames = new Recent<Buffer>(64);
  private readonly blobs = new Recent<Uint8Array>(512);

  constructor(private readonly db: Db) {}

  /** The bytes of these frames (key frames and dictionary frames) that can be read, by SHA-256; `keyFramesOnly`: a dictionary's. */
  async frameBytes(hashes: readonly string[], keyFramesOnly = false): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const hash of new Set(hashes)) {
      const known = this.frames.get(hash);
      if (known) found.set(hash, known);
      else missing.push(hash);
    }
    if (missing.length === 0) return found;
    const bodies = (await store.archiveBodies(this.db, { hashes: missing })).filter((b) => (keyFramesOnly ? b.base === null : isFrame(b)));
    // A dictionary frame's dictionary is a key frame: one more read at most.
    const dictionaries = keyFramesOnly ? new Map<string, Buffer>() : await this.frameBytes(bodies.flatMap((b) => (b.base === null ? [] : [b.base])), true);
    for (const body of bodies) {
      if (body.base !== null && !dictionaries.has(body.base)) continue;
      try {
        const bytes = decodeBody(body, { base: body.base === null ? undefined : dictionaries.get(body.base), blobs: new Map() });
        found.set(body.sha256, bytes);
        this.frames.set(body.sha256, bytes);
      } catch {
        // Left out: the entry naming it is reported as unreadable.
      }
    }
    return found;
  }

  /** The stored bodies of these HTML hashes with their bytes (a body that cannot be rebuilt is left out). */
  async bodies(hashes: readonly string[]): Promise<Map<string, { body: ArchiveBody; html: Buffer }>> {
    const unique = [...new Set(hashes)];
    const read = await this.readBytes(unique.map((htmlSha256) => ({ htmlSha256 })));
    const found = new Map<string, { body: ArchiveBody; html: Buffer }>();
    unique.forEach((hash, i) => {
      const r = read[i]!;
      if ('bytes' in r && r.body) found.set(hash, { body: r.body, html: r.bytes });
    });
    return found;
  }

  /** The HTML of each entry, in order (an entry that served nothing: a problem saying so). */
  async read(entries: readonly HtmlOf[]): Promise<StoredHtml[]> {
    return (await this.readBytes(entries)).map((r) => ('problem' in r ? r : { html: r.bytes.toString('utf8') }));
  }

  private async readBytes(entries: readonly HtmlOf[]): Promise<({ bytes: Buffer; body?: ArchiveBody } | { problem: string })[]> {
    const wanted = [...new Set(entries.flatMap((e) => (e.html == null && e.htmlSha256 ? [e.htmlSha256] : [])))];
    const bodies = new Map((await store.archiveBodies(this.db, { hashes: wanted })).map((b) => [b.sha256, b]));
    const bases = await this.frameBytes([...bodies.values()].flatMap((b) => (b.base === null ? [] : [b.base])));
    const blobs = new Map<string, Uint8Array>();
    const missing: string[] = [];
    for (const name of new Set([...bodies.values()].flatMap(blobsOf))) {
      const known = this.blobs.get(name);
      if (known) blobs.set(name, known);
      else missing.push(name);
    }
    for (const [name, data] of await store.archiveBlobs(this.db, { hashes: missing })) {
      blobs.set(name, data);
      this.blobs.set(name, data);
    }
    return entries.map((entry) => this.one(entry, bodies, bases, blobs));
  }

  private one(
    entry: HtmlOf,
    bodies: ReadonlyMap<string, ArchiveBody>,
    bases: ReadonlyMap<string, Buffer>,
    blobs: ReadonlyMap<string, Uint8Array>,
  ): { bytes: Buffer; body?: ArchiveBody } | { problem: string } {
    if (entry.html != null) {
      const bytes = Buffer.from(entry.html, 'utf8');
      return bytesSha256(bytes) === entry.htmlSha256 ? { bytes } : { problem: 'its HTML does not match its SHA-256' };
    }
    if (entry.htmlSha256 === null) return { problem: 'it served no page' };
    const body = bodies.get(entry.htmlSha256);
    if (!body) return { problem: 'its HTML is missing (no stored body has its SHA-256)' };
    let bytes: Buffer;
    try {
      bytes = decodeBody(body, { base: body.base === null ? undefined : bases.get(body.base), blobs });
    } catch (error) {
      return { problem: `its stored HTML cannot be rebuilt: ${(error as Error).message}` };
    }
    if (bytesSha256(bytes) !== entry.htmlSha256) return { problem: 'its HTML does not match its SHA-256' };
    return { bytes, body };
  }
}
