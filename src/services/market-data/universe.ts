/**
 * The simulated provider's instruments: invented NYSE-listed companies and exchange traded
 * funds (no real issuer's name or ticker is meant), and the two indices of DOMAIN-NOTES.
 */
import type { Instrument } from '../../core/contracts/market-data';

const EXCHANGES = {
  XNYS: 'NYSE',
  ARCX: 'NYSE Arca',
  XASE: 'NYSE American',
  XCIS: 'NYSE National',
} as const;

type Mic = keyof typeof EXCHANGES;

const stock = (symbol: string, name: string, mic: Mic = 'XNYS'): Instrument => ({ symbol, name, mic, exchange: EXCHANGES[mic], type: 'common-stock' });

export const STOCKS: readonly Instrument[] = [
  stock('HBLN', 'Harborline Energy Corp.'),
  stock('KSTR', 'Kestrel Aerospace Holdings Inc.'),
  stock('MRDW', 'Meadowgate Foods Co.'),
  stock('PLXR', 'Pelixar Therapeutics Inc.'),
  stock('QNTA', 'Quintara Financial Group'),
  stock('RVSD', 'Riverside Rail & Logistics Corp.'),
  stock('SLTN', 'Saltan Mining Ltd.'),
  stock('TRVK', 'Trevick Industrial Technologies'),
  stock('VNTG', 'Vantage Ridge Hotels & Resorts'),
  stock('WLSP', 'Willowspring Utilities Inc.'),
  stock('BRKM', 'Brookmere Bancorp'),
  stock('CDRL', 'Cedarline Chemicals Corp.'),
  stock('DXNV', 'Daxon Vehicles Inc.'),
  stock('ELMW', 'Elmwood Insurance Holdings'),
  stock('FRGT', 'Foregate Semiconductor Corp.'),
  stock('GLNV', 'Glenview Pharmaceuticals plc'),
  stock('HLCR', 'Halcyon Retail Brands Inc.'),
  stock('IRNB', 'Ironbridge Steel Co.'),
  stock('JSPR', 'Jasper Communications Inc.'),
  stock('LKVW', 'Lakeview Residential REIT'),
  stock('MSTL', 'Mistral Shipping Ltd.'),
  stock('NRWL', 'Northwell Paper & Packaging'),
  stock('ORCH', 'Orchard Health Systems Inc.'),
  stock('PNCL', 'Pinnacle Grid Software Corp.'),
  stock('RDGE', 'Ridgecrest Oil & Gas Co.'),
  stock('STNV', 'Stonevale Water Technologies'),
  stock('TMBR', 'Timberline Homebuilders Inc.'),
  stock('UPLD', 'Upland Data Centers REIT'),
  stock('VRDN', 'Verdant Agriculture Corp.'),
  stock('WYND', 'Wyndmoor Capital Markets'),
  stock('ALCV', 'Alcove Medical Devices Inc.', 'XASE'),
  stock('BTHV', 'Birchhaven Gold Corp.', 'XASE'),
  stock('CRSN', 'Carson Bay Biotech Inc.', 'XASE'),
  stock('DNMR', 'Dunmore Royalty Trust', 'XASE'),
  stock('FLNT', 'Flintstone Cement Co.', 'XCIS'),
  stock('GRVL', 'Gravelle Consumer Finance', 'XCIS'),
];

const ISSUERS = [
  ['B', 'Beacon'],
  ['M', 'Meridian'],
  ['N', 'Northgate'],
  ['S', 'Summit'],
] as const;

const THEMES = [
  ['LC', 'US Large Cap'],
  ['ST', 'Short Treasury'],
  ['DG', 'Dividend Growth'],
  ['CP', 'Clean Power'],
  ['SM', 'Semiconductor'],
  ['RB', 'Regional Banks'],
  ['GM', 'Gold Miners'],
  ['EM', 'Emerging Markets'],
  ['AB', 'Aggregate Bond'],
  ['SV', 'Small Cap Value'],
  ['RE', 'Real Estate'],
  ['HC', 'Health Care'],
  ['MO', 'Momentum Factor'],
  ['MV', 'Minimum Volatility'],
  ['HY', 'High Yield Corporate Bond'],
] as const;

/** Sixty funds: four issuers × fifteen themes, listed on NYSE Arca. */
export const FUNDS: readonly Instrument[] = ISSUERS.flatMap(([letter, issuer]) =>
  THEMES.map(([code, theme]): Instrument => ({ symbol: `${letter}${code}X`, name: `${issuer} ${theme} ETF`, mic: 'ARCX', exchange: EXCHANGES.ARCX, type: 'exchange-traded-fund' })),
);

/** NYSE Composite and NYSE FANG+ with the levels they trade around. */
export const INDICES: readonly (Instrument & { base: number })[] = [
  { symbol: 'NYA', name: 'NYSE Composite Index', mic: 'XNYS', exchange: 'NYSE', type: 'index', base: 19_600 },
  { symbol: 'NYFANG', name: 'NYSE FANG+ Index', mic: 'XNYS', exchange: 'NYSE', type: 'index', base: 13_200 },
];

/** Listed elsewhere but halted like any US stock (halts cover every US exchange). */
export const OTHER_HALTED: readonly Instrument[] = [
  { symbol: 'ZPHR', name: 'Zephyr Genomics Inc.', mic: 'XNAS', exchange: 'Nasdaq', type: 'common-stock' },
  { symbol: 'OKTV', name: 'Oaktive Robotics Corp.', mic: 'XNAS', exchange: 'Nasdaq', type: 'common-stock' },
  { symbol: 'LMNQ', name: 'Luminiq Photonics Inc.', mic: 'XNAS', exchange: 'Nasdaq', type: 'common-stock' },
  { symbol: 'CBLT', name: 'Cobalt Creek Resources', mic: 'BATS', exchange: 'Cboe BZX', type: 'common-stock' },
];

export const INSTRUMENTS: readonly Instrument[] = [...STOCKS, ...FUNDS];
