import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/canonical-json';
import { node } from '../../core/node';
import { draftHash } from './draft-hash';

const tree = node('page-layout', {}, { main: [node('heading', { text: 'Fees', level: 2 })] });
const draft = { draft: tree, title: 'Fees', path: '/fees', seo: { description: 'All fees', noindex: false } };

describe('canonicalJson', () => {
  it('orders keys at every depth and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined, x: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":2,"z":1}]},"b":1}');
  });
});

describe('draftHash', () => {
  it('is a SHA-256 in hex that does not depend on key order', () => {
    const reordered = { seo: { noindex: false, description: 'All fees' }, path: '/fees', title: 'Fees', draft: JSON.parse(JSON.stringify(tree)) };
    expect(draftHash(draft)).toMatch(/^[0-9a-f]{64}$/);
    expect(draftHash(reordered)).toBe(draftHash(draft));
  });

  it('changes with the tree, the title, the path and the SEO', () => {
    const base = draftHash(draft);
    const changedTree = node('page-layout', {}, { main: [node('heading', { text: 'Fees 2031', level: 2 })] });
    expect(draftHash({ ...draft, draft: { ...changedTree, id: tree.id } })).not.toBe(base);
    expect(draftHash({ ...draft, title: 'Fees and charges' })).not.toBe(base);
    expect(draftHash({ ...draft, path: '/fees-2031' })).not.toBe(base);
    expect(draftHash({ ...draft, seo: { ...draft.seo, noindex: true } })).not.toBe(base);
  });
});
