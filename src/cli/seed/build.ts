import { node, type Node } from '../../core/node';
import { CAROUSEL_INTERVAL, GALLERY_INTERVAL } from '../../core/constants';
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
  variant?: 'standard' | 'multi-box' | 'multi-box-video' | 'image-only';
  /** For `multi-box-video`: the video, a file of public/ under /static/. */
  videoSrc?: string;
}

export const hero = (input: HeroInput): Node => n('hero', { variant: 'standard', headingLevel: 1, ...input }, { content: [] });

/** A hero whose media is a small carousel beside its boxes (the `mini-carousel` variant). */
export const miniCarouselHero = (input: Omit<HeroInput, 'imageSrc' | 'imageAlt' | 'variant' | 'imageWidth'>, carouselNode: Node): Node =>
  n('hero', { headingLevel: 1, ...input, variant: 'mini-carousel', imageWidth: 'half' }, { content: [], carousel: [carouselNode] });

export interface SlideInput {
  id: string;
  className?: string;
  bgImage?: string;
  content: Node[];
}

/** Slide props and the slide slots (`slide1`, `slide2`, …) that hold each slide's content. */
function slidesOf(slides: SlideInput[]): { slides: Omit<SlideInput, 'content'>[]; slots: Record<string, Node[]> } {
  return {
    slides: slides.map(({ id, className = '', bgImage = '' }) => ({ id, className, bgImage })),
    slots: Object.fromEntries(slides.map((slide, i) => [`slide${i + 1}`, slide.content])),
  };
}

export const carousel = (
  input: { label: string; interval?: number; autoplay?: boolean; repeat?: boolean; showControls?: boolean; showIndicators?: boolean; pauseOnHover?: boolean },
  slideList: SlideInput[],
): Node => {
  const { slides, slots } = slidesOf(slideList);
  return n('carousel', { interval: CAROUSEL_INTERVAL, ...input, slides }, slots);
};

export const carousel2022 = (
  input: { label: string; minHeight?: string; maxHeight?: string; loop?: boolean; autoplay?: boolean },
  slideList: SlideInput[],
): Node => {
  const { slides, slots } = slidesOf(slideList);
  return n('carousel-2022', { minHeight: '16rem', maxHeight: 'auto', loop: true, autoplay: true, ...input, slides }, slots);
};

/** Pages of cards, one page a slot (`page1`, `page2`, …). */
export const cardPager = (pages: Node[][], { minHeight = 'auto', maxHeight = 'auto' }: { minHeight?: string; maxHeight?: string } = {}): Node =>
  n('card-pager', { pages: pages.length, minHeight, maxHeight }, Object.fromEntries(pages.map((cards, i) => [`page${i + 1}`, cards])));

export interface GalleryImageInput {
  imageUrl: string;
  altText: string;
  thumbnailUrl?: string;
  heading?: string;
  subheading?: string;
  description?: string;
}

export const gallery = (input: { label: string; interval?: number }, images: GalleryImageInput[]): Node =>
  n('gallery', {
    interval: GALLERY_INTERVAL,
    ...input,
    images: images.map((image) => ({ thumbnailUrl: '', heading: '', subheading: '', description: '', ...image })),
  });

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

export const grid2024 = (items: Node[], { numCols = 3, numRows = 1, gapX = 4, gapY = 0 } = {}): Node =>
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

/** A media item playing a video: a file, or a YouTube or Vimeo video behind the C0005 consent. */
export const videoMedia = (
  input: { videoUrl: string; altText: string; heading: string; imageUrl?: string; headingLevel?: Level; mediaSide?: 'left' | 'right'; hasTransition?: boolean },
  content: Node[],
): Node => n('media', { type: 'video', headingLevel: 2, ...input }, { content });

export interface VideoItem {
  title: string;
  description: string;
  thumbnailUrl: string;
  videoUrl: string;
}

export const videoPlayer = (input: { heading?: string; headingLevel?: Level; items: VideoItem[] }): Node =>
  n('video-player', { heading: '', headingLevel: 2, ...input });

/** Content over a muted background video; without `videoUrl`, over its poster alone. */
export const backgroundVideo = (
  input: { posterUrl: string; videoUrl?: string; overlay?: 'header' | 'footer' | 'primary' | 'accent' | 'bg' | 'surface'; minHeight?: 250 | 400 | 560; align?: 'left' | 'center' },
  content: Node[],
): Node => n('background-video', { videoUrl: '', ...input }, { content });

export interface AuthorInput {
  name: string;
  company?: string;
  imageUrl?: string;
  squareImage?: boolean;
  /** yyyy-MM-dd */
  date?: string;
  socials?: { network: 'linkedin' | 'x' | 'facebook' | 'youtube' | 'instagram' | 'email' | 'website'; url: string }[];
}

