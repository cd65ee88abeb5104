/**
 * The default market data provider: deterministic figures seeded by trading day and symbol,
 * evolving minute by minute through the regular session in New York time, so every process and
 * every test sees the same price at the same moment, and prices move while a page is open.
 */
import { type Halt, type MarketStatistics, type HaltReason, type IndexSeries, type Instrument, type Quote } from '../../core/contracts/market-data';
import { hashSeed, priceLevel, seeded } from '../../core/market-model';
import { isTradingDay, previousTradingDay } from '../../core/exchange-calendar';
import { REGULAR_SESSION as SESSION } from '../../core/market-sessions';
import { clockTime, newYorkInstant, newYorkTime } from '../../core/time';
import type { Clock } from '../clock';
import type { MarketDataProvider } from './provider';
import { dailyStatistics } from './statistics';
import { INDICES, INSTRUMENTS, OTHER_HALTED, STOCKS } from './universe';

const SESSION_MINUTES = (SESSION.close - SESSION.open) / 60;
const BY_SYMBOL = new Map([...INSTRUMENTS, ...INDICES].map((i) => [i.symbol, i]));

/** A standard normal number from two uniform ones (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The base price an instrument trades around: stocks $8–420, funds $20–180, indices their level. */
function basePrice(instrument: Instrument): number {
  const index = INDICES.find((i) => i.symbol === instrument.symbol);
  if (index) return index.base;
  const h = hashSeed(instrument.symbol) / 2 ** 32;
  return instrument.type === 'exchange-traded-fund' ? 20 + h * 160 : 8 + h ** 2 * 412;
}

/** The trading day whose prices show at a moment: today once the session opened, else the last one before. */
export function sessionDay(now: Date): { day: string; minute: number } {
  const { day, seconds } = newYorkTime(now);
  if (isTradingDay(day) && seconds >= SESSION.open) return { day, minute: Math.min(SESSION_MINUTES, Math.floor((seconds - SESSION.open) / 60)) };
  return { day: previousTradingDay(day), minute: SESSION_MINUTES };
}

interface Path {
  open: number;
  high: number;
  low: number;
  last: number;
  /** Minute of the session of the last price. */
  minute: number;
  /** The price at the end of each minute so far. */
  closes: number[];
}

/**
 * The minute-by-minute path of a day up to `minute`. Each day's close is fixed first (the price
 * level of that day), so the next day's previous close is this close; the path between a small
 * opening gap and that close is a random walk pinned at both ends (a Brownian bridge).
 */
function path(instrument: Instrument, day: string, minute: number): Path & { previousClose: number } {
  const base = basePrice(instrument);
  const previousClose = priceLevel({ key: instrument.symbol, base, day: previousTradingDay(day) });
  const close = priceLevel({ key: instrument.symbol, base, day });
  const random = seeded('path', instrument.symbol, day);
  const dailyVol = instrument.type === 'index' ? 0.009 : instrument.type === 'exchange-traded-fund' ? 0.011 : 0.02;
  const open = previousClose * (1 + normal(random) * dailyVol * 0.3);
  const step = dailyVol / Math.sqrt(SESSION_MINUTES);
  const walk = [0];
  for (let m = 1; m <= SESSION_MINUTES; m++) walk.push(walk[m - 1]! + normal(random) * step);
  const drift = walk[SESSION_MINUTES]! - Math.log(close / open);
  let high = open;
  let low = open;
  let last = open;
  const closes: number[] = [];
  for (let m = 1; m <= minute; m++) {
    last = open * Math.exp(walk[m]! - (m / SESSION_MINUTES) * drift);
    high = Math.max(high, last);
    low = Math.min(low, last);
    closes.push(last);
  }
  return { previousClose, open, high, low, last, minute, closes };
}

function quoteOf(instrument: Instrument, day: string, minute: number): Quote {
  const p = path(instrument, day, minute);
  const last = round(p.last);
  const previousClose = round(p.previousClose);
  const averageVolume = 200_000 + Math.floor((hashSeed(`${instrument.symbol}|volume`) / 2 ** 32) ** 2 * 40_000_000);
  const dayShare = seeded('volume', instrument.symbol, day)() * 0.6 + 0.7;
  // Trading is heavier near the open and the close: the rate 1 + 0.6·cos(2πt) over the session.
  const done = minute / SESSION_MINUTES;
  const shareDone = done + (0.6 * Math.sin(2 * Math.PI * done)) / (2 * Math.PI);
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    exchange: instrument.exchange,
    type: instrument.type,
    last,
    change: round(last - previousClose),
    changePercent: round(((last - previousClose) / previousClose) * 100, 2),
    open: round(p.open),
    high: round(p.high),
    low: round(p.low),
    previousClose,
    volume: instrument.type === 'index' ? 0 : Math.floor(averageVolume * dayShare * shareDone),
    time: newYorkInstant(day, SESSION.open + minute * 60).toISOString(),
  };
}

