import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

/*
 * Multipart bodies are streamed: a form post is let in (form found, captcha checked) before
 * any of its files is read, files stream to temporary files under the form's budget, and a
 * post past its budget is cut off with 413. Requests go over real loopback connections, with
 * bodies generated as they are sent (never held by the test).
 */

const MB = 1024 * 1024;
const BOUNDARY = '----tessera-upload-limits';
const FILL = Buffer.alloc(64 * 1024, 0x41);
/** A file far larger than any limit here. */
const HUGE = 200 * MB;
/**
 * An answer that arrived before this much of a HUGE file was sent came while the file was
 * still arriving (the rest is what loopback socket buffers hold and what was sent meanwhile).
 */
const EARLY = 80 * MB;

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer } | { name: string; filename: string; size: number };

function partHead(part: Part): string {
  return 'value' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
}

function partSize(part: Part): number {
  return 'value' in part ? Buffer.byteLength(part.value) : 'bytes' in part ? part.bytes.length : part.size;
}

/** The body, chunk by chunk; generated files are made of one reused 64 KiB buffer. */
function* bodyChunks(parts: readonly Part[]): Generator<Buffer> {
  for (const part of parts) {
    yield Buffer.from(partHead(part));
    if ('value' in part) yield Buffer.from(part.value);
    else if ('bytes' in part) yield part.bytes;
    else for (let left = part.size; left > 0; left -= FILL.length) yield left >= FILL.length ? FILL : FILL.subarray(0, left);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

function bodyLength(parts: readonly Part[]): number {
  return parts.reduce((sum, part) => sum + Buffer.byteLength(partHead(part)) + partSize(part) + 2, 0) + Buffer.byteLength(`--${BOUNDARY}--\r\n`);
}

interface Answer {
  status: number;
  body: string;
  /** Bytes of the body the client had written when the answer's headers arrived. */
  sentWhenAnswered: number;
  total: number;
}

/**
 * POSTs a multipart body over its own connection, writing with backpressure as an upload
 * would, and stops writing once the whole answer has arrived.
 */
function postMultipart(port: number, path: string, parts: readonly Part[], headers: Record<string, string> = {}): Promise<Answer> {
  const total = bodyLength(parts);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: { status: number; sentWhenAnswered: number } | undefined;
    let body = '';
    let responseEnded = false;
    let writing = true;
    const settle = () => {
      if (answer && responseEnded && !writing) resolve({ ...answer, body, total });
    };
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(total) },
    });
    req.on('response', (res) => {
      answer = { status: res.statusCode!, sentWhenAnswered: sent };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      const ended = () => {
        responseEnded = true;
        settle();
      };
      res.on('end', ended);
      res.on('error', ended);
      res.on('aborted', ended);
    });
    req.on('error', (error) => {
      writing = false;
      if (!answer) reject(error);
      else settle();
    });
    void (async () => {
      for (const chunk of bodyChunks(parts)) {
        if (req.destroyed || responseEnded) break;
        sent += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((next) => {
            const go = () => {
              req.off('drain', go);
              req.off('close', go);
              next();
            };
            req.on('drain', go);
            req.on('close', go);
          });
        }
      }
      if (responseEnded) req.destroy();
      else req.end();
    })().finally(() => {
      writing = false;
      settle();
    });
  });
}

