/** The server reaches the database only through `content` (DESIGN.md §3): it holds no handle of its own. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../src/server');
const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Where the handle is received and handed on to `content` (and closed when the process stops). */
const HANDS_ON = ['app.ts', 'start.ts', 'plugins/content.ts'];

describe('src/server and the database', () => {
  it('has files to check', () => expect(files.length).toBeGreaterThan(30));

  it('runs no statement and opens no transaction or subscription itself', () => {
    const offending = files.filter((file) => /\b(db|tx|pool|client)\s*\.\s*(query|exec|transaction|listen)\s*\(/.test(source(file)));
    expect(offending).toEqual([]);
  });

  it('names the database handle only where it is handed to content', () => {
    const offending = files.filter((file) => !HANDS_ON.includes(file) && /\btype Db\b|\bDb\b[,}]|:\s*Db\b|\.db\b/.test(source(file)));
    expect(offending).toEqual([]);
  });
});
