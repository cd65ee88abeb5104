import { BANNER_DEMO_DURATION } from '../../../core/constants';
import { OPTION_PRODUCTS } from '../../../core/options-data';
import type { Node } from '../../../core/node';
import {
  alert,
  anchor,
  surfacing,
  authGate,
  box,
  breadcrumb,
  callout,
  card,
  cardPager,
  carousel,
  carousel2022,
  grid,
  grid2024,
  heading,
  hero,
  loginHref,
  logoutButton,
  media,
  miniCarouselHero,
  n,
  page,
  partial,
  richText,
  row,
  table,
} from '../build';
import type { DemoDocument } from '../types';
import { type Link, footerPartial, headerPartial } from './chrome';
import { bannerMessage } from './consent';
import { privacyPolicy } from './privacy';

const site = 'ice';

interface FuturesCategory {
  slug: string;
  name: string;
  /** The name inside a sentence. */
  noun: string;
  /** Page heading and title. */
  title: string;
  image: string;
  imageAlt: string;
  summary: string;
  intro: string;
  contracts: string[][];
  reasons: [title: string, text: string][];
  note: string;
}

const CATEGORIES: FuturesCategory[] = [
  {
    slug: 'agriculture',
    name: 'Agriculture',
    noun: 'agriculture',
    title: 'Agriculture futures',
    image: '/static/img/futures-agriculture.svg',
    imageAlt: 'Rolling fields of ripening crops under a low sun',
    summary: 'Cocoa, coffee, sugar, cotton and canola: the global benchmarks for soft commodities.',
    intro:
      'Producers, merchants and roasters hedge price risk in the soft commodities that set physical prices worldwide. ' +
      'Contracts are physically delivered against graded stocks in licensed warehouses.',
    contracts: [
      ['Cocoa', 'CC', '10 metric tons', 'ICE Futures U.S.'],
      ['Coffee "C"', 'KC', '37,500 pounds', 'ICE Futures U.S.'],
      ['Sugar No. 11', 'SB', '112,000 pounds', 'ICE Futures U.S.'],
      ['Cotton No. 2', 'CT', '50,000 pounds', 'ICE Futures U.S.'],
      ['Canola', 'RS', '20 metric tonnes', 'ICE Futures U.S.'],
    ],
    reasons: [
      ['Physical delivery', 'Certified stocks in licensed warehouses keep futures prices anchored to the physical market.'],
      ['Global participation', 'Trade from Brazil, West Africa, Europe and Asia meets in one central order book.'],
      ['Options on every contract', 'Weekly and monthly options let hedgers shape their exposure around crop reports.'],
    ],
    note: 'Certified stock levels for cocoa, coffee and cotton are published each trading day in the Report Center.',
  },
  {
    slug: 'credit',
    name: 'Credit',
    noun: 'credit',
    title: 'Credit derivatives',
    image: '/static/img/futures-credit.svg',
    imageAlt: 'Stacked bars narrowing towards the top, like the tranches of a credit structure',
    summary: 'Cleared credit default swap indices and options for hedging corporate credit risk.',
    intro:
      'Dealers and buy-side firms clear index and single-name credit default swaps, with index options that settle into cleared swaps. ' +
      'Central clearing nets exposures across a member\u2019s whole credit portfolio.',
    contracts: [
      ['CDX North America Investment Grade', 'CDX.NA.IG', '5-year, series 45', 'ICE Clear Credit'],
      ['CDX North America High Yield', 'CDX.NA.HY', '5-year, series 45', 'ICE Clear Credit'],
      ['iTraxx Europe Main', 'ITRX.EUR', '5-year, series 44', 'ICE Clear Credit'],
      ['iTraxx Europe Crossover', 'ITRX.XOVER', '5-year, series 44', 'ICE Clear Credit'],
    ],
    reasons: [
      ['Portfolio margining', 'Index and single-name positions margin together, lowering the collateral needed for hedged books.'],
      ['Options into cleared swaps', 'Exercised index options become cleared positions without a bilateral step.'],
      ['Daily end-of-day prices', 'Submitted by clearing members and published as the industry reference for valuation.'],
    ],
    note: 'New index series roll in March and September; the clearing house adds the on-the-run series on the roll date.',
  },
  {
    slug: 'energy',
    name: 'Energy',
    noun: 'energy',
    title: 'Energy futures',
    image: '/static/img/futures-energy.svg',
    imageAlt: 'Stylised flame in orange, red and yellow on a dark red background',
    summary: 'Brent, WTI, gasoil, natural gas and emissions: benchmarks for the world\u2019s energy trade.',
    intro:
      'About half of the world\u2019s traded oil is priced against Brent. Alongside crude and refined products, the energy complex ' +
      'includes European natural gas, power and carbon allowances.',
    contracts: [
      ['Brent Crude', 'B', '1,000 barrels', 'ICE Futures Europe'],
      ['WTI Crude', 'T', '1,000 barrels', 'ICE Futures Europe'],
      ['Low Sulphur Gasoil', 'G', '100 metric tonnes', 'ICE Futures Europe'],
      ['Dutch TTF Natural Gas', 'TFM', '1 MW per hour for each day of the month', 'ICE Endex'],
      ['EUA Futures', 'C', '1,000 emission allowances', 'ICE Endex'],
    ],
    reasons: [
      ['Global benchmarks', 'Brent, gasoil and TTF set the reference price for physical cargoes and long-term supply contracts.'],
      ['Deep liquidity along the curve', 'Monthly contracts list up to eight years out, with spreads traded as single instruments.'],
      ['Energy transition', 'Carbon allowances clear alongside oil and gas, so one margin account covers the whole portfolio.'],
    ],
    note: 'Brent futures cease trading on the last business day of the second month preceding the delivery month.',
  },
  {
    slug: 'equity-derivatives',
    name: 'Equity derivatives',
    noun: 'equity derivatives',
    title: 'Equity derivatives',
    image: '/static/img/futures-equity-derivatives.svg',
    imageAlt: 'Candlestick price chart with red and green bars trending upwards',
    summary: 'Index futures and options on major global equity benchmarks.',
    intro:
      'Portfolio managers use equity index futures to adjust exposure quickly and cheaply. Contracts cover developed and emerging ' +
      'market indices and the technology-focused NYSE FANG+ index.',
    contracts: [
      ['FTSE 100 Index', 'Z', 'GBP 10 per index point', 'ICE Futures Europe'],
      ['MSCI EAFE Index', 'MFS', 'USD 50 per index point', 'ICE Futures U.S.'],
      ['MSCI Emerging Markets Index', 'MME', 'USD 50 per index point', 'ICE Futures U.S.'],
      ['NYSE FANG+ Index', 'FNG', 'USD 5 per index point', 'ICE Futures U.S.'],
    ],
    reasons: [
      ['Capital efficiency', 'Index futures gain broad exposure for a fraction of the cash outlay of the underlying shares.'],
      ['Basis trade at index close', 'Trade at index close orders match at the official closing level plus a basis.'],
      ['Cross-margining', 'MSCI futures offset one another, reducing margin for regional allocation trades.'],
    ],
    note: 'The NYSE FANG+ index holds ten equally weighted stocks and is rebalanced every quarter.',
  },
  {
    slug: 'fx',
    name: 'FX',
    noun: 'FX',
    title: 'FX futures',
    image: '/static/img/futures-fx.svg',
    imageAlt: 'Two overlapping circles joined by arrows pointing in opposite directions, suggesting currency exchange',
    summary: 'The US Dollar Index and currency pair futures for hedging foreign exchange exposure.',
    intro:
      'The US Dollar Index measures the dollar against a basket of six major currencies and is the reference for dollar strength. ' +
      'Currency pair futures let exporters and fund managers hedge specific exposures on a regulated exchange.',
    contracts: [
      ['US Dollar Index', 'DX', 'USD 1,000 times the index', 'ICE Futures U.S.'],
      ['Euro / US Dollar', 'EO', 'EUR 125,000', 'ICE Futures U.S.'],
      ['British Pound / US Dollar', 'MP', 'GBP 62,500', 'ICE Futures U.S.'],
      ['US Dollar / Japanese Yen', 'YU', 'USD 100,000', 'ICE Futures U.S.'],
    ],
    reasons: [
      ['Nearly 24-hour trading', 'The US Dollar Index trades from 8:00 p.m. to 5:00 p.m. ET, covering Asian, European and US hours.'],
      ['One trade for the dollar', 'A single contract hedges the dollar against the euro, yen, pound, Canadian dollar, krona and franc.'],
      ['Central clearing', 'No bilateral credit lines are needed: every trade is novated to the clearing house.'],
    ],
    note: 'US Dollar Index futures settle in cash against the index value at 10:00 a.m. ET on the last trading day.',
  },
  {
    slug: 'freight',
    name: 'Freight',
    noun: 'freight',
    title: 'Freight futures',
    image: '/static/img/futures-freight.svg',
    imageAlt: 'Container ship loaded with stacked red, orange, green and blue containers',
    summary: 'Dry bulk and tanker freight futures for shipowners, charterers and traders.',
    intro:
      'Freight futures settle against published route assessments, letting shipowners lock in charter income and charterers ' +
      'fix the cost of moving iron ore, grain, coal and crude oil.',
    contracts: [
      ['Capesize 5TC', 'CPT', '1 day, in USD per day', 'ICE Futures Europe'],
      ['Panamax 4TC', 'PNT', '1 day, in USD per day', 'ICE Futures Europe'],
      ['Supramax 10TC', 'SMT', '1 day, in USD per day', 'ICE Futures Europe'],
      ['TD3C Middle East Gulf to China', 'TDM', '1,000 metric tonnes, in Worldscale points', 'ICE Futures Europe'],
    ],
    reasons: [
      ['Hedge voyage costs', 'Charterers fix freight for future cargoes months before the vessel is booked.'],
      ['Monthly and quarterly strips', 'Trade single months or quarterly and calendar strips as one order.'],
      ['Cleared, not bilateral', 'Forward freight agreements move into a cleared account, removing counterparty risk.'],
    ],
    note: 'Dry bulk contracts settle against the average of the route assessments over the contract month.',
  },
];

