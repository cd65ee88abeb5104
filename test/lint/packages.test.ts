/** Every package in package.json is classified once in eslint/packages.js. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_SAFE, DATABASE_DRIVERS, SERVER_ONLY, SERVER_ONLY_ENTRIES } from '../../eslint/packages';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;

/** Whether `name` is listed by name or by its `@scope/*`. */
const lists = (list: readonly string[], name: string) => list.includes(name) || (name.startsWith('@') && list.includes(`${name.split('/')[0]}/*`));

describe('eslint/packages.js', () => {
  // Type packages are never imported by their own name.
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})].filter((name) => !name.startsWith('@types/'));

  it('classifies every dependency as browser-safe or server-only', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !lists(BROWSER_SAFE, name) && !lists(SERVER_ONLY, name))).toEqual([]);
  });

  it('classifies no package both ways', () => {
    expect(BROWSER_SAFE.filter((entry) => SERVER_ONLY.includes(entry))).toEqual([]);
    expect(names.filter((name) => lists(BROWSER_SAFE, name) && lists(SERVER_ONLY, name))).toEqual([]);
  });

  it('counts the database drivers as server-only', () => {
    expect(DATABASE_DRIVERS).toEqual(expect.arrayContaining(['pg', '@electric-sql/pglite']));
    expect(DATABASE_DRIVERS.filter((name) => !SERVER_ONLY.includes(name))).toEqual([]);
  });

  it('names Node entry points only of browser-safe packages', () => {
    const packageOf = (entry: string) => entry.split('/').slice(0, entry.startsWith('@') ? 2 : 1).join('/');
    expect(SERVER_ONLY_ENTRIES.filter((entry) => !lists(BROWSER_SAFE, packageOf(entry)))).toEqual([]);
  });
});

/**
 * Issue 39 item 5: a quiet install. TipTap pins its peers exactly, so a second TipTap version in
 * the tree (Puck's `^3.x` ranges resolved apart from ours) made `npm install` print ERESOLVE
 * warnings and bundle two ProseMirror copies into the editor.
 */
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

  it('holds one version of each TipTap package, at the top of node_modules', () => {
    const tiptap = Object.entries(lock.packages).filter(([at]) => /(^|\/)node_modules\/@tiptap\/[^/]+$/.test(at));
    expect(tiptap.length).toBeGreaterThan(10);
    expect(tiptap.filter(([at]) => !at.startsWith('node_modules/@tiptap/')).map(([at]) => at)).toEqual([]);
    expect(new Set(tiptap.map(([, entry]) => entry.version)).size).toBe(1);
  });

  it('pins our TipTap packages at the version the tree holds', () => {
    const version = lock.packages['node_modules/@tiptap/pm']?.version;
    const ours = Object.entries(manifest.dependencies ?? {}).filter(([name]) => name.startsWith('@tiptap/'));
    expect(ours.filter(([, range]) => range !== version)).toEqual([]);
  });
});
