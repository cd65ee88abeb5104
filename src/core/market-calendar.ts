/**
 * The US equity and options market calendar (DOMAIN-NOTES "Trading hours (Eastern Time)"): the
 * scheduled holidays and early closes of any year, computed from their rules, and the sessions
 * of each market group. Days are ISO dates (`yyyy-MM-dd`), times `HH:mm` in New York.
 *
 * Observance (NYSE Rule 7.2): a holiday on a Sunday is observed on the Monday after, one on a
 * Saturday on the Friday before, except that Rule 7.2 keeps the exchange open on that Friday
 * when it ends a yearly accounting period: a Saturday New Year's Day is not observed at all, and
 * December 31 of the year before is a full trading day (2022). Juneteenth is a holiday from 2022,
 * Martin Luther King Jr. Day from 1998. Unscheduled closings (national days of mourning, weather)
 * are announced by the exchange and are not computed here.
 *
 * Early closes (13:00; eligible options 13:15; late sessions end at 17:00): the day after
 * Thanksgiving; Christmas Eve when it is a Monday to Thursday (a Friday Christmas Eve is the
 * observed Christmas); and July 3 when it is a Monday to Thursday (July 4 on a Tuesday to Friday):
 * when July 4 falls on a weekend or a Monday there is no early close.
 */
import { easter, isoDay, nthWeekday, utc } from './trading-days';

const DAY_MS = 86_400_000;

export const HOLIDAY_IDS = [
  'new-years-day',
  'martin-luther-king-jr-day',
  'washingtons-birthday',
  'good-friday',
  'memorial-day',
  'juneteenth',
  'independence-day',
  'labor-day',
  'thanksgiving-day',
  'christmas-day',
] as const;
export type HolidayId = (typeof HOLIDAY_IDS)[number];

export const HOLIDAY_NAMES: Record<HolidayId, string> = {
  'new-years-day': 'New Year’s Day',
  'martin-luther-king-jr-day': 'Martin Luther King Jr. Day',
  'washingtons-birthday': 'Washington’s Birthday',
  'good-friday': 'Good Friday',
  'memorial-day': 'Memorial Day',
  juneteenth: 'Juneteenth National Independence Day',
  'independence-day': 'Independence Day',
  'labor-day': 'Labor Day',
  'thanksgiving-day': 'Thanksgiving Day',
  'christmas-day': 'Christmas Day',
};

export const EARLY_CLOSE_IDS = ['independence-day-eve', 'day-after-thanksgiving', 'christmas-eve'] as const;
export type EarlyCloseId = (typeof EARLY_CLOSE_IDS)[number];

export const EARLY_CLOSE_NAMES: Record<EarlyCloseId, string> = {
  'independence-day-eve': 'Day before Independence Day',
  'day-after-thanksgiving': 'Day after Thanksgiving',
  'christmas-eve': 'Christmas Eve',
};

/** Closing times of an early-close day. */
export const EARLY_CLOSE = { close: '13:00', optionsClose: '13:15', lateSessionClose: '17:00' } as const;

/** The first year each rule applies to (the calendar is not defined before the first). */
export const CALENDAR_FROM = 1998;
const JUNETEENTH_FROM = 2022;

export interface MarketHoliday {
  id: HolidayId;
  name: string;
  /** The holiday's own date. */
  date: string;
  /** The day markets close for it (the date, the Friday before or the Monday after); `null`: not observed. */
  observed: string | null;
}

export interface EarlyClose {
  id: EarlyCloseId;
  name: string;
  date: string;
}

/** One row of a year's calendar, in date order. */
export interface CalendarEntry {
  /** The day it concerns: the observed day, the early-close day, or the date of a holiday that is not observed. */
  date: string;
  name: string;
  /** `closed`: markets are closed; `early-close`: they close at 13:00; `open`: a holiday markets do not observe. */
  status: 'closed' | 'early-close' | 'open';
  /** A closed day observed for a holiday on another date: that date. */
  holidayDate?: string;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);


/** Easter Sunday of the Gregorian calendar, as `yyyy-MM-dd`. */
export function easterSunday(year: number): string {
  return isoDay(easter(year));
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < CALENDAR_FROM || year > 9999) throw new RangeError(`The market calendar covers the years ${CALENDAR_FROM} to 9999, not ${year}`);
}

/** The day a holiday is observed under NYSE Rule 7.2, or `null` for a Saturday New Year's Day. */
function observedDay(id: HolidayId, date: Date): Date | null {
  const weekday = date.getUTCDay();
  if (weekday === 0) return addDays(date, 1);
  if (weekday === 6) return id === 'new-years-day' ? null : addDays(date, -1);
  return date;
}

