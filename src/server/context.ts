/** What the server adds to Fastify's requests and route options (decorators of the instance live with their plugins). */
import type { User } from '../core/contracts';
import type { Session, UserActor } from '../content';
import type { AccessPolicy } from './access';

declare module 'fastify' {
  interface FastifyRequest {
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
