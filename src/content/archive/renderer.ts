import type { Site } from '../../core/contracts';
import type { ComposedPage } from '../site-pages/compose';

/** What a page's rendering takes from its site, as the publishing transaction reads it. */
export interface SiteFacts {
  /** The site's row: its name, settings (logo, head, cookie categories) and captcha site key. */
  row: Site | undefined;
  signInProvider?: string;
  /** Whether the site's captcha is reCAPTCHA (its forms then carry the site key). */
  recaptcha: boolean;
}

/**
 * Renders a composed page as the HTML a signed-out visitor receives: the whole document in
 * its site's layout (a partial: its fragment), gated parts as a signed-out visitor gets them.
 * Content may not import the renderer (React): the server implements this
 * (`server/archive-renderer.ts`) and whoever builds a ContentContext hands it in.
 */
export interface PageRenderer {
  render(input: { page: ComposedPage; site: SiteFacts }): Promise<string>;
}
