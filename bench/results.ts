/**
 * `bench/results/latest.json`: the figures of the latest run of each part, keyed by part, so
 * that each part writes its own without touching the others' (a run of one part keeps the rest).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const DIR = new URL('./results/', import.meta.url).pathname;
const FILE = join(DIR, 'latest.json');

/** Merges `figures` under `part` (with when they were measured) into latest.json. */
export async function recordResults(part: string, figures: Record<string, unknown>): Promise<void> {
  await mkdir(DIR, { recursive: true });
  const current = await readFile(FILE, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
  const next = { ...current, [part]: { measuredAt: new Date().toISOString(), ...figures } };
  // Written beside and renamed: an interrupted run never leaves half a file.
  await writeFile(`${FILE}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  await rename(`${FILE}.tmp`, FILE);
}
