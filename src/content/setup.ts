import type { Registry } from '../core/component';
import * as store from '../store';
import type { Db } from '../store/types';
import { systemClock, type Clock } from '../services/clock';
import { openIdProviders, type IdentityProviders } from '../services/identity';
import { randomBytes } from 'node:crypto';
import { fileMediaStorage, type MediaStorage } from '../services/media';
import { captchaService, type CaptchaService } from '../services/captcha';
import { heldMail, type Mailer } from '../services/mail';
import type { OutboundPolicy } from '../services/outbound';
import { heldPhone, type PhoneProvider } from '../services/sms';
import { MarketData, SimulatedProvider } from '../services/market-data';
import { sanitizeRichHtml } from '../services/sanitize';
import type { ChangeListener, ContentContext } from './context';
import { attemptLimiter } from './limits/attempt-limiter';
import { ACCESS_CODE_ATTEMPTS } from './site-pages/access-code';
import type { PageRenderer } from './archive/renderer';

/** Nobody to tell: the command line and tests without a server. */
export const noChangeListener: ChangeListener = {
  contentChanged: async () => {},
  sitesChanged: async () => {},
};

/** The context every operation takes, with the platform's services unless given others. */
export function createContentContext(options: {
  db: Db;
  registry: Registry;
  /** The server's page renderer (`server/archive-renderer.ts`): publishing records what it renders. */
  archive: PageRenderer;
  changes?: ChangeListener;
  clock?: Clock;
  identity?: IdentityProviders;
  media?: MediaStorage;
  uploads?: MediaStorage;
  captcha?: CaptchaService;
  mailer?: Mailer;
  outbound?: OutboundPolicy;
  phone?: PhoneProvider;
  marketData?: MarketData;
  secret?: string;
}): ContentContext {
  const clock = options.clock ?? systemClock;
  return {
    db: options.db,
    registry: options.registry,
    sanitizeHtml: sanitizeRichHtml,
    changes: options.changes ?? noChangeListener,
    clock,
    identity: options.identity ?? openIdProviders(),
    // Created on first write only: commands that upload nothing touch no directory.
    media: options.media ?? fileMediaStorage('./data/media'),
    uploads: options.uploads ?? fileMediaStorage('./data/submissions'),
    captcha: options.captcha ?? captchaService({ hmacSecret: randomBytes(32).toString('base64url') }),
    mailer: options.mailer ?? heldMail,
    outbound: options.outbound ?? { allowHosts: [] },
    phone: options.phone ?? heldPhone,
    marketData: options.marketData ?? new MarketData(new SimulatedProvider(clock), { clock }),
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    attempts: { accessCodes: attemptLimiter(options, { name: 'access-code', ...ACCESS_CODE_ATTEMPTS }) },
    archive: options.archive,
  };
}

/** Opens the configured store: PostgreSQL with a URL, else PGlite in `dataDir` (locked to this process). */
export function openStore(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? store.openDb({ databaseUrl: options.databaseUrl }) : store.openDb({ dataDir: options.dataDir ?? './data' });
}

/** Applies pending migrations. */
export async function migrateStore(db: Db): Promise<void> {
  await store.migrate(db);
}

/** Keeps the dump of a migrated PGlite cluster that new data directories start from (`npm run build`); whether it was written. */
export function prepareNewStores(): Promise<boolean> {
  return store.writeNewClusterDump();
}
