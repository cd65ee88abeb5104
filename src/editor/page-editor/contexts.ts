import { createContext } from 'react';

/** What is wrong with one component of the page. */
export interface NodeProblem {
  /** Puck item id (`root` for the document root). */
  id: string;
  label: string;
  /** Prop path (`ctaLinks.0.href`, or a slot name) → message. */
  errors: Record<string, string>;
}

/** What the canvas iframe needs to look like the site. */
export const CanvasSettings = createContext<{ site: string; stylesheet: string | null }>({ site: 'ice', stylesheet: null });

/** Validation problems of the page by Puck item id (`root` for the document root). */
export const Problems = createContext<ReadonlyMap<string, NodeProblem>>(new Map());
