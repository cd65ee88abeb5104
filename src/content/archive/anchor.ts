import type { SiteId } from '../../core/sites';
import { fileWitness, openArchiveKey, readArchiveKey, verifySignature, type ArchiveSigner, type ArchiveWitness } from '../../services/archive-anchor';
import * as store from '../../store';
import type { ContentContext } from '../context';

/*
 * Signed checkpoints of every chain's head (issue 40 item 2, DESIGN §7b). One checkpoint is one
 * line of JSON on each witness:
 *
 *   {"format":"tessera-archive-checkpoint-1","at":"2026-12-08T14:03:11.120Z",
 *    "chains":[{"site":"ice","seq":118,"hash":"<hex>"},…],"key":"<base64url>","signature":"<base64url>"}
 *
 * `signature` is Ed25519 (RFC 8032) by the key `key` (its raw 32-byte public key) over the UTF-8
 * bytes of JSON.stringify(["tessera-archive-checkpoint-1", at, [[site, seq, hash], …], key]),
 * the chains in the order given. A chain's head hash covers every entry before it, so a
 * checkpoint fixes each chain up to `seq`: entries removed from its end, or a chain recomputed
 * after an edit, no longer match it.
 */

export const CHECKPOINT_FORMAT = 'tessera-archive-checkpoint-1';

/** A chain's head as a checkpoint names it. */
export interface CheckpointChain {
  site: SiteId;
  seq: number;
  hash: string;
}

/** A signed checkpoint as written to the witnesses. */
export interface Checkpoint {
  format: typeof CHECKPOINT_FORMAT;
  at: string;
  chains: CheckpointChain[];
  key: string;
  signature: string;
}

/** The bytes a checkpoint's signature covers. */
export function checkpointMessage({ at, chains, key }: Pick<Checkpoint, 'at' | 'chains' | 'key'>): Buffer {
  return Buffer.from(JSON.stringify([CHECKPOINT_FORMAT, at, chains.map((c) => [c.site, c.seq, c.hash]), key]), 'utf8');
}

/** Where checkpoints are signed and kept: the key (absent when its file is: checkpoints can then not be checked) and the witnesses. */
export interface ArchiveAnchor {
  signer?: ArchiveSigner;
  /** Where the key is (or would be), for messages. */
  keyFile: string;
  witnesses: readonly ArchiveWitness[];
}

/**
 * The configured anchor: the key in `keyFile` (created at an installation's first start when
 * `create`; `verify` only reads it) and a file witness for each of `witnessFiles`.
 */
export async function openArchiveAnchor({ keyFile, witnessFiles, create }: { keyFile: string; witnessFiles: readonly string[]; create: boolean }): Promise<ArchiveAnchor> {
  const signer = create ? await openArchiveKey(keyFile) : await readArchiveKey(keyFile);
  return { ...(signer ? { signer } : {}), keyFile, witnesses: witnessFiles.map(fileWitness) };
}

/**
 * Signs the head of every chain now and appends it to every witness (then keeps a copy in the
 * database, which says when the last was written). Undefined when the archive is empty. A
 * witness that cannot be written fails the call, after the others were tried.
 */
export async function writeCheckpoint(ctx: ContentContext, { anchor }: { anchor: ArchiveAnchor }): Promise<Checkpoint | undefined> {
  const signer = anchor.signer;
  if (!signer) throw new Error(`The archive's checkpoint key ${anchor.keyFile} is missing`);
  const chains = (await store.archiveHeads(ctx.db)).map(({ site, seq, hash }) => ({ site, seq, hash }));
  if (chains.length === 0) return undefined;
  const at = ctx.clock.now().toISOString();
  const checkpoint: Checkpoint = { format: CHECKPOINT_FORMAT, at, chains, key: signer.publicKey, signature: signer.sign(checkpointMessage({ at, chains, key: signer.publicKey })) };
  const line = JSON.stringify(checkpoint);
  const failed: string[] = [];
  for (const witness of anchor.witnesses) {
    await witness.append(line).catch((error: unknown) => failed.push(`${witness.name}: ${(error as Error).message}`));
  }
  if (failed.length > 0) throw new Error(`The archive checkpoint could not be written to ${failed.join('; ')}`);
  await store.insertArchiveCheckpoint(ctx.db, { at, line });
  return checkpoint;
}

