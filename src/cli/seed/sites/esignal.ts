import { anchor, callout, card, grid2024, heading, hero, media, page, richText, table } from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'esignal';

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'Real-time charting, scanning and back-testing software for active traders, on desktop, web and mobile.',
    top: [
      hero({
        heading: 'Charting and analysis for active traders',
        imageSrc: '/static/img/futures-equity-derivatives.svg',
        imageAlt: 'Candlestick price chart with red and green bars trending upwards',
        box1Text: 'Real-time data, more than 300 studies and strategy back-testing in one platform.',
        box2Text: 'Try any plan free for 30 days.',
        box2bg: 'accent',
      }),
    ],
    main: [
      anchor('platforms'),
      heading('One account, every screen'),
      grid2024([
        card({
          title: 'Desktop',
          text: 'Multi-monitor layouts, custom studies in JavaScript and hot-key order entry with connected brokers.',
          imageSrc: '/static/img/hero-trading-floor.svg',
          imageAlt: 'Wall of trading screens showing intraday price charts',
        }),
        card({
          title: 'Web',
          text: 'Your watch lists, charts and alerts in any browser, synchronised with the desktop.',
          imageSrc: '/static/img/hero-markets.svg',
          imageAlt: 'Rising price lines across a blue market chart',
        }),
        card({
          title: 'Mobile',
          text: 'Charts, news and price alerts on iOS and Android, with the same drawings as on your desktop.',
          imageSrc: '/static/img/card-insights.svg',
          imageAlt: 'Bar chart rising from left to right beside concentric rings',
        }),
      ]),
      anchor('plans'),
      heading('Plans'),
      richText(
        table({
          caption: 'Monthly plans, billed monthly',
          head: ['Plan', 'Price', 'Symbols', 'Back-testing', 'Scanning'],
          rows: [
            ['Classic', '$58', '200', 'No', 'No'],
            ['Signature', '$105', '500', 'Yes', 'End of day'],
            ['Elite', '$195', '1,000', 'Yes, with optimization', 'Real time'],
          ],
        }),
      ),
      callout({ intent: 'info', heading: 'Save with annual billing', text: 'Annual plans cost the same as ten months of the monthly price.' }),
      anchor('data'),
      heading('Exchange data'),
      media(
        {
          imageUrl: '/static/img/hero-data.svg',
          altText: 'Network of connected data points on a dark teal background',
          heading: 'Data from 160 exchanges',
          headingLevel: 3,
        },
        [
          richText(
            '<p>Add real-time data for U.S. and international equities, futures, options and FX. Exchange fees are passed through at cost: ' +
              'for example, non-professional real-time data for NYSE costs $1.50 a month.</p>',
          ),
        ],
      ),
      anchor('support'),
      heading('Support'),
      richText(
        '<p>Our trading platform specialists answer on trading days from 7:00 a.m. to 8:00 p.m. ET at ' +
          '<a href="tel:+18005550166">800 555 0166</a>. Read how we handle account data in our <a href="/privacy-policy">Privacy Policy</a>.</p>',
      ),
    ],
  });
}

export function esignalDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Compare plans', href: '/#plans', isButton: true }],
      menus: [
        {
          title: 'Products',
          sections: [
            { title: 'Platforms', links: [['Desktop, web and mobile', '/#platforms'], ['Exchange data', '/#data', 'Real-time data from 160 exchanges']] },
            { title: 'Buy', links: [['Plans and pricing', '/#plans']] },
          ],
        },
        { title: 'Support', sections: [{ title: 'Help', links: [['Contact support', '/#support'], ['Privacy Policy', '/privacy-policy']] }] },
      ],
    }),
    footerPartial({
      site,
      sections: [
        { title: 'Products', links: [['Platforms', '/#platforms'], ['Plans', '/#plans'], ['Exchange data', '/#data']] },
        { title: 'Help', links: [['Support', '/#support']] },
      ],
      socials: [
        { network: 'x', href: 'https://x.com/eSignal' },
        { network: 'youtube', href: 'https://www.youtube.com/@esignal' },
        { network: 'facebook', href: 'https://www.facebook.com/eSignal' },
      ],
    }),
    home(),
    privacyPolicy({
      site,
      controller: 'eSignal Trading Software, Inc.',
      services: 'our website, trading platforms and data subscriptions',
      address: '2600 Harbor Crest Drive, Hayward, CA 94545, United States',
      updated: 'November 20, 2025',
    }),
  ];
}
