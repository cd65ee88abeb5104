import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ArchiveBody } from '../../store';

/*
 * How an entry's HTML is stored (issue 40 item 1), by the SHA-256 of the HTML, in one of three
 * forms:
 * - a key frame: the page compressed whole (deflate) — the first page of a site;
 * - a dictionary frame: the page compressed with a key frame of its site as deflate's preset
 *   dictionary (`base`), so the layout, header and footer it shares with that page cost next to
 *   nothing — the first body of every other path;
 * - operations on a frame (`base`): copies of its bytes, bytes given inline, or slices of
 *   compressed blobs named by their SHA-256 — every later body of a path. The operations are
 *   found against the path's last page and expressed on its frame, so a header partial's change
 *   stores, per page, a few copies and a reference to one new blob that every page shares.
 * Reading a body takes at most three bodies (operations → frame → dictionary) and its blobs.
 */

/** Inserts at least this long are blobs shared between bodies; shorter ones are written inline. */
const BLOB_MIN = 48;
/** A body whose inserts exceed this share of its size is stored whole (a new key frame). */
const KEY_FRAME_SHARE = 0.5;
/** Bytes a match covers at least to be found (the rolling hash's window). */
const BLOCK = 32;
/** Shorter matches are kept in the insert around them: an operation costs more than the bytes it saves. */
const MIN_COPY = 64;
/** Positions of the key frame indexed for matches (every STEP bytes). */
const STEP = 16;
const HASH_BASE = 257;

export const bytesSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A stored body's operations, binary: a format byte (OPERATIONS); the number of blobs it takes
 * bytes from and their SHA-256 (32 bytes each); then operations, each a tag byte and unsigned
 * LEB128 numbers — 0: copy of the frame (offset, length); 1: bytes of a blob (its index, start,
 * length); 2: bytes given inline (length, then the bytes). A dictionary frame's data is a format
 * byte (DICTIONARY) and the raw deflate stream.
 */
const OPERATIONS = 1;
const DICTIONARY = 2;
/** Deflate's window: a preset dictionary longer than this only counts by its end. */
const WINDOW = 32 * 1024;

/** Whether a body is a frame (a key frame or a dictionary frame), which operations may be based on. */
export const isFrame = (body: ArchiveBody): boolean => body.base === null || body.data[0] === DICTIONARY;

function writeNumber(out: number[], n: number): void {
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.at >= this.bytes.length;
  }
  byte(): number {
    if (this.at >= this.bytes.length) throw new Error('its operations end too soon');
    return this.bytes[this.at++]!;
  }
  number(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 128;
      if (scale > 2 ** 49) throw new Error('its operations hold a number too large');
    }
  }
  take(length: number): Buffer {
    if (this.at + length > this.bytes.length) throw new Error('its operations end too soon');
    const out = Buffer.from(this.bytes.subarray(this.at, this.at + length));
    this.at += length;
    return out;
  }
}

/** A key frame's bytes with the index of its blocks (kept while many pages are encoded against it). */
export interface KeyFrame {
  sha256: string;
  bytes: Buffer;
  index: Map<number, number>;
}

/** BASE^(BLOCK-1) mod 2^32: what the byte leaving the window weighed. */
const OUT_WEIGHT = (() => {
  let w = 1;
  for (let i = 1; i < BLOCK; i++) w = Math.imul(w, HASH_BASE) >>> 0;
  return w;
})();

function windowHash(bytes: Uint8Array, from: number): number {
  let h = 0;
  for (let i = from; i < from + BLOCK; i++) h = (Math.imul(h, HASH_BASE) + bytes[i]!) >>> 0;
  return h;
}

/** Indexes a key frame for `encodeBody`. */
export function keyFrame(sha256: string, bytes: Buffer): KeyFrame {
  const index = new Map<number, number>();
  for (let i = 0; i + BLOCK <= bytes.length; i += STEP) {
    const h = windowHash(bytes, i);
    if (!index.has(h)) index.set(h, i);
  }
  return { sha256, bytes, index };
}