/** Whether a line of a witness is a checkpoint, and signed by `key`. */
function parseCheckpoint(line: string, key: string): { checkpoint: Checkpoint } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { problem: 'a line that is not JSON' };
  }
  const c = value as Partial<Checkpoint>;
  const wellFormed =
    c.format === CHECKPOINT_FORMAT &&
    typeof c.at === 'string' &&
    !Number.isNaN(Date.parse(c.at)) &&
    typeof c.key === 'string' &&
    typeof c.signature === 'string' &&
    Array.isArray(c.chains) &&
    c.chains.every((h) => typeof h?.site === 'string' && Number.isInteger(h.seq) && h.seq >= 1 && typeof h.hash === 'string');
  if (!wellFormed) return { problem: 'a line that is not a checkpoint' };
  const checkpoint = c as Checkpoint;
  if (checkpoint.key !== key) return { problem: `a checkpoint of ${checkpoint.at} signed with another key` };
  if (!verifySignature({ publicKey: key, message: checkpointMessage(checkpoint), signature: checkpoint.signature })) return { problem: `a checkpoint of ${checkpoint.at} whose signature does not verify` };
  return { checkpoint };
}

/** A chain position a signed checkpoint named: the hash it had then, and where that was read. */
export interface SignedHead {
  hash: string;
  /** The (first) checkpoint naming it. */
  checkpointAt: string;
  witness: string;
}

/** What the witnesses hold that this key signed. */
export interface WitnessedCheckpoints {
  /** The newest checkpoint (by its time) and where it was read. */
  newest?: { checkpoint: Checkpoint; witness: string };
  /** Every position any checkpoint named, by site and position. */
  heads: Map<SiteId, Map<number, SignedHead>>;
  /** Two signed checkpoints that name one position with different hashes (the key was used to sign a rewritten chain). */
  conflicts: string[];
  /** Lines that are not checkpoints signed by this key, witnesses or a key that cannot be read (each said once). */
  notes: string[];
}

/**
 * Every checkpoint signed by the anchor's key on its witnesses, read line by line: the newest,
 * and each chain position they name. A chain is checked against all of them — one signed later
 * for a rewritten chain does not hide the ones written before it.
 */
export async function readCheckpoints(anchor: ArchiveAnchor): Promise<WitnessedCheckpoints> {
  const found: WitnessedCheckpoints = { heads: new Map(), conflicts: [], notes: [] };
  const notes = new Set<string>();
  if (!anchor.signer) {
    found.notes.push(`the checkpoint key ${anchor.keyFile} is missing, so no checkpoint can be checked`);
    return found;
  }
  for (const witness of anchor.witnesses) {
    try {
      for await (const line of witness.lines()) {
        const parsed = parseCheckpoint(line, anchor.signer.publicKey);
        if ('problem' in parsed) {
          notes.add(`${witness.name} holds ${parsed.problem}`);
          continue;
        }
        const { checkpoint } = parsed;
        if (!found.newest || checkpoint.at > found.newest.checkpoint.at) found.newest = { checkpoint, witness: witness.name };
        for (const head of checkpoint.chains) {
          const positions = found.heads.get(head.site) ?? new Map<number, SignedHead>();
          found.heads.set(head.site, positions);
          const known = positions.get(head.seq);
          if (!known) positions.set(head.seq, { hash: head.hash, checkpointAt: checkpoint.at, witness: witness.name });
          else if (known.hash !== head.hash) {
            found.conflicts.push(`${head.site}: the checkpoints signed at ${known.checkpointAt} and ${checkpoint.at} name different hashes for entry #${head.seq}: the key signed a rewritten chain`);
          }
        }
      }
    } catch (error) {
      notes.add(`${witness.name} cannot be read: ${(error as Error).message}`);
    }
  }
  found.notes.push(...notes);
  return found;
}
