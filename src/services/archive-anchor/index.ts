/**
 * What anchors the record of what was served outside the database (issue 40 item 2): the
 * Ed25519 key that signs checkpoints of every chain's head, kept in a file of its own, and the
 * witnesses that keep the signed checkpoints, one JSON line each (the format is content's:
 * `content/archive/anchor.ts`; docs/operators.md describes it for whoever adds a witness).
 */
import { constants } from 'node:fs';
import { chmod, mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

/** The checkpoint key: signs with the private half; `publicKey` (the raw 32 bytes, base64url) names it in every checkpoint. */
export interface ArchiveSigner {
  readonly publicKey: string;
  /** Where the key is kept, for messages. */
  readonly file: string;
  sign(message: Uint8Array): string;
}

/** Where checkpoints are kept outside the database: appended to, and read back by `verify`. */
export interface ArchiveWitness {
  /** Where it is, for messages (a file path). */
  readonly name: string;
  /** Adds one line (without its newline); durable when it resolves. */
  append(line: string): Promise<void>;
  /** Every line written, oldest first (none when nothing was written yet), read as a stream. */
  lines(): AsyncIterable<string>;
}

/** Whether `signature` (base64url) is the key `publicKey`'s (raw 32 bytes, base64url) over `message`. */
export function verifySignature({ publicKey, message, signature }: { publicKey: string; message: Uint8Array; signature: string }): boolean {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  } catch {
    return false;
  }
  return verify(null, message, key, Buffer.from(signature, 'base64url'));
}

function signerOf(file: string, privateKey: KeyObject): ArchiveSigner {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${file} holds a ${privateKey.asymmetricKeyType ?? 'non-asymmetric'} key; the archive's checkpoint key is Ed25519`);
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x!;
  return { publicKey, file, sign: (message) => sign(null, message, privateKey).toString('base64url') };
}

/** Reads the key in `file` (PKCS #8 PEM); undefined when there is no such file. Refuses a key others may read. */
export async function readArchiveKey(file: string): Promise<ArchiveSigner | undefined> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const mode = (await stat(file)).mode & 0o777;
  if (mode & 0o077) throw new Error(`${file} may be read by others (mode ${mode.toString(8)}): the archive's checkpoint key must be the owner's alone (chmod 600 ${file})`);
  return signerOf(file, createPrivateKey(pem));
}

/**
 * The key in `file`, created (Ed25519, mode 0600, its directory made) when there is none: the
 * first start of an installation makes it. Two processes starting at once agree on one key.
 */
export async function openArchiveKey(file: string): Promise<ArchiveSigner> {
  const existing = await readArchiveKey(file);
  if (existing) return existing;
  await mkdir(dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  try {
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readArchiveKey(file))!;
  }
  return signerOf(file, privateKey);
}

/**
 * A witness that appends each checkpoint as a line to `file` (opened for appending only, written
 * and flushed to disk before it resolves). Keep it outside DATA_DIR, ideally where the database's
 * holders cannot change it (another host's mount, `chattr +a`, a write-once store).
 */
export function fileWitness(file: string): ArchiveWitness {
  return {
    name: file,
    async append(line) {
      if (line.includes('\n')) throw new Error('A witness line is one line');
      await mkdir(dirname(file), { recursive: true });
      const handle = await open(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT, 0o644);
      try {
        await handle.write(`${line}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async *lines() {
      let stream;
      try {
        const handle = await open(file, 'r');
        stream = handle.createReadStream({ encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) if (line.trim() !== '') yield line;
    },
  };
}

