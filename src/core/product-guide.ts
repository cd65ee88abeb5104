/**
 * The product guide (issue 15 item 8; specification: `/api/productguide/groups/products` with
 * the columns physicalCommodity, specName, groupName and micCode): futures and options listed on
 * ICE's exchanges, grouped as the futures pages are. The list is demo data (invented, plausible).
 */

/** Market identifier codes (ISO 10383) of the venues, with their names. */
export const MIC_NAMES = {
  IFEU: 'ICE Futures Europe',
  IFUS: 'ICE Futures U.S.',
  IFLL: 'ICE Futures Europe, financials',
  IFLX: 'ICE Futures Europe, softs',
  NDEX: 'ICE Endex',
  IFAD: 'ICE Futures Abu Dhabi',
  IFSG: 'ICE Futures Singapore',
} as const;
export type MicCode = keyof typeof MIC_NAMES;
export const MIC_CODES = Object.keys(MIC_NAMES) as [MicCode, ...MicCode[]];

export interface ProductGroup {
  /** The group's value in addresses and filters. */
  id: string;
  name: string;
  /** Groups inside it (energy's); a product's groupName is the innermost group's name. */
  subgroups?: readonly ProductGroup[];
}

export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  { id: 'agriculture', name: 'Agriculture' },
  { id: 'credit', name: 'Credit' },
  {
    id: 'energy',
    name: 'Energy',
    subgroups: [
      { id: 'oil', name: 'Oil' },
      { id: 'natural-gas', name: 'Natural Gas' },
      { id: 'power', name: 'Power' },
      { id: 'emissions', name: 'Emissions' },
    ],
  },
  { id: 'equity-derivatives', name: 'Equity Derivatives' },
  { id: 'fx', name: 'FX' },
  { id: 'freight', name: 'Freight' },
  { id: 'interest-rates', name: 'Interest Rates' },
  { id: 'metals', name: 'Metals' },
];

/** Every group and subgroup, in guide order (a group before its subgroups). */
export const ALL_PRODUCT_GROUPS: readonly (ProductGroup & { parent?: string })[] = PRODUCT_GROUPS.flatMap((g) => [
  g,
  ...(g.subgroups ?? []).map((s) => ({ ...s, parent: g.id })),
]);
export const PRODUCT_GROUP_IDS = ALL_PRODUCT_GROUPS.map((g) => g.id) as [string, ...string[]];

export interface ProductGuideProduct {
  physicalCommodity: string;
  specName: string;
  groupName: string;
  micCode: MicCode;
}

type Row = [physicalCommodity: string, specName: string, micCode: MicCode];