/** Every file below `dir` (temporary ones included), relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

const FIELDS = [
  { type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true },
  { type: 'FILE', name: 'document', displayName: 'Document' },
  { type: 'FILE', name: 'annex', displayName: 'Annex' },
];
const OPEN = '44444444-4444-4444-8444-444444444444';
const GUARDED = '55555555-5555-4555-8555-555555555555';

function formNode(id: string, props: Record<string, unknown>): Node {
  return { ...node('form', { formName: 'Uploads', fields: FIELDS, captcha: false, ...props }), id };
}

describe('multipart form posts on a listening app', () => {
  let t: TestApp;
  let port: number;
  let submissionsDir: string;
  const HOST = { host: 'nyse.localhost' };
  const submissions = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM form_submissions WHERE path = '/uploads'`)).rows[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signIn(t.app, TEST_USERS.admin);
    const tree = node('page-layout', {}, { main: [formNode(OPEN, {}), formNode(GUARDED, { captcha: true, formName: 'Guarded uploads' })] });
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/uploads', title: 'Uploads', tree } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${created.json().document.id}/publish`, payload: { revision: created.json().document.draftRevision } })).statusCode).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    submissionsDir = t.app.config.submissionsDir;
  });
  afterAll(() => t?.close());

  it('refuses a file before _path and _form, an unknown form and a missing captcha before reading any file', async () => {
    const huge = { name: 'document', filename: 'big.bin', size: HUGE };
    const fileFirst = await postMultipart(port, '/api/forms/submit', [huge, { name: '_path', value: '/uploads' }, { name: '_form', value: OPEN }], HOST);
    expect(fileFirst.status).toBe(400);
    expect(JSON.parse(fileFirst.body)).toMatchObject({ error: 'FORM_FILE_FIRST', message: 'A form post sends _path, _form and the captcha answer before any file: the form and its captcha are checked before files are read' });
    // The same rule without JavaScript.
    const plainFirst = await postMultipart(port, '/_forms/submit', [huge, { name: '_path', value: '/uploads' }], HOST);
    expect(plainFirst.status).toBe(400);
    expect(JSON.parse(plainFirst.body).error).toBe('FORM_FILE_FIRST');

    const noCaptcha = await postMultipart(port, '/api/forms/submit', [{ name: '_path', value: '/uploads' }, { name: '_form', value: GUARDED }, { name: 'first_name', value: 'Ann' }, huge], HOST);
    expect(noCaptcha.status).toBe(400);
    expect(JSON.parse(noCaptcha.body)).toMatchObject({ error: 'CAPTCHA_FAILED' });
    const wrongCaptcha = await postMultipart(port, '/api/forms/submit', [{ name: '_path', value: '/uploads' }, { name: '_form', value: GUARDED }, { name: '_captcha', value: 'Zm9v' }, huge], HOST);
    expect(wrongCaptcha.status).toBe(400);
    expect(JSON.parse(wrongCaptcha.body).error).toBe('CAPTCHA_FAILED');
    const unknown = await postMultipart(port, '/api/forms/submit', [{ name: '_path', value: '/uploads' }, { name: '_form', value: 'no-such-form' }, huge], HOST);
    expect(unknown.status).toBe(404);

    // Each was answered while its file was still being sent, and nothing was kept.
    for (const answer of [fileFirst, plainFirst, noCaptcha, wrongCaptcha, unknown]) expect(answer.sentWhenAnswered).toBeLessThan(EARLY);
    expect(await filesIn(submissionsDir)).toEqual([]);
    expect(await submissions()).toBe(0);
  });

  it("cuts a post off with 413 the moment a file passes the form's limit, and leaves no temporary file", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#204080' } }).png().toBuffer();
    const fields: Part[] = [{ name: '_path', value: '/uploads' }, { name: '_form', value: OPEN }, { name: 'first_name', value: 'Ann' }];
    const answer = await postMultipart(port, '/api/forms/submit', [...fields, { name: 'document', filename: 'ok.png', bytes: png }, { name: 'annex', filename: 'big.bin', size: HUGE }], HOST);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'ATTACHMENT_TOO_LARGE',
      message: 'Annex: the file is larger than 10 MB',
      issues: [{ path: '/values/annex', message: 'Annex: the file is larger than 10 MB' }],
    });
    expect(answer.sentWhenAnswered).toBeLessThan(EARLY);
    // The first file, received whole, went with the refused post.
    expect(await filesIn(submissionsDir)).toEqual([]);
    expect(await submissions()).toBe(0);

    // Without JavaScript: the page again, with the problem beside the field.
    const page = await postMultipart(port, '/_forms/submit', [...fields, { name: 'document', filename: 'big.bin', size: HUGE }], HOST);
    expect(page.status).toBe(413);
    expect(page.body).toContain('Document: the file is larger than 10 MB');
    expect(await filesIn(submissionsDir)).toEqual([]);
  });

  it('keeps a valid post’s file only once the submission is stored, and none of a refused one', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#806020' } }).png().toBuffer();
    const hash = createHash('sha256').update(png).digest('hex');
    const fields: Part[] = [{ name: '_path', value: '/uploads' }, { name: '_form', value: OPEN }];
    // Invalid values: the file was received whole, then removed with the refusal.
    const invalid = await postMultipart(port, '/api/forms/submit', [...fields, { name: 'document', filename: 'scan.png', bytes: png }], HOST);
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).issues).toEqual([{ path: '/values/first_name', message: 'First name is required.' }]);
    expect(await filesIn(submissionsDir)).toEqual([]);

    const stored = await postMultipart(port, '/api/forms/submit', [...fields, { name: 'first_name', value: 'Ann' }, { name: 'document', filename: 'scan.png', bytes: png }], HOST);
    expect(stored.status, stored.body).toBe(201);
    expect(await filesIn(submissionsDir)).toEqual([`${hash}.png`]);
    expect(Buffer.compare(await readFile(join(submissionsDir, `${hash}.png`)), png)).toBe(0);
    const { rows } = await t.db.query<{ files: { hash: string; size: number }[] }>('SELECT files FROM form_submissions WHERE id = $1', [JSON.parse(stored.body).id]);
    expect(rows[0]!.files).toMatchObject([{ field: 'document', hash, size: png.length, mime: 'image/png' }]);
  });
});

describe('media library uploads on a listening app', () => {
  let t: TestApp;
  let port: number;
  let session: Session;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '2' } });
    session = await signIn(t.app, TEST_USERS.user);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('cuts an upload off with 413 at MAX_UPLOAD_MB and keeps nothing of it', async () => {
    const answer = await postMultipart(port, '/api/cms/media', [{ name: 'file', filename: 'huge.png', size: HUGE }], { cookie: session.cookie, 'x-csrf-token': session.csrf });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'FILE_TOO_LARGE', message: 'The file is larger than 2 MB' });
    expect(answer.sentWhenAnswered).toBeLessThan(EARLY);
    expect(await filesIn(t.app.config.mediaDir)).toEqual([]);
  });
});

/*
 * The attack of issue 21 against `tessera start` in its own process: six parallel anonymous
 * posts to the imt support form, each with ten 24 MB files and no captcha. The server's
 * resident memory is read from /proc while they run.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(process.platform !== 'linux')('tessera start under a flood of large anonymous uploads', () => {
  let parent: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'tessera-uploads-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps its resident memory within 100 MB and answers each post with a 4xx', { timeout: 240_000 }, async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATA_DIR: join(parent, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'upload limits test password',
        LOG_LEVEL: 'silent',
        SCHEDULER_INTERVAL_MS: '0',
        OUTBOX_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', () => stdout.includes('Tessera is running') && resolve());
      child!.once('exit', (code) => reject(new Error(`tessera start exited (${code}) before serving:\n${stderr}`)));
    });
    const pid = child.pid!;

    const page = await get(port, '/support', 'imt.localhost');
    expect(page.status).toBe(200);
    const formId = /name="_form" value="([^"]+)"/.exec(page.body)?.[1];
    expect(formId).toBeDefined();
    const attack: Part[] = [
      { name: '_path', value: '/support' },
      { name: '_form', value: formId! },
      ...Array.from({ length: 10 }, (_, i) => ({ name: 'attachment', filename: `log-${i}.txt`, size: 24 * MB })),
    ];
    // One post first, so that what the first request of its kind loads is in the baseline.
    expect((await postMultipart(port, '/api/forms/submit', attack, { host: 'imt.localhost' })).status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const before = await residentMb(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await residentMb(pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postMultipart(port, '/api/forms/submit', attack, { host: 'imt.localhost' })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    sampling = false;
    await sampler;

    console.info(`RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB during 6 × 10 × 24 MB posts`);
    expect(peak - before).toBeLessThan(100);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      // Refused at the captcha, before the first file.
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'CAPTCHA_FAILED' });
    }
    expect(await filesIn(join(parent, 'data', 'submissions'))).toEqual([]);

    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;
  });
});
