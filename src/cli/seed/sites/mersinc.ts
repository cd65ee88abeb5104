import {
  anchor,
  backgroundVideo,
  belt,
  box,
  breadcrumb,
  callout,
  card,
  flexBox,
  float,
  grid2024,
  heading,
  hero,
  media,
  n,
  page,
  richText,
  row,
  table,
} from '../build';
import { DEMO_SERVICES } from '../../../components/demo-request-form/pricing';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'mersinc';

function home(): DemoDocument {
  const figure = (value: string, label: string) =>
    flexBox('plain', { direction: 'column', gap: 1, items: 'start' }, [richText(`<p><strong>${value}</strong></p>`), richText(`<p>${label}</p>`)]);
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'The MERS System and MERS eRegistry track mortgage servicing rights, beneficial ownership and eNotes.',
    top: [
      hero({
        heading: 'The registry of record for mortgages',
        imageSrc: '/static/img/hero-mortgage.svg',
        imageAlt: 'Rooftops of a neighbourhood on green rolling hills',
        box1Text: 'MERS tracks who services a loan and who owns it, so homeowners, counties and lenders can always find out.',
        box1bg: 'primary',
      }),
    ],
    main: [
      anchor('about'),
      heading('What MERS does'),
      richText(
        '<p>Every loan registered on the MERS System receives an 18-digit Mortgage Identification Number (MIN). When servicing ' +
          'rights or beneficial ownership change hands, members update the registry instead of recording an assignment in the county.</p>',
      ),
      grid2024([
        card({
          title: 'MERS System',
          text: 'The national registry of servicing rights and beneficial ownership for residential loans.',
          href: '/solutions#mers-system',
          linkText: 'About the MERS System',
        }),
        card({
          title: 'MERS eRegistry',
          text: 'The system of record for the controller and location of electronic promissory notes.',
          href: '/solutions#eregistry',
          linkText: 'About the eRegistry',
        }),
        card({
          title: 'Real estate professionals',
          text: 'Tools for county recorders, title companies, settlement agents and attorneys.',
          href: '/solutions/real-estate',
          linkText: 'Real estate solutions',
        }),
      ]),
      belt({ background: 'header', imageUrl: '/static/img/belt-neighbourhood.svg' }, [
        heading('MERS in numbers'),
        row([
          figure('31.2 million', 'active loans registered'),
          figure('4,860', 'member organizations'),
          figure('2.9 million', 'eNotes on the eRegistry'),
        ]),
      ]),
      media(
        {
          imageUrl: '/static/img/card-mortgage-servicing.svg',
          altText: 'House inside a circular arrow, suggesting the life of a loan',
          heading: 'Homeowners: find your servicer',
          mediaSide: 'right',
          linkUrl: '/solutions/real-estate#find-your-servicer',
          linkText: 'Look up your servicer',
        },
        [richText('<p>Enter your MIN or property address to see which company services your mortgage and how to contact it. The search is free.</p>')],
      ),
    ],
  });
}

