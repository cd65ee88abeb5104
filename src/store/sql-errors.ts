/** SQLSTATE codes the repositories' callers classify. */
const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a failed statement broke, as both engines report it ('' when unnamed). */
function constraintOf(error: unknown): string {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' ? constraint : '';
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === SQLSTATE.uniqueViolation;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === SQLSTATE.foreignKeyViolation;
}

/** The name of the unique constraint `error` broke ('' when unnamed); undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  return isUniqueViolation(error) ? constraintOf(error) : undefined;
}

/** The name of the foreign key `error` broke ('' when unnamed); undefined for any other error. */
export function foreignKeyViolation(error: unknown): string | undefined {
  return isForeignKeyViolation(error) ? constraintOf(error) : undefined;
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

/** A database error that the input of a statement caused; anything else (our own bugs, outages) is undefined. */
export type InputProblem = { kind: 'unique' } | { kind: 'foreign-key' } | { kind: 'invalid'; detail: string };

/** Classifies a database error as a problem with the statement's input, if it is one. */
export function inputProblemOf(error: unknown): InputProblem | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state === SQLSTATE.uniqueViolation) return { kind: 'unique' };
  if (state === SQLSTATE.foreignKeyViolation) return { kind: 'foreign-key' };
  const detail = INPUT_PROBLEMS[state] ?? (state.startsWith('22') ? 'a value is not valid' : undefined);
  return detail ? { kind: 'invalid', detail } : undefined;
}
