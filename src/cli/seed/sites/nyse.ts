import {
  anchor,
  box,
  breadcrumb,
  callout,
  card,
  carousel2022,
  gallery,
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
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { bannerMessage } from './consent';
import { privacyPolicy } from './privacy';

const site = 'nyse';
/** Issue 25: the demo forms forward to a ServiceNow-style service desk (through the outbox, retried until it answers). */
const NYSE_DESK = 'https://nyse.service-now.example/api/now/table';

function header(): DemoDocument {
  return headerPartial({
    site,
    ctas: [
      { href: '/holiday-hours', title: 'Market hours', hideOnMobile: true },
      { href: '/fees', title: 'Fee schedules', isButton: true },
      { href: '/login', title: 'Sign in' },
    ],
    menus: [
      {
        title: 'Trading',
        sections: [
          {
            title: 'Calendar',
            links: [
              ['Holidays and early closes', '/holiday-hours', 'Market closures for 2026'],
              ['Trading hours', '/holiday-hours#trading-hours', 'Sessions by market, Eastern Time'],
            ],
          },
          { title: 'Pricing', links: [['Trading fees', '/fees', 'Credits and fees per share']] },
          {
            title: 'Rules and notices',
            links: [
              ['Trader updates', '/notices', 'Exchange circulars by year and topic'],
              ['Rule book', '/rule-book', 'NYSE Arca rules in effect'],
            ],
          },
        ],
      },
      {
        title: 'Market data',
        sections: [
          {
            title: 'Data',
            links: [
              ['Indices and quotes', '/market-data', 'NYSE Composite, NYSE FANG+, quote lookup and directory'],
              ['Market statistics', '/market-data#market-statistics', 'Daily volume, auctions and spreads'],
              ['Market data fees', '/fees#market-data', 'Access and subscriber fees'],
            ],
          },
        ],
      },
      {
        title: 'About',
        sections: [{ title: 'Legal', links: [['Privacy Policy', '/privacy-policy'], ['Cookies', '/privacy-policy#cookies']] }],
      },
    ],
  });
}

function footer(): DemoDocument {
  return footerPartial({
    site,
    siteName: 'New York Stock Exchange',
    sections: [
      {
        title: 'Trading',
        links: [
          { id: 'holidays', title: 'Holidays and hours', href: '/holiday-hours' },
          { id: 'trading-hours', title: 'Trading hours', href: '/holiday-hours#trading-hours' },
          { id: 'fees', title: 'Trading fees', href: '/fees' },
          { id: 'connectivity', title: 'Session requests', href: '/connectivity' },
        ],
      },
      {
        title: 'Market data',
        links: [
          { id: 'quotes', title: 'Indices and quotes', href: '/market-data' },
          { id: 'statistics', title: 'Market statistics', href: '/market-data#market-statistics' },
          { id: 'data-fees', title: 'Market data fees', href: '/fees#market-data' },
        ],
      },
    ],
    socials: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/nyse' },
      { network: 'x', href: 'https://x.com/NYSE' },
      { network: 'instagram', href: 'https://www.instagram.com/nyse' },
    ],
  });
}

