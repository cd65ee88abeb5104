import { anchor, box, breadcrumb, callout, countdownTimer, heading, hero, page, richText, row, table, tabs, viewMore } from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'ctaplan';

const ADMINISTRATOR_PHONE = '<a href="tel:+12125550125">+1 212 555 0125</a>';

/** Shared with vendors and subscribers in their welcome letters; changed every January. */
export const DATA_POLICIES_ACCESS_CODE = 'CTA-DATA-2026';

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
        box('shaded', [
          heading('Administration', 3),
          richText('<p>Vendor agreements, subscriber reporting and audits. Vendors and subscribers read the <a href="/data-policies">data policies</a>.</p>'),
        ]),
      ]),
      anchor('participants'),
      heading('Participants'),
      richText(
        '<p>The participants are the 16 national securities exchanges that trade Tape A and Tape B securities and the Financial ' +
          'Industry Regulatory Authority. Each participant has one vote on the operating committee.</p>',
      ),
      anchor('fees'),
      heading('Fee schedule'),
      tabs('Fee schedule by tape', [
        {
          tabId: 'tape-a',
          label: 'Tape A',
          content: [
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
          ],
        },
        {
          tabId: 'tape-b',
          label: 'Tape B',
          content: [
            richText(
              table({
                caption: 'Monthly fees, Tape B',
                head: ['Fee', 'Professional', 'Non-professional'],
                rows: [
                  ['Direct access', '$2,000 per firm', 'Not applicable'],
                  ['Redistribution', '$750 per vendor', 'Not applicable'],
                  ['Per-device subscriber fee', '$24.00', '$1.00'],
                  ['Per-query fee', '$0.0050', '$0.0050'],
                ],
              }),
            ),
          ],
        },
      ]),
      callout({
        intent: 'info',
        heading: 'Reporting deadline',
        text: 'Vendors report subscriber counts by the 15th calendar day of the month following the month of use.',
      }),
      richText('<p>The 2027 fee schedule (notice CTA 2026-11) raises the professional per-device fee for Tape A to $47.00 from January 1, 2027.</p>'),
      countdownTimer(
        { date: '2027-01-01T00:00:00-05:00', header: 'The 2027 fee schedule takes effect in', headerLevel: 3, durationUnit: 'hours' },
        [richText('<p>The 2027 fee schedule is in effect. Vendors report January usage at the new rates.</p>')],
      ),
      anchor('notices'),
      heading('Notices'),
      viewMore([
        richText(
          table({
            caption: 'Notices, newest first',
            head: ['Date', 'Number', 'Title'],
            rows: [
              ['11/16/2026', 'CTA 2026-11', 'Fee schedule for 2027'],
              ['10/5/2026', 'CTA 2026-10', 'Operating committee meeting, October 21, 2026'],
              ['9/14/2026', 'CTA 2026-09', 'Non-display use declarations due January 31'],
              ['8/3/2026', 'CTA 2026-08', 'Securities information processor capacity statistics, first half of 2026'],
              ['6/22/2026', 'CTA 2026-07', 'Updated vendor agreement, exhibit B'],
              ['5/11/2026', 'CTA 2026-06', 'Operating committee meeting, May 27, 2026'],
              ['4/6/2026', 'CTA 2026-05', 'Audit program for 2026'],
              ['3/2/2026', 'CTA 2026-04', 'Fee schedule changes effective April 1, 2026'],
              ['2/18/2026', 'CTA 2026-03', 'Operating committee meeting, March 11, 2026'],
              ['1/30/2026', 'CTA 2026-02', 'Updated subscriber reporting template'],
            ],
            rowHeaders: false,
          }),
        ),
      ]),
      anchor('contact'),
      heading('Contact the administrator'),
      richText(
        `<p>Questions about vendor agreements, fees and reporting: ${ADMINISTRATOR_PHONE}, business days ` +
          '9:00 a.m. to 5:00 p.m. ET.</p>',
      ),
    ],
  });
}

const POLICY_SECTIONS: [id: string, title: string][] = [
  ['vendors', 'Vendor policies'],
  ['subscribers', 'Subscriber policies'],
  ['display', 'Display requirements'],
  ['non-display', 'Non-display use'],
  ['reporting', 'Reporting and audits'],
];

