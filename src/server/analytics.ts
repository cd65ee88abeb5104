import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE, CONSENT_EVENT } from '../components/cookie-notice/consent';
import { readSiteSettings, type SiteAnalyticsSettings } from '../core/contracts/site-settings';
import { analyticsOrigins } from '../core/site-settings';
import { ANALYTICS_CONFIG_ID, ANALYTICS_LOADER } from '../render/site-head';
import { anyone } from './access';
import { PAGE_POLICY } from './security-headers';

/**
 * The analytics loader every page of a site with a provider names (`render/site-head.ts`). It
 * reads the page's configuration and adds the provider's script only when the visitor's consent
 * cookie holds the provider's category — at once, or when the cookie notice saves that choice.
 * Plain script, same origin: `script-src` admits it, and nothing a page holds can change it.
 */
export const ANALYTICS_LOADER_SOURCE = `(function () {
  var el = document.getElementById(${JSON.stringify(ANALYTICS_CONFIG_ID)});
  if (!el) return;
  var cfg;
  try { cfg = JSON.parse(el.textContent || ''); } catch (e) { return; }
  var loaded = false;
  function accepted() {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(${JSON.stringify(`${CONSENT_COOKIE}=`)}) === 0) return decodeURIComponent(part.slice(${CONSENT_COOKIE.length + 1})).split('.');
    }
    return [];
  }
  function add(src) {
    var s = document.createElement('script');
    s.async = true;
    s.src = src;
    s.setAttribute('data-analytics', cfg.provider);
    document.head.appendChild(s);
  }
  function load() {
    if (loaded || accepted().indexOf(cfg.category) < 0) return;
    loaded = true;
    if (cfg.provider === 'ga4') {
      window.dataLayer = window.dataLayer || [];
      window.gtag = function () { window.dataLayer.push(arguments); };
      window.gtag('js', new Date());
      window.gtag('config', cfg.measurementId);
      add('https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(cfg.measurementId));
    } else if (cfg.provider === 'matomo') {
      var base = /\\/$/.test(cfg.url) ? cfg.url : cfg.url + '/';
      var paq = (window._paq = window._paq || []);
      paq.push(['trackPageView'], ['enableLinkTracking'], ['setTrackerUrl', base + 'matomo.php'], ['setSiteId', cfg.siteId]);
      add(base + 'matomo.js');
    }
  }
  load();
  window.addEventListener(${JSON.stringify(CONSENT_EVENT)}, load);
})();
`;

/**
 * The page policy of a site with an analytics provider: the provider's script and reporting
 * origins added to \`script-src\` and \`connect-src\`, nothing else.
 */
export function pagePolicyWith(analytics: SiteAnalyticsSettings | undefined): string {
  if (!analytics || analytics.provider === 'none') return PAGE_POLICY;
  const { script, connect } = analyticsOrigins(analytics);
  return PAGE_POLICY.replace("script-src 'self'", `script-src 'self' ${script.join(' ')}`).replace("connect-src 'self'", `connect-src 'self' ${connect.join(' ')}`);
}

/** The analytics loader route, and each site's page policy with its provider's origins. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.get(ANALYTICS_LOADER, { schema: { hide: true }, config: { access: anyone } }, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ANALYTICS_LOADER_SOURCE),
  );
}

/**
 * Each served site's page policy, made once: a reload of the site directory makes new site
 * objects, so a changed setting is seen. Reading the settings is a zod parse of every section,
 * once per HTML answer before (issue 39 item 2).
 */
const policies = new WeakMap<object, string>();

/** The policy for an HTML answer to `request`: its site's analytics origins, as the directory holds them now. */
export function pagePolicyFor(app: FastifyInstance, site: { kind: string; site?: { id: string } } | undefined): string {
  if (site?.kind !== 'site' || !site.site) return PAGE_POLICY;
  const served = app.sites?.get(site.site.id as never);
  if (!served) return PAGE_POLICY;
  let policy = policies.get(served);
  if (policy === undefined) policies.set(served, (policy = pagePolicyWith(readSiteSettings(served.settings).analytics)));
  return policy;
}