function home(): DemoDocument {
  const stat = (label: string, value: string, note: string) =>
    box('card', [richText(`<p><strong>${label}</strong></p><p>${value}</p><p>${note}</p>`)]);
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'Trading hours, holiday calendar, fee schedules and daily market statistics for NYSE equities and options.',
    alerts: [
      bannerMessage({
        id: 'thanksgiving-early-close',
        cookieName: 'nyse_banner_early_close',
        messageText:
          'NYSE equities and options markets close early at 1:00 p.m. ET on Friday, November 27, the day after Thanksgiving. ' +
          'Closing auctions run at 1:00 p.m.',
        modal: { header: 'Early close on November 27', closeText: 'Close' },
      }),
    ],
    top: [
      hero({
        heading: 'Where the world comes to trade',
        imageSrc: '/static/img/hero-trading-floor.svg',
        imageAlt: 'Wall of trading screens showing intraday price charts',
        box1Text: 'Five equities markets, two options markets and the auctions that set the day\u2019s closing prices.',
        box2Text: 'The closing auction matched 9.4% of consolidated volume last month.',
        box2bg: 'surface',
      }),
    ],
    main: [
      n('ticker', { label: 'NYSE prices', symbols: ['HBLN', 'KSTR', 'QNTA', 'RVSD', 'WLSP', 'BLCX', 'MSTX'].map((symbol) => ({ symbol })) }),
      heading('Plan your trading day'),
      grid2024([
        card({
          title: 'Holidays and early closes',
          text: 'Ten market holidays and two early closes in 2026.',
          href: '/holiday-hours',
          linkText: 'See the 2026 calendar',
        }),
        card({
          title: 'Trading hours',
          text: 'Pre-open, core and late sessions for each market.',
          href: '/holiday-hours#trading-hours',
          linkText: 'Session times',
        }),
        card({ title: 'Trading fees', text: 'Credits for adding liquidity and fees for removing it.', href: '/fees', linkText: 'Fee schedules' }),
      ]),
      heading('This week at NYSE'),
      carousel2022({ label: 'This week at NYSE' }, [
        {
          id: 'early-close',
          className: 'primary',
          content: [
            heading('Early close on Friday, November 27', 3),
            richText(
              '<p>Equities and options markets close at 1:00 p.m. ET the day after Thanksgiving; eligible options trade until 1:15 p.m.</p>' +
                '<p><a href="/holiday-hours">Holidays and early closes</a></p>',
            ),
          ],
        },
        {
          id: 'closing-auction',
          className: 'surface',
          content: [
            heading('9.4% of the day in one auction', 3),
            richText(
              '<p>Last month the closing auction matched 9.4% of U.S. consolidated volume. Imbalance information starts at 3:50 p.m. ET.</p>' +
                '<p><a href="/holiday-hours#trading-hours">Session times</a></p>',
            ),
          ],
        },
        {
          id: 'fee-changes',
          className: 'accent',
          content: [
            heading('New liquidity tiers from December 1', 3),
            richText(
              '<p>Members adding 0.90% of consolidated volume earn a credit of $0.0022 per share in Tier 1.</p>' +
                '<p><a href="/fees">Trading fees</a></p>',
            ),
          ],
        },
      ]),
      anchor('market-statistics'),
      heading('Market statistics'),
      richText('<p>Daily U.S. equity market statistics for the S&amp;P 500 universe, latest trading day compared with the five-day average.</p>'),
      row([
        stat('Consolidated volume', '11.8 billion shares', '5-day average 12.3 billion'),
        stat('Closing auction share', '9.4% of volume', '5-day average 9.1%'),
        stat('Quoted spread', '2.7 basis points', '5-day average 2.9 basis points'),
        stat('NYSE Composite', '19,842.17', 'Up 0.62% on the day'),
      ]),
      n('movers', { heading: 'Today’s movers', headingLevel: 2, kinds: [{ kind: 'most-active' }, { kind: 'gainers' }, { kind: 'losers' }], limit: 5 }),
      richText('<p><a href="/market-data">Index charts, quotes and the quote directory</a></p>'),
      media(
        {
          imageUrl: '/static/img/hero-markets.svg',
          altText: 'Rising price lines across a blue market chart',
          heading: 'Liquidity at the close',
          linkUrl: '/holiday-hours#trading-hours',
          linkText: 'When the closing auction runs',
        },
        [
          richText(
            '<p>Closing imbalance information is published from 3:50 p.m. ET. On early-close days the auction runs at 1:00 p.m. ' +
              'and imbalance publication starts ten minutes earlier.</p>',
          ),
        ],
      ),
      heading('Inside the NYSE'),
      gallery({ label: 'Inside the NYSE' }, [
        {
          imageUrl: '/static/img/gallery-trading-floor.svg',
          heading: 'The trading floor',
          subheading: '11 Wall Street',
          description: 'Designated market makers and floor brokers run the opening and closing auctions at the posts under the screens.',
          altText: 'Trading posts on the exchange floor with price charts on overhead screens',
        },
        {
          imageUrl: '/static/img/gallery-closing-bell.svg',
          heading: 'The closing bell',
          subheading: '4:00 p.m. ET',
          description: 'The bell on the balcony ends the core session; the closing auction prints a moment later.',
          altText: 'A brass bell on a gilded balcony above the floor',
        },
        {
          imageUrl: '/static/img/gallery-options-floor.svg',
          heading: 'The options floor',
          subheading: 'NYSE American Options',
          description: 'Market makers quote thousands of series from desks of screens, open from 9:30 a.m. to 4:00 p.m. ET.',
          altText: 'Rows of trading desks with green price charts on their screens',
        },
        {
          imageUrl: '/static/img/gallery-facade.svg',
          heading: 'The Broad Street facade',
          subheading: 'Since 1903',
          description: 'Six Corinthian columns front the building the exchange has traded in for more than a century.',
          altText: 'Six white columns under a triangular pediment against a blue sky',
        },
      ]),
      callout({
        intent: 'info',
        heading: 'Next market holiday',
        text: 'Good Friday, April 3, 2026: equities and options markets are closed.',
      }),
    ],
  });
}

