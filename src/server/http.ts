import type { z } from 'zod';
import { TesseraError, type Issue } from '../core/errors';

type Where = 'body' | 'query' | 'params';

/** Parses request input with a zod schema; a 400 naming every bad field otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => ({
    path: `/${where}${issue.path.map((key) => `/${String(key)}`).join('')}`,
    message: issue.message,
  }));
  const first = issues[0]!;
  const field = first.path.replace(`/${where}`, '').slice(1) || where;
  throw new TesseraError('INVALID_BODY', { detail: `${field}: ${first.message}` }, issues);
}
