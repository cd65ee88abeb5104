import { existsSync } from 'node:fs';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { BANNER_DEMO_DURATION, HEADING_LIMITS } from '../../core/constants';
import { GATE_SLOTS, type VisitorView } from '../../core/gates';
import type { Node } from '../../core/node';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { AccessGate } from '../../render/access-gate';
import { fillGates, renderBody, type RenderInput } from '../../render/page';
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
      '/alerts/subscriptions',
      '/report-center',
      '/report-center/options',
      '/compliance',
      '/vulnerability-disclosure',
      '/connectivity',
      '/launch',
      '/ice-chat/compliance',
    ],
    partials: [...COMMON_PARTIALS, '/login/footer-content', '/flyout/login', '/login/test'],
  },
  nyse: { pages: [...COMMON_PAGES, '/fees', '/holiday-hours', '/contact', '/photo-request', '/connectivity', '/connectivity/which-session', '/notices', '/rule-book', '/trade-halts', '/market-data'], partials: COMMON_PARTIALS },
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
      '/events/servicing-summit',
    ],
    partials: COMMON_PARTIALS,
  },
  mersinc: { pages: [...COMMON_PAGES, '/solutions', '/solutions/real-estate', '/documents'], partials: COMMON_PARTIALS },
  mersmembers: { pages: [...COMMON_PAGES, '/members'], partials: COMMON_PARTIALS },
  ctaplan: { pages: [...COMMON_PAGES, '/data-policies'], partials: COMMON_PARTIALS },
  esignal: { pages: COMMON_PAGES, partials: COMMON_PARTIALS },
  globalotc: { pages: COMMON_PAGES, partials: [...COMMON_PARTIALS, '/partials/fee-notes'] },
};

const docs = demoDocuments();

/** Validated exactly as the installer and the content API do (defaults applied, rich text sanitized). */
const validated = docs.map((doc) => ({
  ...doc,
  tree: validateDocumentTree({ registry, sanitizeHtml: sanitizeRichHtml }, { site: doc.site, kind: doc.kind, tree: doc.tree }),
}));

const siteDocs = (site: SiteId) => validated.filter((d) => d.site === site);

const as = (...roles: [appKey: string, role: string][]): VisitorView => ({ roles: roles.map(([appKey, role]) => ({ appKey, role })) });

/** The visitors a page with auth gates is rendered for (specification §6 sample roles). */
const VISITORS: Record<string, VisitorView | null> = {
  'signed out': null,
  'signed in without roles': as(),
  'Compliance US under another application key': as(['CMSTWO', 'Compliance US']),
  'ICE Admin': as(['ICE', 'ICE Admin']),
  'Compliance US': as(['ICE', 'Compliance US']),
  'Compliance UK': as(['ICE', 'Compliance UK']),
  'Compliance CA': as(['ICE', 'Compliance CA']),
  'Compliance OTC': as(['ICE', 'Compliance OTC']),
};

function renderInput(doc: DemoDocument): RenderInput {
  const theme = themeFor(doc.site);
  const partials = new Map(siteDocs(doc.site).filter((d) => d.kind === 'partial').map((d) => [d.path, d.tree]));
  return {
    registry,
    views,
    site: { id: doc.site, name: theme.name, logoSvg: theme.logoSvg },
    path: doc.path,
    tree: doc.tree,
    partials,
    islandRuntime: '/static/islands.js',
  };
}

/** The page as the server sends it to one visitor: gates filled as for a request (`null`: signed out). */
function renderFor(doc: DemoDocument, visitor: VisitorView | null): string {
  const input = renderInput(doc);
  return fillGates(renderBody(input), input, visitor).html;
}

/** What a visitor without the access code gets: the code form framed by the layout's access-code slots. */
function renderLocked(doc: DemoDocument): string {
  return renderBody({ ...renderInput(doc), platformForm: createElement(AccessGate, { path: doc.path }) }).html;
}

interface View {
  who: string;
  html: string;
}

