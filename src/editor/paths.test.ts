import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH } from '../core/sites';
import type { DocumentSummary } from '../core/contracts';
import { buildTree, copyPath, joinPath, movedPath, parentOf, pathProblem, slugify } from './paths';

function doc(path: string, kind: 'page' | 'partial' = 'page'): DocumentSummary {
  return {
    id: `id-${kind}-${path}`,
    site: 'nyse',
    path,
    publishedPath: null,
    kind,
    title: path,
    status: 'draft',
    draftRevision: 1,
    publishedVersion: null,
    hasAccessCode: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
    updatedBy: null,
  };
}

describe('pathProblem', () => {
  it('accepts what the server accepts', () => {
    for (const path of ['/', '/fees', '/futures/energy', '/a1/b-2/c']) expect(pathProblem(path), path).toBeNull();
  });

  it('names the rule a path breaks', () => {
    expect(pathProblem('')).toBe('Path is required.');
    expect(pathProblem('fees')).toMatch(/Start the path with "\/"/);
    expect(pathProblem('/a/../b')).toMatch(/"\.\."/);
    expect(pathProblem('/Fees')).toBe('Use lower-case letters only');
    expect(pathProblem('/market notes')).toMatch(/spaces/);
    expect(pathProblem('/fees/')).toMatch(/empty segment/);
    expect(pathProblem('/a//b')).toMatch(/empty segment/);
    expect(pathProblem('/a--b')).toMatch(/single hyphens/);
    expect(pathProblem('/é')).toMatch(/letters, digits/);
    expect(pathProblem(`/${'a'.repeat(200)}`)).toMatch(/at most 200/);
  });

  it('rejects every path the server pattern rejects', () => {
    for (const path of ['/-a', '/a-', '/a_b', '/a.b', '//', '/a/', '/A']) {
      expect(DOCUMENT_PATH.test(path), path).toBe(false);
      expect(pathProblem(path), path).not.toBeNull();
    }
  });

  it('refuses a path another document has, but not the document’s own', () => {
    expect(pathProblem('/fees', { taken: ['/fees'] })).toBe('A document at /fees already exists');
    expect(pathProblem('/fees', { taken: ['/fees'], self: '/fees' })).toBeNull();
  });
});

describe('path helpers', () => {
  it('suggests paths from titles', () => {
    expect(slugify('Market notes 2024')).toBe('market-notes-2024');
    expect(slugify('  Équipe & Co.  ')).toBe('equipe-co');
  });

  it('joins, splits and moves prefixes', () => {
    expect(joinPath('/', 'fees')).toBe('/fees');
    expect(joinPath('/markets', 'energy')).toBe('/markets/energy');
    expect(parentOf('/fees')).toBe('/');
    expect(parentOf('/markets/energy')).toBe('/markets');
    expect(movedPath('/markets/energy/gas', '/markets', '/trading')).toBe('/trading/energy/gas');
    expect(movedPath('/markets', '/markets', '/trading/markets')).toBe('/trading/markets');
  });

  it('finds a free path for a copy', () => {
    expect(copyPath('/fees', ['/fees'])).toBe('/fees-copy');
    expect(copyPath('/fees', ['/fees', '/fees-copy', '/fees-copy-2'])).toBe('/fees-copy-3');
    expect(copyPath('/', ['/'])).toBe('/home-copy');
  });
});

describe('buildTree', () => {
  const documents = [doc('/markets/energy/gas'), doc('/'), doc('/fees'), doc('/markets'), doc('/header', 'partial'), doc('/data/feeds')];

  it('nests one kind by path segments, home first, folders for paths without a document', () => {
    const roots = buildTree(documents, 'page');
    expect(roots.map((n) => n.path)).toEqual(['/', '/data', '/fees', '/markets']);
    const data = roots[1]!;
    expect(data.document).toBeUndefined();
    expect(data.children.map((n) => n.path)).toEqual(['/data/feeds']);
    const markets = roots[3]!;
    expect(markets.document?.path).toBe('/markets');
    expect(markets.children[0]!.path).toBe('/markets/energy');
    expect(markets.children[0]!.document).toBeUndefined();
    expect(markets.children[0]!.children[0]!.document?.path).toBe('/markets/energy/gas');
  });

  it('keeps pages and partials apart', () => {
    expect(buildTree(documents, 'partial').map((n) => n.path)).toEqual(['/header']);
  });
});
