import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { renderNoticeDocument, type NoticeDocumentFields, type NoticeDocumentRenderer } from '../content';

/** The internal command the rendering process runs (main.ts). */
export const NOTICE_WORKER_COMMAND = 'render-notice-documents';

/** The rendering process's niceness (0 is the usual, 19 the lowest priority). */
const BACKGROUND_PRIORITY = 10;

/** Documents sent back per message: progress is reported this often. */
const BATCH = 100;

type WorkerMessage = { documents: Uint8Array[] } | { error: string };

/**
 * Renders notices' documents in a process of its own, so that a first start renders them on
 * the second core while the seed publishes pages on the first (2,518 demo documents: ~4 s of
 * CPU). It runs this program as the bootstrap child does (`process.argv[1]` with
 * `process.execArgv`: dist/tessera.mjs, or the source through tsx, whose loader a worker thread
 * would not inherit), so it renders with the same code, and gives the same bytes, as this
 * process would.
 */
export const renderInWorker: NoticeDocumentRenderer = (notices, onProgress) =>
  new Promise((resolve, reject) => {
    if (notices.length === 0) return resolve([]);
    const fields: NoticeDocumentFields[] = notices.map(({ noticeNumber, pubDate, title, topic, market, circularType, body }) => ({ noticeNumber, pubDate, title, topic, market, circularType, body }));
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, NOTICE_WORKER_COMMAND], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Structured clone: documents travel as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
    });
    // Background work: on a busy machine the seeding and the server starting come first.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here (some containers): it renders at the usual priority.
      }
    }
    const documents: Buffer[] = [];
    let failure: Error | undefined;
    child.on('message', (message: WorkerMessage) => {
      if ('error' in message) {
        failure = new Error(`Rendering the notices' documents failed: ${message.error}`);
        return;
      }
      for (const bytes of message.documents) documents.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      onProgress?.(documents.length);
    });
    child.on('error', (error) => (failure ??= error));
    child.on('exit', (code) => {
      if (!failure && documents.length === notices.length) resolve(documents);
      else reject(failure ?? new Error(`Rendering the notices' documents stopped after ${documents.length} of ${notices.length} (exit code ${code})`));
    });
    child.send({ notices: fields });
  });

/**
 * A renderer that has begun on `expected` already, for a bootstrap that knows before it opens
 * the store which notices it will seed (a new data directory): the documents are then rendered
 * while the store is created and migrated too. Asked for those same notices it answers from
 * that run; asked for others, it renders them in a worker of their own.
 */
export function renderingAhead(expected: readonly NoticeDocumentFields[]): NoticeDocumentRenderer {
  let done = 0;
  let listener: ((done: number) => void) | undefined;
  const ahead = renderInWorker(expected, (n) => {
    done = n;
    listener?.(n);
  });
  // Awaited by the bootstrap that asks for it; one that fails before asking must not be reported twice.
  ahead.catch(() => {});
  return (notices, onProgress) => {
    if (!sameFields(notices, expected)) return renderInWorker(notices, onProgress);
    listener = onProgress;
    if (done > 0) onProgress?.(done);
    return ahead;
  };
}

const FIELDS = ['noticeNumber', 'pubDate', 'title', 'topic', 'market', 'circularType', 'body'] as const;

function sameFields(a: readonly NoticeDocumentFields[], b: readonly NoticeDocumentFields[]): boolean {
  return a.length === b.length && a.every((notice, i) => FIELDS.every((field) => notice[field] === b[i]![field]));
}

/** The rendering process's side: renders the notices it is sent, in order, a batch per message, then exits. */
export function runNoticeWorker(): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error(`${NOTICE_WORKER_COMMAND} runs only as a child of tessera`);
  const post = (message: WorkerMessage) => new Promise<void>((resolve, reject) => send(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
  // A bootstrap that died leaves nothing to render for.
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);
  return new Promise((resolve, reject) => {
    process.once('message', ({ notices }: { notices: NoticeDocumentFields[] }) => {
      (async () => {
        try {
          let batch: Uint8Array[] = [];
          for (const notice of notices) {
            batch.push(await renderNoticeDocument(notice));
            if (batch.length === BATCH) {
              await post({ documents: batch });
              batch = [];
            }
          }
          if (batch.length > 0) await post({ documents: batch });
        } catch (error) {
          await post({ error: error instanceof Error ? error.message : String(error) });
        }
        process.off('disconnect', orphaned);
        process.disconnect();
      })().then(resolve, reject);
    });
  });
}
