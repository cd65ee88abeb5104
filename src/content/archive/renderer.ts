import type { ComposedPage } from '../site-pages/compose';

/**
 * Renders a composed page as the HTML a signed-out visitor receives: the whole document in
 * its site's layout (a partial: its fragment), gated parts as a signed-out visitor gets them.
 * Content may not import the renderer (React): the server implements this
 * (`server/archive-renderer.ts`) and whoever builds a ContentContext hands it in.
 */
export interface PageRenderer {
  render(input: { page: ComposedPage; site: { name: string; signInProvider?: string } }): Promise<string>;
}
