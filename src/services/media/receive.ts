import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage, TemporaryFile } from './storage';

/** An upload on disk in a temporary file, with what was learnt while it streamed in. */
export interface ReceivedFile {
  temp: TemporaryFile;
  /** Bytes. */
  size: number;
  /** SHA-256 of the bytes, hex. */
  hash: string;
}

/**
 * Streams an upload into a new temporary file of `storage`, hashing it on the way, so no
 * upload is ever held in memory. The byte after `maxBytes` stops it at once with `tooLarge()`
 * (the source destroyed, the temporary file removed); a source that says it was truncated (a
 * parser's own size limit) is too large as well.
 */
export async function receiveFile(storage: MediaStorage, source: Readable, { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => Error }): Promise<ReceivedFile> {
  const temp = await storage.temporary();
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counted, createWriteStream(temp.path));
    if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  } catch (error) {
    await temp.discard();
    throw error;
  }
  return { temp, size, hash: hash.digest('hex') };
}
