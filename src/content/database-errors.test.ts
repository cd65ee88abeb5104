import { describe, expect, it } from 'vitest';
import { TesseraError } from '../core/errors';
import { inputErrorOf, mapViolations } from './database-errors';

const dbError = (code: string, constraint?: string) => Object.assign(new Error(`database error ${code}`), { code, ...(constraint ? { constraint } : {}) });

describe('inputErrorOf', () => {
  it('turns errors the input caused into 4xx errors, and leaves the others alone', () => {
    expect(inputErrorOf(dbError('23505'))).toMatchObject({ code: 'ALREADY_EXISTS', message: 'A record with these values already exists' });
    expect(inputErrorOf(dbError('23503'))?.code).toBe('INVALID_VALUE');
    expect(inputErrorOf(dbError('22001'))?.message).toContain('a text is longer than its column allows');
    expect(inputErrorOf(dbError('22999'))?.message).toContain('a value is not valid');
    expect(inputErrorOf(dbError('57P01'))).toBeUndefined();
    expect(inputErrorOf(new Error('no code'))).toBeUndefined();
  });
});

describe('mapViolations', () => {
  const taken = () => new TesseraError('ALREADY_EXISTS', { what: 'A thing' });

  it('throws the mapped error for the broken constraint', async () => {
    const work = Promise.reject(dbError('23505', 'things_name_key'));
    const seen: string[] = [];
    await expect(mapViolations(work, { unique: (constraint) => (seen.push(constraint), taken()) })).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(seen).toEqual(['things_name_key']);
    await expect(mapViolations(Promise.reject(dbError('23503', 'things_owner_fkey')), { foreignKey: taken })).rejects.toBeInstanceOf(TesseraError);
  });

  it('lets through what it does not map: other constraints, other errors, and results', async () => {
    const unmapped = dbError('23505', 'other_key');
    await expect(mapViolations(Promise.reject(unmapped), { unique: (c) => (c === 'things_name_key' ? taken() : undefined) })).rejects.toBe(unmapped);
    const foreignKey = dbError('23503');
    await expect(mapViolations(Promise.reject(foreignKey), { unique: taken })).rejects.toBe(foreignKey);
    await expect(mapViolations(Promise.resolve(7), { unique: taken })).resolves.toBe(7);
  });
});
