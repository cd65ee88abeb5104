import type { Site } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, mayAdminister } from '../access';
import type { Actor } from '../context';

/** Users, sites, settings, the audit log and the background jobs are the Admins'. */
export function assertMayAdminister(actor: Actor): void {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
}

/** Creates or updates a site in `tx`; a host another site serves (compared normalized) → ALREADY_EXISTS. */
export async function saveSite(tx: Db, site: store.SiteInput): Promise<Site> {
  const taken = site.hosts && (await store.hostServedElsewhere(tx, { id: site.id, hosts: site.hosts }));
  if (taken) throw new TesseraError('ALREADY_EXISTS', { what: `The host "${taken}"` });
  return store.upsertSite(tx, site);
}
