import { anchor, box, callout, heading, hero, page, richText, row, table } from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'ctaplan';

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'The CTA Plan governs the consolidated last-sale and quotation data for Tape A and Tape B securities.',
    top: [
      hero({
        heading: 'Consolidated tape for Tapes A and B',
        imageSrc: '/static/img/hero-data.svg',
        imageAlt: 'Network of connected data points on a dark teal background',
        imageHeight: 250,
        box1Text: 'One feed of last-sale prices and best quotations from every exchange that trades NYSE-listed and regional securities.',
        box1bg: 'header',
      }),
    ],
    main: [
      anchor('about'),
      heading('About the Plan'),
      richText(
        '<p>The Consolidated Tape Association Plan and the Consolidated Quotation Plan set how trade and quote data for ' +
          'Tape A (NYSE-listed) and Tape B (securities listed on other exchanges) is collected, consolidated and sold. ' +
          'The securities information processor publishes the data; the participants share the revenue.</p>',
      ),
      row([
        box('shaded', [heading('Trades', 3), richText('<p>Last-sale reports from every exchange and the trade reporting facilities.</p>')]),
        box('shaded', [heading('Quotes', 3), richText('<p>The national best bid and offer, updated with every change.</p>')]),
        box('shaded', [heading('Administration', 3), richText('<p>Vendor agreements, subscriber reporting and audits.</p>')]),
      ]),
      anchor('participants'),
      heading('Participants'),
      richText(
        '<p>The participants are the 16 national securities exchanges that trade Tape A and Tape B securities and the Financial ' +
          'Industry Regulatory Authority. Each participant has one vote on the operating committee.</p>',
      ),
      anchor('fees'),
      heading('Fee schedule'),
      richText(
        table({
          caption: 'Monthly fees, Tape A',
          head: ['Fee', 'Professional', 'Non-professional'],
          rows: [
            ['Direct access', '$2,500 per firm', 'Not applicable'],
            ['Redistribution', '$1,000 per vendor', 'Not applicable'],
            ['Per-device subscriber fee', '$45.75', '$1.00'],
            ['Per-query fee', '$0.0050', '$0.0050'],
          ],
        }),
      ),
      callout({
        intent: 'info',
        heading: 'Reporting deadline',
        text: 'Vendors report subscriber counts by the 15th calendar day of the month following the month of use.',
      }),
      anchor('notices'),
      heading('Notices'),
      richText(
        table({
          caption: 'Recent notices',
          head: ['Date', 'Number', 'Title'],
          rows: [
            ['3/2/2026', 'CTA 2026-04', 'Fee schedule changes effective April 1, 2026'],
            ['2/18/2026', 'CTA 2026-03', 'Operating committee meeting, March 11, 2026'],
            ['1/30/2026', 'CTA 2026-02', 'Updated subscriber reporting template'],
          ],
          rowHeaders: false,
        }),
      ),
      anchor('contact'),
      heading('Contact the administrator'),
      richText(
        '<p>Questions about vendor agreements, fees and reporting: <a href="tel:+12125550125">+1 212 555 0125</a>, business days ' +
          '9:00 a.m. to 5:00 p.m. ET.</p>',
      ),
    ],
  });
}

export function ctaplanDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Fee schedule', href: '/#fees', isButton: true }],
      menus: [
        { title: 'The Plan', sections: [{ title: 'About', links: [['About the Plan', '/#about'], ['Participants', '/#participants']] }] },
        { title: 'Market data', sections: [{ title: 'Vendors', links: [['Fee schedule', '/#fees'], ['Notices', '/#notices']] }] },
        { title: 'Contact', sections: [{ title: 'Help', links: [['Contact the administrator', '/#contact'], ['Privacy Policy', '/privacy-policy']] }] },
      ],
    }),
    footerPartial({
      site,
      siteName: 'Consolidated Tape Association',
      sections: [
        { title: 'The Plan', links: [['About', '/#about'], ['Participants', '/#participants']] },
        { title: 'Vendors', links: [['Fee schedule', '/#fees'], ['Notices', '/#notices'], ['Contact', '/#contact']] },
      ],
      socials: [],
    }),
    home(),
    privacyPolicy({
      site,
      controller: 'the CTA Plan Administrator',
      services: 'this website and the administration of the CTA and CQ Plans',
      address: '100 Exchange Place, 12th Floor, Jersey City, NJ 07302, United States',
      updated: 'December 1, 2025',
    }),
  ];
}