/** Copy and insert operations that make `target` from `base` (a rolling hash finds blocks of the base; matches are extended both ways). */
function delta(base: KeyFrame, target: Buffer): { ops: [number, number, number][]; inserted: number } {
  // [kind 0 = copy offset length | kind 1 = insert from to]
  const ops: [number, number, number][] = [];
  const b = base.bytes;
  let inserted = 0;
  let literalFrom = 0;
  let j = 0;
  let h = target.length >= BLOCK ? windowHash(target, 0) : 0;
  while (j + BLOCK <= target.length) {
    const at = base.index.get(h);
    if (at !== undefined && b.compare(target, j, j + BLOCK, at, at + BLOCK) === 0) {
      let from = j;
      let baseFrom = at;
      while (from > literalFrom && baseFrom > 0 && b[baseFrom - 1] === target[from - 1]) {
        from--;
        baseFrom--;
      }
      let to = j + BLOCK;
      let baseTo = at + BLOCK;
      while (to < target.length && baseTo < b.length && b[baseTo] === target[to]) {
        to++;
        baseTo++;
      }
      if (to - from < MIN_COPY && to < target.length) {
        j = to;
        if (j + BLOCK <= target.length) h = windowHash(target, j);
        continue;
      }
      if (from > literalFrom) {
        ops.push([1, literalFrom, from]);
        inserted += from - literalFrom;
      }
      ops.push([0, baseFrom, to - from]);
      literalFrom = j = to;
      if (j + BLOCK <= target.length) h = windowHash(target, j);
      continue;
    }
    if (j + BLOCK < target.length) h = (Math.imul((h - Math.imul(target[j]!, OUT_WEIGHT)) >>> 0, HASH_BASE) + target[j + BLOCK]!) >>> 0;
    j++;
  }
  if (literalFrom < target.length) {
    ops.push([1, literalFrom, target.length]);
    inserted += target.length - literalFrom;
  }
  return { ops, inserted };
}

/** A body to store, and the blobs it names (which may be stored already). */
export interface EncodedBody {
  body: ArchiveBody;
  /** Blobs by SHA-256: the inserted bytes, compressed only when they are stored (`compressBlob`). */
  blobs: Map<string, Buffer>;
  /** Whether it is a key frame (stored whole): the dictionary of its site's new paths from now on. */
  keyFrame: boolean;
}

/** A stretch of a body's HTML and where its bytes come from. */
type Piece = { kind: 'copy'; offset: number; length: number } | { kind: 'blob'; hash: string; start: number; length: number } | { kind: 'bytes'; bytes: Buffer };

const pieceLength = (p: Piece) => (p.kind === 'bytes' ? p.bytes.length : p.length);

/** The pieces of a stored body, in order (a key frame: one copy of all of itself). */
function piecesOf(body: ArchiveBody): Piece[] {
  if (isFrame(body)) return [{ kind: 'copy', offset: 0, length: body.size }];
  const r = new Reader(body.data);
  if (r.byte() !== OPERATIONS) throw new Error('its operations are in an unknown format');
  const blobs: string[] = [];
  for (let n = r.number(); n > 0; n--) blobs.push(r.take(32).toString('hex'));
  const pieces: Piece[] = [];
  while (!r.done) {
    const tag = r.byte();
    if (tag === 0) pieces.push({ kind: 'copy', offset: r.number(), length: r.number() });
    else if (tag === 1) {
      const index = r.number();
      const hash = blobs[index];
      if (hash === undefined) throw new Error(`it names blob ${index} of ${blobs.length}`);
      pieces.push({ kind: 'blob', hash, start: r.number(), length: r.number() });
    } else if (tag === 2) pieces.push({ kind: 'bytes', bytes: r.take(r.number()) });
    else throw new Error(`its operations hold an unknown one (${tag})`);
  }
  return pieces;
}

/** Appends a piece, joining it to the last one when they continue each other. */
function push(pieces: Piece[], piece: Piece): void {
  const last = pieces[pieces.length - 1];
  if (last?.kind === 'copy' && piece.kind === 'copy' && last.offset + last.length === piece.offset) last.length += piece.length;
  else if (last?.kind === 'blob' && piece.kind === 'blob' && last.hash === piece.hash && last.start + last.length === piece.start) last.length += piece.length;
  else if (last?.kind === 'bytes' && piece.kind === 'bytes') last.bytes = Buffer.concat([last.bytes, piece.bytes]);
  else pieces.push(piece);
}