function fees(): DemoDocument {
  return page({
    site,
    path: '/fees',
    title: 'Trading fees',
    description: 'Transaction credits and fees for NYSE equities and market data access fees.',
    main: [
      breadcrumb(['Home', '/'], ['Trading fees', '/fees']),
      heading('Trading fees', 1),
      richText(
        '<p>Rates are per share for securities priced at $1.00 or more, unless noted. Tiers are set by a member\u2019s average daily ' +
          'volume as a percentage of U.S. consolidated volume (CADV) in the billing month.</p>',
      ),
      heading('NYSE equities: transaction fees'),
      n('help-tooltip', {
        text:
          'Tiers are set each billing month from the average daily volume a member adds, as a percentage of U.S. consolidated ' +
          'volume (CADV). Volume from all of the member\u2019s MPIDs counts together.',
      }),
      richText(
        table({
          caption: 'Selected transaction fees and credits per share',
          head: ['Tier', 'Requirement', 'Adding liquidity', 'Removing liquidity'],
          rows: [
            ['Base', 'None', 'Credit $0.0012', 'Fee $0.00275'],
            ['Tier 3', 'Adds 0.30% of CADV', 'Credit $0.0018', 'Fee $0.00270'],
            ['Tier 2', 'Adds 0.60% of CADV', 'Credit $0.0020', 'Fee $0.00265'],
            ['Tier 1', 'Adds 0.90% of CADV', 'Credit $0.0022', 'Fee $0.00260'],
          ],
        }),
      ),
      heading('Auction fees', 3),
      richText(
        table({
          caption: 'Opening and closing auction fees per share',
          head: ['Order type', 'Opening auction', 'Closing auction'],
          rows: [
            ['Market-on-close and limit-on-close', '$0.0005', '$0.0010'],
            ['Closing offset orders', 'Not applicable', '$0.0005'],
            ['Designated market maker', 'No charge', 'No charge'],
          ],
        }),
      ),
      anchor('market-data'),
      heading('Market data fees'),
      richText(
        table({
          caption: 'Monthly market data fees',
          head: ['Product', 'Access fee', 'Professional subscriber', 'Non-professional subscriber'],
          rows: [
            ['Integrated feed', '$7,500', '$70', '$5'],
            ['Best quote and trades', '$1,500', '$4', '$0.20'],
            ['Order imbalances', '$1,000', 'Included', 'Included'],
          ],
        }),
      ),
      callout({ intent: 'info', heading: 'When fees change', text: 'Fee changes take effect on the first trading day of the month.' }),
      box('outlined', [
        heading('Questions about your invoice?', 3),
        richText('<p>Billing questions are answered on trading days from 8:00 a.m. to 6:00 p.m. ET at <a href="tel:+12125550170">+1 212 555 0170</a>.</p>'),
      ]),
    ],
  });
}

/**
 * Holidays and early closes computed for this year and the next (holiday-hours), and the sessions
 * of each market with whether it is open now (trading-hours).
 */
function holidayHours(): DemoDocument {
  return page({
    site,
    path: '/holiday-hours',
    title: 'Holidays and trading hours',
    description: 'NYSE market holidays and early closes for this year and next, and trading hours for each market in Eastern Time.',
    main: [
      breadcrumb(['Home', '/'], ['Holidays and trading hours', '/holiday-hours']),
      heading('Holidays and trading hours', 1),
      richText(
        '<p>All NYSE equity and options markets observe the holidays below. A holiday that falls on a Sunday is observed on the Monday after, ' +
          'one that falls on a Saturday on the Friday before, except New Year’s Day: when it falls on a Saturday, markets stay open on ' +
          'Friday, December 31, the last day of the year (NYSE Rule 7.2).</p>',
      ),
      heading('Market holidays and early closes'),
      n('holiday-hours', { caption: 'NYSE market holidays and early closes', years: 2, showEarlyCloses: true }),
      anchor('trading-hours'),
      heading('Trading hours'),
      n('trading-hours', {
        caption: 'Trading sessions by market, Eastern Time',
        markets: [{ market: 'nyse' }, { market: 'nyse-american' }, { market: 'nyse-arca' }, { market: 'nyse-national' }, { market: 'nyse-texas' }, { market: 'options' }],
        showStatus: true,
      }),
      heading('Auctions', 3),
      richText(
        '<ul><li>The NYSE opening auction runs at 9:30 a.m.; NYSE Arca’s early open auction at 4:00 a.m.</li><li>Closing imbalance information is published from 3:50 p.m.</li>' +
          '<li>The closing auction runs at 4:00 p.m., or at 1:00 p.m. on early-close days.</li></ul>',
      ),
    ],
  });
}

