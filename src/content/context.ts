import type { Registry } from '../core/component';
import type { HtmlSanitizer } from '../core/html';
import { everySite, type Role, type SiteId, type SiteRoles } from '../core/sites';
import type { Db } from '../store/types';
import type { Clock } from '../services/clock';
import type { IdentityProviders } from '../services/identity';
import type { MediaStorage } from '../services/media';
import type { CaptchaService } from '../services/captcha';
import type { Mailer } from '../services/mail';
import type { OutboundPolicy } from '../services/outbound';
import type { MarketData } from '../services/market-data';
import type { PhoneProvider } from '../services/sms';
import type { AttemptLimiter } from '../core/attempts';
import type { PageRenderer } from './archive/renderer';
import type { SurrogateKey } from './surrogate-keys';
import type { VisitorSessionsChange } from './changes';

/**
 * Told after a change that visitors would see, so page caches (here and in other processes) drop
 * it and a CDN in front purges what shows it.
 */
export interface ChangeListener {
  /** Published content of `site` changed; `keys`: the surrogate keys it makes stale (surrogate-keys.ts), the whole site's when not given. */
  contentChanged(site: SiteId, keys?: readonly SurrogateKey[]): Promise<void>;
  /** Site names, hosts, settings, redirects or sign-in providers changed: of `sites`, or of every site when not given. */
  sitesChanged(sites?: readonly SiteId[]): Promise<void>;
  /** Visitor sessions ended or their visitor changed: processes drop the sessions they keep. */
  visitorSessionsChanged?(change: VisitorSessionsChange): Promise<void>;
}

/** What every operation works with: the store, the component registry and the outside concerns. */
export interface ContentContext {
  db: Db;
  registry: Registry;
  /** Sanitizes rich text in every tree that is validated (services/sanitize). */
  sanitizeHtml: HtmlSanitizer;
  changes: ChangeListener;
  clock: Clock;
  /** Sign-in at sites' external OpenID Connect providers (services/identity). */
  identity: IdentityProviders;
  /** The media library's bytes (services/media). */
  media: MediaStorage;
  /** Files attached to form submissions: private, served to editors only. */
  uploads: MediaStorage;
  captcha: CaptchaService;
  mailer: Mailer;
  /** What outbound requests to configured addresses may reach (services/outbound). */
  outbound: OutboundPolicy;
  /** SMS and voice calls (services/sms); without a provider they are held in the outbox. */
  phone: PhoneProvider;
  /** Quotes, indices and halts, cached in front of the provider (services/market-data). */
  marketData: MarketData;
  /** Signs what visitors hold for later (access-code grants): the same in every process of an installation. */
  secret: string;
  /** Failed attempts counted to slow guessing (in the database: shared by every process). */
  attempts: { accessCodes: AttemptLimiter };
  /** Renders the pages a publication changes for the record of what was served (archive/). */
  archive: PageRenderer;
}

/** A signed-in person acting through the editor or the content API. */
export interface UserActor {
  kind: 'user';
  id: string;
  email: string;
  name: string;
  /** The role on each site (issue 23 item 1); a site left out is no access. */
  roles: SiteRoles;
  disabled?: boolean;
}

/** The platform acting for itself: demo content, the command line. */
export interface SystemActor {
  kind: 'system';
  name: 'seed' | 'cli';
}

export type Actor = UserActor | SystemActor;

/** The actor of a user record; a single `role` (tests, fixtures) means that role on every site. */
export function userActor(
  user: { id: string; email: string; name: string; disabled?: boolean } & ({ roles: SiteRoles } | { role: Role }),
): UserActor {
  const roles = 'roles' in user ? { ...user.roles } : everySite(user.role);
  return { kind: 'user', id: user.id, email: user.email, name: user.name, roles, ...(user.disabled ? { disabled: true } : {}) };
}

export const SEED: SystemActor = { kind: 'system', name: 'seed' };
export const CLI: SystemActor = { kind: 'system', name: 'cli' };

/** How the audit log and `updatedBy` name an actor: a person's e-mail address, or the system's name. */
export function actorName(actor: Actor): string {
  return actor.kind === 'user' ? actor.email : actor.name;
}
