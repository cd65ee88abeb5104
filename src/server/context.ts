import type { Registry } from '../core/component';
import type { User } from '../core/contracts';
import type { ContentContext, Session, UserActor } from '../content';
import type { AssetBundle } from '../render/assets';
import type { AccessPolicy } from './access';
import type { ChangeFeed } from './changes';
import type { Config } from '../services/config';
import type { PageCache } from './page-cache';
import type { HostMatch, SiteDirectory } from './sites';

/** What every plugin of the server shares (`app.tessera`). */
export interface Tessera {
  config: Config;
  /** What the application layer's operations work with. */
  content: ContentContext;
  registry: Registry;
  assets: AssetBundle;
  sites: SiteDirectory;
  cache: PageCache;
  changes: ChangeFeed;
  /** Every route as registered (method, URL, whether the API reference shows it, its table key): for listings and tests. */
  routes: { method: string; url: string; hidden: boolean; operationId: string | undefined }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    tessera: Tessera;
  }
  interface FastifyRequest {
    /** The site (or portal) this request's Host names, resolved once per request. */
    site: HostMatch;
    /** The signed-in editor on routes that need one (`config.access`), else null. */
    user: User | null;
    session: Session | null;
    /** The signed-in editor as the acting party of content operations. */
    actor: UserActor | null;
  }
  interface FastifyContextConfig {
    /** The route's access policy; every route must declare one. */
    access?: AccessPolicy;
  }
}