/** Trade halts of every US exchange (trade-halts): today's, kept current while the page is open, and the history. */
function tradeHaltsPage(): DemoDocument {
  return page({
    site,
    path: '/trade-halts',
    title: 'Trade halts',
    description: 'Current trading halts on US exchanges with their reasons and resumption times, and a history to filter and download.',
    main: [
      breadcrumb(['Home', '/'], ['Trade halts', '/trade-halts']),
      heading('Trade halts', 1),
      richText(
        '<p>Trading in a security may be halted for pending news, a limit up-limit down pause, a corporate action or a regulatory concern. ' +
          'This table lists today’s halts on every US exchange and updates while the page is open; the history covers earlier days.</p>',
      ),
      n('trade-halts', { heading: 'Halts today', headingLevel: 2, pollInterval: 5, pollTime: 1 }),
    ],
  });
}

/**
 * Market data (issue 15): the two NYSE indices drawn through the day, the weekday's market
 * statistics, a quote lookup (`?quote-symbol=`) and the quote directory (`?dir-type=&dir-q=&dir-page=`).
 */
function marketData(): DemoDocument {
  return page({
    site,
    path: '/market-data',
    title: 'Market data',
    description: 'The NYSE Composite and NYSE FANG+ through the day, daily US equity market statistics, quotes of NYSE-listed stocks and funds, and the quote directory.',
    main: [
      breadcrumb(['Home', '/'], ['Market data', '/market-data']),
      heading('Market data', 1),
      richText(
        '<p>Index levels and quotes from the NYSE feed, updated every few seconds while this page is open. ' +
          'Prices are delayed by at least 15 minutes and are for information only, not for trading.</p>',
      ),
      row([n('index-chart', { symbol: 'NYA', heading: '', headingLevel: 2, height: 240 }), n('index-chart', { symbol: 'NYFANG', heading: '', headingLevel: 2, height: 240 })], { basis: ['22rem', '22rem'] }),
      anchor('market-statistics'),
      n('market-statistics', { heading: 'Daily US equity market statistics', headingLevel: 2 }),
      n('ad-hoc-quote', { heading: 'Look up a quote', headingLevel: 2, symbol: 'HBLN' }),
      anchor('quote-directory'),
      n('quote-directory', { heading: 'Quote directory', headingLevel: 2, instrumentType: 'exchange-traded-fund' }),
    ],
  });
}

/** Exchange circulars from the notices store (notice-list): the year and topic are in the address. */
function notices(): DemoDocument {
  return page({
    site,
    path: '/notices',
    title: 'Trader updates',
    description: 'Exchange circulars for NYSE equities and options markets: fee changes, technology releases, trading and holiday notices by year and topic.',
    main: [
      breadcrumb(['Home', '/'], ['Trader updates', '/notices']),
      heading('Trader updates', 1),
      richText(
        '<p>Circulars to member firms about fee changes, Pillar releases, trading sessions and market holidays, newest first. ' +
          'Choose a year and a topic; the address of the page keeps your choice, so you can bookmark or share it.</p>',
      ),
      heading('Exchange circulars'),
      n('notice-list', { caption: 'NYSE exchange circulars', searchCollections: [{ collection: 'exchange-circulars' }], showTopicFilter: true, pageSize: 20 }),
      callout({ intent: 'info', heading: 'Rules behind the notices', text: 'Circulars announce changes; the rules themselves are in the rule book.' }, [
        richText('<p><a href="/rule-book">Read the NYSE Arca rule book</a></p>'),
      ]),
    ],
  });
}

