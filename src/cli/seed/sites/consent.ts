import type { Node } from '../../../core/node';
import { n } from '../build';

/** Cookie consent, banner messages and sign-in components of the demo sites. */

/** Every site's /footer partial ends with the cookie notice (its defaults: categories C0001 to C0005). */
export const cookieNotice = (): Node => n('cookie-notice', { policyHref: '/privacy-policy#cookies' });

export interface BannerInput {
  id: string;
  cookieName: string;
  messageText: string;
  duration?: number | null;
  modal?: { header: string; closeText?: string };
}

export const bannerMessage = ({ id, cookieName, messageText, duration = null, modal }: BannerInput): Node =>
  n('banner-messages', {
    id,
    active: true,
    cookieName,
    duration,
    isModal: modal !== undefined,
    messageText,
    modalHeaderText: modal?.header ?? '',
    modalCloseButtonText: modal?.closeText ?? 'Close',
    displayOnDesktop: true,
    displayOnMobile: true,
    displayOnUnsupportedBrowser: true,
  });