function header(): DemoDocument {
  return headerPartial({
    site,
    search: { collections: 'ice-website,ice-notices', placeholder: 'Search ICE' },
    ctas: [
      { href: '/insights', title: 'Insights', hideOnMobile: true },
      { href: '/report-center', title: 'Report Center', isButton: true },
    ],
    menus: [
      {
        title: 'Markets',
        sections: [
          { title: 'Futures', links: CATEGORIES.map((c): Link => [c.name, `/futures/${c.slug}`, c.summary]) },
          { title: 'Exchanges', links: [['ICE Futures U.S.', '/futures-us', 'Softs, currencies and equity indexes']] },
        ],
      },
      {
        title: 'Clearing',
        sections: [
          { title: 'Clearing houses', links: [['ICE Clear Europe', '/clear-europe', 'Energy, financials and softs clearing']] },
          {
            title: 'Risk management',
            links: [
              ['Margins', '/margins', 'Initial margin rates and methodology'],
              ['Clearing alerts', '/alerts/clearing', 'Notices from the clearing houses'],
            ],
          },
        ],
      },
      {
        title: 'Data',
        sections: [
          {
            title: 'Reports',
            links: [
              ['Report Center', '/report-center', 'Settlements, volumes and deliveries'],
              ['End-of-day reports', '/report-center#end-of-day', 'Settlement prices by contract month'],
              ['Volumes and open interest', '/report-center#volumes-and-oi'],
            ],
          },
          { title: 'Research', links: [['Insights', '/insights', 'Market commentary and analysis']] },
        ],
      },
      {
        title: 'Alerts',
        isFeatured: true,
        sections: [
          {
            title: 'Notices by area',
            links: [
              ['All alerts', '/alerts'],
              ['Markets', '/alerts/markets'],
              ['Data and technology', '/alerts/data-and-technology'],
              ['Clearing', '/alerts/clearing'],
            ],
          },
        ],
      },
    ],
  });
}

function footer(): DemoDocument {
  return footerPartial({
    site,
    siteName: 'Intercontinental Exchange',
    sections: [
      {
        title: 'Markets',
        links: [
          { id: 'futures-us', title: 'ICE Futures U.S.', href: '/futures-us' },
          { id: 'energy', title: 'Energy', href: '/futures/energy' },
          { id: 'agriculture', title: 'Agriculture', href: '/futures/agriculture', showOnMobile: false },
          { id: 'fx', title: 'FX', href: '/futures/fx', showOnMobile: false },
        ],
      },
      {
        title: 'Clearing',
        links: [
          { id: 'clear-europe', title: 'ICE Clear Europe', href: '/clear-europe' },
          { id: 'margins', title: 'Margins', href: '/margins' },
        ],
      },
      {
        title: 'Data',
        links: [
          { id: 'report-center', title: 'Report Center', href: '/report-center' },
          { id: 'insights', title: 'Insights', href: '/insights' },
        ],
      },
      {
        title: 'Support',
        links: [
          { id: 'alerts', title: 'System alerts', href: '/alerts' },
          { id: 'connectivity', title: 'Connectivity requests', href: '/connectivity' },
          { id: 'compliance', title: 'Compliance', href: '/compliance' },
          { id: 'privacy', title: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ],
    socials: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/intercontinental-exchange' },
      { network: 'x', href: 'https://x.com/ICE_Markets' },
      { network: 'youtube', href: 'https://www.youtube.com/@icemarkets' },
    ],
  });
}

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'Futures exchanges, clearing houses and market data across energy, agriculture, credit, equity derivatives, FX and freight.',
    alerts: [
      bannerMessage({
        id: 'report-center-upgrade',
        cookieName: 'ice_banner_report_center',
        messageText: 'The Report Center now offers settlement and volume files as CSV as well as PDF.',
        duration: BANNER_DEMO_DURATION,
      }),
    ],
    top: [
      hero({
        variant: 'multi-box',
        heading: 'Global markets, one network',
        imageSrc: '/static/img/hero-markets.svg',
        imageAlt: 'Rising price lines across a blue market chart',
        box1Text: 'Trade, clear and manage risk in energy, agriculture, credit, equity derivatives, FX and freight.',
        box2Text: 'Brent futures averaged 1.18 million contracts a day in February, up 9% on a year earlier.',
      }),
    ],
    main: [
      anchor('futures'),
      heading('Futures markets'),
      richText('<p>Benchmark contracts in every major asset class, each cleared through an ICE clearing house.</p>'),
      grid(
        CATEGORIES.map((c) =>
          card({ title: c.title, text: c.summary, href: `/futures/${c.slug}`, imageSrc: c.image, imageAlt: c.imageAlt }),
        ),
        280,
      ),
      heading('Market highlights'),
      carousel({ label: 'Market highlights' }, [
        {
          id: 'brent-open-interest',
          className: 'primary',
          content: [
            heading('Brent open interest at a record', 3),
            richText(
              '<p>3.1 million contracts were open in ICE Brent futures on 12 February, as refiners extended hedges into 2027.</p>' +
                '<p><a href="/futures/energy">Energy futures</a></p>',
            ),
          ],
        },
        {
          id: 'margin-model-2026',
          className: 'surface',
          content: [
            heading('The 2026 margin model is live', 3),
            richText(
              '<p>Longer look-back periods and a stressed-period floor apply to every contract cleared by ICE Clear Europe from 2 March.</p>' +
                '<p><a href="/margins">Current margin rates</a></p>',
            ),
          ],
        },
        {
          id: 'report-center-csv',
          className: 'header',
          bgImage: '/static/img/hero-data.svg',
          content: [
            heading('End-of-day reports as CSV', 3),
            richText(
              '<p>Settlement prices, volumes and open interest now download as CSV as well as PDF.</p>' +
                '<p><a href="/report-center#end-of-day">Open the Report Center</a></p>',
            ),
          ],
        },
      ]),
      heading('Clearing and risk'),
      row([
        box('card', [
          heading('ICE Clear Europe', 3),
          richText('<p>Clears energy, interest rate, equity and soft commodity derivatives for 78 clearing members.</p><p><a href="/clear-europe">About ICE Clear Europe</a></p>'),
        ]),
        box('card', [
          heading('Margins', 3),
          richText('<p>Current initial margin rates, spread credits and the methodology behind them.</p><p><a href="/margins">View margin rates</a></p>'),
        ]),
        box('card', [
          heading('Clearing notices', 3),
          richText('<p>Rate changes, delivery notices and operational updates from the clearing houses.</p><p><a href="/alerts/clearing">Read clearing alerts</a></p>'),
        ]),
      ]),
      media(
        {
          imageUrl: '/static/img/hero-data.svg',
          altText: 'Network of connected data points on a dark teal background',
          heading: 'Data for every decision',
          linkUrl: '/report-center',
          linkText: 'Open the Report Center',
        },
        [
          richText(
            '<p>Settlement prices, volumes, open interest, index values and delivery reports for every listed contract, ' +
              'published after each trading day and available as CSV or PDF.</p>',
          ),
        ],
      ),
      media(
        {
          imageUrl: '/static/img/card-insights.svg',
          altText: 'Bar chart rising from left to right beside concentric rings',
          heading: 'Insights',
          mediaSide: 'right',
          linkUrl: '/insights',
          linkText: 'Read the latest insights',
        },
        [richText('<p>Weekly analysis of positioning, volatility and liquidity from our market research team.</p>')],
      ),
      box('outlined', [
        heading('Trade from your desktop', 3),
        richText('<p>Install WebICE for production or Test/UAT trading, with a help desk that answers around the clock.</p><p><a href="/launch">Launch WebICE</a></p>'),
      ]),
      callout(
        {
          intent: 'info',
          heading: 'Holiday trading schedules',
          text: 'Exchanges publish modified trading hours ahead of public holidays in the U.S., the U.K. and Europe.',
        },
        [richText('<p>See <a href="/alerts/markets">market alerts</a> for the current schedule.</p>')],
      ),
      n('include', { path: '/flyout/login' }),
    ],
  });
}