const holidayCache = new Map<number, readonly MarketHoliday[]>();

/** The scheduled market holidays of a year, in date order, each with the day it is observed. */
export function marketHolidays(year: number): readonly MarketHoliday[] {
  checkYear(year);
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const dates: [HolidayId, Date][] = [
    ['new-years-day', utc(year, 1, 1)],
    ['martin-luther-king-jr-day', nthWeekday(year, 1, 1, 3)],
    ['washingtons-birthday', nthWeekday(year, 2, 1, 3)],
    ['good-friday', addDays(new Date(`${easterSunday(year)}T00:00:00Z`), -2)],
    ['memorial-day', nthWeekday(year, 5, 1, -1)],
    ...(year >= JUNETEENTH_FROM ? [['juneteenth', utc(year, 6, 19)] as [HolidayId, Date]] : []),
    ['independence-day', utc(year, 7, 4)],
    ['labor-day', nthWeekday(year, 9, 1, 1)],
    ['thanksgiving-day', nthWeekday(year, 11, 4, 4)],
    ['christmas-day', utc(year, 12, 25)],
  ];
  const holidays = dates.map(([id, date]): MarketHoliday => {
    const observed = observedDay(id, date);
    return { id, name: HOLIDAY_NAMES[id], date: isoDay(date), observed: observed && isoDay(observed) };
  });
  holidayCache.set(year, holidays);
  return holidays;
}

/** The days of a year markets are closed for a holiday. */
export function marketClosedDays(year: number): Set<string> {
  return new Set(marketHolidays(year).flatMap((h) => (h.observed ? [h.observed] : [])));
}

/** The early closes of a year, in date order. */
export function earlyCloses(year: number): EarlyClose[] {
  checkYear(year);
  const weekdayOf = (date: Date) => date.getUTCDay();
  const isMonToThu = (date: Date) => weekdayOf(date) >= 1 && weekdayOf(date) <= 4;
  const july3 = utc(year, 7, 3);
  const christmasEve = utc(year, 12, 24);
  const days: [EarlyCloseId, Date][] = [
    ...(isMonToThu(july3) ? [['independence-day-eve', july3] as [EarlyCloseId, Date]] : []),
    ['day-after-thanksgiving', addDays(nthWeekday(year, 11, 4, 4), 1)],
    ...(isMonToThu(christmasEve) ? [['christmas-eve', christmasEve] as [EarlyCloseId, Date]] : []),
  ];
  return days.map(([id, date]) => ({ id, name: EARLY_CLOSE_NAMES[id], date: isoDay(date) }));
}

/** A year's holidays and early closes as one list in date order (holidays that are not observed included). */
export function marketCalendar(year: number): CalendarEntry[] {
  const entries: CalendarEntry[] = [
    ...marketHolidays(year).map((h): CalendarEntry => {
      if (!h.observed) return { date: h.date, name: h.name, status: 'open' };
      return { date: h.observed, name: h.observed === h.date ? h.name : `${h.name} (observed)`, status: 'closed', ...(h.observed === h.date ? {} : { holidayDate: h.date }) };
    }),
    ...earlyCloses(year).map((e): CalendarEntry => ({ date: e.date, name: e.name, status: 'early-close' })),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

export type DayKind = 'weekend' | 'holiday' | 'early-close' | 'regular';

/** What kind of day an ISO date is for the markets (with the holiday or early close's name). */
export function marketDay(day: string): { kind: DayKind; name?: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return { kind: 'weekend' };
  const year = date.getUTCFullYear();
  const holiday = marketHolidays(year).find((h) => h.observed === day);
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const early = earlyCloses(year).find((e) => e.date === day);
  if (early) return { kind: 'early-close', name: early.name };
  return { kind: 'regular' };
}

// Market groups and their sessions.

export const MARKET_GROUP_IDS = ['nyse', 'nyse-american', 'nyse-arca', 'nyse-national', 'nyse-texas', 'options'] as const;
export type MarketGroupId = (typeof MARKET_GROUP_IDS)[number];

/** `HH:mm`, Eastern Time. */
export type ClockTime = string;

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

/** `6:30 a.m.`, `4:00 p.m.`: a clock time as the exchange writes it. */
export function formatClockTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const NEW_YORK = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** New York's calendar day and time of an instant. */
export function newYorkClock(instant: Date): { day: string; year: number; time: ClockTime } {
  const parts: Record<string, string> = {};
  for (const { type, value } of NEW_YORK.formatToParts(instant)) parts[type] = value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, year: Number(parts.year), time: `${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}` };
}

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
