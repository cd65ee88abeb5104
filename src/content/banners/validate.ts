import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';

/** Each site a banner targets is installed here: a known id that is not → 400 naming it. */
export async function checkBannerSites(tx: Db, sites: readonly SiteId[]): Promise<void> {
  const installed = new Set((await store.listSites(tx)).map((s) => s.id));
  const index = sites.findIndex((s) => !installed.has(s));
  if (index < 0) return;
  const problem = `the site ${sites[index]} is not installed`;
  throw new TesseraError('INVALID_BODY', { detail: `sites/${index}: ${problem}` }, [{ path: `/body/sites/${index}`, message: problem }]);
}
