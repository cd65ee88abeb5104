import type { CorporateAction, MarketDataSupport, ProxyRuling } from '../../core/contracts/references';
import { addDays } from '../../core/time';

/**
 * The demonstration's corporate actions and proxy rulings (served when no upstream is
 * configured, and as the `/api/mocks/…` fixtures): the simulated market's invented companies,
 * dated relative to `today` (New York) so the lists always look current.
 */

type Dated<T> = Omit<T, 'id' | 'effectiveDate' | 'announcedDate' | 'meetingDate' | 'publishedDate'>;

const ACTIONS: readonly (Dated<CorporateAction> & { effective: number; announced: number })[] = [
  { symbol: 'HBLN', company: 'Harborline Energy Corp.', type: 'cash-dividend', detail: '$0.46 per share, quarterly', effective: 12, announced: -9 },
  { symbol: 'KSTR', company: 'Kestrel Aerospace Holdings Inc.', type: 'stock-split', detail: '3-for-1 forward split', effective: 21, announced: -30 },
  { symbol: 'MRDW', company: 'Meadowgate Foods Co.', type: 'cash-dividend', detail: '$0.18 per share, quarterly', effective: -4, announced: -25 },
  { symbol: 'PLXR', company: 'Pelixar Therapeutics Inc.', type: 'reverse-split', detail: '1-for-10 reverse split', effective: 5, announced: -14 },
  { symbol: 'QNTA', company: 'Quintara Financial Group', type: 'merger', detail: 'Acquires Brookmere Bancorp (BRKM); 0.82 QNTA shares per BRKM share', effective: 40, announced: -60 },
  { symbol: 'BRKM', company: 'Brookmere Bancorp', type: 'delisting', detail: 'Delisted on completion of its merger into Quintara Financial Group', effective: 40, announced: -60 },
  { symbol: 'RVSD', company: 'Riverside Rail & Logistics Corp.', type: 'name-change', detail: 'New name: Riverside Logistics Corp.', effective: -11, announced: -40 },
  { symbol: 'SLTN', company: 'Saltan Mining Ltd.', type: 'symbol-change', detail: 'New symbol: SLTM', effective: 2, announced: -20 },
  { symbol: 'WLSP', company: 'Willowspring Utilities Inc.', type: 'cash-dividend', detail: '$0.71 per share, quarterly', effective: -32, announced: -55 },
  { symbol: 'VNTG', company: 'Vantage Ridge Hotels & Resorts', type: 'cash-dividend', detail: '$0.10 per share, special', effective: 30, announced: -3 },
];

const RULINGS: readonly (Dated<ProxyRuling> & { meeting: number; published: number })[] = [
  { symbol: 'HBLN', company: 'Harborline Energy Corp.', proposal: 'Ratify the appointment of the independent auditor', ruling: 'may-vote', meeting: 18, published: -6 },
  { symbol: 'HBLN', company: 'Harborline Energy Corp.', proposal: 'Elect eleven directors', ruling: 'may-not-vote', meeting: 18, published: -6 },
  { symbol: 'KSTR', company: 'Kestrel Aerospace Holdings Inc.', proposal: 'Increase the authorized common stock for the 3-for-1 split', ruling: 'may-vote', meeting: 9, published: -12 },
  { symbol: 'QNTA', company: 'Quintara Financial Group', proposal: 'Approve the merger with Brookmere Bancorp', ruling: 'may-not-vote', meeting: 26, published: -2 },
  { symbol: 'PLXR', company: 'Pelixar Therapeutics Inc.', proposal: 'Approve the 1-for-10 reverse stock split', ruling: 'may-vote', meeting: -8, published: -28 },
  { symbol: 'WLSP', company: 'Willowspring Utilities Inc.', proposal: 'Advisory vote on executive compensation', ruling: 'may-not-vote', meeting: -45, published: -70 },
  { symbol: 'CDRL', company: 'Cedarline Chemicals Corp.', proposal: 'Shareholder proposal: report on climate-related risks', ruling: 'may-not-vote', meeting: 33, published: -1 },
];

export function demoCorporateActions(today: string): CorporateAction[] {
  return ACTIONS.map(({ effective, announced, ...a }, i) => ({
    id: `ca-${String(i + 1).padStart(3, '0')}`,
    ...a,
    effectiveDate: addDays(today, effective),
    announcedDate: addDays(today, announced),
  })).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.symbol.localeCompare(b.symbol));
}

export function demoProxyRulings(today: string): ProxyRuling[] {
  return RULINGS.map(({ meeting, published, ...r }, i) => ({
    id: `pr-${String(i + 1).padStart(3, '0')}`,
    ...r,
    meetingDate: addDays(today, meeting),
    publishedDate: addDays(today, published),
  })).sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.symbol.localeCompare(b.symbol));
}

/** Numbers from ranges kept for fiction (NANP 555-01xx, Ofcom 020 7946 0xxx, ACMA 02 5550 xxxx); example.com addresses. */
export const MARKET_DATA_SUPPORT: MarketDataSupport = {
  desks: [
    { region: 'Americas', phone: '+1 212 555-0187', tel: '+12125550187', email: 'marketdata.americas@example.com', hours: 'Monday to Friday, 7:00 a.m. to 8:00 p.m.' },
    { region: 'Europe, Middle East and Africa', phone: '+44 20 7946 0855', tel: '+442079460855', email: 'marketdata.emea@example.com', hours: 'Monday to Friday, 7:00 a.m. to 6:00 p.m. London time' },
    { region: 'Asia Pacific', phone: '+61 2 5550 4480', tel: '+61255504480', email: 'marketdata.apac@example.com', hours: 'Monday to Friday, 8:00 a.m. to 6:00 p.m. Sydney time' },
  ],
  topics: [
    { topic: 'Real-time and delayed feeds, connectivity', email: 'feeds@example.com' },
    { topic: 'Licensing, usage reporting and fees', email: 'licensing@example.com' },
    { topic: 'Historical and reference data', email: 'reference.data@example.com' },
  ],
};