/** Every distinct version of a document: one per visitor when it holds gates, plus the locked one behind an access code. */
function render(doc: DemoDocument): View[] {
  const gated = renderBody(renderInput(doc)).gates.length > 0;
  const out: View[] = gated
    ? Object.entries(VISITORS).map(([who, visitor]) => ({ who, html: renderFor(doc, visitor) }))
    : [{ who: 'anyone', html: renderFor(doc, null) }];
  if (doc.accessCode !== undefined) out.push({ who: 'without the access code', html: renderLocked(doc) });
  return out;
}

const rendered = new Map(validated.map((d) => [`${d.site}${d.path}`, render(d)]));
const viewsOf = (d: DemoDocument) => rendered.get(`${d.site}${d.path}`)!;
const htmlOf = (d: DemoDocument) => viewsOf(d)[0]!.html;
const docAt = (site: SiteId, path: string) => validated.find((d) => d.site === site && d.path === path)!;

/** Pages the platform serves on every site (issue 10): links to them resolve without a document. */
const PLATFORM_PAGES = new Set(['/login']);

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
    for (const doc of validated) for (const v of viewsOf(doc)) expect(v.html, `${doc.site}${doc.path} (${v.who})`).not.toContain('<iframe');
  });

  it('put a dismissable alert on the ICE alerts page', () => {
    const alerts: Node[] = [];
    walk(siteDocs('ice').find((d) => d.path === '/alerts')!.tree, (n) => n.name === 'alert' && alerts.push(n));
    expect(alerts.some((a) => a.props.dismissable === true && ['warn', 'info'].includes(a.props.intent as string))).toBe(true);
  });

  it('build /report-center from the report center with every category, and /report-center/options from the options report', () => {
    const center = docAt('ice', '/report-center');
    const kinds = center.tree.slots.main!.map((n) => n.name);
    expect(kinds.filter((k) => k === 'report-center')).toHaveLength(1);
    const node = center.tree.slots.main!.find((n) => n.name === 'report-center')!;
    expect([node.props.reportId, node.props.hasBackend, node.props.showPrintButton]).toEqual(['all', true, true]);
    const html = htmlOf(center);
    for (const id of ['end-of-day', 'volumes-and-oi', 'indices', 'markers', 'deliveries']) {
      expect(html, id).toContain(`<section class="t-report-center__section" id="${id}"`);
      expect(html, id).toContain(`<a href="#${id}">`);
    }
    expect(docAt('ice', '/report-center/options').tree.slots.main!.some((n) => n.name === 'options-report')).toBe(true);
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
      for (const v of viewsOf(doc)) {
        const levels = headingLevels(v.html);
        const where = `${doc.site}${doc.path} (${v.who}): ${levels.join(' ')}`;
        expect(levels[0], where).toBe(1);
        expect(levels.filter((l) => l === 1).length, where).toBe(1);
        levels.forEach((level, i) => {
          if (i > 0) expect(level - levels[i - 1]!, where).toBeLessThanOrEqual(1);
        });
      }
    }
  });

  it('render one main, header and footer landmark per page, unique ids and alt text on every image', () => {
    for (const doc of validated.filter((d) => d.kind === 'page')) for (const { who, html } of viewsOf(doc)) {
      const where = `${doc.site}${doc.path} (${who})`;
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
      for (const t of viewsOf(doc).flatMap((v) => v.html.match(/<table>[\s\S]*?<\/table>/g) ?? [])) {
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
      // A link into another page may target any version of it (a member follows it signed in).
      const pages = new Map(site.filter((d) => d.kind === 'page').map((d) => [d.path, new Set(viewsOf(d).flatMap((v) => idsIn(v.html)))]));
      for (const { who, html } of viewsOf(doc)) {
        const own = new Set(idsIn(html));
        for (const link of links(html)) {
          const where = `${doc.site}${doc.path} (${who}) → ${link.href}`;
          expect(link.text || link.label, where).not.toBe('');
          if (/^(mailto|tel):/.test(link.href)) continue;
          if (/^https?:/.test(link.href)) {
            expect(link.href, where).toMatch(/^https:\/\//);
            continue;
          }
          internal++;
          const [pathAndQuery, hash] = link.href.split('#') as [string, string | undefined];
          const [path, query] = pathAndQuery.split('?') as [string, string | undefined];
          if (PLATFORM_PAGES.has(path)) {
            const returnTo = new URLSearchParams(query ?? '').get('returnTo');
            // A partial links back to its own path; included in a page, that becomes the page's.
            if (returnTo !== null) expect(pages.has(returnTo) || returnTo === doc.path, `${where}: returns to no such page`).toBe(true);
            continue;
          }
          expect(query, `${where}: query on a content page`).toBeUndefined();
          const ids = path === '' ? own : pages.get(path);
          expect(ids, `${where}: no such page`).toBeDefined();
          if (hash) expect(ids!.has(hash), `${where}: no such anchor`).toBe(true);
        }
      }
    }
    expect(internal).toBeGreaterThan(300);
  });
  describe('gated demo pages', () => {
    const gatesIn = (node: Node): Node[] => {
      const found: Node[] = [];
      walk(node, (n) => n.name === 'auth-gate' && found.push(n));
      return found;
    };
    const rolesOf = (gate: Node) => (gate.props.roles as { id: string; role: string }[]).map((r) => r.role).sort();
    const htmlFor = (site: SiteId, path: string, who: keyof typeof VISITORS) => renderFor(docAt(site, path), VISITORS[who]!);

    it('gate /members and /compliance under the ICE key by OR, with content in every slot', () => {
      const members = gatesIn(docAt('mersmembers', '/members').tree);
      const compliance = gatesIn(docAt('ice', '/compliance').tree);
      for (const gate of [...members, ...compliance]) {
        expect(gate.props).toMatchObject({ appKey: 'ICE', roleLogic: 'OR' });
        for (const slot of GATE_SLOTS) expect(gate.slots[slot]?.length, `${rolesOf(gate).join(', ')}: ${slot}`).toBeGreaterThan(0);
      }
      expect(members.map(rolesOf)).toEqual([['Compliance US', 'ICE Admin']]);

      const all = ['Compliance CA', 'Compliance OTC', 'Compliance UK', 'Compliance US'];
      const outer = compliance.filter((g) => rolesOf(g).length === all.length);
      expect(outer.map(rolesOf)).toEqual([all]);
      // One gate per jurisdiction, each inside the shared gate's authorized slot.
      const nested = outer[0]!.slots.authorized!.flatMap(gatesIn);
      expect(nested.map(rolesOf).flat().sort()).toEqual(all);
      expect(nested.every((g) => rolesOf(g).length === 1)).toBe(true);
      expect(compliance.length).toBe(1 + all.length);
      // Signed-out visitors of both pages are offered the site's ways to sign in.
      for (const gate of [members[0]!, outer[0]!]) expect(gate.slots.unauthenticated!.map((n) => n.name)).toContain('login-chooser');
    });

    it('send each visitor of /members only their own part', () => {
      const FEES = 'MIN registration and transaction fees';
      const signedOut = htmlFor('mersmembers', '/members', 'signed out');
      expect(signedOut).toContain('href="/login?returnTo=/members"');
      expect(signedOut).toContain('href="tel:+18005550137"');
      expect(signedOut).not.toContain(FEES);
      expect(signedOut).not.toContain('action="/logout"');
      for (const who of ['signed in without roles', 'Compliance UK', 'Compliance US under another application key'] as const) {
        const html = htmlFor('mersmembers', '/members', who);
        expect(html, who).toContain('Your account has no access to member documents');
        expect(html, who).toContain('action="/logout"');
        expect(html, who).not.toContain(FEES);
        expect(html, who).not.toContain('returnTo=/members');
      }
      for (const who of ['Compliance US', 'ICE Admin'] as const) {
        const html = htmlFor('mersmembers', '/members', who);
        for (const text of [FEES, 'Annual membership fees', 'MERS® System Procedures Manual', 'Quality Assurance Procedures Guide', 'action="/logout"']) {
          expect(html, who).toContain(text);
        }
        expect(html, who).not.toContain('Your account has no access');
        expect(html, who).not.toContain('returnTo=/members');
      }
      // The public introduction is there for everyone.
      for (const who of Object.keys(VISITORS)) expect(htmlFor('mersmembers', '/members', who), who).toContain('What the members area holds');
    });

    it('show each compliance role its own jurisdiction on /compliance', () => {
      const SECTIONS: Record<string, string> = {
        'Compliance US': 'CFTC Part 17',
        'Compliance UK': 'UK MiFIR',
        'Compliance CA': 'harmonized trade reporting rules',
        'Compliance OTC': 'Swap reporting deadlines under CFTC Parts 43 and 45',
      };
      const SHARED = 'Filing dates, March and April 2026';
      for (const [role, own] of Object.entries(SECTIONS)) {
        const html = htmlFor('ice', '/compliance', role);
        expect(html, role).toContain(SHARED);
        expect(html, role).toContain(own);
        for (const [other, text] of Object.entries(SECTIONS)) if (other !== role) expect(html, `${role} sees ${other}`).not.toContain(text);
        expect(html, role).toContain('action="/logout"');
      }
      const signedOut = htmlFor('ice', '/compliance', 'signed out');
      expect(signedOut).toContain('href="/login?returnTo=/compliance"');
      for (const who of ['signed out', 'signed in without roles', 'ICE Admin'] as const) {
        const html = htmlFor('ice', '/compliance', who);
        expect(html, who).not.toContain(SHARED);
        for (const text of Object.values(SECTIONS)) expect(html, who).not.toContain(text);
      }
      expect(htmlFor('ice', '/compliance', 'ICE Admin')).toContain('No compliance role on this account');
    });

    it('link the new pages from the site navigation, with a sign-in link in the members header', () => {
      const header = (site: SiteId) => siteDocs(site).find((d) => d.path === '/header')!.tree.slots.content![0]!;
      const footerHtml = (site: SiteId) => htmlOf(siteDocs(site).find((d) => d.path === '/footer')!);
      expect(header('mersmembers').props.ctaLinks).toContainEqual(expect.objectContaining({ title: 'Sign in', href: '/login' }));
      expect(footerHtml('mersmembers')).toContain('href="/members"');
      expect(footerHtml('ice')).toContain('href="/compliance"');
      expect(footerHtml('ice')).toContain('href="/connectivity"');
      expect(footerHtml('ctaplan')).toContain('href="/data-policies"');
    });

    it('publish /data-policies behind its access code, framed by help for visitors without it', () => {
      const coded = docs.filter((d) => d.accessCode !== undefined).map((d) => [d.site, d.path, d.accessCode]);
      expect(coded).toEqual([['ctaplan', '/data-policies', 'CTA-DATA-2026']]);
      const doc = docAt('ctaplan', '/data-policies');
      expect(doc.tree.slots.accessCodeHeader?.length).toBeGreaterThan(0);
      expect(doc.tree.slots.accessCodeFooter?.length).toBeGreaterThan(0);

      const locked = viewsOf(doc).find((v) => v.who === 'without the access code')!.html;
      expect(locked).toContain('This page needs an access code');
      expect(locked).toContain('No access code?');
      expect(locked).toContain('CTA Plan administrator');
      expect(locked).toContain('href="tel:+12125550125"');
      expect(locked).not.toContain('Monthly non-display fees');
      expect(locked).not.toContain('CTA-DATA-2026');

      const open = htmlOf(doc);
      for (const text of ['Vendor policies', 'Subscriber policies', 'Display requirements', 'Monthly non-display fees']) expect(open).toContain(text);
      expect(open).not.toContain('No access code?');
    });
  });
});