export const authorInfo = (authors: AuthorInput[]): Node => n('author-info', { authors });

/** `item` floated beside `text`, stacking on narrow screens. */
export const float = (input: { side?: 'left' | 'right'; width?: '25%' | '33%' | '40%' | '50%' }, item: Node[], text: Node[]): Node =>
  n('float', { side: 'right', width: '33%', ...input }, { item, text });

export const belt = (
  input: { background?: 'primary' | 'accent' | 'surface' | 'bg' | 'header' | 'footer'; imageUrl?: string; align?: 'left' | 'center'; padding?: 'small' | 'medium' | 'large' },
  content: Node[],
): Node => n('belt', input, { content });

/** A box laid out as a flex row or column (specification §3 "Box: presets, flex"). */
export const flexBox = (
  presets: 'plain' | 'card' | 'shaded' | 'outlined' | 'primary' | 'accent',
  flex: { direction: 'row' | 'column'; gap?: number; wrap?: boolean; height?: string; items?: 'start' | 'center' | 'end' | 'stretch' | 'baseline'; justify?: 'start' | 'center' | 'end' | 'between' | 'around' | 'evenly' },
  content: Node[],
): Node => n('box', { presets, flex }, { content });

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
  /** How content-surfacing listings show the page (the description is its summary). */
  listing?: Pick<Seo, 'tags' | 'category' | 'subtitle' | 'image'>;
}

/** A published page on the brand's layout, with the site's header and footer partials. */
export function page({ site, path, title, description, top = [], alerts = [], main, accessCode, accessCodeHeader, accessCodeFooter, listing }: PageInput): DemoDocument {
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
  const seo: Seo = { description, ...listing };
  const tree = n(layout, { skipLinkText: 'Skip to main content' }, slots);
  return { site, path, kind: 'page', title, seo, tree, ...(accessCode === undefined ? {} : { accessCode }) };
}

/** Published pages of the site chosen by tags (content-surfacing), as tiles. */
export const surfacing = (tags: string[], { tilesPerRow = 3, numberOfRows = 2, criteria = 'title' as const } = {}): Node =>
  n('content-surfacing', { layout: 'tile-grid', tilesPerRow, numberOfRows, tagIds: tags.map((id) => ({ id })), criteria, pinnedLinkIds: [] });

/** A published partial: a fragment root that `include` nodes embed. */
export function partial({ site, path, title, content }: { site: SiteId; path: string; title: string; content: Node[] }): DemoDocument {
  return { site, path, kind: 'partial', title, tree: n('fragment', {}, { content }) };
}

/** Tabs: each tab's content is its slot (`tab1`, `tab2`, …); `tabId` is the tab's name in the address. */
export const tabs = (label: string, items: { tabId: string; label: string; content: Node[] }[], headingLevel: Level = 3): Node =>
  n(
    'tabs',
    { label, headingLevel, tabs: items.map(({ tabId, label: tabLabel }) => ({ tabId, label: tabLabel })) },
    Object.fromEntries(items.map((item, i) => [`tab${i + 1}`, item.content])),
  );

export interface CollapsibleInput {
  header: string;
  hash?: string;
  /** A partial of the same site, loaded the first time the section opens. */
  ajaxUrl?: string;
  unstyled?: boolean;
}

/** A section that opens and closes: `expanded` shows when open, `collapsed` in its place while closed, `partial` in both states. */
export const collapsibleSection = (
  input: CollapsibleInput,
  { collapsed = [], expanded = [], partial = [] }: { collapsed?: Node[]; expanded?: Node[]; partial?: Node[] } = {},
): Node => n('collapsible-section', { hash: '', ajaxUrl: '', unstyled: false, ...input }, { collapsed, expanded, partial });

export interface CountdownInput {
  /** ISO date and time with its UTC offset. */
  date: string;
  header: string;
  headerLevel?: Level;
  durationUnit?: 'days' | 'hours' | 'minutes' | 'seconds';
}

/** A countdown heading; `timeUp` replaces it once the date has come. */
export const countdownTimer = (input: CountdownInput, timeUp: Node[]): Node =>
  n('countdown-timer', { headerLevel: 2, durationUnit: 'seconds', ...input }, { timeUp });

export interface AgreementInput {
  agreementId: string;
  /** Trusted HTML (sanitized again on validation). */
  disclaimer: string;
  checkboxLabel?: string;
  buttonLabel?: string;
}

/** A disclaimer to confirm before `content` shows (a courtesy gate, not access control). */
export const agreement = (input: AgreementInput, content: Node[]): Node => n('agreement', { ...input }, { content });

/** Content clipped at 200 px with a View more / View less toggle. */
export const viewMore = (content: Node[]): Node => n('view-more', {}, { content });
