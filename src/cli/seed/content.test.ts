import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { BANNER_DEMO_DURATION, HEADING_LIMITS } from '../../core/constants';
import type { Node } from '../../core/node';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { renderBody } from '../../render/page';
import { validateDocumentTree } from '../../content';
import { sanitizeRichHtml } from '../../services/sanitize';
import { themeFor } from '../../themes';
import { demoDocuments } from './content';
import type { DemoDocument } from './types';

const COMMON_PAGES = ['/', '/privacy-policy'];
const COMMON_PARTIALS = ['/header', '/footer'];

/** The paths the brief and specification §2 ask for; /alerts/benchmark-and-processing falls back to /alerts. */
const EXPECTED: Record<SiteId, { pages: string[]; partials: string[] }> = {
  ice: {
    pages: [
      ...COMMON_PAGES,
      '/insights',
      '/margins',
      '/futures-us',
      '/clear-europe',
      '/futures/agriculture',
      '/futures/credit',
      '/futures/energy',
      '/futures/equity-derivatives',
      '/futures/fx',
      '/futures/freight',
      '/alerts',
      '/alerts/markets',
      '/alerts/data-and-technology',
      '/alerts/clearing',
      '/report-center',
    ],
    partials: [...COMMON_PARTIALS, '/login/footer-content', '/flyout/login', '/login/test'],
  },
  nyse: { pages: [...COMMON_PAGES, '/fees', '/holiday-hours'], partials: COMMON_PARTIALS },
  imt: {
    pages: [
      ...COMMON_PAGES,
      '/products/loan-boarding',
      '/products/servicing-digital',
      '/products/customer-service',
      '/products/loss-mitigation',
      '/products/bankruptcy',
      '/products/actionable-intelligence-platform',
      '/products/automated-lien-release',
      '/products/servicing-apis',
      '/products/interchange-services',
      '/partners/partner-with-us',
      '/support',
    ],
    partials: COMMON_PARTIALS,
  },
  mersinc: { pages: [...COMMON_PAGES, '/solutions', '/solutions/real-estate'], partials: COMMON_PARTIALS },
  mersmembers: { pages: COMMON_PAGES, partials: COMMON_PARTIALS },
  ctaplan: { pages: COMMON_PAGES, partials: COMMON_PARTIALS },
  esignal: { pages: COMMON_PAGES, partials: COMMON_PARTIALS },
  globalotc: { pages: COMMON_PAGES, partials: COMMON_PARTIALS },
};

const docs = demoDocuments();

/** Validated exactly as the installer and the content API do (defaults applied, rich text sanitized). */
const validated = docs.map((doc) => ({
  ...doc,
  tree: validateDocumentTree({ registry, sanitizeHtml: sanitizeRichHtml }, { site: doc.site, kind: doc.kind, tree: doc.tree }),
}));

const siteDocs = (site: SiteId) => validated.filter((d) => d.site === site);

function render(doc: DemoDocument): string {
  const theme = themeFor(doc.site);
  const partials = new Map(siteDocs(doc.site).filter((d) => d.kind === 'partial').map((d) => [d.path, d.tree]));
  return renderBody({
    registry,
    views,
    site: { id: doc.site, name: theme.name, logoSvg: theme.logoSvg },
    path: doc.path,
    tree: doc.tree,
    partials,
    islandRuntime: '/static/islands.js',
  }).html;
}

const rendered = new Map(validated.map((d) => [`${d.site}${d.path}`, render(d)]));
const htmlOf = (d: DemoDocument) => rendered.get(`${d.site}${d.path}`)!;

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const children of Object.values(node.slots)) for (const child of children) walk(child, visit);
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!));
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(/\shref="([^"]*)"/.exec(m[1]!)?.[1] ?? ''),
    text: m[2]!.replace(/<[^>]*>/g, '').trim(),
    label: /\saria-label="([^"]+)"/.exec(m[1]!)?.[1] ?? '',
  }));

