import { expect } from 'vitest';
import { TesseraError, type ErrorCode } from '../../src/core/errors';
import type { Db } from '../../src/store/types';

/** What a call failed with; the test fails if it succeeded. */
export async function caught(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, and it succeeded');
}

/** Asserts the call fails with a catalogue error (of `code`, when given); returns it for further checks. */
export async function rejectsWith(work: Promise<unknown>, code?: ErrorCode): Promise<TesseraError> {
  const error = await caught(work);
  expect(error).toBeInstanceOf(TesseraError);
  if (code !== undefined) expect((error as TesseraError).code).toBe(code);
  return error as TesseraError;
}

/** A Db whose statements matching `pattern` fail, inside transactions too: a step that breaks halfway. */
export function failingOn(db: Db, pattern: RegExp): Db {
  const wrap = (inner: Db): Db => ({
    engine: inner.engine,
    query: <R,>(sql: string, params?: readonly unknown[]) => (pattern.test(sql) ? Promise.reject(new Error('injected failure')) : inner.query<R>(sql, params)),
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}
