import { isUuid } from '../core/node';
import { TesseraError } from '../core/errors';

/** SQLSTATE codes the repositories translate into catalogue errors. */
const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === SQLSTATE.uniqueViolation;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === SQLSTATE.foreignKeyViolation;
}

/** Runs `work`, turning unique and foreign-key violations into the given errors. */
export async function translating<T>(
  work: Promise<T>,
  errors: { unique?: () => TesseraError; foreignKey?: () => TesseraError },
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (errors.unique && isUniqueViolation(error)) throw errors.unique();
    if (errors.foreignKey && isForeignKeyViolation(error)) throw errors.foreignKey();
    throw error;
  }
}

/** Ids are uuids; anything else cannot name a row (and would make PostgreSQL throw 22P02). */
export function requireUuid(id: string, what: string): void {
  if (!isUuid(id)) throw new TesseraError('NOT_FOUND', { what });
}

/** What a data or integrity error says about the input that caused it (SQLSTATE classes 22, 23, 54). */
const INPUT_PROBLEMS: Record<string, string> = {
  '22001': 'a text is longer than its column allows',
  '22003': 'a number is out of range',
  '22007': 'a date or time has the wrong form',
  '22008': 'a date or time is out of range',
  '22021': 'a text holds a character the database cannot store',
  '22P02': 'a value has the wrong form',
  '22P05': 'a text holds a character the database cannot store',
  '23502': 'a required value is missing',
  '23514': 'a value breaks a rule of the data',
  '54000': 'a value is too large to store',
};

/**
 * A database error that the request's input caused, as a 4xx the client can act on; a
 * unique violation is a conflict. Anything else (our own bugs, outages) stays unmapped.
 */
export function inputErrorOf(error: unknown): TesseraError | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state === SQLSTATE.uniqueViolation) return new TesseraError('ALREADY_EXISTS', { what: 'A record with these values' });
  if (state === SQLSTATE.foreignKeyViolation) return new TesseraError('INVALID_VALUE', { detail: 'it refers to something that does not exist' });
  const problem = INPUT_PROBLEMS[state] ?? (state.startsWith('22') ? 'a value is not valid' : undefined);
  return problem ? new TesseraError('INVALID_VALUE', { detail: problem }) : undefined;
}
