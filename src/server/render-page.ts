import type { ReactNode } from 'react';
import { composePage, type ComposedPage, type ContentContext, type PageToRender } from '../content';
import type { VisitorView } from '../core/gates';
import { isSafeImageSrc } from '../core/schemas';
import type { SiteId } from '../core/sites';
import { views } from '../components/views';
import type { SiteInfo } from '../components/view';
import { forPreview, withSiteCookies } from './preview-chrome';
import { escapeHtml, fillGates, renderBody, renderDocument, type RenderedBody, type RenderInput } from '../render/page';
import { themeFor } from '../themes';
import type { AssetBundle } from '../render/assets';
import type { SiteDirectory } from './sites';
import { readSiteSettings, type CookieCategory } from '../core/contracts/site-settings';
import { siteHead, type SiteHead } from '../render/site-head';
import type { RecaptchaConfig } from '../core/recaptcha';
import type { SiteFacts } from '../content';

/** Told how long each render of a served page took (the server's metrics). */
export interface RenderObserver {
  rendered(stage: 'prepare' | 'finish', seconds: number): void;
}

/** What rendering a site's page takes from the server (the app's decorators). */
export interface PageServer {
  content: ContentContext;
  assets: AssetBundle;
  sites: SiteDirectory;
  metrics?: RenderObserver;
}

/** Site facts a view may show: name (the site's setting, else the brand's), logo, sign-in provider. */
export function siteInfo(
  site: SiteId,
  { name, signInProvider, logoUrl }: { name?: string | undefined; signInProvider?: string | undefined; logoUrl?: string | undefined } = {},
): SiteInfo {
  const theme = themeFor(site);
  return { id: site, name: name ?? theme.name, logoSvg: theme.logoSvg, ...(signInProvider ? { signInProvider } : {}), ...(logoUrl ? { logoUrl } : {}) };
}

/** What a site's pages are rendered with, from its row, its sign-in provider and its captcha. */
export interface SiteRendering {
  site: SiteInfo;
  /** What the site's settings add to a page's head. */
  head: SiteHead;
  /** The site's cookie categories, in place of each cookie notice's own (none: as they are). */
  cookies?: readonly CookieCategory[];
  recaptcha?: RecaptchaConfig;
}

/**
 * How a site's pages are rendered, from its facts: both the served pages (facts from the site
 * directory) and the archive (facts as the publishing transaction reads them) go through here,
 * so the record holds what a visitor was sent. The reCAPTCHA site key is public; the secret
 * stays in the captcha settings, which pages never read.
 */
export function siteRendering(id: SiteId, facts: SiteFacts): SiteRendering {
  const settings = readSiteSettings(facts.row?.settings);
  const cookies = settings.cookies?.categories;
  return {
    site: siteInfo(id, { name: facts.row?.name, signInProvider: facts.signInProvider, logoUrl: settings.branding?.logo }),
    head: siteHead(id, settings),
    ...(cookies?.length ? { cookies } : {}),
    ...(facts.recaptcha ? { recaptcha: { siteKey: facts.row?.captchaSiteKey ?? '' } } : {}),
  };
}

/** The facts of a served site, from the site directory (reloaded when they change). */
export function servedSiteRendering(server: Pick<PageServer, 'sites'>, site: SiteId): SiteRendering {
  const signInProvider = server.sites.signInProvider(site);
  return siteRendering(site, { row: server.sites.get(site), ...(signInProvider ? { signInProvider } : {}), recaptcha: server.sites.usesRecaptcha(site) });
}

export interface RenderOptions {
  /** A platform form (access code, sign-in) in place of the banner and main content. */
  platformForm?: ReactNode;
  /** false: the page without its island scripts. */
  scripts?: boolean;
  /** Outcomes of form posts without JavaScript, shown in their forms (the page is then personal). */
  formStates?: RenderInput['formStates'];
}

/**
 * A document rendered for everyone: its auth gates are placeholders still (`personal`), so
 * what it holds may be cached and shared, and `finishPage` adds one visitor's gates to it.
 */
export interface PreparedPage {
  doc: PageToRender;
  input: RenderInput;
  body: RenderedBody;
  scripts: boolean;
  /** Whether the page holds auth gates: then every response is rendered for its visitor. */
  personal: boolean;
  /** Whether what it shows depends on the query string (filters of data kinds). */
  usesQuery: boolean;
  /** How long the rendered page may be kept (it shows live data); absent: until the content changes. */
  maxAgeMs?: number;
  /** How long past `maxAgeMs` it may be sent while it is rendered again (`ComposedPage.staleMs`). */
  staleMs?: number;
  /** What the site's settings add to the head. */
  head: SiteHead;
}