function solutions(): DemoDocument {
  return page({
    site,
    path: '/solutions',
    title: 'Solutions',
    description: 'The MERS System, the MERS eRegistry and membership options for lenders, servicers and investors.',
    top: [
      // Poster only: the registry loop is not published yet, so nothing moves and there is nothing to pause.
      backgroundVideo({ posterUrl: '/static/img/video-registry-poster.svg', overlay: 'header', minHeight: 250 }, [
        heading('Solutions', 1),
        richText('<p>Registries and services that keep the ownership and servicing history of each mortgage in one place.</p>'),
      ]),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Solutions', '/solutions']),
      anchor('mers-system'),
      heading('MERS System'),
      richText(
        '<p>Members register loans at closing and report every later transfer of servicing rights or beneficial ownership. ' +
          'MERS can serve as mortgagee in the county land records, so later transfers between members need no recorded assignment.</p>',
      ),
      anchor('eregistry'),
      heading('MERS eRegistry'),
      richText(
        '<p>The eRegistry records the controller and location of each eNote and the delegatee acting for the controller. ' +
          'Transfers of control are completed in minutes and confirmed to both parties.</p>',
      ),
      callout({
        intent: 'info',
        heading: 'eNote adoption',
        text: 'Registrations of eNotes grew 34% in 2025, with 1,150 organizations now registered to receive them.',
      }),
      anchor('membership'),
      heading('Membership options'),
      richText(
        table({
          caption: 'MERS membership types',
          head: ['Type', 'Suits', 'Registers loans'],
          rows: [
            ['General', 'Lenders and servicers; annual fee tiers set by registration volume', 'Yes'],
            ['Lite', 'Originators that sell loans servicing-released to a General member', 'Yes, at closing only'],
            ['Patron', 'Investors, custodians and vendors that need access but do not register loans', 'No'],
          ],
        }),
      ),
      anchor('demo'),
      heading('Request a demonstration'),
      richText('<p>See eRecording and eSign working on your own documents. Choose your company type to see its prices before you ask.</p>'),
      n(
        'demo-request-form',
        {
          formName: 'Demo request',
          services: DEMO_SERVICES,
          disclaimer:
            '<p>Prices are for new customers and exclude county recording fees and transfer taxes. A demonstration does not commit you to a subscription; ' +
            'we use your details only to arrange it. Read how in our <a href="/privacy-policy">privacy policy</a>.</p>',
          emailTo: 'sales@mersinc.example',
          targetUrl: 'https://mersinc.service-now.example/api/now/table/x_demo_request',
          passwordRecoveryUrl: 'mailto:help.desk@mersinc.example?subject=Password%20recovery',
        },
        {
          success: [richText('<p>A product specialist will call you within two business days to arrange the demonstration.</p>')],
          duplicate: [
            richText(
              '<p>Already a customer? <a href="/login?returnTo=/solutions">Sign in</a> to add services to your account. ' +
                'Forgotten your password? <a href="mailto:help.desk@mersinc.example?subject=Password%20recovery">Ask the help desk to reset it</a>.</p>',
            ),
          ],
          error: [richText('<p>You can also reach the sales team at <a href="tel:+18005550186">800 555 0186</a>, business days from 8:00 a.m. to 6:00 p.m. ET.</p>')],
        },
      ),
      heading('For real estate professionals'),
      grid2024([
        card({
          title: 'Real estate solutions',
          text: 'Look-ups and lien release help for counties, title companies and attorneys.',
          href: '/solutions/real-estate',
        }),
        card({ title: 'Find your servicer', text: 'Free servicer look-up by MIN or property address.', href: '/solutions/real-estate#find-your-servicer' }),
        card({ title: 'Lien releases', text: 'What to do when a paid-off loan still shows a lien.', href: '/solutions/real-estate#lien-releases' }),
      ]),
    ],
  });
}

function realEstate(): DemoDocument {
  return page({
    site,
    path: '/solutions/real-estate',
    title: 'Real estate solutions',
    description: 'Servicer look-ups, lien release help and MIN searches for county recorders, title companies and homeowners.',
    top: [
      hero({
        heading: 'Real estate solutions',
        imageHeight: 250,
        imageSrc: '/static/img/hero-mortgage.svg',
        imageAlt: '',
        box1Text: 'Answers for the people who record, insure and close on real estate.',
      }),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Solutions', '/solutions'], ['Real estate', '/solutions/real-estate']),
      anchor('find-your-servicer'),
      heading('Find your servicer'),
      float(
        { side: 'right', width: '33%' },
        [
          box('shaded', [
            heading('What to have ready', 3),
            richText('<ul><li>The 18-digit MIN from your deed of trust or mortgage</li><li>Or the property\u2019s street address and ZIP code</li></ul>'),
          ]),
        ],
        [
          richText(
            '<p>Search by the 18-digit MIN printed on your mortgage, or by property address. The result shows the servicer\u2019s name, ' +
              'phone number and website. The service is free and needs no account.</p>' +
              '<p>If your loan was sold or its servicing moved, the search shows the company that services it today, not the lender ' +
              'you closed with. Loans that were never registered with MERS return no result; your monthly statement then names your servicer.</p>',
          ),
        ],
      ),
      anchor('lien-releases'),
      heading('Lien releases'),
      richText(
        '<p>If a paid-off loan still shows a lien, contact the servicer shown in the search first: releases are prepared by the ' +
          'servicer. If the servicer no longer exists, our lien release team will research the loan and arrange a release.</p>',
      ),
      heading('Who we help'),
      row([
        box('card', [heading('County recorders', 3), richText('<p>Bulk MIN look-ups and a dedicated line for recording offices.</p>')]),
        box('card', [heading('Title companies', 3), richText('<p>Payoff contacts and release status for open title orders.</p>')]),
        box('card', [heading('Attorneys', 3), richText('<p>Verification of MERS\u2019 role on a loan for foreclosure and quiet title matters.</p>')]),
      ]),
      callout(
        { intent: 'warn', heading: 'Beware of look-up fees', text: 'Servicer searches are always free. We never ask homeowners for payment.' },
        [richText('<p>Read how we use the details you enter in our <a href="/privacy-policy">Privacy Policy</a>.</p>')],
      ),
    ],
  });
}

