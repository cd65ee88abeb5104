import type { FastifyBaseLogger } from 'fastify';
import { SITE_IDS, type SiteId } from '../core/sites';
import { siteKey, type Change, type ChangeChannel, type ChangeListener, type SurrogateKey, type VisitorSessionsChange } from '../content';
import type { Visitor } from '../core/contracts';
import { noCdnPurge, type CdnPurger } from '../services/cdn';
import type { PageCache } from './page-cache';
import { SessionCache } from './session-cache';
import type { SiteDirectory } from './sites';

/**
 * Keeps every server process's caches fresh: a change applies here at once and is
 * announced over NOTIFY, so processes sharing one PostgreSQL drop their copies too; then
 * the CDN in front purges the surrogate keys the change made stale (this process only: it
 * made the change).
 */
export class ChangeFeed implements ChangeListener {
  private unsubscribe: (() => Promise<void>) | undefined;
  /** Keys to purge in the next request, and the announcements that go before it. */
  private queued = new Set<SurrogateKey>();
  private announcing: Promise<void>[] = [];
  private flush: Promise<void> | undefined;
  /** Signed-in visitors looked up by this process, kept a few seconds (`visitorOf`). */
  readonly visitorSessions = new SessionCache<Visitor>();

  constructor(
    private readonly channel: ChangeChannel,
    private readonly cache: PageCache,
    private readonly sites: SiteDirectory,
    private readonly log: FastifyBaseLogger,
    private readonly cdn: CdnPurger = noCdnPurge,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.channel.listen(
      (change) => {
        void this.apply(change).catch((error: unknown) => this.log.error({ err: error }, 'applying a change notice failed'));
      },
      () => {
        void this.resync().catch((error: unknown) => this.log.error({ err: error }, 'reloading the sites after reconnecting failed'));
      },
    );
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.cdn.close();
  }

  /**
   * Published content of `site` changed (publish, unpublish, delete, access code, path,
   * notices, banners); `keys`: what it made stale (the whole site when not given).
   */
  async contentChanged(site: SiteId, keys?: readonly SurrogateKey[]): Promise<void> {
    this.cache.invalidateSite(site);
    await this.purge(this.announce({ kind: 'content', site, ...(keys ? { keys: [...keys] } : {}) }), keys ?? [siteKey(site)]);
  }

  /** Site names, hosts, settings or sign-in providers changed (of `sites`, else of all): every page of them may show them. */
  async sitesChanged(sites?: readonly SiteId[]): Promise<void> {
    await this.sites.reload();
    this.cache.clear();
    await this.purge(this.announce({ kind: 'sites', ...(sites ? { sites: [...sites] } : {}) }), (sites ?? SITE_IDS).map(siteKey));
  }

  /**
   * Purges `keys` once `announced` is done (so other processes drop their copies before the CDN
   * asks them again). Changes made in the same turn (a notice import's sites) go in one request.
   */
  private purge(announced: Promise<void>, keys: readonly SurrogateKey[]): Promise<void> {
    for (const key of keys) this.queued.add(key);
    this.announcing.push(announced);
    this.flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const batch = [...this.queued];
      const before = this.announcing;
      this.queued = new Set();
      this.announcing = [];
      this.flush = undefined;
      await Promise.all(before);
      await this.cdn.purge(batch);
    });
    return this.flush;
  }

  /** Visitor sessions ended or their visitor changed: dropped here and, over NOTIFY, everywhere. */
  async visitorSessionsChanged(change: VisitorSessionsChange): Promise<void> {
    this.dropSessions(change);
    await this.announce({ kind: 'visitor-sessions', ...change });
  }

  private dropSessions({ visitorId, sessionId }: VisitorSessionsChange): void {
    if (sessionId !== undefined) this.visitorSessions.drop(sessionId);
    if (visitorId !== undefined) this.visitorSessions.dropOwner(visitorId);
    if (sessionId === undefined && visitorId === undefined) this.visitorSessions.clear();
  }

  /**
   * Tells the other processes. The change itself is already committed, so a failure here
   * is logged rather than reported to whoever made it (their change stands).
   */
  private async announce(change: Change): Promise<void> {
    try {
      await this.channel.announce(change);
    } catch (error) {
      this.log.error({ err: error, change }, 'announcing a change to the other processes failed');
    }
  }

  /** The notice connection was lost and is back: changes announced meanwhile were missed. */
  private async resync(): Promise<void> {
    this.log.warn('the change notice connection was re-established; dropping all cached pages and sessions');
    this.cache.clear();
    this.visitorSessions.clear();
    await this.sites.reload();
  }

  /** Another process's change: its caches here; the CDN was purged by that process. */
  private async apply(change: Change): Promise<void> {
    if (change.kind === 'content') this.cache.invalidateSite(change.site);
    else if (change.kind === 'visitor-sessions') this.dropSessions(change);
    else {
      await this.sites.reload();
      this.cache.clear();
    }
  }
}
