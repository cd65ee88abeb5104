import { describe, expect, it } from 'vitest';
import type { BootstrapProgress } from '../content';
import { bootstrapReporter } from './progress';

/** A stream that keeps what is written. */
function capture(isTTY: boolean) {
  let text = '';
  return { stream: { isTTY, write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WriteStream, text: () => text };
}

const steps: BootstrapProgress[] = [
  { step: 'migrations', done: 0, total: 28 },
  { step: 'migrations', done: 28, total: 28 },
  { step: 'sites', done: 8, total: 8 },
  { step: 'notice documents', done: 0, total: 2518 },
  ...Array.from({ length: 21 }, (_, i) => ({ step: 'documents' as const, done: i, total: 20 })).slice(0, 11),
  { step: 'notice documents', done: 2518, total: 2518 },
  ...Array.from({ length: 10 }, (_, i) => ({ step: 'documents' as const, done: i + 11, total: 20 })),
  { step: 'notices', done: 0, total: 2518 },
  { step: 'notices', done: 2518, total: 2518 },
];

describe('bootstrapReporter', () => {
  it('prints a line when a slow step begins and when each step ends, and the seeding a line per tenth in a log', () => {
    const out = capture(false);
    const report = bootstrapReporter(out.stream);
    for (const step of steps) report(step);
    const lines = out.text().split('\n').filter(Boolean);
    expect(lines[0]).toBe('Migrations: applying 28…');
    expect(lines[1]).toMatch(/^Migrations: 28 applied( \(\d+\.\d s\))?$/);
    expect(lines[2]).toBe('Sites: 8 installed');
    expect(lines[3]).toBe('Notice documents: rendering 2,518 beside the seeding…');
    const seeding = lines.filter((line) => line.startsWith('Seeding documents:'));
    expect(seeding.map((line) => line.replace(/ \(.*\)$/, ''))).toEqual(['Seeding documents: 1/20', ...[2, 4, 6, 8, 10, 12, 14, 16, 18].map((n) => `Seeding documents: ${n}/20`), 'Seeding documents: 20/20']);
    expect(lines.indexOf('Notice documents: 2,518 ready')).toBeGreaterThan(lines.indexOf('Seeding documents: 10/20'));
    expect(lines.at(-2)).toBe('Notices: publishing 2,518…');
    expect(lines.at(-1)).toMatch(/^Notices: 2,518 published/);
    // Nothing is indented: the start's closing block indents its addresses.
    expect(lines.every((line) => !line.startsWith(' '))).toBe(true);
  });

  it('redraws the seeding in place on a terminal, keeping it below the lines of other steps', () => {
    const out = capture(true);
    const report = bootstrapReporter(out.stream);
    for (const step of steps) report(step);
    const text = out.text();
    expect(text).toContain('\r\x1b[KSeeding documents: 10/20');
    // Another step's line clears the drawn one, then draws it again below.
    expect(text).toContain('\r\x1b[KNotice documents: 2,518 ready\nSeeding documents: 10/20');
    // The seeding ends on a line of its own, not drawn again after it.
    const end = text.slice(text.lastIndexOf('\r\x1b[KSeeding documents: 20/20'));
    expect(end.startsWith('\r\x1b[KSeeding documents: 20/20')).toBe(true);
    expect(end.split('\n').slice(1, 3)).toEqual(['Notices: publishing 2,518…', expect.stringMatching(/^Notices: 2,518 published/)]);
  });
});
