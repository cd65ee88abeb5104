/** The editor names routes of the table, never an `/api/` address (eslint.config.js, `layers/no-api-address`). */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'layers/no-api-address';

/** The lines `code` is reported on by the rule, linted as if it were the file `file`. */
async function reportedLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const HAND_WRITTEN = [
  "export const users = '/api/cms/users';",
  'export const doc = (id: string) => `/api/cms/documents/${id}/draft`;',
  'export const there = (origin: string) => `${origin}/api/cms/me`;',
  "export const quoted = \"/api/sites/nyse/render\";",
].join('\n');

describe('hand-written /api/ addresses in the editor', () => {
  it('are reported in string and template literals, anywhere under src/editor', async () => {
    expect(await reportedLines('src/editor/screens/_fixture.tsx', HAND_WRITTEN)).toEqual([1, 2, 3, 4]);
    expect(await reportedLines('src/editor/media/_fixture.ts', HAND_WRITTEN)).toEqual([1, 2, 3, 4]);
  });

  it('are left alone in the client, in comments, in another host’s address, and outside the editor', async () => {
    expect(await reportedLines('src/editor/api.client.ts', HAND_WRITTEN)).toEqual([]);
    expect(await reportedLines('src/server/_fixture.ts', HAND_WRITTEN)).toEqual([]);
    const fine = [
      '// Saves with PUT /api/cms/documents/{id}/draft.',
      "export const verify = 'https://www.google.com/recaptcha/api/siteverify';",
      "export const docs = 'https://example.com/api/docs';",
      "export const word = 'rapid/api/x'.length;",
      "export const route = 'listUsers';",
    ].join('\n');
    expect(await reportedLines('src/editor/screens/_fixture.ts', fine)).toEqual([]);
  });
});
