/**
 * The editor benchmark compares ours (with our patch to Puck) to "Puck alone": stock Puck,
 * built from a copy of the installed package with the patch taken back out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pristinePuckRoot } from '../../bench/editor-baseline';

const MARKER = 'Patch (performance)';
const patchedFiles = (dist: string) => readdirSync(dist).filter((f) => /\.m?js$/.test(f) && readFileSync(join(dist, f), 'utf8').includes(MARKER));

describe("the editor benchmark's Puck alone", () => {
  it('is built from stock Puck, while node_modules holds the patched one', () => {
    expect(patchedFiles('node_modules/@puckeditor/core/dist').length).toBeGreaterThan(0);
    const dist = join(pristinePuckRoot(), 'node_modules/@puckeditor/core/dist');
    expect(existsSync(join(dist, 'index.mjs'))).toBe(true);
    expect(patchedFiles(dist)).toEqual([]);
  });
});
