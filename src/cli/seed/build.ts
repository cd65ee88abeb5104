import { node, type Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import type { Seo } from '../../core/contracts';
import { themeFor } from '../../themes';
import type { DemoDocument } from './types';

/** Small builders for the demo trees; every node gets a fresh id. */

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Props = Record<string, unknown>;

export function n(name: string, props: Props = {}, slots: Record<string, Node[]> = {}): Node {
  return node(name, props, slots);
}

export const heading = (text: string, level: Level = 2): Node => n('heading', { text, level });

export const richText = (html: string): Node => n('rich-text', { html });

export const anchor = (anchorId: string): Node => n('anchor', { anchorId });

/** The trail from the home page; the last entry is the current page. */
export const breadcrumb = (...links: [title: string, href: string][]): Node =>
  n('breadcrumb', { links: links.map(([title, href]) => ({ title, href })) });

export interface HeroInput {
  heading: string;
  imageSrc: string;
  imageAlt: string;
  box1Text?: string;
  box2Text?: string;
  imageHeight?: 250 | 400;
  box1bg?: 'primary' | 'accent' | 'surface' | 'bg' | 'header' | 'footer';
  box2bg?: 'primary' | 'accent' | 'surface' | 'bg' | 'header' | 'footer';
  imageWidth?: 'full' | 'half';
  alignBoxes?: 'left' | 'center' | 'right';
}

export const hero = (input: HeroInput): Node => n('hero', { variant: 'standard', headingLevel: 1, ...input }, { content: [] });

export interface CardInput {
  title: string;
  text: string;
  href?: string;
  linkText?: string;
  imageSrc?: string;
  imageAlt?: string;
  headingLevel?: Level;
}

export const card = (input: CardInput): Node => n('card', { headingLevel: 3, ...input }, { content: [] });

export const grid = (items: Node[], minWidth = 300): Node => n('grid', { minWidth }, { items });

export const grid2024 = (items: Node[], { numCols = 3, numRows = 1, gapX = 4, gapY = 4 } = {}): Node =>
  n('grid-2024', { numCols, numRows, gapX, gapY, rowsAndColumns: [] }, { items });

export const box = (presets: 'plain' | 'card' | 'shaded' | 'outlined' | 'primary' | 'accent', content: Node[], flex = false): Node =>
  n('box', { presets, flex }, { content });

/** Columns side by side; each column takes an equal share unless `basis` is given. */
export const row = (columns: Node[], { gap = 4, basis }: { gap?: number; basis?: string[] } = {}): Node =>
  n(
    'flex-row',
    {
      gap,
      wrap: true,
      items: 'stretch',
      justify: 'start',
      rowCols: columns.map((_, i) => ({ gap: 0, flex: 1, items: 'stretch', justify: 'start', basis: basis?.[i] ?? '16rem' })),
    },
    { columns },
  );

export const column = (content: Node[], gap = 2): Node =>
  n('flex-column', { gap, height: 'auto', items: 'stretch', justify: 'start' }, { content });

export const callout = (
  input: { heading?: string; intent: 'info' | 'good' | 'warn' | 'bad' | 'primary' | 'accent'; text?: string },
  content: Node[] = [],
): Node => n('callout', { heading: '', text: '', ...input }, { content });

export const alert = (
  input: { intent: 'warn' | 'info' | 'good' | 'bad'; heading: string; dismissable: boolean },
  content: Node[],
): Node => n('alert', input, { content });

export interface MediaInput {
  imageUrl: string;
  altText: string;
  heading: string;
  headingLevel?: Level;
  mediaSide?: 'left' | 'right';
  linkUrl?: string;
  linkText?: string;
  hasTransition?: boolean;
}

export const media = (input: MediaInput, content: Node[]): Node => n('media', { type: 'image', headingLevel: 2, ...input }, { content });

export interface TableInput {
  caption: string;
  head: string[];
  rows: string[][];
  /** The first cell of each row names the row (a `th scope="row"`). */
  rowHeaders?: boolean;
}

/** A rich-text table with a caption and scoped header cells; cells are trusted HTML. */
export function table({ caption, head, rows, rowHeaders = true }: TableInput): string {
  const headRow = head.map((h) => `<th scope="col">${h}</th>`).join('');
  const body = rows
    .map((cells) => `<tr>${cells.map((c, i) => (i === 0 && rowHeaders ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`)
    .join('');
  return `<table><caption>${caption}</caption><thead><tr>${headRow}</tr></thead><tbody>${body}</tbody></table>`;
}

/** An auth gate's role, under the gate's application key. */
export interface GateRole {
  id: string;
  role: string;
}

/**
 * An auth gate (specification §3 "Auth", §6): the server sends a visitor only the slot they
 * may see. Every slot gets content: an empty slot would leave that visitor with nothing.
 */
export const authGate = (
  { appKey, roles }: { appKey: string; roles: GateRole[] },
  slots: { unauthenticated: Node[]; unauthorized: Node[]; authorized: Node[] },
): Node => n('auth-gate', { appKey, roles, roleLogic: 'OR' }, slots);

export const logoutButton = (label = 'Sign out'): Node => n('logout-button', { label, action: '/logout' });

/** The sign-in page of every site, returning to `returnTo` (a plain path on the same site) afterwards. */
export const loginHref = (returnTo: string): string => `/login?returnTo=${returnTo}`;

export interface PageInput {
  site: SiteId;
  path: string;
  title: string;
  description: string;
  /** Above the main content: the banner slot on brands that have one, else the start of main. */
  top?: Node[];
  alerts?: Node[];
  main: Node[];
  /** Publishes the page behind this code; `accessCodeHeader` and `accessCodeFooter` frame the code form. */
  accessCode?: string;
  accessCodeHeader?: Node[];
  accessCodeFooter?: Node[];
}

/** A published page on the brand's layout, with the site's header and footer partials. */
export function page({ site, path, title, description, top = [], alerts = [], main, accessCode, accessCodeHeader, accessCodeFooter }: PageInput): DemoDocument {
  const layout = themeFor(site).layout;
  const slots: Record<string, Node[]> = {
    alertContent: alerts,
    headerContent: [n('include', { path: '/header' })],
    main: layout === 'page-layout' ? main : [...top, ...main],
    footerContent: [n('include', { path: '/footer' })],
  };
  if (layout === 'page-layout') slots.banner = top;
  if (accessCodeHeader) slots.accessCodeHeader = accessCodeHeader;
  if (accessCodeFooter) slots.accessCodeFooter = accessCodeFooter;
  const seo: Seo = { description };
  const tree = n(layout, { skipLinkText: 'Skip to main content' }, slots);
  return { site, path, kind: 'page', title, seo, tree, ...(accessCode === undefined ? {} : { accessCode }) };
}

/** A published partial: a fragment root that `include` nodes embed. */
export function partial({ site, path, title, content }: { site: SiteId; path: string; title: string; content: Node[] }): DemoDocument {
  return { site, path, kind: 'partial', title, tree: n('fragment', {}, { content }) };
}
