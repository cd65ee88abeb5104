import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Registry } from '../core/component';
import type { Node } from '../core/node';
import { createTreeRenderer, gatePlaceholder, type Audience, type DeferredGate } from '../components/tree';
import { RenderContext, type IslandBootstrap, type IslandData, type RenderContextValue, type SiteInfo, type View } from '../components/view';
import type { VisitorView } from '../core/gates';
import { ISLANDS_DATA_ID } from '../core/ids';
import { RECAPTCHA_CONFIG_ID, type RecaptchaConfig } from '../core/recaptcha';
import { serializeForScript } from './islands';
import { applyTitlePattern } from '../core/site-settings';
import { analyticsTags, faviconLink, type SiteHead } from './site-head';

export interface RenderInput {
  registry: Registry;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  views: Record<string, View<any>>;
  site: SiteInfo;
  path: string;
  tree: Node;
  /** Published partials by path, for `include` nodes. */
  partials?: ReadonlyMap<string, Node>;
  /** Outcomes of form posts without JavaScript, by form node id. */
  formStates?: RenderContextValue['formStates'];
  /** What the server loaded for data kinds, by node id. */
  data?: ReadonlyMap<string, unknown>;
  /** The site's live banners and disclaimers, which page layouts show (as text) at the top and above the footer. */
  banners?: RenderContextValue['banners'];
  /** When set, the layout shows this instead of the page's banner and main content. */
  platformForm?: ReactNode;
  /** URL of the island runtime script. */
  islandRuntime: string;
  /** The site's reCAPTCHA, when its captcha is reCAPTCHA: pages with a form asking for it carry the public key. */
  recaptcha?: RecaptchaConfig;
  /** Who gates render for (`createTreeRenderer`); by default they are deferred to `fillGates`. */
  audience?: Audience;
}

export interface RenderedBody {
  html: string;
  /** Scripts to append after the body content; empty when the page has no islands. */
  scripts: string;
  islandCount: number;
  /** The kinds of the page's islands, once each (what its `modulepreload` links name). */
  islandKinds: string[];
  islands: IslandData[];
  /** Gates still to render for a visitor (their placeholders are in `html`). */
  gates: DeferredGate[];
  /** Whether an island asks for the site's captcha. */
  captcha: boolean;
}

function contextFor(input: RenderInput, renderTree: (node: Node) => ReactNode, visitor?: VisitorView | null): RenderContextValue {
  return {
    site: input.site,
    path: input.path,
    partials: input.partials ?? new Map(),
    renderTree,
    ...(input.data ? { data: input.data } : {}),
    ...(input.formStates ? { formStates: input.formStates } : {}),
    ...(input.banners ? { banners: input.banners } : {}),
    ...(input.platformForm === undefined ? {} : { platformForm: input.platformForm }),
    ...(visitor === undefined ? {} : { visitor }),
  };
}

function bodyOf(input: RenderInput, html: string, islands: IslandData[], gates: DeferredGate[], captcha: boolean): RenderedBody {
  // Only a page with a form that asks for it names the site key (and so lets Google's script load).
  const recaptcha = captcha && input.recaptcha ? `<script type="application/json" id="${RECAPTCHA_CONFIG_ID}">${serializeForScript(input.recaptcha)}</script>` : '';
  const scripts =
    islands.length === 0
      ? ''
      : `<script type="application/json" id="${ISLANDS_DATA_ID}">${serializeForScript({ site: input.site, path: input.path, islands } satisfies IslandBootstrap)}</script>` +
        recaptcha +
        `<script type="module" src="${escapeHtml(input.islandRuntime)}"></script>`;
  return { html, scripts, islandCount: islands.length, islandKinds: [...new Set(islands.map((i) => i.kind))], islands, gates, captcha };
}

/** Whether a rendered page carries the reCAPTCHA site key: then, and only then, its policy admits Google's script. */
export function hasRecaptcha(html: string): boolean {
  return html.includes(`<script type="application/json" id="${RECAPTCHA_CONFIG_ID}">`);
}

/** Renders a tree (page or partial) to HTML plus the island bootstrap it needs. */
export function renderBody(input: RenderInput): RenderedBody {
  const audience = input.audience ?? 'defer';
  const renderer = createTreeRenderer({ registry: input.registry, views: input.views, audience, data: input.data, inline: true });
  const ctx = contextFor(input, renderer.render, audience === 'defer' || audience === 'all' ? undefined : audience);
  const html = renderToString(createElement(RenderContext.Provider, { value: ctx }, renderer.render(input.tree)));
  return bodyOf(input, html, renderer.islands, renderer.gates, renderer.captcha);
}

/**
 * Renders a body's deferred gates for one visitor and puts them in their places: the cached
 * rest of the page stays as it was, and only what this visitor may see is added (its HTML
 * and its islands, numbered after the page's own).
 */
export function fillGates(body: RenderedBody, input: RenderInput, visitor: VisitorView | null): RenderedBody {
  if (body.gates.length === 0) return body;
  const islands = [...body.islands];
  let html = body.html;
  let captcha = body.captcha;
  for (const gate of body.gates) {
    const renderer = createTreeRenderer({ registry: input.registry, views: input.views, audience: visitor, islandOffset: islands.length, data: input.data, inline: true });
    const ctx = contextFor(input, renderer.render, visitor);
    const gateHtml = renderToString(createElement(RenderContext.Provider, { value: ctx }, renderer.render(gate.node)));
    islands.push(...renderer.islands);
    captcha ||= renderer.captcha;
    html = html.replace(gatePlaceholder(gate.index), () => gateHtml);
  }
  return bodyOf(input, html, islands, [], captcha);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface DocumentShell {
  site: SiteInfo;
  title: string;
  description?: string;
  image?: string;
  noindex?: boolean;
  stylesheet: string;
  /** Module URLs the page's islands will import: fetched in parallel with the runtime. */
  preloads?: readonly string[];
  body: string;
  scripts?: string;
  lang?: string;
  /** What the site's settings add: title pattern, default description and image, icon, colours, analytics. */
  head?: SiteHead;
}

/** The HTML document around a rendered body: head and theme scope (the page layout brings the skip link). */
export function renderDocument(shell: DocumentShell): string {
  const { head } = shell;
  const title = applyTitlePattern(head?.titlePattern ?? '', { title: shell.title, site: shell.site.name });
  // The page's own description and image, else the site's defaults.
  const description = shell.description || head?.description;
  const image = shell.image || head?.image;
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    shell.noindex ? '<meta name="robots" content="noindex">' : '',
    faviconLink(head?.favicon),
    `<link rel="stylesheet" href="${escapeHtml(shell.stylesheet)}">`,
    head?.themeCss ? `<style>${head.themeCss}</style>` : '',
    ...(shell.preloads ?? []).map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
    analyticsTags(head?.analytics),
  ].join('');
  return (
    `<!doctype html><html lang="${shell.lang ?? 'en'}" data-site="${shell.site.id}"><head>${meta}</head>` +
    `<body>${shell.body}${shell.scripts ?? ''}</body></html>`
  );
}
