import { describe, expect, it } from 'vitest';
import { blobsOf, bytesSha256, compressBlob, decodeBody, encodeBody, isFrame, keyFrame, type EncodedBody, type PreviousBody } from './bodies';

/** A page of a site: its head, the header, its own main content, the footer. */
const FOOTER = Array.from({ length: 40 }, (_, i) => `<li><a href="/section-${i}">Section ${i} of the site</a></li>`).join('');

function page({ title, header, main, footer = FOOTER }: { title: string; header: string; main: string; footer?: string }): Buffer {
  return Buffer.from(
    `<!DOCTYPE html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/site-1a2b3c.css"></head><body>` +
      `<header class="site-header"><nav>${header}</nav></header><main>${main}</main><footer>${footer}</footer>` +
      `<script type="module" src="/assets/islands-4d5e6f.js"></script></body></html>`,
    'utf8',
  );
}

const menu = (items: string[]) => items.map((item) => `<a href="/${item.toLowerCase().replace(/\W+/g, '-')}">${item}</a>`).join('');
const mainOf = (i: number) => `<h1>Contract ${i}</h1><p>Margins and settlement of contract ${i}: ${'abcdefghij'.repeat(3 + (i % 7))} listed since ${2000 + i}.</p>`;

/** Decodes an encoded body with the blobs it made and the stored ones given. */
function decode(encoded: EncodedBody, { base, stored = new Map() }: { base?: Buffer; stored?: Map<string, Uint8Array> } = {}): Buffer {
  const blobs = new Map(stored);
  for (const [hash, bytes] of encoded.blobs) blobs.set(hash, compressBlob(bytes));
  return decodeBody(encoded.body, { base, blobs });
}

describe('archive bodies', () => {
  const oldHeader = menu(['Markets', 'Data', 'Clearing', 'Technology', 'About us']);
  const newHeader = menu(['Markets', 'Data services', 'Clearing', 'Technology', 'About us', 'Insights and research', 'Careers at the exchange', 'Investor relations', 'Sustainability']);
  const first = page({ title: 'Home', header: oldHeader, main: mainOf(0) });
  const dictionary = keyFrame(bytesSha256(first), first);

  it('stores the first page whole, every other page compressed against it, and reads both back exactly', () => {
    const stored = encodeBody({ html: first, sha256: bytesSha256(first) });
    expect(stored.keyFrame).toBe(true);
    expect(stored.body.base).toBeNull();
    expect(decode(stored).equals(first)).toBe(true);

    const second = page({ title: 'Contract 2', header: oldHeader, main: mainOf(2) });
    const against = encodeBody({ html: second, sha256: bytesSha256(second), dictionary });
    expect(against.keyFrame).toBe(false);
    expect(isFrame(against.body)).toBe(true);
    expect(against.body.base).toBe(dictionary.sha256);
    // What it shares with the first page costs next to nothing.
    expect(against.body.data.length).toBeLessThan(stored.body.data.length / 4);
    expect(decode(against, { base: first }).equals(second)).toBe(true);
  });

  it('stores a header change of many pages as one shared blob and a few bytes per page', () => {
    const blobs = new Map<string, Uint8Array>();
    const previous: PreviousBody[] = [];
    for (let i = 1; i <= 20; i++) {
      const html = page({ title: `Contract ${i}`, header: oldHeader, main: mainOf(i) });
      previous.push({ body: encodeBody({ html, sha256: bytesSha256(html), dictionary }).body, html });
    }
    let bodyBytes = 0;
    for (const [i, prev] of previous.entries()) {
      const html = page({ title: `Contract ${i + 1}`, header: newHeader, main: mainOf(i + 1) });
      const encoded = encodeBody({ html, sha256: bytesSha256(html), previous: prev, dictionary });
      expect(encoded.keyFrame).toBe(false);
      // Operations on the page's own frame: reading it needs that frame (and its dictionary) and the blob.
      expect(encoded.body.base).toBe(prev.body.sha256);
      expect(isFrame(encoded.body)).toBe(false);
      for (const [hash, bytes] of encoded.blobs) blobs.set(hash, compressBlob(bytes));
      bodyBytes += encoded.body.data.length;
      expect(decodeBody(encoded.body, { base: prev.html, blobs }).equals(html)).toBe(true);
    }
    expect(blobs.size).toBe(1);
    expect(bodyBytes / previous.length).toBeLessThan(100);
  });

  it('stores a page that is mostly new as a frame, and one the dictionary does not help as the next key frame', () => {
    const a = page({ title: 'A', header: oldHeader, main: mainOf(1) });
    const stranger = Buffer.from(`<!DOCTYPE html><html><body>${Array.from({ length: 300 }, (_, i) => `<p>Entirely different ${i * 7919}.</p>`).join('')}</body></html>`);
    const previous = { body: encodeBody({ html: a, sha256: bytesSha256(a), dictionary }).body, html: a };
    const encoded = encodeBody({ html: stranger, sha256: bytesSha256(stranger), previous, dictionary });
    expect(encoded.keyFrame).toBe(true);
    expect(encoded.body.base).toBeNull();
    expect(decode(encoded).equals(stranger)).toBe(true);
  });

  it('round-trips pages edited at random places, each against the last', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const start = encodeBody({ html: first, sha256: bytesSha256(first) });
    let previous: PreviousBody = { body: start.body, html: first };
    const frames = new Map([[start.body.sha256, first]]);
    const blobs = new Map<string, Uint8Array>();
    for (let round = 0; round < 60; round++) {
      const text = previous.html.toString('utf8');
      const at = random(text.length);
      const cut = random(200);
      const insert = 'é€'.repeat(random(5)) + 'x'.repeat(random(300));
      const html = Buffer.from(text.slice(0, at) + insert + text.slice(at + cut), 'utf8');
      const encoded = encodeBody({ html, sha256: bytesSha256(html), previous, dictionary });
      for (const [hash, bytes] of encoded.blobs) blobs.set(hash, compressBlob(bytes));
      if (isFrame(encoded.body)) frames.set(encoded.body.sha256, html);
      const base = encoded.body.base === null ? undefined : isFrame(encoded.body) ? first : frames.get(encoded.body.base);
      expect(decodeBody(encoded.body, { base, blobs }).equals(html)).toBe(true);
      // Operations are always on a frame: reading never goes deeper.
      if (!isFrame(encoded.body)) expect(frames.has(encoded.body.base!)).toBe(true);
      previous = { body: encoded.body, html };
    }
  });

  it('refuses to rebuild a body whose blob or frame is missing or too short', () => {
    const frameBody = encodeBody({ html: first, sha256: bytesSha256(first) }).body;
    const html = page({ title: 'Home', header: newHeader, main: mainOf(0) });
    const encoded = encodeBody({ html, sha256: bytesSha256(html), previous: { body: frameBody, html: first } });
    expect(blobsOf(encoded.body)).toHaveLength(1);
    expect(() => decodeBody(encoded.body, { base: first, blobs: new Map() })).toThrow(/its blob [0-9a-f]{64} is missing/);
    expect(() => decodeBody(encoded.body, { blobs: new Map() })).toThrow(/its frame [0-9a-f]{64} is missing/);
    expect(() => decode(encoded, { base: first.subarray(0, 40) })).toThrow('it copies bytes its frame does not have');
  });
});
