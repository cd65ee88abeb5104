import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run bench`'s figures of the last run of each part, by part (issue 26 item 8). */
export const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

/**
 * Records one part's figures in bench/results/latest.json, keeping the other parts' last
 * figures (a run of some parts only, `npm run bench -- j`, updates just those).
 */
export async function recordResult(part: string, figures: Record<string, unknown>): Promise<void> {
  const text = await readFile(RESULTS_FILE, 'utf8').catch(() => '{}');
  let results: Record<string, unknown>;
  try {
    results = JSON.parse(text) as Record<string, unknown>;
  } catch {
    results = {};
  }
  results[part] = { measuredAt: new Date().toISOString(), ...figures };
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