/**
 * Document lists by type (mers-docs-tabs): each tab lists the published notices whose circular
 * type is its document type, newest first.
 */
function documents(): DemoDocument {
  return page({
    site,
    path: '/documents',
    title: 'Documents',
    description: 'MERS bulletins, policies and Procedures Manual releases for members, newest first.',
    main: [
      breadcrumb(['Home', '/'], ['Documents', '/documents']),
      heading('Documents', 1),
      richText('<p>The bulletins, policies and Procedures Manual releases that tell members how to use the MERS® System and the MERS® eRegistry. Choose a tab to see one kind of document.</p>'),
      heading('Documents by type'),
      n('mers-docs-tabs', {
        label: 'Document types',
        headingLevel: 3,
        limit: 20,
        tabs: [
          { documentType: 'MERS Bulletin', tabName: 'Bulletins', header: 'MERS bulletins' },
          { documentType: 'MERS Policy', tabName: 'Policies', header: 'MERS policies' },
          { documentType: 'Procedures Manual Release', tabName: 'Procedures Manual', header: 'Procedures Manual releases' },
        ],
      }),
    ],
  });
}

export function mersincDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Find my servicer', href: '/solutions/real-estate#find-your-servicer', isButton: true }],
      menus: [
        {
          title: 'Solutions',
          sections: [
            {
              title: 'Registries',
              links: [
                ['All solutions', '/solutions'],
                ['MERS System', '/solutions#mers-system', 'Servicing rights and beneficial ownership'],
                ['MERS eRegistry', '/solutions#eregistry', 'Controller and location of eNotes'],
              ],
            },
            { title: 'Membership', links: [['Membership options', '/solutions#membership']] },
          ],
        },
        {
          title: 'Homeowners',
          sections: [
            {
              title: 'Help',
              links: [
                ['Find your servicer', '/solutions/real-estate#find-your-servicer'],
                ['Lien releases', '/solutions/real-estate#lien-releases'],
              ],
            },
          ],
        },
        {
          title: 'About',
          sections: [
            { title: 'MERS', links: [['What MERS does', '/#about'], ['Real estate solutions', '/solutions/real-estate']] },
            { title: 'Resources', links: [['Documents', '/documents', 'Rules, memos and bulletins']] },
          ],
        },
      ],
    }),
    footerPartial({
      site,
      siteName: 'Mortgage Electronic Registration Systems',
      sections: [
        { title: 'Solutions', links: [['MERS System', '/solutions#mers-system'], ['MERS eRegistry', '/solutions#eregistry'], ['Membership', '/solutions#membership']] },
        { title: 'Homeowners', links: [['Find your servicer', '/solutions/real-estate#find-your-servicer'], ['Lien releases', '/solutions/real-estate#lien-releases']] },
      ],
      socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/mers' }],
    }),
    home(),
    solutions(),
    realEstate(),
    documents(),
    privacyPolicy({
      site,
      controller: 'MERSCORP Holdings, Inc.',
      services: 'our websites, the MERS System and the MERS eRegistry',
      address: '11950 Commonwealth Square, Suite 200, Reston, VA 20191, United States',
      updated: 'January 8, 2026',
    }),
  ];
}
