import type { SiteId } from '../../../core/sites';
import { n, partial } from '../build';
import type { DemoDocument } from '../types';
import { cookieNotice } from './consent';

/** Header and footer partials of the smaller sites, from compact link lists. */

type Link = [title: string, href: string, description?: string];

export interface HeaderInput {
  site: SiteId;
  menus: { title: string; isFeatured?: boolean; sections: { title: string; links: Link[] }[] }[];
  ctas: { title: string; href: string; isButton?: boolean; hideOnMobile?: boolean }[];
}

export function headerPartial({ site, menus, ctas }: HeaderInput): DemoDocument {
  return partial({
    site,
    path: '/header',
    title: 'Header',
    content: [
      n('header', {
        customLogoUrl: '',
        customLogoRedirectUrl: '/',
        ctaLinks: ctas.map((c) => ({ isButton: false, hideOnMobile: false, ...c })),
        menus: menus.map((m) => ({
          title: m.title,
          isFeatured: m.isFeatured ?? false,
          sections: m.sections.map((s) => ({
            title: s.title,
            links: s.links.map(([title, href, description = '']) => ({ title, href, description, iconPath: '' })),
          })),
        })),
      }),
    ],
  });
}

export interface FooterInput {
  site: SiteId;
  siteName?: string;
  sections: { title: string; links: Link[] }[];
  socials: { network: 'linkedin' | 'x' | 'facebook' | 'youtube' | 'instagram'; href: string }[];
}

/** Every footer ends with the privacy policy and its cookie section, then the cookie notice. */
export function footerPartial({ site, siteName = '', sections, socials }: FooterInput): DemoDocument {
  return partial({
    site,
    path: '/footer',
    title: 'Footer',
    content: [
      n('footer', {
        siteName,
        sectionRows: 1,
        sections: sections.map((s) => ({
          title: s.title,
          links: s.links.map(([title, href], i) => ({ id: `${s.title}-${i}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title, href, showOnMobile: true })),
        })),
        socials,
        bottomLinks: [
          { title: 'Privacy Policy', href: '/privacy-policy' },
          { title: 'Cookies', href: '/privacy-policy#cookies' },
        ],
      }),
      cookieNotice(),
    ],
  });
}
