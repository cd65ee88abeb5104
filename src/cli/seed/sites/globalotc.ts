import { agreement, anchor, box, callout, card, collapsibleSection, grid, heading, hero, media, page, partial, richText, row, table } from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'globalotc';

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'An alternative trading system for OTC equities, open to broker-dealer subscribers from early morning to evening.',
    top: [
      hero({
        heading: 'A modern venue for OTC equities',
        imageSrc: '/static/img/hero-markets.svg',
        imageAlt: 'Rising price lines across a blue market chart',
        imageHeight: 250,
        box1Text: 'Transparent, rules-based trading in more than 12,000 over-the-counter securities.',
      }),
    ],
    main: [
      heading('Why trade here'),
      grid([
        card({ title: 'Trading sessions', text: 'Pre-market, core and post-market sessions every trading day.', href: '#trading' }),
        card({ title: 'Subscribers', text: 'Open to FINRA-member broker-dealers.', href: '#subscribers' }),
        card({ title: 'Fees', text: 'Simple per-share pricing with no monthly minimum.', href: '#fees' }),
      ]),
      anchor('trading'),
      heading('Trading sessions'),
      richText(
        table({
          caption: 'Trading sessions, Eastern Time',
          head: ['Session', 'Opens', 'Closes'],
          rows: [
            ['Pre-market', '4:00 a.m.', '9:30 a.m.'],
            ['Core', '9:30 a.m.', '4:00 p.m.'],
            ['Post-market', '4:00 p.m.', '8:00 p.m.'],
          ],
        }),
      ),
      callout({
        intent: 'info',
        heading: 'Matching rules',
        text: 'Orders are matched by price, then time. Hidden orders never trade ahead of displayed orders at the same price.',
      }),
      anchor('subscribers'),
      heading('Becoming a subscriber'),
      row([
        box('card', [heading('1. Apply', 3), richText('<p>Complete the subscriber agreement and connectivity form.</p>')]),
        box('card', [heading('2. Certify', 3), richText('<p>Test your FIX session against the certification environment.</p>')]),
        box('card', [heading('3. Trade', 3), richText('<p>Go live on the next trading day after certification.</p>')]),
      ]),
      agreement(
        {
          agreementId: 'globalotc-certification-access',
          disclaimer:
            '<p><strong>Certification environment access.</strong> The addresses below are confidential information under ' +
            'section 7 of the Subscriber Agreement. Use them only to certify your firm\u2019s own FIX sessions, and do not pass ' +
            'them to vendors or other firms.</p>',
          checkboxLabel: 'My firm is a subscriber, or has applied to become one, and I will keep these details confidential.',
          buttonLabel: 'Show connection details',
        },
        [
          richText(
            table({
              caption: 'Certification environment',
              head: ['Session', 'Host', 'Port', 'Available (ET)'],
              rows: [
                ['FIX order entry', '198.51.100.20', '9201', 'Trading days, 6:00 a.m. to 9:00 p.m.'],
                ['FIX drop copy', '198.51.100.21', '9301', 'Trading days, 6:00 a.m. to 9:00 p.m.'],
                ['Market data recovery', '198.51.100.24', '9401', 'Trading days, 6:00 a.m. to 9:00 p.m.'],
              ],
            }) + '<p>Certification test scripts are sent by the subscriber services desk with your SenderCompID.</p>',
          ),
        ],
      ),
      anchor('market-data'),
      heading('Market data'),
      media(
        {
          imageUrl: '/static/img/hero-data.svg',
          altText: 'Network of connected data points on a dark teal background',
          heading: 'Depth-of-book feed',
          headingLevel: 3,
        },
        [richText('<p>Every displayed order and execution, published over multicast with a recovery service for missed messages.</p>')],
      ),
      anchor('fees'),
      heading('Fees'),
      richText(
        table({
          caption: 'Transaction fees per share',
          head: ['Security price', 'Adding liquidity', 'Removing liquidity'],
          rows: [
            ['$1.00 or more', 'No charge', '$0.0030'],
            ['Under $1.00', 'No charge', '0.10% of trade value'],
          ],
        }),
      ),
      anchor('faq'),
      heading('Subscriber questions'),
      collapsibleSection(
        { header: 'Which order types can I send?', hash: 'order-types' },
        {
          expanded: [
            richText(
              '<p>Limit orders only, with time in force Day, IOC or GTX (good until the end of the post-market session). ' +
                'Orders may be displayed or hidden; hidden orders need a minimum size of 500 shares.</p>',
            ),
          ],
          collapsed: [richText('<p>Limit orders, displayed or hidden.</p>')],
        },
      ),
      collapsibleSection(
        { header: 'How are fees billed?', hash: 'billing', ajaxUrl: '/partials/fee-notes' },
        { collapsed: [richText('<p>Monthly, in arrears, by the fifth business day.</p>')] },
      ),
      collapsibleSection({ header: 'Fee schedule, 2024 (archived)', hash: 'fees-2024', ajaxUrl: '/partials/archive/fee-schedule-2024' }),
      collapsibleSection(
        { header: 'Can I trade securities that are under a trading halt?', hash: 'halts' },
        {
          expanded: [
            richText(
              '<p>No. When FINRA halts a security, orders in it are cancelled and new ones are rejected until the halt ends. ' +
                'Halted securities are listed in the daily subscriber notice.</p>',
            ),
          ],
        },
      ),
      anchor('notices'),
      heading('Subscriber notices'),
      richText(
        table({
          caption: 'Recent subscriber notices',
          head: ['Date', 'Notice'],
          rows: [
            ['2/26/2026', 'Post-market session extended to 8:00 p.m. from March 9'],
            ['2/10/2026', 'New FIX certification environment'],
          ],
          rowHeaders: false,
        }),
      ),
    ],
  });
}