/** The pieces of bytes [from, from + length) of a body made of `pieces` (whose blob lengths are known). */
function slice(pieces: readonly Piece[], starts: readonly number[], from: number, length: number, out: Piece[]): void {
  let lo = 0;
  let hi = pieces.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= from) lo = mid;
    else hi = mid - 1;
  }
  let at = from;
  const end = from + length;
  for (let i = lo; at < end && i < pieces.length; i++) {
    const p = pieces[i]!;
    const within = at - starts[i]!;
    const take = Math.min(pieceLength(p) - within, end - at);
    if (take <= 0) continue;
    if (p.kind === 'copy') push(out, { kind: 'copy', offset: p.offset + within, length: take });
    else if (p.kind === 'blob') push(out, { kind: 'blob', hash: p.hash, start: p.start + within, length: take });
    else push(out, { kind: 'bytes', bytes: Buffer.from(p.bytes.subarray(within, within + take)) });
    at += take;
  }
}

/** The path's last body as the base of its next one: how it is stored, and its bytes. */
export interface PreviousBody {
  body: ArchiveBody;
  html: Buffer;
}

/** A dictionary frame of `html` against the key frame `dictionary`. */
function dictionaryFrame(html: Buffer, sha256: string, dictionary: KeyFrame): ArchiveBody {
  const compressed = deflateRawSync(html, { dictionary: dictionary.bytes.subarray(-WINDOW) });
  return { sha256, base: dictionary.sha256, size: html.length, data: Buffer.concat([Buffer.from([DICTIONARY]), compressed]) };
}

/**
 * Stores `html` (its UTF-8 bytes, SHA-256 `sha256`). With `previous` (the path's last body) as
 * operations on its frame, unless more than half of the page would be new bytes; otherwise as a
 * dictionary frame against `dictionary` (its site's key frame), or as a key frame when there is
 * none — or when the dictionary no longer helps (the site's pages changed since), in which case
 * the page becomes the site's new key frame (`keyFrame: true`).
 */
