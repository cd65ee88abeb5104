import type { Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import type { Seo } from '../../core/contracts';

/** One demo page or partial, published on first start. */
export interface DemoDocument {
  site: SiteId;
  path: string;
  kind: 'page' | 'partial';
  title: string;
  seo?: Seo;
  tree: Node;
  /** Publishes the page behind this access code (printed with the demo credentials). */
  accessCode?: string;
}
