import { createContext } from 'react';
import type { NodeProblem } from './validation';

/** What the canvas iframe needs to look like the site. */
export const CanvasSettings = createContext<{ site: string; stylesheet: string | null }>({ site: 'ice', stylesheet: null });

/** Validation problems of the page by Puck item id (`root` for the document root). */
export const Problems = createContext<ReadonlyMap<string, NodeProblem>>(new Map());
