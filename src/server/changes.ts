import type { FastifyBaseLogger } from 'fastify';
import type { SiteId } from '../core/sites';
import type { Change, ChangeChannel, ChangeListener, VisitorSessionsChange } from '../content';
import type { Visitor } from '../core/contracts';
import type { PageCache } from './page-cache';
import { SessionCache } from './session-cache';
import type { SiteDirectory } from './sites';

/**
 * Keeps every server process's caches fresh: a change applies here at once and is
 * announced over NOTIFY, so processes sharing one PostgreSQL drop their copies too.
 */
export class ChangeFeed implements ChangeListener {
  private unsubscribe: (() => Promise<void>) | undefined;
  /** Signed-in visitors looked up by this process, kept a few seconds (`visitorOf`). */
  readonly visitorSessions = new SessionCache<Visitor>();

  constructor(
    private readonly channel: ChangeChannel,
    private readonly cache: PageCache,
    private readonly sites: SiteDirectory,
    private readonly log: FastifyBaseLogger,
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
  }

  /** A published document of `site` changed (publish, unpublish, delete, access code, path). */
  async contentChanged(site: SiteId): Promise<void> {
    this.cache.invalidateSite(site);
    await this.announce({ kind: 'content', site });
  }

  /** Site names, hosts or sign-in providers changed: every page may show them. */
  async sitesChanged(): Promise<void> {
    await this.sites.reload();
    this.cache.clear();
    await this.announce({ kind: 'sites' });
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

  private async apply(change: Change): Promise<void> {
    if (change.kind === 'content') this.cache.invalidateSite(change.site);
    else if (change.kind === 'visitor-sessions') this.dropSessions(change);
    else {
      await this.sites.reload();
      this.cache.clear();
    }
  }
}
