import { z } from 'zod';
import { AUDIT_ACTION_PATTERN } from '../audit-actions';
import { SiteId, Timestamp } from './common';
import { PageLinks, pageParams } from './paging';

export const AuditEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  /** The e-mail address of the editor who acted, or the name of a process (`retention`). */
  actor: z.string().nullable(),
  /** The editor's name when the actor is an editor account. */
  actorName: z.string().nullable().optional(),
  action: z.string(),
  site: SiteId.nullable(),
  documentId: z.string().nullable(),
  path: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

/** A row of the log: one entry, or (`fold=true`) consecutive draft saves of one page by one person. */
export const AuditRow = AuditEntry.extend({
  /** The saves folded into this row, newest first (this row is the newest of them). */
  folded: z.array(AuditEntry).optional(),
});

export const AuditQuery = z.object({
  site: SiteId.optional(),
  actor: z.string().max(320).optional(),
  action: z
    .string()
    .max(100)
    .regex(AUDIT_ACTION_PATTERN, 'Use an action code such as draft.save or document.publish')
    .optional()
    .describe('An action code, e.g. `draft.save`, `document.publish`, `user.update`'),
  ...pageParams('audit', { keyLength: 1, limit: { default: 100, max: 500 } }),
  fold: z.enum(['true', 'false']).default('false').describe('true folds consecutive draft saves of one page by one person into one row'),
  format: z.enum(['json', 'csv']).default('json').describe('csv: every matching entry (limit and cursor do not apply)'),
});

export const AuditResponse = z.object({
  entries: z.array(AuditRow),
  ...PageLinks,
});

export type AuditEntry = z.infer<typeof AuditEntry>;
export type AuditRow = z.infer<typeof AuditRow>;
export type AuditQuery = z.infer<typeof AuditQuery>;
