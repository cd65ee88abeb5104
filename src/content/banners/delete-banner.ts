import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayManageBanners } from './shared';

/** Removes a banner or disclaimer from all its sites at once. */
export async function deleteBanner(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertMayManageBanners(actor, []);
  const by = actorName(actor);
  const sites = await ctx.db.transaction(async (tx) => {
    const before = await store.getBanner(tx, { id, lock: true });
    if (!before) throw new TesseraError('NOT_FOUND', { what: `Banner ${id}` });
    assertMayManageBanners(actor, before.sites);
    await store.deleteBanner(tx, { id });
    for (const site of before.sites) {
      await store.appendAudit(tx, { actor: by, action: 'banner.delete', site, detail: { banner: id, kind: before.kind, message: before.message, sites: before.sites, startsAt: before.startsAt, endsAt: before.endsAt } });
    }
    return before.sites;
  });
  for (const site of sites) await ctx.changes.contentChanged(site);
}
