import { describe, it, expect } from 'vitest';
import * as c from './constants';

describe('constants of specification §9', () => {
  it('time units', () => {
    expect(c.SECOND).toBe(1000);
    expect(c.MINUTE).toBe(60_000);
    expect(c.HOUR).toBe(3_600_000);
    expect(c.DAY).toBe(86_400_000);
  });

  it('heading limits per level', () => {
    expect(c.HEADING_LIMITS).toEqual({ 1: 40, 2: 50, 3: 60, 4: 80, 5: 100, 6: 120 });
  });

  it('help tooltip, layers and dropdown', () => {
    expect(c.HELP_TOOLTIP_TRUNCATE).toBe(40);
    expect(c.HELP_TOOLTIP_MORE).toBe('(more)');
    expect(c.HELP_TOOLTIP_DEFAULT).toBe('Click for help');
    expect(c.Z_INDEX_BASE).toBe(2000);
    expect(c.DROPDOWN_MAX_HEIGHT_CLASS).toBe('max-h-64');
  });

  it('component demo values and limits', () => {
    expect(c.BANNER_DEMO_DURATION).toBe(5000);
    expect(c.CAROUSEL_INTERVAL).toBe(2001);
    expect(c.GALLERY_INTERVAL).toBe(4000);
    expect(c.GRID_MIN_WIDTH).toBe(300);
    expect(c.GRID_2024_DEMO).toEqual({ numCols: 3, numRows: 1, gapX: 4, gapY: 0 });
    expect(c.DECISION_TREE_HEIGHT).toBe(500);
    expect(c.FALLBACK_COUNTY_COUNT).toBe(2500);
    expect(c.HERO_IMAGE_HEIGHTS).toEqual([250, 400]);
    expect(c.CUSTOM_LINKS_MAX).toBe(6);
    expect(c.MAX_ORDER_QTY).toEqual({ min: 1, max: 999999999 });
  });

  it('paging, polling and other figures', () => {
    expect(c.NOTIFICATION_HISTORY_PAGE_SIZE).toBe(9);
    expect(c.NOTIFICATION_SYSTEM_ID).toBe(24);
    expect(c.QUOTE_DIRECTORY_PAGE_SIZE).toBe(50);
    expect(c.RULE_BOOK_PAGE_SIZE).toBe(9999);
    expect(c.LAUNCHER_HEARTBEAT).toBe(5000);
    expect(c.TRADE_HALTS_POLL).toEqual({ interval: 5, pollTime: 1 });
    expect(c.VIEW_MORE_MAX_HEIGHT).toBe(200);
    expect(c.THIRD_PARTY_COOKIE_CATEGORY).toBe('C0005');
    expect(c.LAUNCH_MEMORY_OPTIONS).toEqual(['512 MB', '1 GB']);
  });

  it('tree limits', () => {
    expect(c.TREE_LIMITS).toEqual({ maxDepth: 64, maxNodes: 5000 });
  });
});
