import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where `npm run bench` keeps the figures of its last run, part by part (issue 26 item 8). */
export const RESULTS_FILE = join(new URL('.', import.meta.url).pathname, 'results', 'latest.json');

/**
 * Records one part's figures in `bench/results/latest.json`, keeping the other parts' (a run of
 * some parts updates only those), with the time they were measured.
 */
export async function recordResult(part: string, figures: unknown): Promise<void> {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // No results yet (or unreadable): start afresh.
  }
  all[part] = { measuredAt: new Date().toISOString(), ...(figures as object) };
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  const temporary = `${RESULTS_FILE}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(all, null, 2)}\n`);
  await rename(temporary, RESULTS_FILE);
}