function insights(): DemoDocument {
  const article = (title: string, text: string, href: string, linkText: string) => card({ title, text, href, linkText });
  return page({
    site,
    path: '/insights',
    title: 'Insights',
    description: 'Analysis of positioning, volatility and liquidity across ICE futures markets.',
    main: [
      breadcrumb(['Home', '/'], ['Insights', '/insights']),
      heading('Insights', 1),
      richText('<p>Our research team looks at what moved the markets this week and what the data says about the weeks ahead.</p>'),
      heading('Latest analysis'),
      grid2024(
        [
          article(
            'Brent open interest climbs to a new high',
            'Open interest in Brent futures reached 3.1 million contracts on 12 February as refiners extended hedges into 2027.',
            '/futures/energy',
            'Explore energy futures',
          ),
          article(
            'Credit index options: volumes up 38% on the year',
            'Payer options on CDX High Yield drew record interest as spreads widened by 45 basis points in January.',
            '/futures/credit',
            'Explore credit',
          ),
          article(
            'What changed in the 2026 margin model',
            'Longer look-back periods and a new stressed-period floor raise initial margin for short-dated gas by about 6%.',
            '/margins',
            'See margin rates',
          ),
          article(
            'Coffee volatility and the Brazilian harvest',
            'Implied volatility on Coffee "C" options held above 40% while forecasts for the 2026/27 crop diverged.',
            '/futures/agriculture',
            'Explore agriculture',
          ),
          article(
            'Freight futures after the route changes',
            'Longer voyages around the Cape lifted Capesize rates and doubled the open interest in quarterly strips.',
            '/futures/freight',
            'Explore freight',
          ),
          article(
            'Dollar Index hedging by Asian exporters',
            'Large-trader data shows commercial short positions in the US Dollar Index at their highest level since 2022.',
            '/futures/fx',
            'Explore FX',
          ),
        ],
        { numCols: 3, numRows: 2, gapX: 4, gapY: 4 },
      ),      heading('From the archive'),
      cardPager([
        [
          article(
            'Gasoil cracks and the diesel squeeze',
            'Low Sulphur Gasoil crack spreads doubled in the fourth quarter as European diesel stocks fell to a ten-year low.',
            '/futures/energy',
            'Explore energy futures',
          ),
          article(
            'Sugar No. 11 after the monsoon',
            'A late monsoon in India moved the March contract 14% in six weeks and lifted open interest by a fifth.',
            '/futures/agriculture',
            'Explore agriculture',
          ),
          article(
            'Why spread credits changed in January',
            'Correlations between Brent and WTI calendar spreads weakened, so the clearing house cut two spread credits by 10 points.',
            '/margins',
            'See margin rates',
          ),
        ],
        [
          article(
            'MSCI index futures roll in numbers',
            'The March roll in MSCI Emerging Markets futures moved 412,000 contracts in five days, a record for the contract.',
            '/futures/equity-derivatives',
            'Explore equity derivatives',
          ),
          article(
            'Reading the delivery reports',
            'How warehouse stocks and delivery notices show where physical cocoa and coffee go after expiry.',
            '/report-center#deliveries',
            'Delivery reports',
          ),
          article(
            'Capesize freight and the quarterly strip',
            'Quarterly strips are now a third of freight futures open interest, up from a fifth a year ago.',
            '/futures/freight',
            'Explore freight',
          ),
        ],
      ]),

      media(
        {
          imageUrl: '/static/img/card-data-technology.svg',
          altText: 'Circuit lines leading into a glowing processor chip',
          heading: 'The data behind the analysis',
          linkUrl: '/report-center#volumes-and-oi',
          linkText: 'Volumes and open interest',
        },
        [richText('<p>Every chart in our research is built from the public reports in the Report Center, so you can check the numbers yourself.</p>')],
      ),
      callout({ intent: 'primary', heading: 'New every Tuesday', text: 'Insights are published weekly at 9:00 a.m. London time.' }),
    ],
  });
}

function margins(): DemoDocument {
  return page({
    site,
    path: '/margins',
    title: 'Margins',
    description: 'Initial margin rates and methodology for futures cleared by ICE Clear Europe and ICE Clear U.S.',
    main: [
      breadcrumb(['Home', '/'], ['Margins', '/margins']),
      heading('Margins', 1),
      richText(
        '<p>Initial margin covers the losses a clearing house could face when closing out a defaulting member\u2019s positions. ' +
          'Rates are reviewed daily and changed with at least one business day\u2019s notice, published on the ' +
          '<a href="/alerts/clearing">clearing alerts</a> page.</p>',
      ),
      heading('Current initial margin rates'),
      richText(
        table({
          caption: 'Outright initial margin per contract, front month',
          head: ['Contract', 'Code', 'Clearing house', 'Initial margin', 'Effective'],
          rows: [
            ['Brent Crude Futures', 'B', 'ICE Clear Europe', 'USD 6,930', '2 March 2026'],
            ['Low Sulphur Gasoil Futures', 'G', 'ICE Clear Europe', 'USD 5,410', '2 March 2026'],
            ['Dutch TTF Natural Gas Futures', 'TFM', 'ICE Clear Europe', 'EUR 11,250', '2 March 2026'],
            ['Cocoa Futures', 'CC', 'ICE Clear U.S.', 'USD 9,680', '27 February 2026'],
            ['Coffee "C" Futures', 'KC', 'ICE Clear U.S.', 'USD 14,200', '27 February 2026'],
            ['Sugar No. 11 Futures', 'SB', 'ICE Clear U.S.', 'USD 1,540', '27 February 2026'],
            ['US Dollar Index Futures', 'DX', 'ICE Clear U.S.', 'USD 2,310', '27 February 2026'],
          ],
        }),
      ),
      heading('How margin is calculated'),
      richText(
        '<p>Margin is calculated on the whole portfolio with a filtered historical simulation at a 99.7% confidence level over a two-day ' +
          'holding period for futures and a five-day period for cleared credit default swaps.</p>',
      ),
      heading('Spread credits', 3),
      richText('<p>Calendar and inter-commodity spreads receive credits of 40% to 90% of the outright rates, depending on how closely the legs move together.</p>'),
      heading('Concentration add-ons', 3),
      richText('<p>Positions larger than five days of average volume attract an add-on that reflects the extra time needed to close them out.</p>'),
      callout({
        intent: 'warn',
        heading: 'Intraday margin calls',
        text: 'In volatile markets the clearing house may call additional margin during the day. Calls must be met within one hour.',
      }),
      heading('Related'),
      grid([
        card({ title: 'ICE Clear Europe', text: 'Membership, services and risk framework.', href: '/clear-europe' }),
        card({ title: 'Clearing alerts', text: 'Rate changes and operational notices.', href: '/alerts/clearing' }),
        card({ title: 'End-of-day reports', text: 'Settlement prices used for variation margin.', href: '/report-center#end-of-day' }),
      ]),
    ],
  });
}

