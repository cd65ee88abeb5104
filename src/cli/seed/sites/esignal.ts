import { anchor, callout, countdownTimer, heading, hero, media, page, richText, table, tabs, viewMore } from '../build';
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
      richText('<p>Your layouts, watch lists, drawings and alerts follow you from one screen to the next.</p>'),
      tabs('Platforms', [
        {
          tabId: 'desktop',
          label: 'Desktop',
          content: [
            richText(
              '<p>The full platform for Windows, built for traders who watch many markets at once.</p>' +
                '<ul><li>Layouts across up to eight monitors, saved and restored with one click</li>' +
                '<li>More than 300 studies, and your own studies and strategies written in JavaScript</li>' +
                '<li>Hot-key order entry and position tracking with connected brokers</li>' +
                '<li>Back-testing with tick-level replay and strategy optimization (Signature and Elite plans)</li></ul>',
            ),
          ],
        },
        {
          tabId: 'web',
          label: 'Web',
          content: [
            richText(
              '<p>eSignal in any modern browser, nothing to install.</p>' +
                '<ul><li>The watch lists, charts and alerts of your desktop, synchronised as you change them</li>' +
                '<li>Real-time streaming quotes on every plan, with the exchanges you subscribe to</li>' +
                '<li>Chart templates shared with the desktop, including your drawings and study settings</li></ul>',
            ),
          ],
        },
        {
          tabId: 'mobile',
          label: 'Mobile',
          content: [
            richText(
              '<p>Charts, news and price alerts on iOS and Android.</p>' +
                '<ul><li>Alerts from the desktop and web delivered as push notifications</li>' +
                '<li>The same drawings and watch lists as on your other screens</li>' +
                '<li>Sign in with the same account; no separate subscription</li></ul>',
            ),
          ],
        },
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
      richText('<p>Holiday offer: the first year of any annual Elite plan ordered by December 31 costs $1,599 instead of $1,950.</p>'),
      countdownTimer(
        { date: '2026-12-31T23:59:00-08:00', header: 'Holiday pricing ends in', headerLevel: 3, durationUnit: 'minutes' },
        [richText('<p>The holiday offer has ended. Annual plans still cost the same as ten months of the monthly price.</p>')],
      ),
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
      anchor('whats-new'),
      heading('What’s new in version 12.16'),
      viewMore([
        richText(
          '<p>Released November 10, 2026. The desktop updates itself the next time you start it; the web and mobile apps are up to date.</p>' +
            '<h3>Charts</h3>' +
            '<ul><li>Volume profile study for any session, with value area and point of control</li>' +
            '<li>Renko and Kagi charts now back-test like time-based charts</li>' +
            '<li>Drawings snap to the open, high, low and close of the nearest bar</li></ul>' +
            '<h3>Scanning</h3>' +
            '<ul><li>Real-time scans of up to 1,000 symbols on the Elite plan (was 500)</li>' +
            '<li>Scan results open as a linked watch list that updates as symbols enter and leave</li></ul>' +
            '<h3>Alerts</h3>' +
            '<ul><li>Alerts on study values, such as a moving-average cross, in addition to price</li>' +
            '<li>Alert history kept for 90 days and searchable by symbol</li></ul>' +
            '<h3>Fixes</h3>' +
            '<ul><li>Layouts with more than six monitors restore their window positions again</li>' +
            '<li>Options chains no longer stall on symbols with more than 2,000 strikes</li>' +
            '<li>Time-and-sales windows keep their column widths after a restart</li></ul>',
        ),
      ]),
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
            { title: 'Updates', links: [['What’s new', '/#whats-new', 'Version 12.16 release notes']] },
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
        { title: 'Help', links: [['Support', '/#support'], ['What’s new', '/#whats-new']] },
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
