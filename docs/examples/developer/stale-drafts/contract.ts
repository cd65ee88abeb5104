// In the project: src/core/contracts/stale-drafts.ts (exported from its index.ts), with the route
// entry spread into `documentRoutes` of src/core/contracts/routes/cms.ts. Core: zod and core only.
import { z } from 'zod';
import { editor } from '../../../../src/core/contracts/access';
import { SiteId, SiteParams } from '../../../../src/core/contracts/common';
import { DocumentSummary } from '../../../../src/core/contracts/documents';
import { route } from '../../../../src/core/contracts/route';

const DAYS = 'Give a whole number of days from 1 to 3650';

export const StaleDraftsQuery = z.object({
  olderThanDays: z.coerce
    .number({ error: DAYS })
    .int(DAYS)
    .min(1, DAYS)
    .max(3650, DAYS)
    .default(30)
    .describe('Drafts last saved at least this many days ago'),
});

export const StaleDraftsResponse = z.object({
  site: SiteId,
  olderThanDays: z.number().int(),
  /** Oldest first. */
  drafts: z.array(DocumentSummary),
});

export type StaleDraftsResponse = z.infer<typeof StaleDraftsResponse>;

/** Spread into the one route table (`routes`): the key becomes the OpenAPI operationId. */
export const staleDraftRoutes = {
  listStaleDrafts: route({
    method: 'GET',
    path: '/api/cms/sites/:site/stale-drafts',
    params: SiteParams,
    query: StaleDraftsQuery,
    responses: { 200: StaleDraftsResponse },
    access: editor,
    summary: "A site's drafts with changes nobody has published for a while, oldest first",
    tags: ['Documents'],
  }),
};
