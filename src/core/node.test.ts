import { describe, it, expect } from 'vitest';
import { isUuid, newId, node } from './node';

describe('isUuid', () => {
  it('accepts UUIDs in either letter case', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-12D3-A456-426614174000')).toBe(true);
  });

  it.each([
    '',
    '123e4567-e89b-12d3-a456-42661417400',
    '123e4567-e89b-12d3-a456-4266141740000',
    '123e4567e89b12d3a456426614174000',
    '{123e4567-e89b-12d3-a456-426614174000}',
    ' 123e4567-e89b-12d3-a456-426614174000',
    '123e4567-e89b-12d3-a456-426614174000\n',
    'g23e4567-e89b-12d3-a456-426614174000',
  ])('rejects %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['123e4567-e89b-12d3-a456-426614174000']]) expect(isUuid(value)).toBe(false);
  });
});

describe('newId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) {
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('4');
    }
  });
});

describe('node', () => {
  it('builds a node with a fresh id and empty props and slots by default', () => {
    const a = node('box');
    expect(isUuid(a.id)).toBe(true);
    expect(a).toEqual({ id: a.id, name: 'box', props: {}, slots: {} });
    expect(node('box').id).not.toBe(a.id);
  });

  it('keeps the given props and slots', () => {
    const child = node('alert', { intent: 'good' });
    const parent = node('box', { padding: 2 }, { main: [child] });
    expect(parent.props).toEqual({ padding: 2 });
    expect(parent.slots.main).toEqual([child]);
  });
});
