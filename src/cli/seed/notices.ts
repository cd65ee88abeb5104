import type { NotificationAlertView } from '../../core/contracts';
import { NOTIFICATION_SYSTEM_ID } from '../../core/constants';
import type { NoticeInput } from '../../content';
import { marketLabel } from '../../core/market-codes';

/** A small deterministic generator (mulberry32): the same demo notices on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const pad = (n: number, width = 3) => String(n).padStart(width, '0');

const NYSE_MARKETS = ['NYSE', 'NYSE American', 'NYSE Arca', 'NYSE National', 'NYSE Texas', 'NYSE Arca Options', 'NYSE American Options'];
const ICE_MARKETS = ['ICE Futures Europe', 'ICE Futures U.S.', 'ICE Endex', 'ICE Futures Abu Dhabi'];
const PRODUCTS = ['Brent Crude', 'WTI Crude', 'Low Sulphur Gasoil', 'TTF Natural Gas', 'UK Natural Gas', 'Cocoa', 'Coffee "C"', 'Sugar No. 11', 'Cotton No. 2', 'Three Month SONIA', 'Euribor', 'FTSE 100 Index', 'MSCI EAFE Index', 'US Dollar Index', 'EUA Futures'];

type Title = (rand: () => number, market: string, date: string) => string;

interface Template {
  collection: NoticeInput['collection'];
  prefix: string;
  perYear: number;
  /** The collection's topics (the managed list the migration seeds), each with titles about it. */
  titles: Readonly<Record<string, readonly Title[]>>;
  types: readonly string[];
  markets: readonly string[];
  jurisdictions: readonly string[];
  body: (rand: () => number, market: string, topic: string) => string;
}

/** The topic is drawn first, then one of its titles: a notice's title is always about its topic. */
const topicsOf = (t: Template): string[] => Object.keys(t.titles);
const titleFor = (t: Template, rand: () => number, market: string, topic: string, date: string): string => pick(rand, t.titles[topic]!)(rand, market, date);

const HOLIDAYS = ['Good Friday', 'Independence Day', 'Thanksgiving', 'Christmas Eve', 'Juneteenth'];