function futuresUs(): DemoDocument {
  return page({
    site,
    path: '/futures-us',
    title: 'ICE Futures U.S.',
    description: 'A regulated U.S. futures exchange for soft commodities, currencies and equity indexes.',
    top: [
      miniCarouselHero(
        {
          heading: 'ICE Futures U.S.',
          imageHeight: 250,
          box1Text: 'A regulated U.S. futures exchange for softs, currencies and equity indexes, cleared by ICE Clear U.S.',
        },
        carousel2022({ label: 'ICE Futures U.S. products', minHeight: '12rem' }, [
          {
            id: 'softs',
            className: 'accent',
            content: [
              richText(
                '<p><strong>Softs</strong></p><p>Cocoa, Coffee \u201cC\u201d, Sugar No. 11 and Cotton No. 2: the world\u2019s price benchmarks.</p>' +
                  '<p><a href="/futures/agriculture">Agriculture futures</a></p>',
              ),
            ],
          },
          {
            id: 'currencies',
            className: 'surface',
            content: [
              richText(
                '<p><strong>Currencies</strong></p><p>The US Dollar Index and 30 currency pairs, traded nearly 23 hours a day.</p>' +
                  '<p><a href="/futures/fx">FX futures</a></p>',
              ),
            ],
          },
          {
            id: 'equity-indexes',
            className: 'primary',
            content: [
              richText(
                '<p><strong>Equity indexes</strong></p><p>MSCI and NYSE FANG+ index futures and options.</p>' +
                  '<p><a href="/futures/equity-derivatives">Equity derivatives</a></p>',
              ),
            ],
          },
        ]),
      ),
    ],
    main: [
      breadcrumb(['Home', '/'], ['ICE Futures U.S.', '/futures-us']),
      heading('Products'),
      grid([
        card({
          title: 'Agriculture',
          text: 'Cocoa, coffee, sugar, cotton, orange juice and canola.',
          href: '/futures/agriculture',
          linkText: 'Agriculture futures',
        }),
        card({ title: 'Currencies', text: 'The US Dollar Index and major currency pairs.', href: '/futures/fx', linkText: 'FX futures' }),
        card({
          title: 'Equity indexes',
          text: 'MSCI and NYSE FANG+ index futures and options.',
          href: '/futures/equity-derivatives',
          linkText: 'Equity derivatives',
        }),
      ]),
      heading('All futures markets'),
      surfacing(['futures']),
      heading('Coffee "C" futures curve'),
      richText('<p>Settlement prices of the three nearest Coffee \u201cC\u201d contract months over the last three months, from the end-of-day reports.</p>'),
      n('chart', {
        baseConfig: { title: 'Coffee \u201cC\u201d futures: settlement of the three nearest months', type: 'line', height: 320 },
        dataSources: [
          {
            seriesId: 'coffee',
            external: false,
            url: '/api/reports/history.csv?contract=KC&months=3&days=65',
            filters: [],
            nameCol: 'contract',
            xCol: 'date',
            xType: 'date',
            yCol: 'settlement',
            yType: 'number',
          },
        ],
        useCustomLegend: true,
        customLegendPosition: 'right',
        series: [],
        xAxis: { label: 'Trading day' },
        yAxis: { label: 'US cents per pound' },
      }),
      heading('Products listed on ICE Futures U.S.'),
      richText('<p>Every futures and options product of the exchange, with its physical commodity and group. Choose a group or search by name.</p>'),
      n('product-guide', { caption: 'ICE Futures U.S. products', group: 'all', micCode: 'IFUS' }),
      heading('Trading hours'),
      richText(
        table({
          caption: 'Electronic trading hours, Eastern Time',
          head: ['Product', 'Pre-open', 'Trading'],
          rows: [
            ['Cocoa', '4:15 a.m.', '4:45 a.m. to 1:30 p.m.'],
            ['Coffee "C"', '3:30 a.m.', '4:15 a.m. to 1:30 p.m.'],
            ['Sugar No. 11', '2:30 a.m.', '3:30 a.m. to 1:00 p.m.'],
            ['Cotton No. 2', '8:30 p.m.', '9:00 p.m. to 2:20 p.m. the next day'],
            ['US Dollar Index', '7:30 p.m.', '8:00 p.m. to 5:00 p.m. the next day'],
          ],
        }),
      ),
      heading('Membership and access'),
      richText(
        '<p>Trade directly as an exchange member or through one of 41 futures commission merchants. Market participants connect ' +
          'through certified front-end vendors or the exchange\u2019s own trading screen.</p>',
      ),
      callout(
        { intent: 'info', heading: 'Daily settlement', text: 'Settlement prices are set during a two-minute window that ends at each product\u2019s close.' },
        [richText('<p>Find them in the <a href="/report-center#end-of-day">end-of-day reports</a>.</p>')],
      ),
    ],
  });
}

function clearEurope(): DemoDocument {
  return page({
    site,
    path: '/clear-europe',
    title: 'ICE Clear Europe',
    description: 'Central counterparty clearing for energy, financial and soft commodity derivatives.',
    top: [
      hero({
        heading: 'ICE Clear Europe',
        imageHeight: 250,
        imageSrc: '/static/img/hero-data.svg',
        imageAlt: 'Network of connected data points on a dark teal background',
        box1Text: 'A central counterparty for energy, interest rate, equity and soft commodity derivatives.',
        box1bg: 'header',
      }),
    ],
    main: [
      breadcrumb(['Home', '/'], ['ICE Clear Europe', '/clear-europe']),
      richText(
        '<p>ICE Clear Europe stands between buyer and seller of every cleared contract, guaranteeing performance and ' +
          'netting obligations so members settle one amount a day per currency.</p>',
      ),
      heading('Clearing services'),
      row([
        box('shaded', [heading('Energy', 3), richText('<p>Brent, WTI, gasoil, natural gas, power and emissions contracts.</p>')]),
        box('shaded', [heading('Financials', 3), richText('<p>Short-term interest rates, government bond and equity index futures.</p>')]),
        box('shaded', [heading('Softs', 3), richText('<p>London cocoa, robusta coffee, white sugar and feed wheat.</p>')]),
      ]),
      heading('Key figures'),
      richText(
        table({
          caption: 'Key figures, January 2026',
          head: ['Measure', 'Value'],
          rows: [
            ['Clearing members', '78'],
            ['Average daily cleared contracts', '8.2 million'],
            ['Initial margin held', 'USD 142 billion'],
            ['Guaranty fund', 'USD 4.6 billion'],
          ],
        }),
      ),
      heading('Risk management'),
      media(
        {
          imageUrl: '/static/img/card-data-technology.svg',
          altText: 'Circuit lines leading into a glowing processor chip',
          heading: 'Margin and default resources',
          headingLevel: 3,
          linkUrl: '/margins',
          linkText: 'Current margin rates',
        },
        [
          richText(
            '<p>Each member posts initial margin for its positions and contributes to a guaranty fund sized to cover the ' +
              'default of the two members with the largest stressed exposures.</p>',
          ),
        ],
      ),
      heading('Reports'),
      richText(
        '<p>Daily <a href="/report-center#end-of-day">settlement prices</a>, <a href="/report-center#deliveries">delivery reports</a> ' +
          'and <a href="/alerts/clearing">clearing notices</a> are published on this site.</p>',
      ),
    ],
  });
}

/** The freight page's route map (issue 15): benchmark dry bulk and tanker routes between their load and discharge ports. */
function freightRouteMap(): Node[] {
  const port = (id: string, name: string, lat: number, long: number) => ({ id, name, lat, long, color: '#222222' });
  const ports = {
    tubarao: port('tubarao', 'Tubarão', -20.29, -40.24),
    hedland: port('port-hedland', 'Port Hedland', -20.31, 118.58),
    rasTanura: port('ras-tanura', 'Ras Tanura', 26.64, 50.16),
    bonny: port('bonny', 'Bonny', 4.43, 7.15),
    rotterdam: port('rotterdam', 'Rotterdam', 51.95, 4.05),
    newYork: port('new-york', 'New York', 40.67, -74.05),
    qingdao: port('qingdao', 'Qingdao', 36.07, 120.32),
    ningbo: port('ningbo', 'Ningbo', 29.87, 121.88),
  };
  type At = [lat: number, long: number, offsetFactor?: number];
  const at = ({ lat, long }: { lat: number; long: number }): At => [lat, long];
  const route = (id: string, routeName: string, color: string, points: At[]) => ({
    id,
    routeName,
    color,
    coordinates: points.map(([lat, long, offsetFactor = 0]) => ({ lat, long, offsetFactor })),
  });
  // Laden capesizes to north China: from Brazil through the Lombok and Makassar straits, from
  // West Australia through the Ombai Strait and the Molucca Sea, both east of the Philippines.
  const fromBrazil: At[] = [at(ports.tubarao), [-36, 20], [-8.8, 115.8], [-2, 118], [3.5, 122], [5.5, 126.5], [12.5, 127], [21, 125], at(ports.qingdao)];
  const fromAustralia: At[] = [at(ports.hedland), [-10.5, 123], [-8.4, 125.2], [-4.5, 126.8], [1.5, 126.4], [6, 128.5], [22, 129, 0.1], at(ports.qingdao)];
  return [
    heading('Freight routes'),
    n('map', {
      caption: 'Benchmark freight routes',
      products: [
        route('c3', 'C3 Tubarão to Qingdao (iron ore, capesize)', '#0072b2', fromBrazil),
        route('c5', 'C5 West Australia to Qingdao (iron ore, capesize)', '#009e73', fromAustralia),
        route('td3c', 'TD3C Ras Tanura to Ningbo (crude oil, VLCC)', '#d55e00', [
          at(ports.rasTanura),
          [26.4, 56.6],
          [23.5, 60, -0.08],
          [5.2, 80.5],
          [6.3, 94.5],
          [3.2, 100.4],
          [1.2, 104.2],
          [10, 110],
          [24, 119.5],
          at(ports.ningbo),
        ]),
        route('tc2', 'TC2 Rotterdam to New York (clean products, MR tanker)', '#cc79a7', [at(ports.rotterdam), [51, 1.5], [49.7, -5.5, -0.1], at(ports.newYork)]),
        route('td20', 'TD20 West Africa to Rotterdam (crude oil, suezmax)', '#e69f00', [
          at(ports.bonny),
          [3.8, -8],
          [8.5, -15],
          [20, -19],
          [36.5, -10.5],
          [43.5, -10],
          [48.6, -5.8],
          [51, 1.5],
          at(ports.rotterdam),
        ]),
      ],
      pins: Object.values(ports),
    }),
  ];
}

