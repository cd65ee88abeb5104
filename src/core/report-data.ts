/**
 * The report center's report viewer (specification §2 "report viewer per report type", §3
 * "Report center"): a catalogue of exchanges and contracts, and a pure generator of each report
 * type's table, seeded by report type, contract, futures or options and trading date. Figures
 * are plausible (settlement prices, volumes, open interest) and the same everywhere.
 */
import {
  black76,
  formatChange,
  formatNumber,
  listedMonths,
  monthIndexOf,
  monthName,
  priceLevel,
  round,
  seeded,
  strikeStep,
  type MonthIndex,
} from './market-model';
import { closedReason, isTradingDay, previousTradingDay, tradingDayFrom } from './exchange-calendar';
import { addDays, formatDate, isIsoDay, weekdayName } from './time';

/** The report center's categories (specification §2), each a report type of the viewer. */
export const REPORT_TYPES = ['end-of-day', 'volumes-and-oi', 'indices', 'markers', 'deliveries'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'end-of-day': 'End-of-day settlement',
  'volumes-and-oi': 'Volume and open interest',
  indices: 'Index values',
  markers: 'Marker prices',
  deliveries: 'Deliveries',
};

/** The report center's sections: the heading and the line of text under it. */
export const REPORT_CATEGORIES: Record<ReportType, { title: string; description: string }> = {
  'end-of-day': {
    title: 'End-of-day reports',
    description: 'Settlement price, change, volume and open interest for each contract month. Reports are not published on exchange holidays.',
  },
  'volumes-and-oi': {
    title: 'Volumes and open interest',
    description: 'Screen, block and exchange-for-physical volume and the open interest of each contract month.',
  },
  indices: {
    title: 'Indices',
    description: 'Daily closing values of the indices that underlie our equity and currency futures, with the futures basis.',
  },
  markers: {
    title: 'Markers',
    description: 'Marker prices for trade-at-marker orders, set at 4:30 p.m. London time and published within fifteen minutes.',
  },
  deliveries: {
    title: 'Deliveries',
    description: 'Contracts delivered at expiry for physically delivered futures, and options exercised and abandoned.',
  },
};