describe('demo documents', () => {
  it('validate against the component registry with the root kind of their site', () => {
    for (const doc of docs) {
      expect(() => validateDocumentTree({ registry, sanitizeHtml: sanitizeRichHtml }, { site: doc.site, kind: doc.kind, tree: doc.tree }), `${doc.site}${doc.path}`).not.toThrow();
      const root = doc.kind === 'partial' ? 'fragment' : themeFor(doc.site).layout;
      expect(doc.tree.name, `${doc.site}${doc.path}`).toBe(root);
    }
  });

  it('are exactly the expected pages and partials of each site', () => {
    for (const site of SITE_IDS) {
      const mine = docs.filter((d) => d.site === site);
      expect(mine.filter((d) => d.kind === 'page').map((d) => d.path).sort(), site).toEqual([...EXPECTED[site].pages].sort());
      expect(mine.filter((d) => d.kind === 'partial').map((d) => d.path).sort(), site).toEqual([...EXPECTED[site].partials].sort());
    }
    const keys = docs.map((d) => `${d.site}${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('ice/alerts/benchmark-and-processing');
  });

  it('have titles, page descriptions and no placeholder text', () => {
    for (const doc of docs) {
      expect(doc.title.trim(), `${doc.site}${doc.path}`).not.toBe('');
      if (doc.kind === 'page') expect(doc.seo?.description?.trim(), `${doc.site}${doc.path}`).toBeTruthy();
    }
    expect(JSON.stringify(docs)).not.toMatch(/lorem|ipsum/i);
  });

  it('give every node a unique id, fresh on each call', () => {
    const ids: string[] = [];
    for (const doc of docs) walk(doc.tree, (n) => ids.push(n.id));
    expect(new Set(ids).size).toBe(ids.length);
    const again = new Set<string>();
    for (const doc of demoDocuments()) walk(doc.tree, (n) => again.add(n.id));
    expect(ids.some((id) => again.has(id))).toBe(false);
  });

  it('include the site header and footer on every page, and only the banner slot the layout has', () => {
    for (const doc of validated.filter((d) => d.kind === 'page')) {
      const { slots } = doc.tree;
      const only = (slot: string) => slots[slot]?.map((n) => [n.name, n.props.path]);
      expect(only('headerContent'), `${doc.site}${doc.path}`).toEqual([['include', '/header']]);
      expect(only('footerContent'), `${doc.site}${doc.path}`).toEqual([['include', '/footer']]);
      if (themeFor(doc.site).layout === 'page-layout-no-banner') expect(slots.banner).toBeUndefined();
      expect((slots.main ?? []).length, `${doc.site}${doc.path}`).toBeGreaterThan(0);
    }
  });

  it('build /header and /footer from the header and footer components', () => {
    for (const site of SITE_IDS) {
      const header = siteDocs(site).find((d) => d.path === '/header')!;
      const footer = siteDocs(site).find((d) => d.path === '/footer')!;
      expect(header.tree.slots.content!.map((n) => n.name), site).toEqual(['header']);
      expect(footer.tree.slots.content!.map((n) => n.name), site).toEqual(['footer', 'cookie-notice']);
      const menus = header.tree.slots.content![0]!.props.menus as { sections: { links: unknown[] }[] }[];
      expect(menus.length, site).toBeGreaterThanOrEqual(2);
      expect(menus.length, site).toBeLessThanOrEqual(4);
      expect((header.tree.slots.content![0]!.props.ctaLinks as unknown[]).length, site).toBeGreaterThan(0);
      const bottom = footer.tree.slots.content![0]!.props.bottomLinks as { title: string; href: string }[];
      expect(bottom, site).toContainEqual({ title: 'Privacy Policy', href: '/privacy-policy' });
    }
  });

  it('use the consent, banner, help and sign-in components where the brief puts them', () => {
    const kinds = (site: SiteId, path: string) => {
      const found: Node[] = [];
      walk(siteDocs(site).find((d) => d.path === path)!.tree, (n) => found.push(n));
      return found;
    };
    const iceBanners = kinds('ice', '/').filter((n) => n.name === 'banner-messages');
    expect(iceBanners.map((b) => [b.props.duration, b.props.isModal])).toEqual([[BANNER_DEMO_DURATION, false]]);
    const nyseBanners = kinds('nyse', '/').filter((n) => n.name === 'banner-messages');
    expect(nyseBanners.map((b) => b.props.isModal)).toEqual([true]);
    expect(nyseBanners[0]!.props.cookieName).not.toBe(iceBanners[0]!.props.cookieName);
    expect(siteDocs('ice').find((d) => d.path === '/')!.tree.slots.alertContent!.map((n) => n.name)).toEqual(['banner-messages']);
    expect(kinds('nyse', '/fees').some((n) => n.name === 'help-tooltip')).toBe(true);
    expect(kinds('ice', '/login/test').some((n) => n.name === 'login-chooser')).toBe(true);
    const embeds = validated.filter((d) => d.site === 'imt' && d.path.startsWith('/products/')).flatMap((d) => {
      const found: Node[] = [];
      walk(d.tree, (n) => n.name === 'embed' && found.push(n));
      return found;
    });
    expect(embeds.length).toBeGreaterThan(0);
    // Before consent the page holds no iframe: nothing is fetched from the third party.
    for (const doc of validated) expect(htmlOf(doc), `${doc.site}${doc.path}`).not.toContain('<iframe');
  });

  it('put a dismissable alert on the ICE alerts page', () => {
    const alerts: Node[] = [];
    walk(siteDocs('ice').find((d) => d.path === '/alerts')!.tree, (n) => n.name === 'alert' && alerts.push(n));
    expect(alerts.some((a) => a.props.dismissable === true && ['warn', 'info'].includes(a.props.intent as string))).toBe(true);
  });

  it('give each report-center category an anchor followed by a heading and text', () => {
    const main = siteDocs('ice').find((d) => d.path === '/report-center')!.tree.slots.main!;
    const anchors = main.filter((n) => n.name === 'anchor').map((n) => n.props.anchorId);
    expect(anchors).toEqual(['end-of-day', 'volumes-and-oi', 'indices', 'markers', 'deliveries']);
    for (const id of anchors) {
      const i = main.findIndex((n) => n.name === 'anchor' && n.props.anchorId === id);
      expect([main[i + 1]?.name, main[i + 2]?.name], String(id)).toEqual(['heading', 'rich-text']);
    }
  });

  it('keep heading texts within the length of their level, so no heading shifts a level', () => {
    for (const doc of validated) {
      walk(doc.tree, (n) => {
        const text = (n.name === 'heading' ? n.props.text : n.props.heading ?? n.props.title) as string | undefined;
        const level = (n.name === 'heading' ? n.props.level : n.props.headingLevel) as keyof typeof HEADING_LIMITS | undefined;
        if (text && level) expect(text.length, `${doc.site}${doc.path}: "${text}"`).toBeLessThanOrEqual(HEADING_LIMITS[level]);
      });
    }
  });

  it('render one h1 per page and headings that never skip a level', () => {
    for (const doc of validated.filter((d) => d.kind === 'page')) {
      const levels = headingLevels(htmlOf(doc));
      const where = `${doc.site}${doc.path}: ${levels.join(' ')}`;
      expect(levels[0], where).toBe(1);
      expect(levels.filter((l) => l === 1).length, where).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!, where).toBeLessThanOrEqual(1);
      });
    }
  });

  it('render one main, header and footer landmark per page, unique ids and alt text on every image', () => {
    for (const doc of validated.filter((d) => d.kind === 'page')) {
      const html = htmlOf(doc);
      const where = `${doc.site}${doc.path}`;
      expect(html.match(/<main[\s>]/g)?.length, where).toBe(1);
      expect(html.match(/<header[\s>]/g)?.length, where).toBe(1);
      expect(html.match(/<footer[\s>]/g)?.length, where).toBe(1);
      expect(html.match(/aria-label="Breadcrumb"/g)?.length ?? 0, where).toBeLessThanOrEqual(1);
      const ids = idsIn(html);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), where).toEqual([]);
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img, where).toMatch(/\salt="/);
    }
  });

  it('use existing images, described on cards, media and home-page heroes', () => {
    let described = 0;
    for (const doc of validated) {
      walk(doc.tree, (n) => {
        const image = (n.name === 'media' ? n.props.imageUrl : n.props.imageSrc) as string | undefined;
        if (image) expect(existsSync(new URL(`../../../public/img/${image.replace(/^\/static\/img\//, '')}`, import.meta.url)), image).toBe(true);
        const [src, alt] =
          n.name === 'media' ? [n.props.imageUrl, n.props.altText] : [n.props.imageSrc, n.props.imageAlt];
        if (!src) return;
        // A hero image on an inner page only decorates the page heading beside it.
        if (n.name === 'hero' && doc.path !== '/') return;
        expect(String(alt).trim(), `${doc.site}${doc.path}: ${n.name} ${String(src)}`).not.toBe('');
        described++;
      });
    }
    expect(described).toBeGreaterThan(20);
  });

  it('render tables with a caption and scoped header cells', () => {
    let tables = 0;
    for (const doc of validated) {
      for (const t of htmlOf(doc).match(/<table>[\s\S]*?<\/table>/g) ?? []) {
        tables++;
        expect(t, `${doc.site}${doc.path}`).toMatch(/^<table><caption>[^<]+<\/caption><thead>/);
        expect(t.match(/<th>/g), `${doc.site}${doc.path}`).toBeNull();
      }
    }
    expect(tables).toBeGreaterThan(20);
    const holidays = htmlOf(siteDocs('nyse').find((d) => d.path === '/holiday-hours')!);
    for (const day of ['Good Friday', 'Juneteenth', 'Thanksgiving Day', 'Christmas Day', 'Friday, November 27', 'Thursday, December 24']) {
      expect(holidays).toContain(day);
    }
  });

  it('give every link discernible text and resolve every internal link on its own site', () => {
    let internal = 0;
    for (const doc of validated) {
      const site = siteDocs(doc.site);
      const pages = new Map(site.filter((d) => d.kind === 'page').map((d) => [d.path, new Set(idsIn(htmlOf(d)))]));
      const own = new Set(idsIn(htmlOf(doc)));
      for (const link of links(htmlOf(doc))) {
        const where = `${doc.site}${doc.path} → ${link.href}`;
        expect(link.text || link.label, where).not.toBe('');
        if (/^(mailto|tel):/.test(link.href)) continue;
        if (/^https?:/.test(link.href)) {
          expect(link.href, where).toMatch(/^https:\/\//);
          continue;
        }
        internal++;
        const [path, hash] = link.href.split('#') as [string, string | undefined];
        const ids = path === '' ? own : pages.get(path);
        expect(ids, `${where}: no such page`).toBeDefined();
        if (hash) expect(ids!.has(hash), `${where}: no such anchor`).toBe(true);
      }
    }
    expect(internal).toBeGreaterThan(300);
  });
});