function futuresCategory(c: FuturesCategory): DemoDocument {
  const path = `/futures/${c.slug}`;
  // Settlement history from the end-of-day reports, for the categories whose contracts they carry.
  type Charted = { title: string; type: 'line' | 'bar' | 'area'; yCol: string; yLabel: string; days: number; contracts: [code: string, label: string, color: string][]; legend?: 'top' };
  const charted: Record<string, Charted> = {
    agriculture: { title: 'Cocoa futures: front-month settlement', type: 'line', yCol: 'settlement', yLabel: 'USD per tonne', days: 65, contracts: [['CC', 'Cocoa', '#0072b2']] },
    energy: {
      title: 'Brent and WTI crude futures: front-month settlement',
      type: 'line',
      yCol: 'settlement',
      yLabel: 'USD per barrel',
      days: 130,
      contracts: [
        ['B', 'Brent Crude', '#0072b2'],
        ['T', 'WTI Crude', '#d55e00'],
      ],
      legend: 'top',
    },
    'equity-derivatives': { title: 'NYSE FANG+ Index futures: front-month volume', type: 'bar', yCol: 'volume', yLabel: 'Lots traded', days: 20, contracts: [['FNG', 'NYSE FANG+ Index futures', '#009e73']] },
    fx: { title: 'US Dollar Index futures: front-month settlement', type: 'line', yCol: 'settlement', yLabel: 'Index points', days: 65, contracts: [['DX', 'US Dollar Index futures', '#cc79a7']] },
    credit: { title: 'CDX North America Investment Grade index futures: front-month spread', type: 'line', yCol: 'settlement', yLabel: 'Basis points', days: 65, contracts: [['IG', 'CDX NA IG', '#0072b2']] },
    freight: { title: 'Capesize C5 freight futures: front-month settlement', type: 'area', yCol: 'settlement', yLabel: 'USD per tonne', days: 65, contracts: [['C5', 'C5 West Australia–China', '#009e73']] },
  };
  const history = charted[c.slug];
  const chart = history
    ? [
        heading(history.yCol === 'volume' ? 'Trading volume' : 'Settlement history'),
        n('chart', {
          baseConfig: { title: history.title, type: history.type, height: 300 },
          dataSources: history.contracts.map(([code]) => ({
            seriesId: code,
            external: false,
            url: `/api/reports/history.csv?contract=${code}&days=${history.days}`,
            filters: [],
            nameCol: '',
            xCol: 'date',
            xType: 'date',
            yCol: history.yCol,
            yType: 'number',
          })),
          useCustomLegend: history.legend !== undefined,
          customLegendPosition: history.legend ?? 'bottom',
          series: history.contracts.map(([id, label, color]) => ({ id, label, color })),
          xAxis: { label: 'Trading day' },
          yAxis: { label: history.yLabel },
        }),
      ]
    : [];
  return page({
    site,
    path,
    title: c.title,
    description: c.summary,
    listing: { tags: ['futures', c.slug], category: 'Futures', subtitle: `${c.contracts.length} key contracts`, image: c.image },
    top: [hero({ heading: c.title, imageHeight: 250, imageSrc: c.image, imageAlt: c.imageAlt, box1Text: c.summary })],
    main: [
      breadcrumb(['Home', '/'], [c.title, path]),
      n('secondary-nav', {
        parentUrl: '/#futures',
        parentName: 'Futures markets',
        links: CATEGORIES.map((x) => ({ title: x.name, href: `/futures/${x.slug}` })),
      }),
      richText(`<p>${c.intro}</p>`),
      heading('Key contracts'),
      richText(table({ caption: `${c.title}: key contracts`, head: ['Contract', 'Code', 'Contract size', 'Venue'], rows: c.contracts })),
      ...chart,
      ...(c.slug === 'freight' ? freightRouteMap() : []),
      heading('Product guide'),
      n('product-guide', { caption: `${c.name} products`, group: c.slug, micCode: 'all' }),
      heading(`Why trade ${c.noun} with us`),
      row(c.reasons.map(([title, text]) => box('outlined', [heading(title, 3), richText(`<p>${text}</p>`)]))),
      callout({ intent: 'info', heading: 'Good to know', text: c.note }),
      heading('Data and risk'),
      grid([
        card({ title: 'Settlement prices', text: 'Daily settlements, volume and open interest by contract month.', href: '/report-center#end-of-day' }),
        card({ title: 'Margin rates', text: 'Initial margin for outright and spread positions.', href: '/margins' }),
        card({ title: 'Market alerts', text: 'Trading hour changes, expiries and new listings.', href: '/alerts/markets' }),
      ]),
    ],
  });
}

interface Notice {
  date: string;
  subject: string;
  markets: string;
  service: string;
  severity: 'Informational' | 'Investigating' | 'Resolved';
}

function noticeTable(caption: string, notices: Notice[]): Node {
  return richText(
    table({
      caption,
      head: ['Published', 'Subject', 'Markets', 'Service', 'Severity'],
      rows: notices.map((x) => [x.date, x.subject, x.markets, x.service, x.severity]),
      rowHeaders: false,
    }),
  );
}

const MARKET_NOTICES: Notice[] = [
  {
    date: '3/2/2026',
    subject: 'Good Friday: modified trading hours for <a href="/futures/energy">Brent and gasoil</a>',
    markets: 'ICE Futures Europe',
    service: 'Trading',
    severity: 'Informational',
  },
  {
    date: '2/26/2026',
    subject: 'New listing: Capesize 5TC quarterly strips for 2028',
    markets: 'ICE Futures Europe',
    service: 'Trading',
    severity: 'Informational',
  },
  {
    date: '2/19/2026',
    subject: 'Cocoa delivery point added in Antwerp from May 2026',
    markets: 'ICE Futures U.S.',
    service: 'Trading',
    severity: 'Informational',
  },
];

const TECHNOLOGY_NOTICES: Notice[] = [
  {
    date: '2/27/2026',
    subject: 'Delayed multicast snapshots on market data channel 14',
    markets: 'ICE Futures U.S.',
    service: 'Market Data',
    severity: 'Resolved',
  },
  {
    date: '2/26/2026',
    subject: 'Slow chart loading in the web trading screen',
    markets: 'All markets',
    service: 'Connectivity',
    severity: 'Investigating',
  },
  {
    date: '2/18/2026',
    subject: 'Certification environment upgrade to FIX gateway 9.4',
    markets: 'All markets',
    service: 'Connectivity',
    severity: 'Informational',
  },
];

const CLEARING_NOTICES: Notice[] = [
  {
    date: '2/24/2026',
    subject: '<a href="/margins">Initial margin changes</a> effective 2 March 2026',
    markets: 'ICE Clear Europe',
    service: 'Clearing',
    severity: 'Informational',
  },
  {
    date: '2/20/2026',
    subject: 'Guaranty fund recalculation for the March quarter',
    markets: 'ICE Clear Europe',
    service: 'Clearing',
    severity: 'Informational',
  },
  {
    date: '2/13/2026',
    subject: 'Late settlement price publication for sugar options',
    markets: 'ICE Clear U.S.',
    service: 'Clearing',
    severity: 'Resolved',
  },
];

function alertsHome(): DemoDocument {
  return page({
    site,
    path: '/alerts',
    title: 'Alerts',
    description: 'Notices about markets, data and technology, clearing, benchmarks and processing.',
    alerts: [
      alert({ intent: 'warn', heading: 'Planned maintenance on Saturday 14 March', dismissable: true }, [
        richText(
          '<p>Trading screens and report downloads will be unavailable from 8:00 a.m. to 2:00 p.m. ET. ' +
            'See <a href="/alerts/data-and-technology">data and technology alerts</a> for details.</p>',
        ),
      ]),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Alerts', '/alerts']),
      heading('Alerts', 1),
      richText('<p>Operational notices from our exchanges, clearing houses and data services, newest first.</p>'),
      heading('Browse by area'),
      grid([
        card({ title: 'Markets', text: 'Trading hours, expiries, listings and delivery changes.', href: '/alerts/markets' }),
        card({ title: 'Data and technology', text: 'Market data feeds, connectivity and system status.', href: '/alerts/data-and-technology' }),
        card({ title: 'Clearing', text: 'Margin rates, guaranty fund and settlement notices.', href: '/alerts/clearing' }),
      ]),
      n('notification-history', { heading: 'Alert history' }),
      anchor('benchmark-and-processing'),
      heading('Benchmark and processing'),
      richText(
        '<p>Notices about benchmark administration and post-trade processing are published here rather than on a separate page.</p>',
      ),
      noticeTable('Benchmark and processing notices', [
        {
          date: '2/20/2026',
          subject: 'Consultation on the Brent index calculation window',
          markets: 'ICE Futures Europe',
          service: 'Benchmark',
          severity: 'Informational',
        },
        {
          date: '2/9/2026',
          subject: 'Give-up processing delayed for 40 minutes',
          markets: 'All markets',
          service: 'Post-trade',
          severity: 'Resolved',
        },
      ]),
      callout(
        {
          intent: 'info',
          heading: 'Get alerts by e-mail, SMS or voice call',
          text: 'Choose the topics you want to hear about; no account is needed.',
        },
        [richText('<p><a href="/alerts/subscriptions">Subscribe to alerts</a></p>')],
      ),
    ],
  });
}