/** Loaded into the "How are fees billed?" section of the home page the first time it opens. */
function feeNotes(): DemoDocument {
  return partial({
    site,
    path: '/partials/fee-notes',
    title: 'Fee billing notes',
    content: [
      richText(
        '<p>Invoices for each calendar month are issued by the fifth business day of the next month and are due within 30 days. ' +
          'Each invoice lists executed shares by session and by price band, with adding and removing liquidity shown apart.</p>' +
          '<ul><li>Trades under $1.00 are charged 0.10% of trade value, never more than $0.0030 a share.</li>' +
          '<li>Busted trades are credited on the next invoice.</li>' +
          '<li>Questions about an invoice: <a href="mailto:billing@globalotc.example">billing@globalotc.example</a>.</li></ul>',
      ),
    ],
  });
}

export function globalotcDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Become a subscriber', href: '/#subscribers', isButton: true }],
      menus: [
        { title: 'Trading', sections: [{ title: 'Market', links: [['Trading sessions', '/#trading'], ['Fees', '/#fees']] }] },
        {
          title: 'Subscribers',
          sections: [{ title: 'Access', links: [['Becoming a subscriber', '/#subscribers'], ['Market data', '/#market-data'], ['Subscriber questions', '/#faq']] }],
        },
        { title: 'Notices', sections: [{ title: 'Updates', links: [['Subscriber notices', '/#notices'], ['Privacy Policy', '/privacy-policy']] }] },
      ],
    }),
    footerPartial({
      site,
      sections: [
        { title: 'Trading', links: [['Sessions', '/#trading'], ['Fees', '/#fees']] },
        { title: 'Subscribers', links: [['Join', '/#subscribers'], ['Market data', '/#market-data'], ['Notices', '/#notices']] },
      ],
      socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/global-otc' }],
    }),
    home(),
    feeNotes(),
    privacyPolicy({
      site,
      controller: 'Global OTC Markets LLC',
      services: 'this website and the Global OTC trading system',
      address: '55 Water Street Plaza, New York, NY 10041, United States',
      updated: 'December 1, 2025',
    }),
  ];
}