const TEMPLATES: Template[] = [
  {
    collection: 'exchange-circulars',
    prefix: 'NYSE',
    perYear: 130,
    titles: {
      Trading: [(rand, market) => `${market}: new ${pick(rand, ['order type', 'risk control', 'self-trade prevention modifier'])} available to members`],
      Fees: [
        (_rand, market, date) => `${market}: changes to the Price List effective ${date}`,
        (rand, market, date) => `${market}: fee changes for ${pick(rand, ['routing', 'retail orders', 'connectivity'])} effective ${date}`,
      ],
      Technology: [
        (rand, market) => `${market}: Pillar ${pick(rand, ['gateway', 'matching engine', 'drop copy'])} release ${(rand() * 9 + 1).toFixed(1)} in production`,
        (rand, market) => `${market}: new ${pick(rand, ['test symbol', 'port limit'])} available in the certification environment`,
      ],
      'Market Structure': [
        (rand, market) => `${market}: market structure update for the ${pick(rand, ['opening', 'closing', 'core trading', 'early', 'late trading'])} session`,
        (rand, market) => `${market}: ${pick(rand, ['opening', 'closing'])} auction changes`,
      ],
      Listings: [
        (_rand, market, date) => `${market}: new listings and transfers effective ${date}`,
        (_rand, market) => `${market}: listing standards update`,
      ],
      'Market Data': [
        (rand, market) => `${market}: XDP ${pick(rand, ['Integrated', 'BBO', 'Trades', 'Imbalances'])} Feed specification update`,
        (_rand, market, date) => `${market}: market data dissemination changes effective ${date}`,
      ],
      'Trading Hours': [
        (rand, market) => `${market}: trading hours on ${pick(rand, HOLIDAYS)}`,
        (_rand, market, date) => `${market}: holiday calendar for ${date.slice(0, 4)}`,
      ],
    },
    types: ['Trader Update', 'Fee Change', 'Technical Notice', 'Market Notice'],
    markets: NYSE_MARKETS,
    jurisdictions: ['US'],
    body: (rand, market) =>
      `${market} will change how it handles ${pick(rand, ['MOC orders', 'retail liquidity', 'mid-point passive liquidity orders', 'self-trade prevention', 'limit up-limit down pauses'])}. Members should review their order handling and test in the certification environment before the effective date. Questions go to the Client Relationship Services desk.`,
  },
  {
    collection: 'clearing-notices',
    prefix: 'ICEU',
    perYear: 120,
    titles: {
      Margin: [
        (rand, market) => `${market}: initial margin parameter changes for ${pick(rand, PRODUCTS)}`,
        (rand, market, date) => `${market}: margin rates for ${pick(rand, PRODUCTS)} effective ${date}`,
      ],
      Collateral: [
        (_rand, market) => `${market}: acceptable collateral and haircuts update`,
        (rand, market, date) => `${market}: ${pick(rand, ['cash', 'securities', 'letters of credit'])} collateral limits effective ${date}`,
      ],
      'Default Management': [
        (rand, market) => `${market}: default management exercise ${2020 + Math.floor(rand() * 7)} results`,
        (_rand, market) => `${market}: default management procedures update`,
      ],
      'Risk Models': [(rand, market) => `${market}: risk model ${pick(rand, ['recalibration', 'back-testing results', 'validation'])} for ${pick(rand, PRODUCTS)}`],
      Operations: [
        (rand, market) => `${market}: expiry operations for the ${pick(rand, ['March', 'June', 'September', 'December'])} contracts`,
        (rand, market) => `${market}: end-of-day ${pick(rand, ['settlement', 'position transfer'])} timetable`,
      ],
      Delivery: [(rand, market) => `${market}: delivery procedures for ${pick(rand, PRODUCTS)}`],
    },
    types: ['Clearing Notice', 'Circular'],
    markets: ICE_MARKETS,
    jurisdictions: ['UK', 'US', 'EU'],
    body: (rand) =>
      `The clearing house will apply revised ${pick(rand, ['scanning ranges', 'intercommodity spread credits', 'concentration add-ons', 'stress test scenarios'])} from the start of business on the effective date. Clearing members should ensure sufficient collateral is lodged. The full parameter file is available in the member area.`,
  },
  {
    collection: 'information-memos',
    prefix: 'IM',
    perYear: 90,
    titles: {
      Regulation: [(rand, market) => `Information memo: ${market} ${pick(rand, ['annual certification', 'supervisory procedures', 'Rule 15c3-5 controls', 'best execution reviews'])}`],
      Technology: [(rand, market) => `Information memo: ${market} ${pick(rand, ['system upgrade weekend testing', 'connectivity changes'])}`],
      Listings: [
        (_rand, market) => `Information memo: ${market} symbology changes`,
        (_rand, market) => `Information memo: new listings on ${market}`,
      ],
      'Corporate Actions': [(rand, market) => `Information memo: corporate action for ${pick(rand, ['a stock split', 'a reverse split', 'a special dividend', 'a name change', 'a CUSIP change'])} on ${market}`],
      Trading: [(rand, market) => `Information memo: ${market} order handling during ${pick(rand, ['limit up-limit down pauses', 'the closing auction', 'market-wide circuit breakers'])}`],
    },
    types: ['Information Memo'],
    markets: NYSE_MARKETS,
    jurisdictions: ['US'],
    body: (rand) => `This memo reminds members of their obligations under ${pick(rand, ['Rule 3110', 'Rule 2010', 'Regulation SHO', 'Regulation NMS', 'the Market Access Rule'])} and describes what the exchange expects to see in written procedures.`,
  },
  {
    collection: 'regulatory-bulletins',
    prefix: 'RB',
    perYear: 60,
    titles: {
      Regulation: [
        (rand, market) => `Regulatory bulletin: disciplinary notice ${pick(rand, ['summary fine', 'warning letter', 'settlement'])} for ${market}`,
        (_rand, market) => `Regulatory bulletin: exchange for related positions on ${market}`,
      ],
      Reporting: [(rand, market) => `Regulatory bulletin: ${pick(rand, ['large trader reporting', 'block trade reporting times'])} on ${market}`],
      Surveillance: [(rand, market) => `Regulatory bulletin: ${pick(rand, ['pre-execution communications', 'spoofing and layering', 'wash trades'])} surveillance on ${market}`],
      'Position Limits': [(rand, market) => `Regulatory bulletin: ${pick(rand, ['spot-month', 'single-month', 'all-months-combined'])} position limits on ${market}`],
    },
    types: ['Regulatory Bulletin'],
    markets: ICE_MARKETS,
    jurisdictions: ['US', 'CA', 'UK'],
    body: (rand) => `The market regulation department reminds participants of ${pick(rand, ['CFTC Part 150', 'FCA MAR 1', 'IIROC UMIR 6.3', 'CFTC Part 17'])} obligations and of the reporting deadlines that apply to them.`,
  },
];

