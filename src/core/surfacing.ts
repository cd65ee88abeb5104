/**
 * Content surfacing (specification §3): a component lists published pages of its site chosen
 * by tags and ordered by a criterion, pinned pages first. The server loads the pages; the
 * view only shows them.
 */

export const SURFACING_CRITERIA = ['newest', 'oldest', 'title'] as const;
export type SurfacingCriterion = (typeof SURFACING_CRITERIA)[number];

/** A published page as a listing shows it (from its settings: summary = description). */
export interface SurfacedPage {
  path: string;
  title: string;
  subtitle?: string;
  category?: string;
  summary?: string;
  image?: string;
  publishedAt: string;
}

/** What one content-surfacing node asks for. */
export interface SurfacingQuery {
  /** Pages with any of these tags; none: every page. */
  tags: string[];
  criterion: SurfacingCriterion;
  /** Paths shown first, in this order, whether or not they carry the tags. */
  pinned: string[];
  /** How many pages in all (tiles per row × rows). */
  limit: number;
  /** The page the listing is on, never listed on itself. */
  exclude: string;
}