/** Column types of a report table (specification §3). */
export const COLUMN_TYPES = ['date', 'download', 'number', 'text'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface ReportColumn {
  heading: string;
  type: ColumnType;
  /** The grouped heading above this column; consecutive columns with the same parent share it. */
  parent?: string;
}

export interface ReportTable {
  name: string;
  columns: ReportColumn[];
  /** One string per column; dates as `yyyy-MM-dd`, numbers already formatted. */
  rows: string[][];
}

export const CONTRACT_KINDS = ['futures', 'options'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export interface Exchange {
  /** Market identifier code. */
  mic: string;
  name: string;
}

export interface Contract {
  code: string;
  name: string;
  mic: string;
  /** Price unit, e.g. `USD/bbl`. */
  unit: string;
  price: number;
  decimals: number;
  /** Typical daily futures volume of the front month, in lots. */
  volume: number;
  /** Listed months (1-12). */
  cycle: readonly number[];
  /** Price change per month along the curve (negative: backwardation). */
  curve: number;
  vol: number;
  /** Physically delivered: lot size and where. */
  delivery?: { lot: number; lotUnit: string; points: readonly string[] };
  /** Has a trade-at-marker price. */
  marker?: boolean;
  /** The index the contract settles against. */
  index?: string;
}

export const EXCHANGES: readonly Exchange[] = [
  { mic: 'IFEU', name: 'ICE Futures Europe' },
  { mic: 'IFUS', name: 'ICE Futures U.S.' },
  { mic: 'NDEX', name: 'ICE Endex' },
];

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const QUARTERLY = [3, 6, 9, 12] as const;

export const CONTRACTS: readonly Contract[] = [
  { code: 'B', name: 'Brent Crude', mic: 'IFEU', unit: 'USD/bbl', price: 74.2, decimals: 2, volume: 380_000, cycle: ALL_MONTHS, curve: -0.006, vol: 0.31, marker: true },
  { code: 'T', name: 'WTI Crude', mic: 'IFEU', unit: 'USD/bbl', price: 70.6, decimals: 2, volume: 140_000, cycle: ALL_MONTHS, curve: -0.005, vol: 0.33, marker: true },
  {
    code: 'G',
    name: 'Low Sulphur Gasoil',
    mic: 'IFEU',
    unit: 'USD/t',
    price: 688.5,
    decimals: 2,
    volume: 160_000,
    cycle: ALL_MONTHS,
    curve: -0.004,
    vol: 0.29,
    marker: true,
    delivery: { lot: 100, lotUnit: 't', points: ['ARA barge, Amsterdam', 'ARA barge, Rotterdam', 'ARA barge, Antwerp'] },
  },
  { code: 'Z', name: 'FTSE 100 Index', mic: 'IFEU', unit: 'index points', price: 8310, decimals: 1, volume: 95_000, cycle: QUARTERLY, curve: 0.002, vol: 0.14, index: 'FTSE 100' },
  {
    code: 'CC',
    name: 'Cocoa',
    mic: 'IFUS',
    unit: 'USD/t',
    price: 8240,
    decimals: 0,
    volume: 28_000,
    cycle: [3, 5, 7, 9, 12],
    curve: -0.012,
    vol: 0.45,
    delivery: { lot: 10, lotUnit: 't', points: ['Delaware River port', 'Port of New York', 'Hampton Roads', 'Amsterdam', 'Antwerp'] },
  },
  {
    code: 'KC',
    name: 'Coffee "C"',
    mic: 'IFUS',
    unit: 'US cents/lb',
    price: 386.4,
    decimals: 2,
    volume: 32_000,
    cycle: [3, 5, 7, 9, 12],
    curve: -0.008,
    vol: 0.38,
    delivery: { lot: 37_500, lotUnit: 'lb', points: ['Port of New York', 'New Orleans', 'Houston', 'Antwerp', 'Hamburg/Bremen'] },
  },
  {
    code: 'SB',
    name: 'Sugar No. 11',
    mic: 'IFUS',
    unit: 'US cents/lb',
    price: 19.42,
    decimals: 2,
    volume: 95_000,
    cycle: [3, 5, 7, 10],
    curve: 0.004,
    vol: 0.27,
    delivery: { lot: 112_000, lotUnit: 'lb', points: ['Santos', 'Paranaguá', 'Durban', 'Bangkok'] },
  },
  {
    code: 'CT',
    name: 'Cotton No. 2',
    mic: 'IFUS',
    unit: 'US cents/lb',
    price: 68.3,
    decimals: 2,
    volume: 30_000,
    cycle: [3, 5, 7, 10, 12],
    curve: 0.006,
    vol: 0.22,
    delivery: { lot: 50_000, lotUnit: 'lb', points: ['Galveston', 'Houston', 'Dallas/Fort Worth', 'Memphis', 'Greenville'] },
  },
  { code: 'DX', name: 'US Dollar Index', mic: 'IFUS', unit: 'index points', price: 104.2, decimals: 3, volume: 34_000, cycle: QUARTERLY, curve: -0.001, vol: 0.08, index: 'US Dollar Index' },
  { code: 'FNG', name: 'NYSE FANG+ Index', mic: 'IFUS', unit: 'index points', price: 11_850, decimals: 2, volume: 6_500, cycle: QUARTERLY, curve: 0.003, vol: 0.28, index: 'NYSE FANG+' },
  { code: 'IG', name: 'CDX North America Investment Grade Index', mic: 'IFUS', unit: 'bps', price: 52.4, decimals: 2, volume: 3_200, cycle: QUARTERLY, curve: 0.004, vol: 0.22, index: 'CDX NA IG' },
  { code: 'C5', name: 'Capesize West Australia–China (C5) Freight', mic: 'IFEU', unit: 'USD/t', price: 9.85, decimals: 3, volume: 1_800, cycle: ALL_MONTHS, curve: -0.004, vol: 0.45, index: 'Baltic C5' },
  {
    code: 'TFM',
    name: 'Dutch TTF Natural Gas',
    mic: 'NDEX',
    unit: 'EUR/MWh',
    price: 34.8,
    decimals: 3,
    volume: 410_000,
    cycle: ALL_MONTHS,
    curve: 0.01,
    vol: 0.55,
    delivery: { lot: 744, lotUnit: 'MWh', points: ['TTF virtual trading point'] },
  },
  { code: 'C', name: 'EUA Futures', mic: 'NDEX', unit: 'EUR/t', price: 71.9, decimals: 2, volume: 46_000, cycle: QUARTERLY, curve: 0.004, vol: 0.36 },
];

/** The contracts a report type covers: markers, indices and deliveries only where they exist. */
export function contractsFor(type: ReportType): Contract[] {
  if (type === 'markers') return CONTRACTS.filter((c) => c.marker);
  if (type === 'indices') return CONTRACTS.filter((c) => c.index);
  if (type === 'deliveries') return CONTRACTS.filter((c) => c.delivery);
  return [...CONTRACTS];
}

/** The exchanges that list contracts of a report type. */
export function exchangesFor(type: ReportType): Exchange[] {
  const contracts = contractsFor(type);
  return EXCHANGES.filter((e) => contracts.some((c) => c.mic === e.mic));
}

export interface ReportSelection {
  exchange: string;
  contract: string;
  kind: ContractKind;
  /** The trading date, `yyyy-MM-dd`. */
  date: string;
}

/** The query parameters of a report type's viewer (`deliveries.contract=CC`), so five viewers share one address. */
export const SELECTION_FIELDS = ['exchange', 'contract', 'kind', 'date'] as const;

export function selectionParam(type: ReportType, field: (typeof SELECTION_FIELDS)[number]): string {
  return `${type}.${field}`;
}

/** How far back the viewer offers reports. */
export const REPORT_HISTORY_YEARS = 2;

/** The first trading day the viewer offers when `latest` is the newest. */
export function earliestReportDay(latest: string): string {
  return tradingDayFrom(`${Number(latest.slice(0, 4)) - REPORT_HISTORY_YEARS}${latest.slice(4)}`.replace(/-02-29$/, '-02-28'));
}

/** A visitor's text quoted in a note, cut short: query values can be anything. */
export function quoted(value: string): string {
  return `“${value.length > 40 ? `${value.slice(0, 39)}…` : value}”`;
}

const shortDay = (day: string) => formatDate(day, 'short');

export interface ResolvedSelection {
  selection: ReportSelection;
  /** What was asked for and could not be shown, in words, for the visitor (empty when all was fine). */
  notes: string[];
}

/**
 * A viewer's choice, made whole: a missing value takes its default, an unknown one too with a
 * note saying so. A contract the chosen exchange does not list becomes that exchange's first
 * (without JavaScript the contract list follows the exchange only after the form is sent). The
 * date must be a trading day from `earliest` to `latest` (the default).
 */
export function resolveSelection({
  type,
  latest,
  earliest = earliestReportDay(latest),
  input = {},
}: {
  type: ReportType;
  latest: string;
  earliest?: string;
  input?: Partial<Record<keyof ReportSelection, string | null | undefined>>;
}): ResolvedSelection {
  const notes: string[] = [];
  const label = REPORT_TYPE_LABELS[type].toLowerCase();
  const contracts = contractsFor(type);
  const exchanges = exchangesFor(type);

  // A code, or a name as the report's topic list gives it (`/api/circulars/{type}/topics`).
  const byCode = input.contract ? contracts.find((c) => c.code === input.contract || c.name === input.contract) : undefined;
  let exchange = input.exchange ? exchanges.find((e) => e.mic === input.exchange) : undefined;
  if (input.exchange && !exchange) notes.push(`There is no exchange ${quoted(input.exchange)} with ${label} reports.`);
  exchange ??= exchanges.find((e) => e.mic === byCode?.mic) ?? exchanges[0]!;
  if (input.contract && !byCode) notes.push(`There is no ${label} report for the contract ${quoted(input.contract)}.`);
  const contract = byCode?.mic === exchange.mic ? byCode : contracts.find((c) => c.mic === exchange.mic)!;
  if (notes.length) notes.push(`Showing ${contract.name} on ${exchange.name}.`);

  let kind: ContractKind = 'futures';
  if (input.kind === 'options') kind = 'options';
  else if (input.kind && input.kind !== 'futures') notes.push(`${quoted(input.kind)} is neither futures nor options: showing futures.`);

  let date = latest;
  const asked = input.date?.trim();
  if (asked) {
    const showing = `showing the latest trading day, ${shortDay(latest)}.`;
    if (!isIsoDay(asked)) notes.push(`${quoted(asked)} is not a date (yyyy-mm-dd): ${showing}`);
    else if (asked > latest) notes.push(`The report for ${shortDay(asked)} is not published yet: ${showing}`);
    else if (asked < earliest) notes.push(`Reports go back to ${shortDay(earliest)}: ${showing}`);
    else if (closedReason(asked) === 'weekend') notes.push(`Markets are closed at weekends (${weekdayName(asked)} ${shortDay(asked)}): ${showing}`);
    else if (closedReason(asked) === 'holiday') notes.push(`${shortDay(asked)} is an exchange holiday, with no report: ${showing}`);
    else date = asked;
  }
  return { selection: { exchange: exchange.mic, contract: contract.code, kind, date }, notes };
}

/** What the server hands a report type's viewer: the choice made whole, and its table. */
export interface ReportViewerData extends ResolvedSelection {
  type: ReportType;
  /** The newest and oldest trading days offered. */
  latest: string;
  earliest: string;
  /** Whether the address chose anything for this viewer: its choice is then kept when another viewer's form is sent. */
  chosen: boolean;
  table: ReportTable;
}

/** The viewer of a report type for the query of an address, on the day `latest` is the newest report. */
export function reportViewer({ type, query, latest }: { type: ReportType; query: URLSearchParams; latest: string }): ReportViewerData {
  const input = Object.fromEntries(SELECTION_FIELDS.map((field) => [field, query.get(selectionParam(type, field))]));
  const earliest = earliestReportDay(latest);
  const { selection, notes } = resolveSelection({ type, latest, earliest, input });
  return {
    type,
    latest,
    earliest,
    chosen: Object.values(input).some((value) => value !== null),
    selection,
    notes,
    table: generateReport({ type, ...selection }),
  };
}

/** What a report center's node loader hands its view: one viewer per category shown. */
export interface ReportCenterData {
  viewers: ReportViewerData[];
}

/** The categories a report center shows: every one (`all`) or the one report type chosen. */
export function categoriesOf(reportId: 'all' | ReportType): readonly ReportType[] {
  return reportId === 'all' ? REPORT_TYPES : [reportId];
}

/**
 * A report category's option lists (`/api/circulars/{type}/…`, specification §7): its exchanges
 * by name, its contracts by name (of one exchange, by MIC or name, when `market` is given) and
 * the years it has reports for, newest first.
 */
export function reportOptions({ type, list, market, latest }: { type: ReportType; list: 'topics' | 'years' | 'markets'; market?: string | undefined; latest: string }): (string | number)[] {
  if (list === 'markets') return exchangesFor(type).map((e) => e.name);
  if (list === 'years') {
    const first = Number(earliestReportDay(latest).slice(0, 4));
    return Array.from({ length: Number(latest.slice(0, 4)) - first + 1 }, (_, i) => Number(latest.slice(0, 4)) - i);
  }
  const exchange = market ? EXCHANGES.find((e) => e.mic === market || e.name === market) : undefined;
  if (market && !exchange) return [];
  return contractsFor(type)
    .filter((c) => !exchange || c.mic === exchange.mic)
    .map((c) => c.name);
}

export function findContract(code: string): Contract | undefined {
  return CONTRACTS.find((c) => c.code === code);
}

// The model: settlement of a contract month on a day.

/**
 * The settlement price of a contract month on a day (exported for the options report's
 * underlying): the day's level along the curve, each month with a little noise of its own so
 * the months do not all move by the same amount.
 */
export function settlement(c: Pick<Contract, 'code' | 'price' | 'curve' | 'decimals'>, month: MonthIndex, day: string): number {
  const own = 0.0015 * (seeded(c.code, month, day)() - 0.5);
  return round(priceLevel({ key: c.code, base: c.price, day }) * (1 + c.curve * (month - monthIndexOf(day)) + own), c.decimals);
}

function premium(c: Contract, month: MonthIndex, strike: number, day: string, right: 'call' | 'put'): number {
  const years = Math.max(month - monthIndexOf(day) - 0.5, 0.1) / 12;
  return round(black76({ forward: settlement(c, month, day), strike, years, vol: c.vol })[right], c.decimals);
}

const num = (value: number, c: Contract) => formatNumber(value, c.decimals);
const lots = (value: number) => formatNumber(Math.round(value));

/** Futures volume of a month: the front month trades most, deferred months less and less. */
function monthVolume(c: Contract, i: number, rand: () => number, share = 1): number {
  return Math.round(c.volume * share * (0.6 + 0.8 * rand()) * 0.55 ** i);
}

function strikesAround(c: Contract, month: MonthIndex, day: string, count: number): number[] {
  const step = strikeStep(c.price);
  const atm = Math.round(settlement(c, month, day) / step) * step;
  const half = Math.floor(count / 2);
  return Array.from({ length: count }, (_, i) => round(atm + (i - half) * step, 6));
}

/** The table of one report: its columns (grouped under parent headings) and rows. */
export function generateReport({ type, contract: code, kind, date }: { type: ReportType; contract: string; kind: ContractKind; date: string }): ReportTable {
  const c = findContract(code);
  if (!c) throw new RangeError(`Unknown contract ${code}`);
  const rand = seeded(type, code, kind, date);
  const previous = previousTradingDay(date);
  const months = listedMonths({ day: date, cycle: c.cycle, count: 6 });
  const name = `${c.name} ${kind}, ${REPORT_TYPE_LABELS[type].toLowerCase()}`;
  const prices = `Prices (${c.unit})`;

  switch (type) {
    case 'end-of-day': {
      if (kind === 'futures') {
        return {
          name,
          columns: [
            { heading: 'Contract month', type: 'text' },
            { heading: 'Open', type: 'number', parent: prices },
            { heading: 'High', type: 'number', parent: prices },
            { heading: 'Low', type: 'number', parent: prices },
            { heading: 'Settlement', type: 'number', parent: prices },
            { heading: 'Change', type: 'number', parent: prices },
            { heading: 'Volume', type: 'number', parent: 'Activity (lots)' },
            { heading: 'Open interest', type: 'number', parent: 'Activity (lots)' },
          ],
          rows: months.map((m, i) => {
            const settle = settlement(c, m, date);
            const before = settlement(c, m, previous);
            const open = round(before + (settle - before) * rand() * 0.6, c.decimals);
            const spread = Math.abs(settle - before) + settle * 0.004 * (0.5 + rand());
            const high = round(Math.max(open, settle) + spread * rand(), c.decimals);
            const low = round(Math.min(open, settle) - spread * rand(), c.decimals);
            const volume = monthVolume(c, i, rand);
            return [monthName(m), num(open, c), num(high, c), num(low, c), num(settle, c), formatChange(settle - before, c.decimals), lots(volume), lots(volume * (1.4 + rand()) * (i + 1))];
          }),
        };
      }
      const premiumHeading = `Premium (${c.unit})`;
      return {
        name,
        columns: [
          { heading: 'Contract month', type: 'text' },
          { heading: 'Strike', type: 'number' },
          { heading: 'Call or put', type: 'text' },
          { heading: 'Settlement', type: 'number', parent: premiumHeading },
          { heading: 'Change', type: 'number', parent: premiumHeading },
          { heading: 'Volume', type: 'number', parent: 'Activity (lots)' },
          { heading: 'Open interest', type: 'number', parent: 'Activity (lots)' },
        ],
        rows: months.slice(0, 2).flatMap((m, i) =>
          strikesAround(c, m, date, 5).flatMap((strike, j) =>
            (['call', 'put'] as const).map((right) => {
              const settle = premium(c, m, strike, date, right);
              // Strikes near the money trade most.
              const volume = monthVolume(c, i, rand, 0.012 * Math.exp(-Math.abs(j - 2) / 2));
              return [monthName(m), num(strike, c), right === 'call' ? 'Call' : 'Put', num(settle, c), formatChange(settle - premium(c, m, strike, previous, right), c.decimals), lots(volume), lots(volume * (3 + 2 * rand()))];
            }),
          ),
        ),
      };
    }

    case 'volumes-and-oi': {
      const share = kind === 'futures' ? 1 : 0.12;
      return {
        name,
        columns: [
          { heading: 'Contract month', type: 'text' },
          { heading: 'Screen', type: 'number', parent: 'Volume (lots)' },
          { heading: 'Block', type: 'number', parent: 'Volume (lots)' },
          { heading: 'EFP and EFS', type: 'number', parent: 'Volume (lots)' },
          { heading: 'Total', type: 'number', parent: 'Volume (lots)' },
          { heading: 'Open interest', type: 'number', parent: 'Open interest (lots)' },
          { heading: 'Change', type: 'number', parent: 'Open interest (lots)' },
        ],
        rows: months.map((m, i) => {
          const total = monthVolume(c, i, rand, share);
          const block = Math.round(total * (0.04 + 0.06 * rand()));
          const efp = Math.round(total * (0.01 + 0.04 * rand()));
          const oi = total * (1.5 + rand()) * (i + 1);
          return [monthName(m), lots(total - block - efp), lots(block), lots(efp), lots(total), lots(oi), formatChange(Math.round(oi * (rand() - 0.45) * 0.05), 0)];
        }),
      };
    }

    case 'indices': {
      const days = [date];
      while (days.length < 5) days.push(previousTradingDay(days.at(-1)!));
      const index = c.index ?? c.name;
      // The futures settle around the index: the same level, so the basis is the curve's carry.
      const level = (day: string) => round(priceLevel({ key: c.code, base: c.price, day }), c.decimals);
      const extra: ReportColumn[] =
        kind === 'futures'
          ? [
              { heading: 'Front-month settlement', type: 'number', parent: 'Futures' },
              { heading: 'Basis', type: 'number', parent: 'Futures' },
            ]
          : [
              { heading: 'At-the-money volatility (%)', type: 'number', parent: 'Options' },
              { heading: 'Put/call ratio', type: 'number', parent: 'Options' },
            ];
      return {
        name,
        columns: [
          { heading: 'Date', type: 'date' },
          { heading: 'Close', type: 'number', parent: index },
          { heading: 'Change', type: 'number', parent: index },
          { heading: 'Change (%)', type: 'number', parent: index },
          ...extra,
        ],
        rows: days.map((day) => {
          const close = level(day);
          const before = level(previousTradingDay(day));
          const r = seeded(type, code, kind, day);
          const front = settlement(c, listedMonths({ day, cycle: c.cycle, count: 1, from: 0 })[0]!, day);
          return [
            day,
            num(close, c),
            formatChange(close - before, c.decimals),
            formatChange(((close - before) / before) * 100, 2),
            ...(kind === 'futures' ? [num(front, c), formatChange(front - close, c.decimals)] : [formatNumber(c.vol * 100 * (0.85 + 0.3 * r()), 1), formatNumber(0.6 + 0.8 * r(), 2)]),
          ];
        }),
      };
    }

    case 'markers': {
      const marker = `Marker (${c.unit})`;
      if (kind === 'futures') {
        return {
          name,
          columns: [
            { heading: 'Contract month', type: 'text' },
            { heading: 'Marker price', type: 'number', parent: marker },
            { heading: 'Change', type: 'number', parent: marker },
            { heading: 'Trade at marker volume (lots)', type: 'number' },
            { heading: 'Differential range', type: 'text' },
          ],
          rows: months.slice(0, 4).map((m, i) => {
            const price = round(settlement(c, m, date) + (rand() - 0.5) * c.price * 0.002, c.decimals);
            const before = settlement(c, m, previous);
            const low = round(-(0.05 + rand() * 0.3), 2);
            const high = round(0.05 + rand() * 0.3, 2);
            return [monthName(m), num(price, c), formatChange(price - before, c.decimals), lots(monthVolume(c, i, rand, 0.06)), `${formatChange(low)} to ${formatChange(high)}`];
          }),
        };
      }
      return {
        name,
        columns: [
          { heading: 'Contract month', type: 'text' },
          { heading: 'Marker price', type: 'number', parent: marker },
          { heading: 'At-the-money strike', type: 'number', parent: marker },
          { heading: 'Call', type: 'number', parent: 'Premium at the marker' },
          { heading: 'Put', type: 'number', parent: 'Premium at the marker' },
        ],
        rows: months.slice(0, 4).map((m) => {
          const price = settlement(c, m, date);
          const strike = strikesAround(c, m, date, 1)[0]!;
          return [monthName(m), num(price, c), num(strike, c), num(premium(c, m, strike, date, 'call'), c), num(premium(c, m, strike, date, 'put'), c)];
        }),
      };
    }

    case 'deliveries': {
      const past = listedMonths({ day: date, cycle: c.cycle, count: 30, from: -24 }).filter((m) => m < months[0]!).slice(-6).reverse();
      const delivery = c.delivery!;
      if (kind === 'futures') {
        return {
          name,
          columns: [
            { heading: 'Delivery month', type: 'text' },
            { heading: 'Delivery point', type: 'text' },
            { heading: 'First notice day', type: 'date' },
            { heading: 'Lots', type: 'number', parent: 'Delivered' },
            { heading: `Quantity (${delivery.lotUnit})`, type: 'number', parent: 'Delivered' },
          ],
          rows: past.map((m) => {
            const lotsDelivered = Math.round(c.volume * 0.01 * (0.3 + rand()));
            const notice = firstNoticeDay(m);
            return [monthName(m), delivery.points[Math.floor(rand() * delivery.points.length)]!, notice, lots(lotsDelivered), lots(lotsDelivered * delivery.lot)];
          }),
        };
      }
      return {
        name,
        columns: [
          { heading: 'Expiry month', type: 'text' },
          { heading: 'Exercised', type: 'number', parent: 'Options at expiry (lots)' },
          { heading: 'Assigned', type: 'number', parent: 'Options at expiry (lots)' },
          { heading: 'Abandoned', type: 'number', parent: 'Options at expiry (lots)' },
        ],
        rows: past.map((m) => {
          const exercised = Math.round(c.volume * 0.02 * (0.2 + rand()));
          return [monthName(m), lots(exercised), lots(exercised), lots(c.volume * 0.03 * rand())];
        }),
      };
    }
  }
}

/** The first business day of the month before a delivery month (an ISO date). */
function firstNoticeDay(month: MonthIndex): string {
  const before = month - 1;
  let day = `${Math.floor(before / 12)}-${String((before % 12) + 1).padStart(2, '0')}-01`;
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}
