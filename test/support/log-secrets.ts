/**
 * The check the browser tests' run ends with (issue 27 item 3): the JSON log every server of the
 * run wrote (`startServer` writes each to the run's log folder, test/setup/server-template.ts
 * reads them at the end) holds none of the passwords, tokens, access codes or submission
 * contents the tests used. Secrets are looked for by value (the passwords each server was
 * started with, the demo access codes, what the browser tests type) and by shape (cookies,
 * bearer tokens, tokens in addresses), since tokens are made during the run.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoDocuments } from '../../src/cli/seed/content';

/** What the browser tests type that must never be logged: passwords, access codes, captcha secrets, form contents. */
const TYPED = [
  'a visitor password long enough',
  'POLISH-2026',
  'e2e-recaptcha-secret-server-only',
  'e2e-recaptcha-secret-7d41c9',
  'grace.hopper@northwind-capital.com',
  'ada@analytical-engines.example',
  'katherine.johnson@langley-analytics.example',
  'marcus.bell@riverbend-title.example',
  'dana@harborlight.example',
  'ada.byron@northwind.example',
  'desk.alerts@example.com',
  'Analytical Engines Ltd',
  'Langley Analytics',
  'Harbor Light Films',
  'Riverbend Title',
];

/** Shapes of credentials, whatever their value: cookies and headers that carry them, and tokens in addresses not redacted. */
const SHAPES: [string, RegExp][] = [
  ['a session cookie', /tessera_(session|visitor)=[^;\s"]/],
  ['an authorization header', /"authorization"\s*:/i],
  ['a cookie header', /"(cookie|set-cookie)"\s*:/i],
  ['a bearer token', /Bearer\s+[\w.~+/-]{16,}/],
  ['a preview link token', /\/_preview\/(?!\[redacted\])[^"\s/?]+/],
  ['a token in an address', /[?&](token|sig|code|state)=(?!\[redacted\])[^&"\s]/],
  ['a password field', /"password"\s*:\s*"(?!\[redacted\])/i],
];

/** Secrets written beside a server's log by `startServer` (its own admin password, say). */
export interface ServerSecrets {
  secrets: string[];
}

/** Each log line of `dir` that holds a secret, as `file:line: what`; empty when none does. */
export async function secretsInServerLogs(dir: string): Promise<{ findings: string[]; files: number; lines: number }> {
  const names = await readdir(dir);
  const demoCodes = demoDocuments().flatMap((doc) => (doc.accessCode ? [doc.accessCode] : []));
  const findings: string[] = [];
  let files = 0;
  let count = 0;
  for (const name of names.filter((n) => n.endsWith('.log'))) {
    files++;
    const own = await readFile(join(dir, name.replace(/\.log$/, '.secrets.json')), 'utf8')
      .then((text) => (JSON.parse(text) as ServerSecrets).secrets)
      .catch(() => []);
    const values = [...new Set([...own, ...demoCodes, ...TYPED])].filter((value) => value.length >= 6);
    const lines = (await readFile(join(dir, name), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (!line) return;
      count++;
      for (const value of values) if (line.includes(value) || line.includes(encodeURIComponent(value))) findings.push(`${name}:${i + 1}: ${JSON.stringify(value)}`);
      for (const [what, shape] of SHAPES) if (shape.test(line)) findings.push(`${name}:${i + 1}: ${what}`);
    });
  }
  return { findings, files, lines: count };
}
