import type { NotificationAlertView } from '../../core/contracts';
import { NOTIFICATION_SYSTEM_ID } from '../../core/constants';
import type { NoticeInput } from '../../content';

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
const SYMBOLS = ['ARCX', 'XNYS', 'XASE', 'XCIS', 'XCHI', 'AMXO', 'ARCO'];

interface Template {
  collection: NoticeInput['collection'];
  prefix: string;
  perYear: number;
  topics: readonly string[];
  types: readonly string[];
  markets: readonly string[];
  jurisdictions: readonly string[];
  title: (rand: () => number, market: string, topic: string, date: string) => string;
  body: (rand: () => number, market: string, topic: string) => string;
}

const TEMPLATES: Template[] = [
  {
    collection: 'exchange-circulars',
    prefix: 'NYSE',
    perYear: 130,
    topics: ['Trading', 'Fees', 'Technology', 'Market Structure', 'Listings', 'Market Data', 'Holidays'],
    types: ['Trader Update', 'Fee Change', 'Technical Notice', 'Market Notice'],
    markets: NYSE_MARKETS,
    jurisdictions: ['US'],
    title: (rand, market, topic, date) =>
      pick(rand, [
        `${market}: changes to the Price List effective ${date}`,
        `${market}: Pillar ${pick(rand, ['gateway', 'matching engine', 'drop copy', 'XDP feed'])} release ${(rand() * 9 + 1).toFixed(1)} in production`,
        `${market}: ${topic.toLowerCase()} update for the ${pick(rand, ['opening', 'closing', 'core trading', 'early', 'late trading'])} session`,
        `${market}: new ${pick(rand, ['order type', 'test symbol', 'port limit', 'risk control'])} available to members`,
        `${market}: trading hours on ${pick(rand, ['Good Friday', 'Independence Day', 'Thanksgiving', 'Christmas Eve', 'Juneteenth'])}`,
      ]),
    body: (rand, market) =>
      `${market} will change how it handles ${pick(rand, ['MOC orders', 'retail liquidity', 'mid-point passive liquidity orders', 'self-trade prevention', 'limit up-limit down pauses'])}. Members should review their order handling and test in the certification environment before the effective date. Questions go to the Client Relationship Services desk.`,
  },
  {
    collection: 'clearing-notices',
    prefix: 'ICEU',
    perYear: 120,
    topics: ['Margin', 'Collateral', 'Default Management', 'Risk Models', 'Operations', 'Delivery'],
    types: ['Clearing Notice', 'Circular'],
    markets: ICE_MARKETS,
    jurisdictions: ['UK', 'US', 'EU'],
    title: (rand, market, topic) =>
      pick(rand, [
        `${market}: initial margin parameter changes for ${pick(rand, PRODUCTS)}`,
        `${market}: ${topic.toLowerCase()} arrangements for the ${pick(rand, ['March', 'June', 'September', 'December'])} expiry`,
        `${market}: acceptable collateral and haircuts update`,
        `${market}: default management exercise ${2020 + Math.floor(rand() * 7)} results`,
        `${market}: delivery procedures for ${pick(rand, PRODUCTS)}`,
      ]),
    body: (rand) =>
      `The clearing house will apply revised ${pick(rand, ['scanning ranges', 'intercommodity spread credits', 'concentration add-ons', 'stress test scenarios'])} from the start of business on the effective date. Clearing members should ensure sufficient collateral is lodged. The full parameter file is available in the member area.`,
  },
  {
    collection: 'information-memos',
    prefix: 'IM',
    perYear: 90,
    topics: ['Regulation', 'Technology', 'Listings', 'Corporate Actions', 'Trading'],
    types: ['Information Memo'],
    markets: NYSE_MARKETS,
    jurisdictions: ['US'],
    title: (rand, market) =>
      pick(rand, [
        `Information memo: ${market} ${pick(rand, ['annual certification', 'supervisory procedures', 'Rule 15c3-5 controls', 'best execution reviews'])}`,
        `Information memo: corporate action for ${pick(rand, ['a stock split', 'a reverse split', 'a special dividend', 'a name change', 'a CUSIP change'])} on ${market}`,
        `Information memo: ${market} symbology changes`,
      ]),
    body: (rand) => `This memo reminds members of their obligations under ${pick(rand, ['Rule 3110', 'Rule 2010', 'Regulation SHO', 'Regulation NMS', 'the Market Access Rule'])} and describes what the exchange expects to see in written procedures.`,
  },
  {
    collection: 'regulatory-bulletins',
    prefix: 'RB',
    perYear: 60,
    topics: ['Regulation', 'Reporting', 'Surveillance', 'Position Limits'],
    types: ['Regulatory Bulletin'],
    markets: ICE_MARKETS,
    jurisdictions: ['US', 'CA', 'UK'],
    title: (rand, market) =>
      pick(rand, [
        `Regulatory bulletin: ${pick(rand, ['spot-month position limits', 'large trader reporting', 'exchange for related positions', 'block trade reporting times', 'pre-execution communications'])} on ${market}`,
        `Regulatory bulletin: disciplinary notice ${pick(rand, ['summary fine', 'warning letter', 'settlement'])} for ${market}`,
      ]),
    body: (rand) => `The market regulation department reminds participants of ${pick(rand, ['CFTC Part 150', 'FCA MAR 1', 'IIROC UMIR 6.3', 'CFTC Part 17'])} obligations and of the reporting deadlines that apply to them.`,
  },
];

/** MERS® System documents (DOMAIN-NOTES "Mortgage technology"): bulletins, policies and manual releases for members. */
const MERS_DOCUMENTS: Template = {
  collection: 'mers-documents',
  prefix: 'MERS',
  perYear: 24,
  topics: ['Membership', 'eRegistry', 'Registration', 'Transfers', 'Fees', 'Quality Assurance'],
  types: ['MERS Bulletin', 'MERS Policy', 'Procedures Manual Release'],
  markets: ['MERS System', 'MERS eRegistry'],
  jurisdictions: ['US'],
  title: (rand, market, topic, date) =>
    pick(rand, [
      `${market}: ${topic.toLowerCase()} requirements effective ${date}`,
      `${market}: annual membership fee schedule for ${date.slice(0, 4)}`,
      `${market}: changes to ${pick(rand, ['transfer of beneficial rights', 'servicing rights transfers', 'deactivation reasons', 'foreclosure reporting', 'eNote control transfers'])}`,
      `${market}: quality assurance ${pick(rand, ['self-review', 'annual report', 'data reconciliation'])} deadline for members`,
      `${market}: ${pick(rand, ['General', 'Lite', 'Patron'])} membership terms update`,
    ]),
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
        const topic = pick(rand, t.topics);
        const effective = new Date(date.getTime() + (7 + Math.floor(rand() * 30)) * 86_400_000).toISOString().slice(0, 10);
        notices.push({
          collection: t.collection,
          noticeNumber: `${t.prefix}-${year}-${pad(i)}`,
          title: t.title(rand, market, topic, effective),
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
      topic: index < 2 ? 'General' : index > 17 ? 'Membership' : 'Trading',
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
    const symbol = pick(rand, SYMBOLS);
    alerts.push({
      id: `ALR-${at.getUTCFullYear()}-${pad(i + 1, 4)}`,
      systemID: NOTIFICATION_SYSTEM_ID,
      severityFieldValue: severity,
      pageURL: `/alerts/data-and-technology#alr-${at.getUTCFullYear()}-${pad(i + 1, 4)}`,
      displayName: `${market} (${symbol}) ${service}: ${event}`,
      market,
      service,
      publishedAt: at.toISOString(),
    });
  }
  return alerts;
}
