import { z } from 'zod';
import { SiteId, Timestamp } from './common';

export const AuditEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  actor: z.string().nullable(),
  action: z.string(),
  site: SiteId.nullable(),
  documentId: z.string().nullable(),
  path: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

export const AuditQuery = z.object({
  site: SiteId.optional(),
  actor: z.string().max(320).optional(),
  action: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().min(1).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const AuditResponse = z.object({ entries: z.array(AuditEntry) });

export type AuditEntry = z.infer<typeof AuditEntry>;
export type AuditQuery = z.infer<typeof AuditQuery>;
