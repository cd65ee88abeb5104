import { randomBytes } from 'node:crypto';
import * as store from '../../store';
import type { ContentContext } from '../context';

const SETTING = 'signing-secret';

/**
 * The secret that signs what visitors hold for later (access-code grants, a provider
 * sign-in's cookie, subscription links, captcha challenges): the configured `SECRET`, else
 * the installation's own, generated on the first start and kept in the database, so that
 * every process and host on one database signs and checks alike (issue 26 item 1). Processes
 * starting at once each offer a new secret; the first committed is the one all read back.
 */
export async function signingSecret(ctx: Pick<ContentContext, 'db'>, { configured }: { configured?: string | undefined } = {}): Promise<string> {
  if (configured) return configured;
  return ctx.db.transaction((tx) => store.storeSettingOnce(tx, { name: SETTING, value: randomBytes(32).toString('base64url') }));
}