/** The halts of a trading day, all of them (also those still to come): 3 to 7, at seeded times. */
function dayHalts(day: string): (Halt & { haltSeconds: number; resumeSeconds: number | null })[] {
  const random = seeded('halts', day);
  const count = 3 + Math.floor(random() * 5);
  const candidates = [...STOCKS, ...OTHER_HALTED];
  const halts = [];
  for (let i = 0; i < count; i++) {
    const instrument = candidates[Math.floor(random() * candidates.length)]!;
    // LULD pauses are the commonest; a regulatory concern lasts the rest of the day.
    const roll = random();
    const reason: HaltReason = roll < 0.45 ? 'LULD Pause' : roll < 0.65 ? 'News Pending' : roll < 0.8 ? 'News Dissemination' : roll < 0.93 ? 'Corporate Action' : 'Regulatory Concern';
    const haltSeconds = SESSION.open + 300 + Math.floor(random() * (SESSION.close - SESSION.open - 900));
    const minutes = reason === 'LULD Pause' ? 5 : reason === 'Regulatory Concern' ? null : 15 + Math.floor(random() * 60);
    const resumeSeconds = minutes === null || haltSeconds + minutes * 60 > SESSION.close ? null : haltSeconds + minutes * 60;
    halts.push({
      id: `${day}-${instrument.symbol}-${haltSeconds}`,
      symbol: instrument.symbol,
      name: instrument.name,
      exchange: instrument.exchange,
      reason,
      haltDate: day,
      haltTime: clockTime(haltSeconds),
      resumeDate: resumeSeconds === null ? '' : day,
      resumeTime: resumeSeconds === null ? '' : clockTime(resumeSeconds),
      haltSeconds,
      resumeSeconds,
    });
  }
  return halts.sort((a, b) => b.haltSeconds - a.haltSeconds);
}

export class SimulatedProvider implements MarketDataProvider {
  constructor(private readonly clock: Clock) {}

  async instruments(): Promise<Instrument[]> {
    return [...INSTRUMENTS, ...INDICES.map(({ base: _base, ...index }) => index)];
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    const { day, minute } = sessionDay(this.clock.now());
    return symbols.flatMap((symbol) => {
      const instrument = BY_SYMBOL.get(symbol);
      return instrument ? [quoteOf(instrument, day, minute)] : [];
    });
  }

  async indexSeries(symbol: string): Promise<IndexSeries | undefined> {
    const index = INDICES.find((i) => i.symbol === symbol);
    if (!index) return undefined;
    const { day, minute } = sessionDay(this.clock.now());
    const p = path(index, day, minute);
    // One point every five minutes, and the latest minute.
    const points = p.closes.flatMap((value, m) => ((m + 1) % 5 === 0 || m === p.closes.length - 1 ? [{ time: newYorkInstant(day, SESSION.open + (m + 1) * 60).toISOString(), value: round(value) }] : []));
    return { symbol: index.symbol, name: index.name, previousClose: round(p.previousClose), points: [{ time: newYorkInstant(day, SESSION.open).toISOString(), value: round(p.open) }, ...points] };
  }

  async statistics(): Promise<MarketStatistics> {
    return dailyStatistics(newYorkTime(this.clock.now()).day);
  }

  /** Halts that had begun by now on the trading days from `from` to `to`; a resumption shows once it happened. */
  async halts({ from, to }: { from: string; to: string }): Promise<Halt[]> {
    const now = newYorkTime(this.clock.now());
    const halts: Halt[] = [];
    for (let day = to > now.day ? now.day : to; day >= from; day = previousTradingDay(day)) {
      if (!isTradingDay(day)) continue;
      for (const { haltSeconds, resumeSeconds, ...halt } of dayHalts(day)) {
        if (day === now.day && haltSeconds > now.seconds) continue;
        const resumed = resumeSeconds !== null && (day < now.day || resumeSeconds <= now.seconds);
        halts.push(resumed ? halt : { ...halt, resumeDate: '', resumeTime: '' });
      }
    }
    return halts;
  }
}

