import { z } from 'zod';
import { message } from '../errors';
import type { Node } from '../node';
import { ROLES, SITE_IDS } from '../sites';

/** `'{label} is required.'` as a zod message (the specification's generic rule, §5). */
export function required(label: string): string {
  return message('REQUIRED', { label });
}

/** A required, trimmed, bounded line of text. */
export function requiredText(label: string, max: number) {
  return z.string().trim().min(1, required(label)).max(max);
}

export const SiteId = z.enum(SITE_IDS, { message: `Unknown site; use one of ${SITE_IDS.join(', ')}` });
export const Role = z.enum(ROLES);
/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.string().describe('ISO 8601 date and time');

export const SiteParams = z.object({ site: SiteId });
export const DocumentParams = z.object({ id: z.uuid('Document ids are UUIDs') });

/**
 * A component node as stored: `{ id, name, props, slots }` (specification §3). The id names
 * the recursive tree once in the OpenAPI document (`#/components/schemas/Node`); the closure
 * refers to this registered schema, so the recursion points there too.
 */
export const NodeSchema: z.ZodType<Node> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      props: z.record(z.string(), z.unknown()),
      slots: z.record(z.string(), z.array(NodeSchema)),
      version: z.number().int().optional(),
    }),
  )
  .meta({ id: 'Node' });

/** A tree sent by a client: checked against the component registry by the server, not here. */
export const TreeInput = z.unknown().describe('A component tree `{ id, name, props, slots }`, validated against the registry');

export const Issue = z.object({ path: z.string(), message: z.string() });

/** Every error answer: a stable code, a message for people, and where applicable the issues (`#/components/schemas/ErrorBody` in the OpenAPI document). */
export const ErrorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    issues: z.array(Issue).optional(),
    current: z.number().int().optional().describe('CONFLICT, DRAFT_CHANGED: the revision the server holds'),
    updatedBy: z.string().optional().describe('DRAFT_CHANGED: who saved the current revision'),
    updatedAt: z.string().optional().describe('DRAFT_CHANGED: when the current revision was saved'),
  })
  .meta({ id: 'ErrorBody' });

export const Ok = z.object({ ok: z.literal(true) });
/** `204 No Content`. */
export const NoContent = z.undefined();

/** A body a route takes only as `{}` (or none): clients that always send JSON may. */
export const EmptyBody = z.strictObject({}).optional();