export function encodeBody({ html, sha256, previous, dictionary }: { html: Buffer; sha256: string; previous?: PreviousBody | undefined; dictionary?: KeyFrame | undefined }): EncodedBody {
  if (previous?.body.sha256 === sha256) return { body: previous.body, blobs: new Map(), keyFrame: false };
  const frame = (): EncodedBody => {
    const plain: ArchiveBody = { sha256, base: null, size: html.length, data: deflateRawSync(html) };
    if (!dictionary || dictionary.sha256 === sha256) return { body: plain, blobs: new Map(), keyFrame: true };
    const against = dictionaryFrame(html, sha256, dictionary);
    // A dictionary that saves less than half is out of date: this page is the site's next one.
    if (against.data.length * 2 > plain.data.length) return { body: plain, blobs: new Map(), keyFrame: true };
    return { body: against, blobs: new Map(), keyFrame: false };
  };
  if (!previous) return frame();
  let base: string;
  const pieces: Piece[] = [];
  const found = delta(keyFrame(previous.body.sha256, previous.html), html).ops;
  if (isFrame(previous.body)) {
    base = previous.body.sha256;
    for (const [kind, a, c] of found) push(pieces, kind === 0 ? { kind: 'copy', offset: a, length: c } : { kind: 'bytes', bytes: Buffer.from(html.subarray(a, c)) });
  } else {
    // Each copy of the last page mapped onto what that page is made of: its frame and blobs.
    base = previous.body.base!;
    const old = piecesOf(previous.body);
    const starts: number[] = [];
    let offset = 0;
    for (const p of old) {
      starts.push(offset);
      offset += pieceLength(p);
    }
    for (const [kind, a, c] of found) {
      if (kind === 0) slice(old, starts, a, c, pieces);
      else push(pieces, { kind: 'bytes', bytes: Buffer.from(html.subarray(a, c)) });
    }
  }
  const inserted = pieces.reduce((sum, p) => sum + (p.kind === 'bytes' ? p.bytes.length : 0), 0);
  if (inserted > html.length * KEY_FRAME_SHARE) return frame();
  const blobs = new Map<string, Buffer>();
  const names: string[] = [];
  const indexOf = (hash: string) => {
    const at = names.indexOf(hash);
    return at >= 0 ? at : names.push(hash) - 1;
  };
  const ops: number[] = [];
  const inline: Buffer[] = [];
  for (const p of pieces) {
    if (p.kind === 'copy') ops.push(0, p.offset, p.length);
    else if (p.kind === 'blob') ops.push(1, indexOf(p.hash), p.start, p.length);
    else if (p.bytes.length < BLOB_MIN) {
      ops.push(2, inline.length);
      inline.push(p.bytes);
    } else {
      const hash = bytesSha256(p.bytes);
      blobs.set(hash, p.bytes);
      ops.push(1, indexOf(hash), 0, p.bytes.length);
    }
  }
  const out: number[] = [OPERATIONS];
  writeNumber(out, names.length);
  const parts: Buffer[] = [];
  const flush = () => {
    parts.push(Buffer.from(out));
    out.length = 0;
  };
  flush();
  for (const name of names) parts.push(Buffer.from(name, 'hex'));
  for (let i = 0; i < ops.length; ) {
    const tag = ops[i++]!;
    out.push(tag);
    if (tag === 0) {
      writeNumber(out, ops[i++]!);
      writeNumber(out, ops[i++]!);
    } else if (tag === 1) {
      writeNumber(out, ops[i++]!);
      writeNumber(out, ops[i++]!);
      writeNumber(out, ops[i++]!);
    } else {
      const bytes = inline[ops[i++]!]!;
      writeNumber(out, bytes.length);
      flush();
      parts.push(bytes);
    }
  }
  flush();
  return { body: { sha256, base, size: html.length, data: Buffer.concat(parts) }, blobs, keyFrame: false };
}

/** A blob as stored: its bytes compressed. */
export const compressBlob = (bytes: Uint8Array): Buffer => deflateRawSync(bytes);


/** The blobs a body names (none for a key frame). */
export function blobsOf(body: ArchiveBody): string[] {
  return [...new Set(piecesOf(body).flatMap((p) => (p.kind === 'blob' ? [p.hash] : [])))];
}

/**
 * The HTML bytes of a body, given its base's bytes (a dictionary frame's key frame, or the frame
 * operations are based on) and its blobs as stored. Throws naming what is missing or malformed;
 * the caller compares the SHA-256.
 */
export function decodeBody(body: ArchiveBody, { base, blobs }: { base?: Buffer | undefined; blobs: ReadonlyMap<string, Uint8Array> }): Buffer {
  if (body.base === null) return inflateRawSync(body.data);
  if (!base) throw new Error(`its ${isFrame(body) ? 'dictionary' : 'frame'} ${body.base} is missing`);
  if (isFrame(body)) return inflateRawSync(body.data.subarray(1), { dictionary: base.subarray(-WINDOW) });
  const inflated = new Map<string, Buffer>();
  const parts: Buffer[] = [];
  for (const p of piecesOf(body)) {
    if (p.kind === 'copy') {
      if (p.offset < 0 || p.length < 0 || p.offset + p.length > base.length) throw new Error('it copies bytes its frame does not have');
      parts.push(base.subarray(p.offset, p.offset + p.length));
    } else if (p.kind === 'bytes') parts.push(p.bytes);
    else {
      let bytes = inflated.get(p.hash);
      if (!bytes) {
        const stored = blobs.get(p.hash);
        if (!stored) throw new Error(`its blob ${p.hash} is missing`);
        bytes = inflateRawSync(stored);
        inflated.set(p.hash, bytes);
      }
      if (!(p.start >= 0 && p.length >= 0 && p.start + p.length <= bytes.length)) throw new Error(`it takes bytes its blob ${p.hash} does not have`);
      parts.push(bytes.subarray(p.start, p.start + p.length));
    }
  }
  return Buffer.concat(parts);
}
