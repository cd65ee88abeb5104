import { bootstrap as bootstrapStore, createContentContext, type BootstrapResult, type Db } from '../content';
import type { Registry } from '../core/component';
import { demoDocuments } from './seed/content';
import { demoVisitors } from './seed/visitors';
import { demoAlerts, demoNotices } from './seed/notices';

export type { BootstrapResult };

/**
 * Brings a store to a usable state: migrated, the eight sites present, a first admin and
 * the demo content on an empty installation. Safe to run on every start.
 */
export function bootstrap(
  db: Db,
  { registry, adminEmail, adminPassword, visitorPassword }: { registry: Registry; adminEmail: string; adminPassword?: string; visitorPassword?: string },
): Promise<BootstrapResult> {
  return bootstrapStore(createContentContext({ db, registry }), {
    adminEmail,
    ...(adminPassword ? { adminPassword } : {}),
    documents: demoDocuments,
    visitors: demoVisitors,
    notices: demoNotices,
    alerts: demoAlerts,
    ...(visitorPassword ? { visitorPassword } : {}),
  });
}
