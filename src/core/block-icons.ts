/**
 * The block list's icon set: each icon is a few SVG path outlines on a 24 × 24 grid, drawn
 * with `stroke="currentColor"` and no fill (`src/editor/page-editor/BlockIcon.tsx`), so icons
 * take the text colour of the list and need no asset, font or package. A component's
 * definition names its icon (`icon` of `defineComponent`); the names are checked by type.
 */

/** A circle as a path: centre and radius. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** A rectangle as a path. */
const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;

export const BLOCK_ICONS = {
  page: [rect(5, 3, 14, 18), 'M8 8h8M8 12h8M8 16h5'],
  partial: ['M4 9h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v3H4z'],
  include: [rect(8, 8, 12, 12), 'M16 8V4H4v12h4'],
  header: [rect(3, 4, 18, 16), 'M3 9h18', 'M6 6.5h3M14 6.5h4'],
  footer: [rect(3, 4, 18, 16), 'M3 15h18', 'M6 17.5h3M12 17.5h3M17 17.5h1'],
  breadcrumb: ['M3 8l4 4-4 4', 'M10 8l4 4-4 4', 'M17 12h4'],
  'section-nav': ['M4 5h16', 'M8 10h12', 'M8 15h12', 'M8 20h12', 'M4 10v10'],
  flyout: [rect(3, 4, 18, 16), 'M14 4v16', 'M16.5 9h2M16.5 12h2M16.5 15h2'],
  menu: [rect(3, 4, 18, 5), 'M14 6.5l1.5 1.5 1.5-1.5', 'M5 12h14M5 16h14M5 20h10'],
  toolbox: [rect(15, 4, 6, 16), 'M18 7v2M18 11v2M18 15v2', 'M3 8h8M3 12h8M3 16h6'],
  bookmark: ['M6 3h12v18l-6-4-6 4z'],
  box: [rect(4, 4, 16, 16)],
  columns: [rect(3, 4, 18, 16), 'M9 4v16M15 4v16'],
  rows: [rect(3, 4, 18, 16), 'M3 9.5h18M3 14.5h18'],
  grid: [rect(3, 3, 7, 7), rect(14, 3, 7, 7), rect(3, 14, 7, 7), rect(14, 14, 7, 7)],
  alert: ['M12 3l10 18H2z', 'M12 10v5', 'M12 18v.5'],
  heading: ['M6 4v16M18 4v16M6 12h12'],
  text: ['M4 6h16M4 10h16M4 14h16M4 18h10'],
  callout: [rect(3, 5, 18, 14), 'M7 5v14', 'M10 10h8M10 14h6'],
  card: [rect(4, 3, 16, 18), 'M4 11h16', 'M7 14h10M7 17h6'],
  hero: [rect(2, 4, 20, 16), 'M2 16l6-6 5 5 3-3 6 6', circle(16, 8.5, 1.5)],
  slides: [rect(6, 5, 12, 12), 'M3 8v6M21 8v6', circle(9, 20, 0.5), circle(12, 20, 0.5), circle(15, 20, 0.5)],
  pages: [rect(7, 3, 13, 15), 'M4 7v14h13'],
  gallery: [rect(3, 3, 18, 12), 'M3 12l5-4 5 4 3-2 5 4', rect(3, 18, 4, 3), rect(10, 18, 4, 3), rect(17, 18, 4, 3)],
  media: [rect(3, 5, 8, 8), 'M14 6h7M14 10h7M14 14h5', 'M3 18h18'],
  film: [rect(3, 4, 18, 16), 'M7 4v16M17 4v16M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4'],
  play: [rect(2, 4, 20, 16), 'M10 8.5v7l6-3.5z'],
  person: [circle(12, 8, 4), 'M4 21c0-4.5 3.6-7 8-7s8 2.5 8 7'],
  float: [rect(3, 4, 8, 8), 'M14 5h7M14 9h7M3 15h18M3 19h14'],
  band: ['M2 7h20v10H2z', 'M6 12h12'],
  anchor: ['M9 3L7 21M17 3l-2 18M4 8h17M3 16h17'],
  tabs: ['M3 9V4h7v5', 'M10 5h6v4', rect(3, 9, 18, 11)],
  collapse: [rect(3, 4, 18, 16), 'M8 10l4 4 4-4'],
  more: ['M4 5h16M4 9h16M4 13h10', 'M9 18l3 3 3-3'],
  check: [rect(4, 4, 16, 16), 'M8 12l3 3 5-6'],
  timer: [circle(12, 13, 8), 'M12 9v4l3 2', 'M9 2h6'],
  branch: [circle(6, 5, 2), circle(6, 19, 2), circle(18, 12, 2), 'M6 7v10', 'M6 7c0 4 4 5 10 5'],
  launch: [rect(3, 4, 18, 12), 'M8 20h8M12 16v4', 'M10 12l4-4M11 8h3v3'],
  message: ['M4 4h16v12H9l-5 4z', 'M8 8.5h8M8 12h5'],
  cookie: [circle(12, 12, 9), circle(9, 9, 1), circle(15, 14, 1), circle(10, 15.5, 0.5), circle(15, 8.5, 0.5)],
  embed: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M14 4l-4 16'],
  help: [circle(12, 12, 9), 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7', 'M12 17v.5'],
  'sign-in': ['M14 4h5v16h-5', 'M3 12h11', 'M10 8l4 4-4 4'],
  'sign-out': ['M10 4H5v16h5', 'M9 12h12', 'M17 8l4 4-4 4'],
  lock: [rect(5, 11, 14, 10), 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  tiles: [rect(3, 3, 8, 8), rect(13, 3, 8, 8), 'M3 15h8M3 19h6M13 15h8M13 19h6'],
  notices: [rect(4, 3, 16, 18), 'M8 7h8M8 11h8M8 15h5'],
  book: ['M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z', 'M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z'],
  folder: ['M3 6h6l2 2h10v12H3z', 'M3 11h18'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  table: [rect(3, 4, 18, 16), 'M3 9h18M3 14.5h18M9 4v16'],
  pause: [circle(12, 12, 9), 'M10 9v6M14 9v6'],
  ticker: ['M2 8h20M2 16h20', 'M4 13l3-2 3 1 3-3 3 2 3-1 2 1'],
  movers: ['M7 20V4', 'M3 8l4-4 4 4', 'M17 4v16', 'M13 16l4 4 4-4'],
  'line-chart': ['M3 3v18h18', 'M7 15l4-5 3 3 6-7'],
  'bar-chart': ['M3 3v18h18', 'M8 17v-5M12 17V8M16 17v-8M20 17v-3'],
  quote: [circle(10, 10, 6), 'M15 15l6 6', 'M10 7v6M8.5 8.5h2.5a1 1 0 0 1 0 2H9a1 1 0 0 0 0 2h2.5'],
  list: ['M8 6h13M8 12h13M8 18h13', 'M3 6h1M3 12h1M3 18h1'],
  clock: [circle(12, 12, 9), 'M12 7v5l3 3'],
  calendar: [rect(3, 5, 18, 16), 'M3 10h18', 'M8 3v4M16 3v4', 'M8 14h2M14 14h2M8 17h2'],
  guide: [rect(3, 4, 18, 16), 'M3 9h18', 'M7 13h4M7 16h4M14 13h3M14 16h3'],
  chart: ['M3 3v18h18', 'M6 16l4-6 4 3 5-7', 'M6 20v-2M10 20v-4M14 20v-3M18 20v-5'],
  globe: [circle(12, 12, 9), 'M3 12h18', 'M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18'],
  form: [rect(3, 4, 18, 16), rect(6, 7, 12, 3), rect(6, 12, 12, 3), 'M6 17.5h5'],
  mail: [rect(3, 5, 18, 14), 'M3 6l9 7 9-7'],
  camera: ['M3 8h4l2-3h6l2 3h4v12H3z', circle(12, 13.5, 3.5)],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  ticket: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'],
  presentation: [rect(3, 4, 18, 12), 'M12 16v4M8 21l4-1 4 1', 'M7 12l3-3 3 2 4-4'],
  rocket: ['M12 3c4 2 5 6 4 11h-8C7 9 8 5 12 3z', 'M8 14l-3 4h4M16 14l3 4h-4', circle(12, 9, 1.5)],
  chat: ['M4 5h16v11h-9l-5 4v-4H4z', 'M8 9h8M8 12h5'],
  plug: ['M9 3v5M15 3v5', 'M6 8h12v3a6 6 0 0 1-12 0z', 'M12 17v4'],
  server: [rect(3, 4, 18, 7), rect(3, 13, 18, 7), 'M7 7.5h.5M7 16.5h.5', 'M12 7.5h5M12 16.5h5'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof BLOCK_ICONS;

export const ICON_NAMES = Object.keys(BLOCK_ICONS) as IconName[];
