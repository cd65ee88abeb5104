import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `tessera ARGS` as a user runs it: a child process from the source, with only `env` (plus PATH
 * and HOME) as configuration. `stdoutFile`: standard output goes to that file (`> FILE`).
 */
export function runTessera(args: string[], env: Record<string, string>, { stdoutFile }: { stdoutFile?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const out = stdoutFile === undefined ? 'pipe' : openSync(stdoutFile, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', out, 'pipe'],
    });
    if (typeof out === 'number') closeSync(out);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
