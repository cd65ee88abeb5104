import { TesseraError } from '../core/errors';
import { foreignKeyViolation, inputProblemOf, uniqueViolation } from '../store';

/**
 * A database error that the request's input caused, as a 4xx the client can act on; a
 * unique violation is a conflict. Anything else (our own bugs, outages) stays unmapped.
 */
export function inputErrorOf(error: unknown): TesseraError | undefined {
  const problem = inputProblemOf(error);
  if (!problem) return undefined;
  if (problem.kind === 'unique') return new TesseraError('ALREADY_EXISTS', { what: 'A record with these values' });
  if (problem.kind === 'foreign-key') return new TesseraError('INVALID_VALUE', { detail: 'it refers to something that does not exist' });
  return new TesseraError('INVALID_VALUE', { detail: problem.detail });
}

/**
 * Runs a repository call, throwing instead of a unique or foreign-key violation the error its
 * mapper gives for the broken constraint (a mapper answering undefined lets the violation pass).
 */
export async function mapViolations<T>(
  work: Promise<T>,
  map: { unique?: (constraint: string) => TesseraError | undefined; foreignKey?: (constraint: string) => TesseraError | undefined },
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const unique = uniqueViolation(error);
    const mapped = unique === undefined ? foreignKeyOf(error, map.foreignKey) : map.unique?.(unique);
    throw mapped ?? error;
  }
}

function foreignKeyOf(error: unknown, map: ((constraint: string) => TesseraError | undefined) | undefined): TesseraError | undefined {
  const constraint = foreignKeyViolation(error);
  return constraint === undefined ? undefined : map?.(constraint);
}