const ROWS: Record<string, Row[]> = {
  Agriculture: [
    ['Cocoa', 'Cocoa Futures', 'IFUS'],
    ['Coffee', 'Coffee "C" Futures', 'IFUS'],
    ['Sugar', 'Sugar No. 11 Futures', 'IFUS'],
    ['Sugar', 'Sugar No. 16 Futures', 'IFUS'],
    ['Cotton', 'Cotton No. 2 Futures', 'IFUS'],
    ['Orange Juice', 'FCOJ-A Futures', 'IFUS'],
    ['Canola', 'Canola Futures', 'IFUS'],
    ['Cocoa', 'London Cocoa Futures', 'IFLX'],
    ['Coffee', 'Robusta Coffee Futures', 'IFLX'],
    ['Sugar', 'White Sugar Futures', 'IFLX'],
    ['Wheat', 'UK Feed Wheat Futures', 'IFLX'],
  ],
  Credit: [
    ['Credit Index', 'CDX North America Investment Grade Index Futures', 'IFUS'],
    ['Credit Index', 'CDX North America High Yield Index Futures', 'IFUS'],
    ['Credit Index', 'iTraxx Europe Main Index Futures', 'IFEU'],
    ['Credit Index', 'iTraxx Europe Crossover Index Futures', 'IFEU'],
  ],
  Oil: [
    ['Brent Crude', 'Brent Crude Futures', 'IFEU'],
    ['Brent Crude', 'Brent Crude American-style Options', 'IFEU'],
    ['WTI Crude', 'WTI Crude Futures', 'IFEU'],
    ['Gasoil', 'Low Sulphur Gasoil Futures', 'IFEU'],
    ['Heating Oil', 'NY Harbor ULSD Futures', 'IFEU'],
    ['Gasoline', 'RBOB Gasoline Futures', 'IFEU'],
    ['Dubai Crude', 'Dubai 1st Line (Platts) Futures', 'IFEU'],
    ['Fuel Oil', 'Singapore Fuel Oil 380cst (Platts) Futures', 'IFEU'],
    ['WTI Crude', 'WTI Midland (Argus) vs WTI Trade Month Futures', 'IFEU'],
    ['Murban Crude', 'Murban Crude Oil Futures', 'IFAD'],
    ['Murban Crude', 'Murban Crude Oil Options', 'IFAD'],
    ['Brent Crude', 'Mini Brent Crude Futures', 'IFSG'],
    ['Gasoil', 'Mini Low Sulphur Gasoil Futures', 'IFSG'],
  ],
  'Natural Gas': [
    ['Natural Gas', 'Dutch TTF Natural Gas Futures', 'NDEX'],
    ['Natural Gas', 'Dutch TTF Natural Gas Options', 'NDEX'],
    ['Natural Gas', 'German THE Natural Gas Futures', 'NDEX'],
    ['Natural Gas', 'Austrian CEGH VTP Natural Gas Futures', 'NDEX'],
    ['Natural Gas', 'Italian PSV Natural Gas Futures', 'NDEX'],
    ['Natural Gas', 'UK NBP Natural Gas Futures', 'IFEU'],
    ['Natural Gas', 'Henry Hub Natural Gas Futures', 'IFUS'],
    ['LNG', 'JKM LNG (Platts) Futures', 'IFEU'],
  ],
  Power: [
    ['Electricity', 'German Power Baseload Futures', 'NDEX'],
    ['Electricity', 'Dutch Power Baseload Futures', 'NDEX'],
    ['Electricity', 'Belgian Power Baseload Futures', 'NDEX'],
    ['Electricity', 'French Power Baseload Futures', 'NDEX'],
    ['Electricity', 'UK Power Baseload Futures', 'IFEU'],
    ['Electricity', 'PJM Western Hub Real-Time Peak Futures', 'IFUS'],
    ['Electricity', 'ERCOT North 345KV Real-Time Peak Futures', 'IFUS'],
    ['Electricity', 'Mid-C Day-Ahead Peak Futures', 'IFUS'],
  ],
  Emissions: [
    ['Carbon', 'EUA Futures', 'NDEX'],
    ['Carbon', 'EUA Options', 'NDEX'],
    ['Carbon', 'UK Allowance Futures', 'IFEU'],
    ['Carbon', 'California Carbon Allowance Futures', 'IFUS'],
    ['Carbon', 'RGGI Allowance Futures', 'IFUS'],
    ['Carbon', 'Washington Carbon Allowance Futures', 'IFUS'],
    ['Renewable Energy Certificates', 'PJM Tri-Qualified Renewable Energy Certificate Class I Futures', 'IFUS'],
  ],
  'Equity Derivatives': [
    ['Equity Index', 'FTSE 100 Index Futures', 'IFLL'],
    ['Equity Index', 'FTSE 100 Index Options', 'IFLL'],
    ['Equity Index', 'FTSE 250 Index Futures', 'IFLL'],
    ['Equity Index', 'MSCI World Index Futures', 'IFLL'],
    ['Equity Index', 'MSCI Europe Index Futures', 'IFLL'],
    ['Equity Index', 'MSCI EAFE Index Futures', 'IFUS'],
    ['Equity Index', 'MSCI Emerging Markets Index Futures', 'IFUS'],
    ['Equity Index', 'NYSE FANG+ Index Futures', 'IFUS'],
  ],
  FX: [
    ['US Dollar Index', 'US Dollar Index Futures', 'IFUS'],
    ['US Dollar Index', 'US Dollar Index Options', 'IFUS'],
    ['Euro', 'Euro / US Dollar Futures', 'IFUS'],
    ['British Pound', 'British Pound / US Dollar Futures', 'IFUS'],
    ['Japanese Yen', 'US Dollar / Japanese Yen Futures', 'IFUS'],
    ['Euro', 'Euro / British Pound Futures', 'IFUS'],
    ['Australian Dollar', 'Australian Dollar / US Dollar Futures', 'IFUS'],
  ],
  Freight: [
    ['Dry Bulk', 'Capesize 5TC (Baltic) Futures', 'IFEU'],
    ['Dry Bulk', 'Panamax 4TC (Baltic) Futures', 'IFEU'],
    ['Dry Bulk', 'Supramax 10TC (Baltic) Futures', 'IFEU'],
    ['Tanker', 'TD3C Middle East Gulf to China (Baltic) Futures', 'IFEU'],
    ['Tanker', 'TD20 West Africa to UK Continent (Baltic) Futures', 'IFEU'],
    ['Container', 'FBX China to North America West Coast Container Freight Futures', 'IFUS'],
  ],
  'Interest Rates': [
    ['Sterling', 'Three Month SONIA Index Futures', 'IFLL'],
    ['Euro', 'Three Month Euribor Futures', 'IFLL'],
    ['Euro', 'Three Month €STR Futures', 'IFLL'],
    ['US Dollar', 'Three Month SOFR Futures', 'IFLL'],
    ['Swiss Franc', 'Three Month SARON Index Futures', 'IFLL'],
    ['UK Gilts', 'Long Gilt Futures', 'IFLL'],
    ['UK Gilts', 'Short Gilt Futures', 'IFLL'],
  ],
  Metals: [
    ['Gold', 'Gold Futures (100 oz)', 'IFUS'],
    ['Silver', 'Silver Futures (5,000 oz)', 'IFUS'],
    ['Gold', 'Kilo Gold Futures', 'IFSG'],
    ['Iron Ore', 'Iron Ore 62% Fe (Platts) Futures', 'IFSG'],
  ],
};

