import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from '../../core/component';
import { changeChannel, createContentContext, type ContentContext, type Db } from '../../content';
import { captchaService } from '../../services/captcha';
import { systemClock } from '../../services/clock';
import { heldMail, smtpMailer } from '../../services/mail';
import { HttpProvider, MarketData, SimulatedProvider } from '../../services/market-data';
import { fileMediaStorage } from '../../services/media';
import { heldPhone, httpPhoneProvider } from '../../services/sms';
import { outboundFetch } from '../../services/outbound/fetch';
import { httpCdnPurger, noCdnPurge } from '../../services/cdn';
import { ChangeFeed } from '../changes';
import { PageCache } from '../page-cache';
import { archiveRenderer } from '../archive-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the application layer's operations work with: every route calls `content` with it. */
    content: ContentContext;
    /** Rendered pages kept for everyone (and prepared ones for gated pages). */
    pageCache: PageCache;
    /** Drops cached pages on a change, here and (over NOTIFY) in the other processes. */
    changes: ChangeFeed;
  }
}

/**
 * The application layer's context for this process, with the page cache its changes clear. The
 * database handle goes to `content` and nowhere else in the server.
 */
export const contentPlugin = fp(
  async (app: FastifyInstance, { db, registry }: { db: Db; registry: Registry }) => {
    const { config } = app;
    const pageCache = new PageCache();
    // Aborted as the server begins to close: outbound calls in flight (the outbox's, a chart's) end at once.
    const stopping = new AbortController();
    app.addHook('preClose', async () => stopping.abort());
    const outbound = { allowHosts: config.outboundAllowedHosts, signal: stopping.signal };
    // A CDN in front, when configured, is purged by the surrogate keys each change made stale.
    const purge = config.cdn.purge;
    const cdn = purge ? httpCdnPurger({ url: purge.url, ...(purge.token ? { token: purge.token } : {}), repeatMs: purge.repeatMs, policy: outbound, log: app.log }) : noCdnPurge;
    const changes = new ChangeFeed(changeChannel(db), pageCache, app.sites, app.log, cdn);
    await changes.start();
    app.addHook('onClose', () => changes.stop());
    const content = createContentContext({
      db,
      registry,
      changes,
      archive: archiveRenderer({ registry }),
      media: fileMediaStorage(config.mediaDir),
      uploads: fileMediaStorage(config.submissionsDir),
      // reCAPTCHA verification and a real market data feed go through the outbound policy too.
      captcha: captchaService({ hmacSecret: config.secret, fetch: outboundFetch(outbound) }),
      mailer: config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : heldMail,
      outbound,
      phone: config.sms ? httpPhoneProvider({ ...config.sms, policy: outbound }) : heldPhone,
      secret: config.secret,
      marketData: new MarketData(config.marketDataUrl ? new HttpProvider({ baseUrl: config.marketDataUrl, fetch: outboundFetch(outbound) }) : new SimulatedProvider(systemClock), {
        clock: systemClock,
        intervalMs: config.marketDataIntervalMs,
        delayMinutes: config.marketDataDelayMinutes,
        onFailure: (error, key) => {
          app.log.warn({ err: error, key }, 'market data provider failed; serving the last good data');
          app.metrics.marketDataFailed(key);
        },
        onSuccess: (key) => app.metrics.marketDataSucceeded(key),
        onStale: (key) => app.metrics.marketDataServedStale(key),
      }),
    });
    app.decorate('pageCache', pageCache);
    app.decorate('changes', changes);
    app.decorate('content', content);
  },
  { name: 'tessera-content', fastify: '5.x', dependencies: ['tessera-config', 'tessera-sites', 'tessera-metrics'] },
);