/** The rule book (rule-book): every rule in effect, in rule order. */
function ruleBook(): DemoDocument {
  return page({
    site,
    path: '/rule-book',
    title: 'Rule book',
    description: 'The NYSE Arca rules in effect, from definitions and trading hours to order types, auctions, fees and discipline.',
    main: [
      breadcrumb(['Home', '/'], ['Rule book', '/rule-book']),
      heading('NYSE Arca rule book', 1),
      richText(
        '<p>The rules approved by the SEC and in effect today, in rule order. Changes are announced in ' +
          '<a href="/notices">trader updates</a> before they take effect.</p>',
      ),
      n('rule-book', { caption: 'NYSE Arca rules in effect', searchCollections: [{ collection: 'rule-book' }] }),
    ],
  });
}

function contact(): DemoDocument {
  return page({
    site,
    path: '/contact',
    title: 'Contact us',
    description: 'Ask the NYSE listings and market data teams a question; we reply within one business day.',
    main: [
      breadcrumb(['Home', '/'], ['Contact us', '/contact']),
      heading('Contact us', 1),
      richText(
        '<p>Tell us who you are and the listings or market data team replies within one business day. ' +
          'We answer companies and firms at their work address: addresses at free mail providers are not accepted.</p>',
      ),
      heading('Send us your details'),
      n('contact-form', { formName: 'Contact form', buttonLabel: 'Send', emailTo: 'client.relations@nyse.example', targetUrl: `${NYSE_DESK}/x_client_contact` }),
      heading('Other ways to reach us'),
      richText(
        table({
          caption: 'NYSE client service lines, Eastern Time',
          head: ['Team', 'Phone', 'Hours'],
          rows: [
            ['Listings', '<a href="tel:+12125550131">+1 212 555 0131</a>', 'Trading days, 8:00 a.m. to 6:00 p.m.'],
            ['Market data', '<a href="tel:+12125550164">+1 212 555 0164</a>', 'Trading days, 7:00 a.m. to 7:00 p.m.'],
            ['Billing', '<a href="tel:+12125550170">+1 212 555 0170</a>', 'Trading days, 8:00 a.m. to 6:00 p.m.'],
          ],
        }),
      ),
    ],
  });
}

function photoRequest(): DemoDocument {
  return page({
    site,
    path: '/photo-request',
    title: 'Photo requests',
    description: 'Request NYSE photographs, or permission to photograph the trading floor and the building, for your project.',
    main: [
      breadcrumb(['Home', '/'], ['Photo requests', '/photo-request']),
      heading('Photo requests', 1),
      richText(
        '<p>The NYSE photo desk licenses images of the trading floor, the facade and the opening and closing bells, ' +
          'and reviews requests to photograph or film at 11 Wall Street. Tell us about your project and where the images will appear.</p>',
      ),
      heading('Request photos or a shoot'),
      n('photo-request-form', { formName: 'Photo request', emailTo: 'photo.desk@nyse.example', targetUrl: `${NYSE_DESK}/x_photo_request` }),
      heading('What happens next'),
      richText(
        '<ul><li>The photo desk answers within three business days.</li>' +
          '<li>Licensed images are delivered at full resolution with their credit line.</li>' +
          '<li>Shoots on the trading floor are scheduled outside the opening and closing auctions.</li></ul>',
      ),
    ],
  });
}

function connectivity(): DemoDocument {
  return page({
    site,
    path: '/connectivity',
    title: 'Connectivity: session requests',
    description: 'Ask for order entry, TRF, drop copy and market data sessions on NYSE markets, or update the source IP ranges they connect from.',
    main: [
      breadcrumb(['Home', '/'], ['Session requests', '/connectivity']),
      heading('Session requests', 1),
      richText(
        '<p>Member firms and service bureaus ask here for new order entry, TRF, drop copy and market data refresh sessions, ' +
          'for changes to existing sessions, and for updates to the source IP ranges their sessions connect from.</p>',
      ),
      richText('<p>Not sure which session to ask for? <a href="/connectivity/which-session">Find the right session</a> in a few questions.</p>'),
      heading('Request a session change'),
      n('session-request-form', { formName: 'Session request', emailTo: 'connectivity@nyse.example', targetUrl: `${NYSE_DESK}/x_session_request` }),
      heading('Before you send'),
      richText(
        '<ul><li>Name existing sessions by their SenderCompIDs when you clone, modify or remove them.</li>' +
          '<li>Give source IP ranges in a.b.c.d/24 form, a /24 or narrower, with the network you connect through.</li>' +
          '<li>The connectivity team confirms each request by e-mail before it changes anything in production.</li></ul>',
      ),
    ],
  });
}