/** Every product, by group in guide order, then by spec name. */
export const PRODUCT_GUIDE: readonly ProductGuideProduct[] = ALL_PRODUCT_GROUPS.flatMap((group) =>
  (ROWS[group.name] ?? [])
    .map(([physicalCommodity, specName, micCode]): ProductGuideProduct => ({ physicalCommodity, specName, groupName: group.name, micCode }))
    .sort((a, b) => a.specName.localeCompare(b.specName, 'en')),
);

/** The names of the groups a group id covers: itself and its subgroups (`energy` → Energy, Oil, …). */
export function groupNames(id: string): Set<string> {
  const group = ALL_PRODUCT_GROUPS.find((g) => g.id === id);
  if (!group) return new Set();
  return new Set([group.name, ...(group.subgroups ?? []).map((s) => s.name)]);
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export interface ProductFilters {
  group?: string | undefined;
  /** Words that must each appear in a product's commodity, spec name, group or MIC. */
  q?: string | undefined;
  micCode?: MicCode | undefined;
}

/** The products matching every filter given, in guide order. */
export function filterProducts({ group, q, micCode }: ProductFilters): ProductGuideProduct[] {
  const names = group ? groupNames(group) : undefined;
  const words = fold(q ?? '').split(/\s+/).filter(Boolean);
  return PRODUCT_GUIDE.filter((p) => {
    if (names && !names.has(p.groupName)) return false;
    if (micCode && p.micCode !== micCode) return false;
    if (words.length === 0) return true;
    const text = fold(`${p.physicalCommodity} ${p.specName} ${p.groupName} ${p.micCode}`);
    return words.every((w) => text.includes(w));
  });
}
