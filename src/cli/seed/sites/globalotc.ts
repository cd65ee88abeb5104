import { anchor, box, callout, card, grid, heading, hero, media, page, richText, row, table } from '../build';
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

export function globalotcDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Become a subscriber', href: '/#subscribers', isButton: true }],
      menus: [
        { title: 'Trading', sections: [{ title: 'Market', links: [['Trading sessions', '/#trading'], ['Fees', '/#fees']] }] },
        { title: 'Subscribers', sections: [{ title: 'Access', links: [['Becoming a subscriber', '/#subscribers'], ['Market data', '/#market-data']] }] },
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
    privacyPolicy({
      site,
      controller: 'Global OTC Markets LLC',
      services: 'this website and the Global OTC trading system',
      address: '55 Water Street Plaza, New York, NY 10041, United States',
      updated: 'December 1, 2025',
    }),
  ];
}