/** The subscription centre (specification §3, §4): pending until the e-mailed link is followed. */
function alertSubscriptions(): DemoDocument {
  const path = '/alerts/subscriptions';
  return page({
    site,
    path,
    title: 'Alert subscriptions',
    description: 'Get trade halt, margin, system status, holiday hours and Report Center alerts by e-mail, SMS or voice call.',
    main: [
      breadcrumb(['Home', '/'], ['Alerts', '/alerts'], ['Subscriptions', path]),
      heading('Alert subscriptions', 1),
      n('subscription-center', {
        loginScreenText:
          '<p>Enter the e-mail address where alerts should go. We send a link to it first: nothing else is sent until you follow that link. ' +
          'To get alerts by SMS or voice call as well, add a mobile number with its country code.</p>',
        alertsText:
          '<p>E-mail alerts carry the full notice. SMS and voice alerts are kept short and are sent only for trade halts, ' +
          'margin changes and system status; message and data rates may apply.</p>',
        subscriptionsText:
          '<p>Choose the topics you want to hear about. You can change them, or end all alerts, through the link in any alert e-mail. ' +
          'Read how we use your details in our <a href="/privacy-policy">privacy policy</a>.</p>',
        topics: ['Trade halts', 'Margin changes', 'System status', 'Holiday hours', 'Report Center'].map((label) => ({ label })),
      }),
      heading('No e-mail from us?'),
      richText(
        '<p>Verification e-mails come from the alerts service within a few minutes; check your spam folder. If none arrives within an hour, ' +
          'come back to this page and subscribe again, or call the help desk: Americas <a href="tel:+17705550143">+1 770 555 0143</a>, ' +
          'Europe <a href="tel:+442079460176">+44 20 7946 0176</a>, Asia Pacific <a href="tel:+6565550188">+65 6555 0188</a>.</p>',
      ),
    ],
  });
}

function alertsCategory({
  slug,
  name,
  title,
  intro,
  notices,
  alerts = [],
  related,
}: {
  slug: string;
  name: string;
  title: string;
  intro: string;
  notices: Notice[];
  alerts?: Node[];
  related: string;
}): DemoDocument {
  const path = `/alerts/${slug}`;
  // The services of the demo alerts (seed/notices.ts) each category's history keeps to.
  const services: Record<string, string[]> = {
    markets: ['Pillar Order Gateway', 'Trade Reporting Facility'],
    'data-and-technology': ['XDP Integrated Feed', 'Colocation Network', 'Customer Portal', 'Certification Environment'],
    clearing: ['Risk Gateway', 'Drop Copy'],
  };
  return page({
    site,
    path,
    title,
    description: intro,
    alerts,
    main: [
      breadcrumb(['Home', '/'], ['Alerts', '/alerts'], [name, path]),
      heading(title, 1),
      richText(`<p>${intro}</p>`),
      heading('Current notices'),
      noticeTable(`${name} notices`, notices),
      n('notification-history', { heading: 'Alert history', services: (services[slug] ?? []).map((service) => ({ name: service })) }),
      heading('Related'),
      richText(related),
    ],
  });
}

const REPORT_SECTIONS: [id: string, title: string][] = [
  ['end-of-day', 'End-of-day reports'],
  ['volumes-and-oi', 'Volumes and open interest'],
  ['indices', 'Indices'],
  ['markers', 'Markers'],
  ['deliveries', 'Deliveries'],
];

/** The visitor's own shortlist of reports and related pages (specification §5: at most 6). */
function myReports(): Node {
  const pageLink = (id: string, title: string, url: string, isDefault = false) => ({ id, title, url, isDefault });
  return n('custom-links', {
    label: 'My reports',
    maxPages: 6,
    groups: [
      {
        id: 'reports',
        name: 'Reports',
        pages: REPORT_SECTIONS.map(([id, title]) => pageLink(id, title, `/report-center#${id}`, id === 'end-of-day' || id === 'volumes-and-oi')),
      },
      {
        id: 'clearing',
        name: 'Clearing and risk',
        pages: [
          pageLink('margins', 'Margin rates', '/margins', true),
          pageLink('clearing-alerts', 'Clearing alerts', '/alerts/clearing'),
          pageLink('clear-europe', 'ICE Clear Europe', '/clear-europe'),
        ],
      },
      {
        id: 'markets',
        name: 'Markets',
        pages: [
          pageLink('energy', 'Energy futures', '/futures/energy', true),
          pageLink('agriculture', 'Agriculture futures', '/futures/agriculture'),
          pageLink('market-alerts', 'Market alerts', '/alerts/markets'),
        ],
      },
    ],
  });
}

function reportCenter(): DemoDocument {
  return page({
    site,
    path: '/report-center',
    title: 'Report Center',
    description: 'End-of-day settlements, volumes and open interest, index values, marker prices and delivery reports.',
    main: [
      breadcrumb(['Home', '/'], ['Report Center', '/report-center']),
      heading('Report Center', 1),
      richText(
        '<p>Choose an exchange, a contract, futures or options, and a trading date in any category below to view its report. Reports are ' +
          'published after each trading day. Calls and puts by strike price are on the <a href="/report-center/options">options prices</a> page.</p>',
      ),
      n('dropdown-menu', {
        buttonLabel: 'Jump to a report',
        links: [
          ...REPORT_SECTIONS.map(([id, text]) => ({ href: `#${id}`, text })),
          ...CATEGORIES.map((c) => ({ href: `/futures/${c.slug}`, text: `${c.title}: key contracts` })),
        ],
      }),
      myReports(),
      n('report-center', {
        reportId: 'all',
        hasBackend: true,
        showPrintButton: true,
        headingLevel: 2,
        tables: [
          {
            name: 'Certified stocks at close of business',
            category: 'deliveries',
            columns: [
              { heading: 'Commodity', type: 'text', parent: '' },
              { heading: 'Unit', type: 'text', parent: '' },
              { heading: 'As of', type: 'date', parent: '' },
              { heading: 'Certified', type: 'number', parent: 'Stocks' },
              { heading: 'Change on the day', type: 'number', parent: 'Stocks' },
            ],
            rows: [
              'Cocoa | bags | 2026-02-27 | 1,842,310 | -12,400',
              'Coffee "C" | bags | 2026-02-27 | 694,225 | +3,150',
              'Cotton No. 2 | bales | 2026-02-27 | 18,906 | 0',
            ].map((cells) => ({ cells })),
          },
        ],
      }),
      callout({ intent: 'info', heading: 'Looking for older reports?', text: 'Reports are kept online for two years. Earlier data is available from our historical data service.' }),
      n('include', { path: '/flyout/login' }),
    ],
  });
}

function optionsPrices(): DemoDocument {
  return page({
    site,
    path: '/report-center/options',
    title: 'Options prices',
    description: 'Calls and puts by strike price for ICE options on energy, softs and natural gas futures: bid, ask, settlement, volume and open interest.',
    main: [
      breadcrumb(['Home', '/'], ['Report Center', '/report-center'], ['Options prices', '/report-center/options']),
      heading('Options prices', 1),
      richText(
        '<p>Choose a product and a strip (contract month) to see the calls and puts at each strike price: bid, ask, last trade, ' +
          'settlement, change, volume and open interest, from the latest trading day. The strike nearest the underlying futures ' +
          'settlement is highlighted.</p>',
      ),
      n('options-report', { products: [...OPTION_PRODUCTS] }),
      richText('<p>Futures settlement prices by contract month are in the <a href="/report-center#end-of-day">end-of-day reports</a>.</p>'),
    ],
  });
}

interface Jurisdiction {
  anchorId: string;
  name: string;
  role: { id: string; role: string };
  /** Shown to a signed-in visitor without this jurisdiction's role. */
  audience: string;
  /** Built per call, so every demo run gets fresh node ids. */
  content: () => Node[];
}

