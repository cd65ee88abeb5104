import { VIDEO_PLAYLIST } from '../../core/constants';

/** The page of the playlist that is shown: items `start` to `end - 1`. */
export interface PlaylistPage {
  /** 0-based. */
  page: number;
  pages: number;
  start: number;
  end: number;
  perPage: number;
}

/**
 * How many tiles of at least `minWidth` px fit side by side in `width` px with `gap` px between
 * them: what CSS grid's `repeat(auto-fill, minmax(250px, 1fr))` makes of it, never less than 1.
 */
export function columnsFor({ width, gap, minWidth = VIDEO_PLAYLIST.minWidth }: { width: number; gap: number; minWidth?: number }): number {
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/**
 * The page holding item `first` when `columns` tiles fit in a row and a page has
 * VIDEO_PLAYLIST.rowsPerPage rows (specification §9: 2).
 */
export function playlistPage({ count, columns, first }: { count: number; columns: number; first: number }): PlaylistPage {
  const perPage = Math.max(1, columns) * VIDEO_PLAYLIST.rowsPerPage;
  const pages = Math.max(1, Math.ceil(count / perPage));
  const page = Math.min(pages - 1, Math.max(0, Math.floor(first / perPage)));
  const start = page * perPage;
  return { page, pages, start, end: Math.min(count, start + perPage), perPage };
}

/** The first item of the page `step` pages away (clamped to the first and last page). */
export function turnPage(current: PlaylistPage, step: number): number {
  const page = Math.min(current.pages - 1, Math.max(0, current.page + step));
  return page * current.perPage;
}

/** The page status read out to screen readers. */
export function pageStatus({ page, pages }: PlaylistPage): string {
  return `Page ${page + 1} of ${pages}`;
}
