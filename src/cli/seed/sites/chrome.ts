import type { SiteId } from '../../../core/sites';
import { n, partial } from '../build';
import type { DemoDocument } from '../types';
import { cookieNotice } from './consent';

/** Header and footer partials of every site, from compact link lists. */

export type Link = [title: string, href: string, description?: string];

export interface HeaderInput {
  site: SiteId;
  search?: { collections: string; placeholder: string };
  menus: { title: string; isFeatured?: boolean; sections: { title: string; links: Link[] }[] }[];
  ctas: { title: string; href: string; isButton?: boolean; hideOnMobile?: boolean }[];
}

export function headerPartial({ site, search, menus, ctas }: HeaderInput): DemoDocument {
  return partial({
    site,
    path: '/header',
    title: 'Header',
    content: [
      n('header', {
        ...(search && { searchCollections: search.collections, placeholder: search.placeholder }),
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

interface FooterLinkObject {
  /** Defaults to one derived from the section title and the link's position. */
  id?: string;
  title: string;
  href: string;
  showOnMobile?: boolean;
}

export type FooterLink = Link | FooterLinkObject;

export interface FooterInput {
  site: SiteId;
  siteName?: string;
  sections: { title: string; links: FooterLink[] }[];
  socials: { network: 'linkedin' | 'x' | 'facebook' | 'youtube' | 'instagram'; href: string }[];
}

function footerLink(section: string, link: FooterLink, i: number) {
  const object: FooterLinkObject = Array.isArray(link) ? { title: link[0], href: link[1] } : link;
  const { id = `${section}-${i}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title, href, showOnMobile = true } = object;
  return { id, title, href, showOnMobile };
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
        sections: sections.map((s) => ({ title: s.title, links: s.links.map((link, i) => footerLink(s.title, link, i)) })),
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
