/** Business constants of specification §9, named. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Longest heading text per level before it renders one level smaller. */
export const HEADING_LIMITS = { 1: 40, 2: 50, 3: 60, 4: 80, 5: 100, 6: 120 } as const;

export const HELP_TOOLTIP_TRUNCATE = 40;
export const HELP_TOOLTIP_MORE = '(more)';
export const HELP_TOOLTIP_DEFAULT = 'Click for help';
/** Layer stacking of overlays starts here. */
export const Z_INDEX_BASE = 2000;
export const DROPDOWN_MAX_HEIGHT_CLASS = 'max-h-64';

export const BANNER_DEMO_DURATION = 5000;
export const CAROUSEL_INTERVAL = 2001;
export const GALLERY_INTERVAL = 4000;
export const GRID_MIN_WIDTH = 300;
export const GRID_2024_DEMO = { numCols: 3, numRows: 1, gapX: 4, gapY: 0 } as const;
export const DECISION_TREE_HEIGHT = 500;
export const HERO_IMAGE_HEIGHTS = [250, 400] as const;
export const CUSTOM_LINKS_MAX = 6;
export const MAX_ORDER_QTY = { min: 1, max: 999_999_999 } as const;
export const NOTIFICATION_HISTORY_PAGE_SIZE = 9;
export const NOTIFICATION_SYSTEM_ID = 24;
export const QUOTE_DIRECTORY_PAGE_SIZE = 50;
export const RULE_BOOK_PAGE_SIZE = 9999;
export const LAUNCHER_HEARTBEAT = 5000;
export const TRADE_HALTS_POLL = { interval: 5, pollTime: 1 } as const;
export const VIEW_MORE_MAX_HEIGHT = 200;
/** Cookie category whose consent unblocks third-party embeds. */
export const THIRD_PARTY_COOKIE_CATEGORY = 'C0005';
export const LAUNCH_MEMORY_OPTIONS = ['512 MB', '1 GB'] as const;
/** Video player playlist: pages of 2 rows of tiles at least 250 px wide (specification §9). */
export const VIDEO_PLAYLIST = { rowsPerPage: 2, minWidth: 250 } as const;
/** County recording offices eRecording reaches, when no live count is at hand (specification §9 "Fallback county count 2500"). */
export const FALLBACK_COUNTY_COUNT = 2500;

/** Limits on stored trees (issue 2, "Bad input"). */
export const TREE_LIMITS = { maxDepth: 64, maxNodes: 5000 } as const;
export const MAX_BODY_BYTES = 1024 * 1024;