const JURISDICTIONS: Jurisdiction[] = [
  {
    anchorId: 'united-states',
    name: 'United States: CFTC and NFA',
    role: { id: 'compliance-us', role: 'Compliance US' },
    audience: 'compliance staff responsible for U.S. futures and swaps obligations',
    content: () => [
      richText(
        '<p>ICE Futures U.S. is a designated contract market and ICE Clear U.S. a derivatives clearing organization, both ' +
          'regulated by the Commodity Futures Trading Commission. Futures commission merchants and introducing brokers are ' +
          'also members of the National Futures Association.</p>',
      ),
      heading('Large trader reporting', 3),
      richText(
        '<p>Clearing members report positions at or above the reportable level each business day (CFTC Part 17). File Form 102A ' +
          'for each new reportable account and Form 102B for omnibus and volume-threshold accounts; the owner of a reportable ' +
          'position answers Form 40 when the CFTC asks.</p>',
      ),
      richText(
        table({
          caption: 'Reportable levels and federal spot-month limits, ICE Futures U.S.',
          head: ['Contract', 'Code', 'Reportable level', 'Spot-month limit'],
          rows: [
            ['Cocoa', 'CC', '100 contracts', '4,900 contracts'],
            ['Coffee "C"', 'KC', '50 contracts', '1,700 contracts'],
            ['Cotton No. 2', 'CT', '100 contracts', '900 contracts'],
            ['Sugar No. 11', 'SB', '500 contracts', '25,800 contracts'],
          ],
        }),
      ),
      heading('Records and supervision', 3),
      richText(
        '<ul><li>Keep trading records, including oral and written communications that lead to a trade, for five years, readily ' +
          'accessible for the first two (CFTC Rule 1.31).</li>' +
          '<li>NFA members complete the annual self-examination questionnaire and keep written supervisory procedures (NFA Compliance Rule 2-9).</li>' +
          '<li>Report block trades to the exchange within the time set for the product, 5 or 15 minutes after execution.</li></ul>',
      ),
    ],
  },
  {
    anchorId: 'united-kingdom',
    name: 'United Kingdom: FCA',
    role: { id: 'compliance-uk', role: 'Compliance UK' },
    audience: 'compliance staff responsible for obligations under UK rules',
    content: () => [
      richText(
        '<p>ICE Futures Europe is a Recognised Investment Exchange supervised by the Financial Conduct Authority; ICE Clear ' +
          'Europe is a Recognised Clearing House supervised by the Bank of England.</p>',
      ),
      heading('Reporting', 3),
      richText(
        '<ul><li>Transaction reports under UK MiFIR reach the FCA through an approved reporting mechanism by the end of the next working day.</li>' +
          '<li>Daily position reports for commodity derivatives go to the exchange by 9:00 a.m. London time on the next business day.</li>' +
          '<li>Derivative trades are reported to a UK trade repository under UK EMIR by the next working day, in the ISO 20022 format in use since September 2024.</li></ul>',
      ),
      heading('Market abuse', 3),
      richText(
        '<p>Firms submit suspicious transaction and order reports to the FCA without delay once a reasonable suspicion is formed, ' +
          'and keep insider lists under UK MAR. Senior managers hold the responsibilities allocated to them under the Senior ' +
          'Managers and Certification Regime.</p>',
      ),
    ],
  },
  {
    anchorId: 'canada',
    name: 'Canada: securities regulators',
    role: { id: 'compliance-ca', role: 'Compliance CA' },
    audience: 'compliance staff responsible for obligations under Canadian securities law',
    content: () => [
      richText(
        '<p>Participants in Canada trade under the oversight of the provincial securities regulators, which coordinate through ' +
          'the Canadian Securities Administrators. ICE NGX Canada is a recognized exchange regulated by the Alberta Securities ' +
          'Commission; ICE Futures U.S. and ICE Futures Europe serve participants in Ontario and Qu\u00e9bec under exemption orders.</p>',
      ),
      heading('Derivatives trade reporting', 3),
      richText(
        '<ul><li>Report OTC derivatives to a designated trade repository by the end of the business day after execution, under the ' +
          'harmonized trade reporting rules in force since July 25, 2025.</li>' +
          '<li>Use the unique transaction identifier and unique product identifier on every report and correct errors within 10 business days of finding them.</li>' +
          '<li>Keep records of each transaction for seven years after it expires or is terminated.</li></ul>',
      ),
      heading('Registration and exemptions', 3),
      richText(
        '<p>Firms relying on an exemption in Ontario or Qu\u00e9bec confirm it each year in their annual filing and tell the ' +
          'exchange promptly if their registration status changes.</p>',
      ),
    ],
  },
  {
    anchorId: 'otc-reporting',
    name: 'OTC trade reporting',
    role: { id: 'compliance-otc', role: 'Compliance OTC' },
    audience: 'compliance staff responsible for swap and OTC derivative reporting',
    content: () => [
      richText(
        '<p>ICE Trade Vault is a swap data repository registered with the CFTC and a trade repository in the U.K. and Europe. ' +
          'Reporting counterparties remain responsible for complete, accurate and timely reports, whoever submits them.</p>',
      ),
      richText(
        table({
          caption: 'Swap reporting deadlines under CFTC Parts 43 and 45',
          head: ['Report', 'Swap dealers and DCOs', 'Other reporting counterparties'],
          rows: [
            ['Real-time public report (Part 43)', 'As soon as technologically practicable', 'As soon as technologically practicable'],
            ['Creation data (Part 45)', 'End of the next business day', 'End of the second business day'],
            ['Valuation and margin data', 'Each business day', 'Not required'],
            ['Error correction', 'Within 7 business days of discovery', 'Within 7 business days of discovery'],
          ],
        }),
      ),
      heading('Reconciliation', 3),
      richText(
        '<p>Swap dealers reconcile their open swaps against the repository\u2019s open swaps report on the schedule Part 45 sets ' +
          'for their size, and keep evidence of each reconciliation for the record-keeping period.</p>',
      ),
    ],
  },
];

/** One jurisdiction's section: its heading stays visible, its content opens only for its own role. */
function jurisdictionSection(j: Jurisdiction): Node[] {
  const short = j.name.replace(/:.*$/, '');
  return [
    anchor(j.anchorId),
    heading(j.name),
    authGate(
      { appKey: 'ICE', roles: [j.role] },
      {
        unauthenticated: [richText(`<p><a href="${loginHref('/compliance')}">Sign in</a> to read the ${short} section.</p>`)],
        unauthorized: [
          richText(
            `<p>This section is for ${j.audience} (the ${j.role.role} role). If that includes you, ask your firm\u2019s ICE ` +
              'administrator to add the role to your account.</p>',
          ),
        ],
        authorized: j.content(),
      },
    ),
  ];
}

function compliance(): DemoDocument {
  return page({
    site,
    path: '/compliance',
    title: 'Compliance',
    description: 'Regulatory obligations for participants in ICE markets in the U.S., the U.K., Canada and OTC trade reporting.',
    main: [
      breadcrumb(['Home', '/'], ['Compliance', '/compliance']),
      heading('Compliance', 1),
      richText(
        '<p>Reporting duties, record keeping and contacts for the compliance teams of exchange members, clearing members and ' +
          'trade repository users. Signed-in users see the material for the jurisdictions their compliance role covers.</p>',
      ),
      heading('Regulators of our markets'),
      row([
        box('outlined', [heading('United States', 3), richText('<p>Commodity Futures Trading Commission and National Futures Association.</p>')]),
        box('outlined', [heading('United Kingdom', 3), richText('<p>Financial Conduct Authority and Bank of England.</p>')]),
        box('outlined', [heading('Canada', 3), richText('<p>Provincial securities regulators, coordinated by the CSA.</p>')]),
        box('outlined', [heading('OTC reporting', 3), richText('<p>Swap data repositories and trade repositories.</p>')]),
      ]),
      authGate(
        { appKey: 'ICE', roles: JURISDICTIONS.map((j) => j.role) },
        {
          unauthenticated: [
            heading('Sign in for compliance material'),
            richText(
              '<p>The compliance material is for compliance officers of ICE participants whose account carries a compliance role ' +
                'for the U.S., the U.K., Canada or OTC trade reporting.</p>' +
                `<p><a href="${loginHref('/compliance')}">Sign in</a> with your ICE account; you come back to this page afterwards.</p>`,
            ),
            n('login-chooser', {
              heading: '',
              headingLevel: 2,
              destinations: [
                { label: 'Compliance calendar', description: 'Filing dates for every jurisdiction.', href: '/compliance#calendar' },
                ...JURISDICTIONS.map((j) => ({ label: j.name, description: `For the ${j.role.role} role.`, href: `/compliance#${j.anchorId}` })),
              ],
            }),
            n('include', { path: '/login/footer-content' }),
          ],
          unauthorized: [
            heading('No compliance role on this account'),
            richText(
              '<p>You are signed in, but your account has none of the compliance roles: Compliance US, Compliance UK, ' +
                'Compliance CA or Compliance OTC.</p>' +
                '<p>Your firm\u2019s ICE administrator can add the role for the jurisdictions you are responsible for. If your firm has ' +
                'no administrator, call the help desk: Americas <a href="tel:+17705550143">+1 770 555 0143</a>, Europe ' +
                '<a href="tel:+442079460176">+44 20 7946 0176</a>, Asia Pacific <a href="tel:+6565550188">+65 6555 0188</a>.</p>',
            ),
            richText('<p>Signed in with the wrong account? Sign out and sign in with the account your firm registered.</p>'),
            logoutButton(),
          ],
          authorized: [
            n('dropdown-menu', {
              buttonLabel: 'Jump to a section',
              links: [
                { href: '#calendar', text: 'Compliance calendar' },
                ...JURISDICTIONS.map((j) => ({ href: `#${j.anchorId}`, text: j.name })),
              ],
            }),
            anchor('calendar'),
            heading('Compliance calendar'),
            richText(
              table({
                caption: 'Filing dates, March and April 2026',
                head: ['Date', 'Obligation', 'Applies to'],
                rows: [
                  ['3/16/2026', 'Annual confirmation of exemption status in Ontario and Qu\u00e9bec', 'Canada'],
                  ['3/31/2026', 'NFA annual self-examination questionnaire signed off', 'United States'],
                  ['3/31/2026', 'Quarterly open swaps reconciliation with the repository', 'OTC reporting'],
                  ['4/6/2026', 'Annual certification of certified staff under SM&amp;CR', 'United Kingdom'],
                  ['4/30/2026', 'Annual renewal of exchange hedge exemptions', 'United States'],
                ],
              }),
            ),
            heading('For every compliance team'),
            richText(
              '<ul><li>Report suspected market abuse to the exchange as well as to your regulator.</li>' +
                '<li>Keep the contact details of your compliance officer current; exchange notices go to that address.</li>' +
                '<li>Rule changes take effect on the dates in the <a href="/alerts/markets">market alerts</a>; position limit changes follow a 30-day notice.</li></ul>',
            ),
            ...JURISDICTIONS.flatMap(jurisdictionSection),
            heading('Finished?'),
            richText('<p>Sign out when you are done, especially on a shared computer.</p>'),
            logoutButton(),
          ],
        },
      ),
    ],
  });
}

