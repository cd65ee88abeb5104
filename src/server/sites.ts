import { normalizeHost, type SiteId } from '../core/sites';
import type { servedSites } from '../content';
import type { Site } from '../core/contracts';

/** How many Host headers `match` remembers its answer for. */
const MATCHES_KEPT = 1024;

export type HostMatch = { kind: 'portal' } | { kind: 'site'; site: Site } | { kind: 'unknown'; host: string };

/** In-memory map of host names to sites, so serving a page costs no query for its site. */
export class SiteDirectory {
  private byHost = new Map<string, Site>();
  private byId = new Map<SiteId, Site>();
  private providerLabels = new Map<SiteId, string>();
  private redirects = new Map<string, { to: string; status: 301 | 302 }>();
  private recaptchaSites = new Set<SiteId>();
  /** Answers of `match` by Host header as sent (every request asks). */
  private matches = new Map<string | undefined, Readonly<HostMatch>>();
  private readonly portalHosts: readonly string[];

  constructor(
    private readonly load: () => ReturnType<typeof servedSites>,
    portalHosts: readonly string[],
  ) {
    this.portalHosts = portalHosts.map(normalizeHost);
  }

  async reload(): Promise<void> {
    const { sites, signInProviders, redirects, recaptchaSites = [] } = await this.load();
    this.recaptchaSites = new Set(recaptchaSites);
    this.providerLabels = signInProviders;
    this.redirects = new Map(redirects.map((r) => [`${r.site}\n${r.from}`, { to: r.to, status: r.status }] as const));
    this.byHost = new Map(sites.flatMap((site) => site.hosts.map((h) => [normalizeHost(h), site] as const)));
    this.byId = new Map(sites.map((site) => [site.id, site]));
    this.matches = new Map();
  }

  /** The site (or the portal) a Host header names; the same answer for the same header until a reload. */
  match(hostHeader: string | undefined): HostMatch {
    const known = this.matches.get(hostHeader);
    if (known) return known;
    const host = normalizeHost(hostHeader);
    const site = this.byHost.get(host);
    const match: HostMatch = this.portalHosts.includes(host) ? { kind: 'portal' } : site ? { kind: 'site', site } : { kind: 'unknown', host };
    // Host headers come from clients: only so many are remembered.
    if (this.matches.size < MATCHES_KEPT) this.matches.set(hostHeader, match);
    return match;
  }

  get(id: SiteId): Site | undefined {
    return this.byId.get(id);
  }

  /** The label of the site's external identity provider, when it has one ("Sign in with …"). */
  signInProvider(id: SiteId): string | undefined {
    return this.providerLabels.get(id);
  }

  /** The redirect an Admin set for this path of the site (site settings), if any. */
  redirect(id: SiteId, path: string): { to: string; status: 301 | 302 } | undefined {
    return this.redirects.get(`${id}\n${path}`);
  }

  /** Whether the site's forms ask for reCAPTCHA (its captcha settings) rather than ALTCHA. */
  usesRecaptcha(id: SiteId): boolean {
    return this.recaptchaSites.has(id);
  }

  all(): Site[] {
    return [...this.byId.values()];
  }
}