/** MERS® System documents (DOMAIN-NOTES "Mortgage technology"): bulletins, policies and manual releases for members. */
const MERS_DOCUMENTS: Template = {
  collection: 'mers-documents',
  prefix: 'MERS',
  perYear: 24,
  titles: {
    Membership: [(rand, market) => `${market}: ${pick(rand, ['General', 'Lite', 'Patron'])} membership terms update`],
    eRegistry: [(rand, market) => `${market}: eNote ${pick(rand, ['control and location', 'delegatee', 'secured party'])} changes`],
    Registration: [
      (_rand, market, date) => `${market}: MIN registration requirements effective ${date}`,
      (rand, market) => `${market}: changes to ${pick(rand, ['deactivation reasons', 'foreclosure reporting'])} for registrations`,
    ],
    Transfers: [(rand, market) => `${market}: changes to ${pick(rand, ['transfer of beneficial rights', 'servicing rights transfers'])}`],
    Fees: [(_rand, market, date) => `${market}: annual fee schedule for ${date.slice(0, 4)}`],
    'Quality Assurance': [(rand, market) => `${market}: quality assurance ${pick(rand, ['self-review', 'annual report', 'data reconciliation'])} deadline for members`],
  },
  types: ['MERS Bulletin', 'MERS Policy', 'Procedures Manual Release'],
  markets: ['MERS System', 'MERS eRegistry'],
  jurisdictions: ['US'],
  body: (rand, market, topic) =>
    `Members using the ${market} should review the ${topic.toLowerCase()} changes with their ${pick(rand, ['MERS administrators', 'servicing teams', 'quality assurance officers', 'vendors'])} before the effective date. Questions go to MERS Customer Support.`,
};

const RULE_TITLES = [
  'Definitions',
  'Hours of Business',
  'Trading Halts',
  'Order Types and Modifiers',
  'Priority and Order Allocation',
  'Opening and Reopening Auctions',
  'Closing Auctions',
  'Clearly Erroneous Executions',
  'Limit Up-Limit Down Plan',
  'Market Maker Obligations',
  'Designated Market Maker Quoting',
  'Self-Trade Prevention',
  'Risk Controls',
  'Order Protection',
  'Short Sales',
  'Trade Reporting',
  'Market Data Dissemination',
  'Fees and Charges',
  'Membership',
  'Discipline',
];

/** The rule book's topics: what each rule is about (the others are trading rules). */
const RULE_TOPICS: Readonly<Record<string, string>> = {
  Definitions: 'General',
  'Hours of Business': 'Trading Hours',
  'Trade Reporting': 'Reporting',
  'Market Data Dissemination': 'Market Data',
  'Fees and Charges': 'Fees',
  Membership: 'Membership',
  Discipline: 'Regulation',
};

/** Every collection's managed list of topics, as the migration seeds them (`notice_topics`). */
export const DEMO_NOTICE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries([...TEMPLATES, MERS_DOCUMENTS].map((t) => [t.collection, topicsOf(t)])),
  'rule-book': [...new Set(['Trading', ...Object.values(RULE_TOPICS)])],
};

/**
 * The demo notices: about 2,600 over 2021–2026 in the five collections, plus the rule book
 * (one entry per rule, in rule order). Plausible and deterministic: seeded, no lorem ipsum.
 */