/** The decision tree of issue 15: which session a firm asks for on the session request form. */
function whichSession(): DemoDocument {
  const path = '/connectivity/which-session';
  const result = (id: string, title: string, text: string) => ({ id, type: 'buttons', title, text, choices: [] });
  return page({
    site,
    path,
    title: 'Which session do you need?',
    description: 'Answer a few questions to find the order entry, drop copy, TRF or market data session that suits your firm.',
    main: [
      breadcrumb(['Home', '/'], ['Session requests', '/connectivity'], ['Which session?', path]),
      heading('Which session do you need?', 1),
      richText('<p>Answer two or three questions to find the session to ask for. Each answer names the session type to choose on the request form.</p>'),
      n('decision-tree', {
        initialViewId: 'start',
        inverse: true,
        backgroundImage: '/static/img/hero-data.svg',
        headingLevel: 2,
        views: [
          {
            id: 'start',
            type: 'icons',
            title: 'What do you want to do on NYSE markets?',
            text: 'Choose the closest match.',
            choices: [
              { label: 'Receive market data', icon: 'chart', targetViewId: 'data' },
              { label: 'Send orders', icon: 'network', targetViewId: 'orders' },
              { label: 'Report off-exchange trades', icon: 'document', targetViewId: 'trf' },
            ],
          },
          {
            id: 'data',
            type: 'buttons',
            title: 'Where will your systems run?',
            choices: [
              { label: 'In the Mahwah data center', targetViewId: 'data-colo' },
              { label: 'In our own data center or the cloud', targetViewId: 'data-remote' },
            ],
          },
          {
            id: 'orders',
            type: 'checkboxes',
            title: 'Tell us about your order flow',
            text: 'Tick each statement that applies, then continue.',
            checkboxes: [{ label: 'Our risk systems need a copy of every fill' }, { label: 'We send orders for other firms as a service bureau' }],
            targetViewIds: { TT: 'bureau-drop-copy', TF: 'orders-drop-copy', FT: 'bureau', FF: 'order-entry' },
          },
          result(
            'data-colo',
            'A market data session over the LCN',
            'Choose "Market Data Refresh/Retransmission" on the form and name the session; colocated systems connect over the Liquidity Center Network (LCN).',
          ),
          result(
            'data-remote',
            'A market data session over ICE Global Network',
            'Choose "Market Data Refresh/Retransmission" and give ICE Global Network or your extranet as the network your source IPs connect through.',
          ),
          result('trf', 'A TRF session', 'Choose "TRF Session" on the form: trades are reported to the NYSE Trade Reporting Facility under your MPIDs.'),
          result('order-entry', 'An order session', 'Choose "Order Session" with the FIX or Binary Order Entry protocol, and give the source IP range your gateway connects from.'),
          result(
            'orders-drop-copy',
            'An order session and a drop copy session',
            'Ask for an "Order Session" and a "Drop Copy Session" with "Fills/Partial Fills Only": your risk systems then receive every execution.',
          ),
          result('bureau', 'A service bureau order session', 'Choose "Order Session" with the session type "Service Bureau", and name the firms you send orders for in the instructions.'),
          result(
            'bureau-drop-copy',
            'A service bureau order session with drop copy',
            'Ask for a "Service Bureau" order session and a "Drop Copy Session" filtered by MPID, so each client\u2019s risk team receives its own fills.',
          ),
        ],
      }),
      heading('Ready to ask?'),
      richText('<p>Send the request with the <a href="/connectivity">session request form</a>. The connectivity team confirms each request by e-mail.</p>'),
    ],
  });
}

export function nyseDocuments(): DemoDocument[] {
  return [
    header(),
    footer(),
    home(),
    fees(),
    holidayHours(),
    contact(),
    photoRequest(),
    connectivity(),
    whichSession(),
    notices(),
    ruleBook(),
    tradeHaltsPage(),
    marketData(),
    privacyPolicy({
      site,
      controller: 'NYSE Group, Inc.',
      services: 'our websites, markets and market data products',
      address: '18 Broad Street Plaza, New York, NY 10005, United States',
      updated: 'January 15, 2026',
    }),
  ];
}
