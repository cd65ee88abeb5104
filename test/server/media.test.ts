import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let png: Buffer;

/** A multipart body with one file (and optional fields), as a browser's FormData sends it. */
function multipart(file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = '----tessera-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(session: Session, file: { name: string; type: string; bytes: Buffer }, fields?: Record<string, string>) {
  const { payload, headers } = multipart(file, fields);
  return session.request({ method: 'POST', url: '/api/cms/media', payload, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f4e79' } }).png().toBuffer();
});
afterAll(() => t.close());

describe('the media library', () => {
  it('stores an image by the hash of its bytes, with responsive sizes, once', async () => {
    const first = await upload(admin, { name: '../../etc/Trading floor.png', type: 'text/plain', bytes: png }, { alt: 'The trading floor at 11 Wall Street' });
    expect(first.statusCode, first.body).toBe(201);
    const media = first.json().media;
    expect(media).toMatchObject({ kind: 'image', mime: 'image/png', width: 1600, height: 900, name: 'Trading floor.png', alt: 'The trading floor at 11 Wall Street' });
    expect(media.url).toBe(`/media/${media.hash}.png`);
    const again = await upload(admin, { name: 'copy.png', type: 'image/png', bytes: png });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, media: { hash: media.hash, name: 'Trading floor.png' } });

    const original = await t.app.inject({ method: 'GET', url: media.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(original.rawPayload, png)).toBe(0);
    const notModified = await t.app.inject({ method: 'GET', url: media.url, headers: { 'if-none-match': original.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);

    const small = await t.app.inject({ method: 'GET', url: `/media/${media.hash}-640w.webp` });
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);
    const large = await t.app.inject({ method: 'GET', url: `/media/${media.hash}-1920w.webp` });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1600);
    expect((await t.app.inject({ method: 'GET', url: `/media/${media.hash}-500w.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${media.hash}.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('knows a file by its bytes, not its name, and refuses what is not accepted', async () => {
    const html = await upload(admin, { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toMatch(/^This file cannot be uploaded: the file's content is not one of JPEG/);
    const svgScript = await upload(admin, { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect(svgScript.statusCode).toBe(415);
    expect(svgScript.json().message).toContain('SVG files may not contain <script>');
    const svgHandler = await upload(admin, { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>') });
    expect(svgHandler.json().message).toContain('event attributes');
    const svgLink = await upload(admin, { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/x.svg#a"/></svg>') });
    expect(svgLink.statusCode).toBe(415);
    const clean = await upload(admin, { name: 'mark.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a5"/></svg>') });
    expect(clean.statusCode).toBe(201);
    expect(clean.json().media).toMatchObject({ mime: 'image/svg+xml', width: 120, height: 40 });
    const pdf = await upload(admin, { name: 'Fee schedule 2026.pdf', type: 'application/octet-stream', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: pdf.json().media.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="Fee schedule 2026.pdf"; filename*=UTF-8''Fee%20schedule%202026.pdf`);
    const empty = await upload(admin, { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(415);
    const notMultipart = await admin.request({ method: 'POST', url: '/api/cms/media', payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a damaged image with 422 naming the problem, and keeps neither a file nor a record of it', async () => {
    const mediaDir = t.app.config.mediaDir;
    const noisy = { create: { width: 400, height: 300, channels: 3 as const, background: '#000', noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } } };
    const total = (await admin.request({ method: 'GET', url: '/api/cms/media' })).json().total;
    for (const [name, whole, type] of [
      ['cut.png', await sharp(noisy).png().toBuffer(), 'PNG'],
      ['cut.jpg', await sharp(noisy).jpeg().toBuffer(), 'JPG'],
    ] as const) {
      // A valid header, then half the data.
      const bytes = whole.subarray(0, Math.floor(whole.length / 2));
      const res = await upload(admin, { name, type: 'application/octet-stream', bytes });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toBe('IMAGE_DAMAGED');
      expect(res.json().message).toMatch(new RegExp(`^The image is damaged or incomplete: the ${type} data could not be decoded to its end \\(.+\\)$`));
      const hash = createHash('sha256').update(bytes).digest('hex');
      expect((await admin.request({ method: 'GET', url: `/api/cms/media/${hash}` })).statusCode).toBe(404);
      const files = (await readdir(mediaDir, { recursive: true })).map(String);
      expect(files.filter((f) => f.includes(hash))).toEqual([]);
      expect(await readdir(join(mediaDir, '.incoming'))).toEqual([]);
    }
    expect((await admin.request({ method: 'GET', url: '/api/cms/media' })).json().total).toBe(total);
  });

  it('refuses a file over the limit, and uploads from other sites or strangers', async () => {
    const small = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
    try {
      const session = await signIn(small.app, TEST_USERS.user);
      // The library holds the demo notices' documents (issue 25): nothing is added to them.
      const before = (await small.app.inject({ method: 'GET', url: '/api/cms/media', headers: { cookie: session.cookie } })).json().total;
      const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#000' } }).png({ compressionLevel: 0 }).toBuffer();
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(session, { name: 'big.png', type: 'image/png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is larger than 1 MB');
      expect((await small.app.inject({ method: 'GET', url: '/api/cms/media', headers: { cookie: session.cookie } })).json().total).toBe(before);
    } finally {
      await small.close();
    }
    const { payload, headers } = multipart({ name: 'a.png', type: 'image/png', bytes: png });
    expect((await t.app.inject({ method: 'POST', url: '/api/cms/media', payload, headers })).statusCode).toBe(401);
    const crossSite = await admin.request({ method: 'POST', url: '/api/cms/media', payload, headers: { ...headers, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lists where a file is used and deletes it only when told to, as a publisher', async () => {
    const image = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#804000' } }).jpeg().toBuffer();
    const { media } = (await upload(admin, { name: 'hero.jpg', type: 'image/jpeg', bytes: image })).json();
    const tree = node('page-layout', {}, { main: [node('hero', { heading: 'Energy', imageSrc: media.url, imageAlt: 'Tankers at sea' })] });
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: '/media-use', title: 'Uses a file', tree } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().document.id;
    await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: created.json().document.draftRevision } });

    const page = await t.app.inject({ method: 'GET', url: '/media-use', headers: { host: 'ice.localhost' } });
    expect(page.body).toContain(`srcSet="/media/${media.hash}-320w.webp 320w`);

    const detail = await admin.request({ method: 'GET', url: `/api/cms/media/${media.hash}` });
    expect(detail.json().usage).toEqual([
      { documentId: id, site: 'ice', path: '/media-use', title: 'Uses a file', where: 'draft' },
      { documentId: id, site: 'ice', path: '/media-use', title: 'Uses a file', where: 'published' },
    ]);
    const user = await signIn(t.app, TEST_USERS.user);
    expect((await user.request({ method: 'DELETE', url: `/api/cms/media/${media.hash}` })).statusCode).toBe(403);
    const refused = await admin.request({ method: 'DELETE', url: `/api/cms/media/${media.hash}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('hero.jpg is used on 1 page(s): ice/media-use. Delete it anyway only if those pages no longer need it.');
    expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(200);
    expect((await admin.request({ method: 'DELETE', url: `/api/cms/media/${media.hash}?confirm=true` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${media.hash}-320w.webp` })).statusCode).toBe(404);
  });

  it('edits names, alt text and focal points within their bounds, and searches them', async () => {
    const { media } = (await upload(admin, { name: 'bell.png', type: 'image/png', bytes: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer() })).json();
    const patched = await admin.request({ method: 'PATCH', url: `/api/cms/media/${media.hash}`, payload: { alt: 'The opening bell', focalX: 0.25, focalY: 0.75 } });
    expect(patched.json().media).toMatchObject({ alt: 'The opening bell', focalX: 0.25, focalY: 0.75 });
    const bad = await admin.request({ method: 'PATCH', url: `/api/cms/media/${media.hash}`, payload: { focalX: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('/body/focalX');
    const found = await admin.request({ method: 'GET', url: '/api/cms/media?q=OPENING' });
    expect(found.json().media.map((m: { hash: string }) => m.hash)).toEqual([media.hash]);
    expect((await admin.request({ method: 'GET', url: '/api/cms/media/nothex' })).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: `/api/cms/media/${'0'.repeat(64)}` })).statusCode).toBe(404);
  });
});