export function demoNotices(): NoticeInput[] {
  const notices: NoticeInput[] = [];
  for (const t of [...TEMPLATES, MERS_DOCUMENTS]) {
    const rand = random(t.prefix.length * 7919 + t.perYear);
    for (let year = 2021; year <= 2026; year++) {
      const count = year === 2026 ? Math.round((t.perYear * 10.7) / 12) : t.perYear;
      for (let i = 1; i <= count; i++) {
        const dayOfYear = Math.floor(((i - 1) / count) * (year === 2026 ? 325 : 365));
        const date = new Date(Date.UTC(year, 0, 1 + dayOfYear));
        const pubDate = date.toISOString().slice(0, 10);
        const market = pick(rand, t.markets);
        const topic = pick(rand, topicsOf(t));
        const effective = new Date(date.getTime() + (7 + Math.floor(rand() * 30)) * 86_400_000).toISOString().slice(0, 10);
        notices.push({
          collection: t.collection,
          noticeNumber: `${t.prefix}-${year}-${pad(i)}`,
          title: titleFor(t, rand, market, topic, effective),
          name: `${t.prefix}-${year}-${pad(i)}`,
          topic,
          market,
          jurisdiction: pick(rand, t.jurisdictions),
          circularType: pick(rand, t.types),
          pubDate,
          filePath: '',
          url: '',
          rules: t.collection === 'information-memos' ? `Rule ${pick(rand, ['3110', '2010', '7.31', '7.46', '13'])}` : '',
          sortOrder: 0,
          body: t.body(rand, market, topic),
        });
      }
    }
  }
  RULE_TITLES.forEach((title, index) => {
    const rule = `${index < 2 ? 1 : 7}.${index < 2 ? index + 1 : index + 10}`;
    notices.push({
      collection: 'rule-book',
      noticeNumber: `Rule ${rule}`,
      title: `Rule ${rule}. ${title}`,
      name: title,
      topic: RULE_TOPICS[title] ?? 'Trading',
      market: 'NYSE Arca',
      jurisdiction: 'US',
      circularType: 'Rule',
      pubDate: '2025-01-02',
      filePath: '',
      url: '',
      rules: `Rule ${rule}`,
      sortOrder: index + 1,
      body: `The text of Rule ${rule}, ${title}, as approved by the SEC and in effect.`,
    });
  });
  return notices;
}

const SERVICES = ['Pillar Order Gateway', 'Drop Copy', 'XDP Integrated Feed', 'Trade Reporting Facility', 'Customer Portal', 'Colocation Network', 'Risk Gateway', 'Certification Environment'];
const EVENTS = [
  ['Critical', 'outage, orders rejected'],
  ['High', 'degraded, elevated latency'],
  ['High', 'disconnects on some sessions'],
  ['Medium', 'delayed market data'],
  ['Medium', 'intermittent login failures'],
  ['Low', 'planned maintenance'],
  ['Informational', 'issue resolved, normal service resumed'],
  ['Informational', 'new release deployed'],
] as const;

/** Notification alerts of system 24 (the demo's notification history): ~420 over 2025–2026. */
export function demoAlerts(): NotificationAlertView[] {
  const rand = random(24_2026);
  const alerts: NotificationAlertView[] = [];
  const start = Date.UTC(2025, 0, 2, 13, 30);
  for (let i = 0; i < 420; i++) {
    const at = new Date(start + i * (690 * 60 * 60_000 / 420) * 24 + Math.floor(rand() * 3_600_000));
    if (at.getTime() > Date.UTC(2026, 10, 20)) break;
    const [severity, event] = pick(rand, EVENTS);
    const market = pick(rand, NYSE_MARKETS);
    const service = pick(rand, SERVICES);
    // The market's own code (marketLabel); the draw that once picked a code at random is kept, so the other alerts stay as they were.
    rand();
    alerts.push({
      id: `ALR-${at.getUTCFullYear()}-${pad(i + 1, 4)}`,
      systemID: NOTIFICATION_SYSTEM_ID,
      severityFieldValue: severity,
      pageURL: `/alerts/data-and-technology#alr-${at.getUTCFullYear()}-${pad(i + 1, 4)}`,
      displayName: `${marketLabel(market)} ${service}: ${event}`,
      market,
      service,
      publishedAt: at.toISOString(),
    });
  }
  return alerts;
}