function dataPolicies(): DemoDocument {
  return page({
    site,
    path: '/data-policies',
    title: 'Data policies',
    description: 'Policies for vendors and subscribers of CTA and CQ data: redistribution, display, non-display use and reporting.',
    accessCode: DATA_POLICIES_ACCESS_CODE,
    accessCodeHeader: [
      callout({
        intent: 'info',
        heading: 'For vendors and subscribers of CTA data',
        text:
          'The data policies are shared with firms that hold a vendor or subscriber agreement with the Plan. Enter the access ' +
          'code from your welcome letter or from the administrator\u2019s most recent January notice.',
      }),
    ],
    accessCodeFooter: [
      heading('No access code?'),
      richText(
        `<p>Ask the CTA Plan administrator: ${ADMINISTRATOR_PHONE}, business days from 9:00 a.m. to 5:00 p.m. ET. Give your ` +
          'firm\u2019s name, your vendor or subscriber agreement number and the data you receive. The code changes every January ' +
          'and is sent to each firm\u2019s contract contact.</p>' +
          '<p>Not yet a vendor or subscriber? Read <a href="/#about">about the Plan</a> and the public <a href="/#fees">fee schedule</a>.</p>',
      ),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Data policies', '/data-policies']),
      heading('Data policies', 1),
      richText(
        '<p>These policies apply to every firm that receives CTA (trades) or CQ (quotes) data for Tape A and Tape B securities, ' +
          'directly from the securities information processor or through a vendor. They explain the agreements, how data may be ' +
          'shown and used, and what each firm reports every month. Where a policy and an agreement differ, the agreement governs.</p>',
      ),
      richText(`<ul>${POLICY_SECTIONS.map(([id, title]) => `<li><a href="#${id}">${title}</a></li>`).join('')}</ul>`),
      anchor('vendors'),
      heading('Vendor policies'),
      richText(
        '<ul><li>A vendor signs the Vendor Agreement before receiving data and the Plan approves each service that redistributes it.</li>' +
          '<li>A vendor may supply data only to subscribers who have signed a subscriber agreement, on paper or online, before their first access.</li>' +
          '<li>Vendors that control entitlements keep records of each subscriber and device and make them available for audit for three years.</li>' +
          '<li>A vendor gives the administrator 30 days\u2019 notice before launching a new service or ending one.</li></ul>',
      ),
      anchor('subscribers'),
      heading('Subscriber policies'),
      richText(
        '<p>A subscriber is professional unless it qualifies as non-professional: a natural person who receives data for ' +
          'personal, non-business use, is not registered with a securities regulator or exchange, and does not act as an ' +
          'investment adviser or manage assets for others.</p>',
      ),
      richText(
        table({
          caption: 'Subscriber categories',
          head: ['Category', 'Who qualifies', 'Charged by'],
          rows: [
            ['Professional', 'Firms and any person using the data for business', 'Device or user ID, monthly'],
            ['Non-professional', 'Individuals for personal investing only, declared each year', 'Device or user ID, monthly'],
            ['Per-query', 'Subscribers who request single quotes instead of a stream', 'Query, monthly'],
          ],
        }),
      ),
      anchor('display'),
      heading('Display requirements'),
      richText(
        '<ul><li>Wherever a trading or order-routing decision can be made, show the consolidated display: the national best bid ' +
          'and offer and the consolidated last sale, as Rule 603(c) of Regulation NMS requires.</li>' +
          '<li>Identify the market of each quote and trade, and label delayed data \u201cdelayed\u201d with the length of the delay.</li>' +
          '<li>Data delayed by at least 15 minutes carries no subscriber fee but stays subject to the redistribution terms.</li>' +
          '<li>Show trading-halt and short-sale restriction indicators as the processor sends them.</li></ul>',
      ),
      anchor('non-display'),
      heading('Non-display use'),
      richText(
        '<p>Non-display use is any use of real-time data other than showing it on a screen: trading algorithms, smart order ' +
          'routing, risk and surveillance systems, and price calculations. Firms declare non-display use each year and pay by ' +
          'category, whatever the number of devices.</p>',
      ),
      richText(
        table({
          caption: 'Monthly non-display fees, Tape A',
          head: ['Category', 'Use', 'Fee per firm'],
          rows: [
            ['Category 1', 'On behalf of the firm itself', '$2,000'],
            ['Category 2', 'On behalf of the firm\u2019s clients', '$2,000'],
            ['Category 3', 'Operating a trading platform, per platform', '$2,000, capped at $6,000'],
          ],
        }),
      ),
      anchor('reporting'),
      heading('Reporting and audits'),
      richText(
        '<p>Vendors report subscriber counts by category by the 15th calendar day of the month after the month of use, and ' +
          'firms that declare non-display use confirm their categories every January. The administrator audits a sample of ' +
          'vendors and subscribers each year and may look back up to three years; underpaid fees are invoiced with interest.</p>',
      ),
      callout({
        intent: 'warn',
        heading: 'Keep these policies to your firm',
        text: 'Share this page and its access code only with colleagues who administer your market data agreements.',
      }),
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
        {
          title: 'Market data',
          sections: [
            {
              title: 'Vendors',
              links: [['Fee schedule', '/#fees'], ['Notices', '/#notices'], ['Data policies', '/data-policies', 'For vendors and subscribers, with an access code']],
            },
          ],
        },
        { title: 'Contact', sections: [{ title: 'Help', links: [['Contact the administrator', '/#contact'], ['Privacy Policy', '/privacy-policy']] }] },
      ],
    }),
    footerPartial({
      site,
      siteName: 'Consolidated Tape Association',
      sections: [
        { title: 'The Plan', links: [['About', '/#about'], ['Participants', '/#participants']] },
        { title: 'Vendors', links: [['Fee schedule', '/#fees'], ['Notices', '/#notices'], ['Data policies', '/data-policies'], ['Contact', '/#contact']] },
      ],
      socials: [],
    }),
    home(),
    dataPolicies(),
    privacyPolicy({
      site,
      controller: 'the CTA Plan Administrator',
      services: 'this website and the administration of the CTA and CQ Plans',
      address: '100 Exchange Place, 12th Floor, Jersey City, NJ 07302, United States',
      updated: 'December 1, 2025',
    }),
  ];
}
