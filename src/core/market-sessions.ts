/**
 * The sessions of each US market group (DOMAIN-NOTES "Trading hours (Eastern Time)") and the
 * session a group is in at an instant, on the exchange calendar's holidays and early closes.
 * Times are `HH:mm` in New York.
 */
import { EARLY_CLOSE, marketDay } from './exchange-calendar';
import { minutesOf, newYorkClock, type ClockTime } from './time';

export const MARKET_GROUP_IDS = ['nyse', 'nyse-american', 'nyse-arca', 'nyse-national', 'nyse-texas', 'options'] as const;
export type MarketGroupId = (typeof MARKET_GROUP_IDS)[number];

export interface Session {
  start: ClockTime;
  end: ClockTime;
}

export interface MarketGroupHours {
  id: MarketGroupId;
  name: string;
  /** Orders may be entered from here until the first session. */
  preOpen: ClockTime;
  /** The early session (opened by an auction where the market holds one). */
  early?: Session;
  /** The core session: opening auction to closing auction. */
  core: Session;
  late?: Session;
  /** When closing imbalance information is published from, where DOMAIN-NOTES gives it. */
  closingImbalance?: ClockTime;
  /** The core session's end on an early-close day. */
  earlyClose: ClockTime;
}

const CORE: Session = { start: '09:30', end: '16:00' };
const EARLY_7: Session = { start: '07:00', end: '09:30' };
const LATE: Session = { start: '16:00', end: '20:00' };

/** Sessions of each market group (DOMAIN-NOTES; NYSE Texas is assumed to keep NYSE National's hours). */
export const MARKET_GROUPS: Record<MarketGroupId, MarketGroupHours> = {
  nyse: { id: 'nyse', name: 'NYSE', preOpen: '06:30', core: CORE, closingImbalance: '15:50', earlyClose: EARLY_CLOSE.close },
  'nyse-american': { id: 'nyse-american', name: 'NYSE American Equities', preOpen: '06:30', early: EARLY_7, core: CORE, late: LATE, earlyClose: EARLY_CLOSE.close },
  'nyse-arca': { id: 'nyse-arca', name: 'NYSE Arca Equities', preOpen: '02:30', early: { start: '04:00', end: '09:30' }, core: CORE, late: LATE, earlyClose: EARLY_CLOSE.close },
  'nyse-national': { id: 'nyse-national', name: 'NYSE National', preOpen: '06:30', early: EARLY_7, core: CORE, late: LATE, earlyClose: EARLY_CLOSE.close },
  'nyse-texas': { id: 'nyse-texas', name: 'NYSE Texas', preOpen: '06:30', early: EARLY_7, core: CORE, late: LATE, earlyClose: EARLY_CLOSE.close },
  options: { id: 'options', name: 'Options (NYSE Arca and NYSE American)', preOpen: '06:00', core: CORE, earlyClose: EARLY_CLOSE.optionsClose },
};

export type Phase = 'closed' | 'pre-open' | 'early' | 'core' | 'late';

export interface GroupStatus {
  phase: Phase;
  /** When the phase ends (absent when closed). */
  until?: ClockTime;
  /** Why a weekday is closed: the holiday's name. */
  holiday?: string;
  /** Set on early-close days. */
  earlyClose?: boolean;
}

/** The session a market group is in at an instant (New York time, holidays and early closes included). */
export function marketStatus(groupId: MarketGroupId, instant: Date): GroupStatus {
  const group = MARKET_GROUPS[groupId];
  const { day, time } = newYorkClock(instant);
  const kind = marketDay(day);
  if (kind.kind === 'weekend') return { phase: 'closed' };
  if (kind.kind === 'holiday') return { phase: 'closed', holiday: kind.name! };
  const short = kind.kind === 'early-close';
  const core: Session = { start: group.core.start, end: short ? group.earlyClose : group.core.end };
  const late = group.late && (short ? { start: core.end, end: EARLY_CLOSE.lateSessionClose } : group.late);
  const phases: [Phase, Session][] = [
    ['pre-open', { start: group.preOpen, end: (group.early ?? core).start }],
    ...(group.early ? [['early', group.early] as [Phase, Session]] : []),
    ['core', core],
    ...(late ? [['late', late] as [Phase, Session]] : []),
  ];
  const now = minutesOf(time);
  const found = phases.find(([, s]) => now >= minutesOf(s.start) && now < minutesOf(s.end));
  const flags = short ? { earlyClose: true } : {};
  return found ? { phase: found[0], until: found[1].end, ...flags } : { phase: 'closed', ...flags };
}

/** The regular (core) session in seconds since New York's midnight: 09:30 to 16:00. */
export const REGULAR_SESSION = { open: minutesOf(CORE.start) * 60, close: minutesOf(CORE.end) * 60 } as const;