function loginFooterContent(): DemoDocument {
  return partial({
    site,
    path: '/login/footer-content',
    title: 'Login footer',
    content: [
      richText(
        '<p>Trouble signing in? The help desk answers 24 hours a day: Americas <a href="tel:+17705550143">+1 770 555 0143</a>, ' +
          'Europe <a href="tel:+442079460176">+44 20 7946 0176</a>, Asia Pacific <a href="tel:+6565550188">+65 6555 0188</a>.</p>' +
          '<p>Planned maintenance is announced on the <a href="/alerts/data-and-technology">data and technology alerts</a> page. ' +
          'Read how we handle your data in our <a href="/privacy-policy">Privacy Policy</a>.</p>',
      ),
    ],
  });
}

function flyoutLogin(): DemoDocument {
  return partial({
    site,
    path: '/flyout/login',
    title: 'Login flyout',
    content: [
      n(
        'nav-flyout',
        {
          label: 'Log in',
          menuItems: [
            { title: 'Report Center', href: '/report-center' },
            { title: 'Margins', href: '/margins' },
            { title: 'System alerts', href: '/alerts' },
          ],
          buttonItems: [
            { type: 'login', label: 'Log in to ICE', href: 'https://www.ice.com/login' },
            { type: 'launch', label: 'Launch WebICE', href: '/launch' },
          ],
          scrollToTop: true,
        },
        {
          content: [
            n('flyout-list', {
              title: 'Sign in to',
              items: [
                { title: 'Report Center', href: '/report-center', description: 'Settlement prices, volumes and deliveries' },
                { title: 'Clearing member services', href: '/clear-europe', description: 'Margin statements and collateral' },
                { title: 'Alert subscriptions', href: '/alerts', description: 'E-mail, SMS and voice notices' },
                { title: 'Compliance', href: '/compliance', description: 'Regulatory obligations by jurisdiction' },
              ],
            }),
            n('include', { path: '/login/footer-content' }),
          ],
        },
      ),
    ],
  });
}

function loginTest(): DemoDocument {
  return partial({
    site,
    path: '/login/test',
    title: 'Test environment login',
    content: [
      callout(
        {
          intent: 'warn',
          heading: 'Test environment',
          text: 'You are signing in to the user acceptance test environment. Prices are simulated and orders are never executed.',
        },
        [richText('<p>Test accounts are reset every Saturday at 6:00 a.m. ET. Changes to the test schedule are posted in <a href="/alerts/data-and-technology">data and technology alerts</a>.</p>')],
      ),
      n('login-chooser', {
        heading: 'Sign in to the test environment',
        headingLevel: 2,
        destinations: [
          { label: 'Report Center', description: 'Simulated settlement prices, volumes and delivery reports.', href: '/report-center' },
          { label: 'Clearing member services', description: 'Test margin statements and collateral movements.', href: '/clear-europe' },
          { label: 'Alert subscriptions', description: 'Try e-mail, SMS and voice notices without reaching production lists.', href: '/alerts' },
        ],
      }),
    ],
  });
}

function vulnerabilityDisclosure(): DemoDocument {
  const path = '/vulnerability-disclosure';
  return page({
    site,
    path,
    title: 'Vulnerability disclosure',
    description: 'How to report a security vulnerability in our websites, trading systems or data services, and what we promise in return.',
    main: [
      breadcrumb(['Home', '/'], ['Vulnerability disclosure', path]),
      heading('Vulnerability disclosure', 1),
      richText(
        '<p>We welcome reports from security researchers. If you believe you have found a vulnerability in one of our websites, ' +
          'trading systems or data services, tell us through the form below and give us the chance to fix it before anyone else learns of it.</p>',
      ),
      anchor('policy'),
      heading('Our policy'),
      richText(
        '<ul><li>Test only systems you are allowed to reach, and only as far as needed to show the issue.</li>' +
          '<li>Do not access, change or keep data that is not yours; stop and tell us if you reach any.</li>' +
          '<li>No denial of service, social engineering, physical testing or automated scanning at volume.</li>' +
          '<li>Keep the issue confidential until we confirm it is fixed.</li></ul>' +
          '<p>In return we reply within five business days, keep you informed until the issue is fixed, ' +
          'credit you if you wish, and take no legal action against research done within this policy.</p>',
      ),
      heading('Report a vulnerability'),
      n('vulnerability-disclosure-form', { formName: 'Vulnerability disclosure', policyUrl: `${path}#policy` }),
    ],
  });
}

function connectivity(): DemoDocument {
  const path = '/connectivity';
  return page({
    site,
    path,
    title: 'Connectivity requests',
    description: 'Ask for a new connection to ICE, NYSE, MERS or ICE Data Services: market data, post-trade files, position reporting and test access.',
    main: [
      breadcrumb(['Home', '/'], ['Connectivity requests', path]),
      heading('Connectivity requests', 1),
      richText(
        '<p>Firms connect to our markets and data through SFTP or FTP file transfers and web applications, in a training ' +
          'environment first and then in production. Tell us who you are, which service you need and where you connect from; ' +
          'our technical support team sets up access and sends the passwords to the contacts you name.</p>',
      ),
      heading('Request a connection'),
      n('connection-request-form', {
        formName: 'Connection request',
        intro:
          '<p>Have your firm\u2019s Legal Entity Identifier (LEI) and the public IP addresses you connect from at hand. ' +
          'Requests are usually set up within five business days.</p>',
        entityType: 'ICE',
        targetUrl: 'https://ice.service-now.example/api/now/table/x_connection_request',
      }),
    ],
  });
}

/** The launcher of issue 15: the WebICE installers and the help desk (the home and the login flyout link here). */
function launch(): DemoDocument {
  const path = '/launch';
  return page({
    site,
    path,
    title: 'Launch WebICE',
    description: 'Install the WebICE desktop application for production or Test/UAT, with 512 MB or 1 GB of memory, and reach the 24-hour help desk.',
    main: [
      breadcrumb(['Home', '/'], ['Launch WebICE', path]),
      heading('Launch WebICE', 1),
      n('launch-page', {
        heading: 'Connect to WebICE',
        headingLevel: 2,
        text:
          'WebICE runs on your desktop and connects to our futures and options markets. Open the launcher to download the installer ' +
          'for your environment and the memory your workstation can spare; the help desk answers around the clock.',
        buttonLabel: 'Launch',
      }),
      heading('Which installer?'),
      richText(
        '<ul><li><strong>512 MB</strong> suits a workstation with a few order books, charts and a blotter open.</li>' +
          '<li><strong>1 GB</strong> is for many windows at once, long watch lists or the options tools.</li>' +
          '<li><strong>Test/UAT</strong> connects to the certification environment with simulated prices: try new releases and workflows there before production.</li></ul>',
      ),
    ],
  });
}

export function iceDocuments(): DemoDocument[] {
  return [
    header(),
    footer(),
    loginFooterContent(),
    flyoutLogin(),
    loginTest(),
    home(),
    vulnerabilityDisclosure(),
    connectivity(),
    launch(),
    insights(),
    margins(),
    futuresUs(),
    clearEurope(),
    ...CATEGORIES.map(futuresCategory),
    alertsHome(),
    alertSubscriptions(),
    alertsCategory({
      slug: 'markets',
      name: 'Markets',
      title: 'Market alerts',
      intro: 'Changes to trading hours, contract expiries, new listings and delivery arrangements.',
      notices: MARKET_NOTICES,
      related: '<p>See the <a href="/futures-us">ICE Futures U.S.</a> trading hours and the <a href="/report-center#deliveries">delivery reports</a>.</p>',
    }),
    alertsCategory({
      slug: 'data-and-technology',
      name: 'Data and technology',
      title: 'Data and technology alerts',
      intro: 'The status of market data feeds, trading connectivity and our web applications.',
      notices: TECHNOLOGY_NOTICES,
      alerts: [
        alert({ intent: 'info', heading: 'Investigating slow chart loading', dismissable: true }, [
          richText('<p>Order entry is not affected. The next update will be posted by 11:00 a.m. ET.</p>'),
        ]),
      ],
      related: '<p>Data files are available in the <a href="/report-center">Report Center</a> once systems are restored.</p>',
    }),
    alertsCategory({
      slug: 'clearing',
      name: 'Clearing',
      title: 'Clearing alerts',
      intro: 'Margin rate changes, guaranty fund updates and settlement notices from the clearing houses.',
      notices: CLEARING_NOTICES,
      related: '<p>See the current <a href="/margins">margin rates</a> and <a href="/clear-europe">ICE Clear Europe</a>.</p>',
    }),
    reportCenter(),
    optionsPrices(),
    compliance(),
    privacyPolicy({
      site,
      controller: 'Intercontinental Exchange, Inc.',
      services: 'our websites, exchanges, clearing houses and data services',
      address: '5660 Meridian Parkway, Suite 400, Atlanta, GA 30328, United States',
      updated: 'January 15, 2026',
    }),
  ];
}
