import { z } from 'zod';
import { ErrorBody } from '../core/contracts';

/**
 * A route's response contracts: the success bodies given, plus the error body for 4xx and
 * 5xx. The serializer sends exactly what is declared (undeclared keys are dropped, a body
 * that does not match is a 500), and the OpenAPI document shows the same.
 */
export function responses<const R extends Record<number, z.ZodType | { description?: string; content: Record<string, { schema: z.ZodType }> }>>(success: R) {
  return { ...success, '4XX': ErrorBody, '5XX': ErrorBody } as R & { '4XX': typeof ErrorBody; '5XX': typeof ErrorBody };
}
