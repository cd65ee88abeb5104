// `npm test`: the preflight, then every check and suite, timing each step and printing the times
// at the end (issue 39 item 4). Steps in one group run side by side: the type check and the lint
// are one core each; the rest run one after another, each spreading over the cores itself.
// Usage: node scripts/test.mjs [step ...]   (no step: all; e.g. `node scripts/test.mjs lint unit`)
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])];

/** Groups of steps, in order; the steps of a group run at the same time. */
export const STEPS = [
  [{ name: 'preflight', command: ['node', 'scripts/need.mjs', 'test'] }],
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
    { name: 'lint', command: ['npx', 'eslint', '.'] },
  ],
  [{ name: 'unit', command: vitest('unit', 'server', 'unit-timed') }],
  [{ name: 'pg', command: vitest('pg') }],
  [{ name: 'e2e', command: vitest('e2e') }],
];

/** `1234.5` seconds as `20 min 34 s`. */
export function duration(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

function run({ name, command }) {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
    child.on('error', (error) => resolve({ name, code: 1, seconds: 0, error }));
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

/** Runs the groups (only the named steps, if any), stopping after the first group with a failure. */
export async function runSteps(groups, only = []) {
  const started = performance.now();
  const results = [];
  for (const group of groups) {
    const steps = only.length === 0 ? group : group.filter((step) => only.includes(step.name));
    const done = await Promise.all(steps.map(run));
    for (const result of done) {
      results.push(result);
      console.log(`${result.code === 0 ? '✔' : '✘'} ${result.name} ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${duration(result.seconds)}`);
    }
    if (done.some((result) => result.code !== 0)) break;
  }
  const total = (performance.now() - started) / 1000;
  console.log('\nStep times:');
  for (const result of results) console.log(`  ${result.name.padEnd(10)} ${duration(result.seconds).padStart(12)}  ${result.code === 0 ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(10)} ${duration(total).padStart(12)}`);
  return results.every((result) => result.code === 0) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.slice(2);
  const known = STEPS.flat().map((step) => step.name);
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown step ${unknown.join(', ')}: the steps are ${known.join(', ')}`);
    process.exitCode = 2;
  } else {
    process.exitCode = await runSteps(STEPS, only);
  }
}
