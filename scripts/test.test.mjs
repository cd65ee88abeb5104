import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { duration, runSteps, STEPS } from './test.mjs';

let dir;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-steps-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** A step that appends `<name> start` and `<name> end` to the log around a short wait, then exits with `code`. */
const step = (name, code = 0) => ({
  name,
  command: ['node', '-e', `const f=require('fs');f.appendFileSync(${JSON.stringify(join(dir, 'log'))},'${name} start\\n');setTimeout(()=>{f.appendFileSync(${JSON.stringify(join(dir, 'log'))},'${name} end\\n');process.exit(${code})},300)`],
});
const log = async () => (await readFile(join(dir, 'log'), 'utf8')).trim().split('\n');

describe('runSteps', () => {
  it('runs the steps of a group side by side and the groups one after another', async () => {
    expect(await runSteps([[step('a'), step('b')], [step('c')]])).toBe(0);
    const lines = await log();
    expect(lines.slice(0, 2).sort()).toEqual(['a start', 'b start']);
    expect(lines.slice(4)).toEqual(['c start', 'c end']);
  });

  it('stops after a group with a failure, fails, and says which step failed', async () => {
    expect(await runSteps([[step('a', 3), step('b')], [step('c')]])).toBe(1);
    expect((await log()).some((line) => line.startsWith('c'))).toBe(false);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain('a failed (exit 3)');
  });

  it('runs only the steps named', async () => {
    expect(await runSteps([[step('a'), step('b')], [step('c')]], ['c'])).toBe(0);
    expect(await log()).toEqual(['c start', 'c end']);
  });
});

describe('the steps of npm test', () => {
  it('begin with the preflight and cover every suite', () => {
    expect(STEPS[0].map((s) => s.name)).toEqual(['preflight']);
    expect(STEPS.flat().map((s) => s.name)).toEqual(['preflight', 'typecheck', 'lint', 'unit', 'pg', 'e2e']);
  });
});

it('writes durations in minutes and seconds', () => {
  expect(duration(42.4)).toBe('42 s');
  expect(duration(1234.5)).toBe('20 min 35 s');
});
