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