/** Renders everything of a composed document that is the same for every visitor. */
export function preparePage(server: PageServer, composed: ComposedPage, options: RenderOptions = {}): PreparedPage {
  const started = performance.now();
  const prepared = prepareFor({ registry: server.content.registry, assets: server.assets }, servedSiteRendering(server, composed.doc.site), composed, options);
  server.metrics?.rendered('prepare', (performance.now() - started) / 1000);
  return prepared;
}

/** `preparePage` with the site's rendering given rather than looked up (the archive renders with what the publishing transaction reads). */
export function prepareFor(
  server: { registry: PageServer['content']['registry']; assets: AssetBundle },
  { site, head, cookies, recaptcha }: SiteRendering,
  composed: ComposedPage,
  { platformForm, scripts = true, formStates }: RenderOptions = {},
): PreparedPage {
  const { doc, partials, data, usesQuery, maxAgeMs, staleMs, banners } = withSiteCookies(composed, cookies);
  const input: RenderInput = {
    registry: server.registry,
    views,
    site,
    path: doc.path,
    tree: doc.tree,
    partials,
    ...(data.size > 0 ? { data } : {}),
    ...(formStates ? { formStates } : {}),
    ...(banners ? { banners } : {}),
    islandRuntime: server.assets.islands.runtime,
    ...(recaptcha ? { recaptcha } : {}),
    ...(platformForm === undefined ? {} : { platformForm }),
  };
  const body = renderBody(input);
  return { doc, input, body, scripts, personal: body.gates.length > 0, usesQuery, head, ...(maxAgeMs === undefined ? {} : { maxAgeMs }), ...(staleMs === undefined ? {} : { staleMs }) };
}

/**
 * The HTML of a prepared document for one visitor (`null`: signed out): a page as a full
 * document in its site's theme, a partial as a fragment without layout.
 */
export function finishPage(server: Pick<PageServer, 'assets' | 'metrics'>, prepared: PreparedPage, visitor: VisitorView | null, options: { preview?: boolean } = {}): string {
  const started = performance.now();
  const html = finishDocument(server, prepared, visitor, options);
  server.metrics?.rendered('finish', (performance.now() - started) / 1000);
  return html;
}

function finishDocument(server: Pick<PageServer, 'assets'>, prepared: PreparedPage, visitor: VisitorView | null, { preview = false }: { preview?: boolean }): string {
  const { doc, scripts } = prepared;
  const body = fillGates(prepared.body, prepared.input, visitor);
  // A preview also hands Escape on to the editor's dialog around its frame.
  const bodyScripts = (scripts ? body.scripts : '') + (preview ? `<script type="module" src="${escapeHtml(server.assets.islands.preview)}"></script>` : '');
  if (doc.kind === 'partial') return body.html + bodyScripts;
  return renderDocument({
    site: prepared.input.site,
    title: doc.title,
    ...(doc.seo.description ? { description: doc.seo.description } : {}),
    // Checked again on the way out: a value stored before the URL rule covered SEO fields.
    ...(doc.seo.image && isSafeImageSrc(doc.seo.image) ? { image: doc.seo.image } : {}),
    ...(doc.seo.noindex ? { noindex: true } : {}),
    stylesheet: server.assets.siteStylesheet(doc.site),
    ...(scripts ? { preloads: server.assets.preloadsFor(body.islandKinds) } : {}),
    body: body.html,
    scripts: bodyScripts,
    head: prepared.head,
  });
}

/** Composes and renders a document for one visitor in one go (platform pages, previews, gates). */
export async function renderSiteDocument(server: PageServer, doc: PageToRender, options: RenderOptions & { visitor?: VisitorView | null; preview?: boolean } = {}): Promise<string> {
  return (await renderSiteDocumentKeyed(server, doc, options)).html;
}

/** `renderSiteDocument`, with the surrogate keys of what was composed into it (its partials, its data). */
export async function renderSiteDocumentKeyed(
  server: PageServer,
  doc: PageToRender,
  options: RenderOptions & { visitor?: VisitorView | null; preview?: boolean } = {},
): Promise<{ html: string; keys: readonly string[] }> {
  const { visitor = null, preview = false, ...rest } = options;
  const composed = await composePage(server.content, { doc });
  return { html: finishPage(server, preparePage(server, preview ? forPreview(composed) : composed, rest), visitor, { preview }), keys: composed.keys };
}

export type { PageToRender };
