/**
 * The session request (specification §3 "Session request form", §4, §5): its markets, request
 * types, actions, session types and option lists, ONE table of which fields show and which are
 * required for each action, request type and market type, and the parser that the server
 * (through `FormSpec.parse`) and the browser both run on what was sent. Free of zod and React.
 */
import { message } from './errors';
import { ipv4AddressProblem, ipv4RangeProblem } from './ip-range';

export const ACTIONS = ['Clone', 'Create', 'Modify', 'Remove'] as const;
export type Action = (typeof ACTIONS)[number];

export const REQUEST_TYPES = ['TRF Session', 'Order Session', 'Drop Copy Session', 'Market Data Refresh/Retransmission', 'Source IP Update'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const MARKET_FLAGS = ['TRFSession', 'orderSession', 'dropCopy', 'marketData', 'sourceIpUpdate'] as const;
export type MarketFlag = (typeof MARKET_FLAGS)[number];

/** `FINRA_OR_NYSE_TRF` is the specification's; equities and options tell the order fields apart. */
export const MARKET_TYPES = ['EQUITIES', 'OPTIONS', 'FINRA_OR_NYSE_TRF'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export interface Market {
  name: string;
  type: MarketType;
  /** Which request types the market takes. */
  flags: Readonly<Record<MarketFlag, boolean>>;
}

// §3: the TRF has TRF sessions and no order sessions, the others the reverse; the
// specification restricts no market's drop copy, market data or source IP requests.
const flags = (trf: boolean) => ({ TRFSession: trf, orderSession: !trf, dropCopy: true, marketData: true, sourceIpUpdate: true });

export const MARKETS: readonly Market[] = [
  { name: 'NYSE American Equities', type: 'EQUITIES', flags: flags(false) },
  { name: 'NYSE Arca Equities', type: 'EQUITIES', flags: flags(false) },
  { name: 'NYSE Texas Equities', type: 'EQUITIES', flags: flags(false) },
  { name: 'NYSE Equities', type: 'EQUITIES', flags: flags(false) },
  { name: 'NYSE National Equities', type: 'EQUITIES', flags: flags(false) },
  { name: 'NYSE Arca Options', type: 'OPTIONS', flags: flags(false) },
  // Depth-of-book and quote products of the equities markets.
  { name: 'NYSE BQT/Pillar Depth', type: 'EQUITIES', flags: flags(false) },
  { name: 'FINRA/NYSE TRF', type: 'FINRA_OR_NYSE_TRF', flags: flags(true) },
];

export const marketNamed = (name: string): Market | undefined => MARKETS.find((m) => m.name === name);

/** Where a request type's answers live (`markets/{i}/{key}`, or `sourceIpUpdate` for the whole request). */
export const BLOCK_KEYS = {
  'TRF Session': 'trfSession',
  'Order Session': 'orderSession',
  'Drop Copy Session': 'dropCopy',
  'Market Data Refresh/Retransmission': 'marketData',
  'Source IP Update': 'sourceIpUpdate',
} as const satisfies Record<RequestType, string>;

export const REQUEST_TYPE_FLAGS: Record<RequestType, MarketFlag> = {
  'TRF Session': 'TRFSession',
  'Order Session': 'orderSession',
  'Drop Copy Session': 'dropCopy',
  'Market Data Refresh/Retransmission': 'marketData',
  'Source IP Update': 'sourceIpUpdate',
};

/** Whether a market takes a request type (its flag). */
export const takes = (market: Market, type: RequestType): boolean => market.flags[REQUEST_TYPE_FLAGS[type]];

const TRF = 'FINRA/NYSE TRF';
const ORDER_MARKETS = MARKETS.filter((m) => m.flags.orderSession).map((m) => m.name);

/**
 * Session types: the name people choose, the service desk's field name (what is sent), and the
 * markets that offer it. The specification names the markets of Market Maker, NYSE DMM and
 * Broker Only; the other order-entry types are offered wherever order sessions are, and the
 * TRF (which takes trade reports, not orders) offers Member and Service Bureau.
 */
export const SESSION_TYPES: readonly { name: string; field: string; markets: readonly string[] }[] = [
  { name: 'Member', field: 'member', markets: [...ORDER_MARKETS, TRF] },
  { name: 'Service Bureau', field: 'service_bureau', markets: [...ORDER_MARKETS, TRF] },
  { name: 'Market Maker', field: 'market_maker', markets: ['NYSE Arca Options'] },
  { name: 'NYSE DMM', field: 'nyse_dmm', markets: ['NYSE Equities'] },
  { name: 'Broker Only', field: 'broker_only', markets: ['NYSE Equities'] },
  { name: 'Member DMA', field: 'member_dma', markets: ORDER_MARKETS },
  { name: 'Risk (Clearing Firm)', field: 'risk_clearing_firm', markets: ORDER_MARKETS },
  { name: 'Risk (Entering Firm)', field: 'risk_entering_firm', markets: ORDER_MARKETS },
  { name: 'Risk (Market Maker)', field: 'risk_market_maker', markets: ORDER_MARKETS },
  { name: 'NYSE Broker OMS', field: 'nyse_broker_oms', markets: ORDER_MARKETS },
  { name: 'NYSE Broker FBA', field: 'nyse_broker_fba', markets: ORDER_MARKETS },
];

export const NETWORK_PROVIDERS = ['LCN', 'LLN', 'ICE Global Network high availability', 'ICE Global Network low latency', 'Extranet/Other'] as const;

/** §3: on Modify every select also offers this, meaning "leave as it is". */
export const NO_UPDATE = 'No Update';
/** What a blank maxOrderQty means (§5). */
export const EXCHANGE_MAXIMUM = 'Exchange maximum';

export const MAX_ORDER_QTY = { min: 1, max: 999_999_999 } as const;
/** Bounds of what one request may hold. */
export const LIMITS = { sourceIps: 50, ids: 50, id: 32, text: 100, instructions: 2000 } as const;

export interface Option {
  value: string;
  label: string;
}

/** A select's choices: for every market type, with a list of its own for some. */
type OptionLists = { all: readonly string[] } & Partial<Record<MarketType, readonly string[]>>;

/**
 * How a field is answered: one choice, an ID, a list of IDs (comma separated), a line or a
 * block of text, a quantity; the source IP update's list of ranges and its map of markets.
 */
export type FieldInput = 'select' | 'id' | 'ids' | 'text' | 'textarea' | 'quantity' | 'sourceIps' | 'marketMap';

export interface FieldRule {
  name: string;
  /** The field name of the messages (`'{field name} is required'`). */
  label: string;
  input: FieldInput;
  /** The actions on which the field shows. */
  show: readonly Action[];
  /** The actions on which it must be answered (always among `show`). */
  required: readonly Action[];
  /** Market types it shows for; absent: every market that takes its request type. */
  marketTypes?: readonly MarketType[];
  /** A select's choices, or the session types the market offers. */
  options?: OptionLists | 'sessionTypes';
}

const ALL: readonly Action[] = ACTIONS;
/** The actions that set a session up: its settings show (Clone copies them from the named sessions). */
const SETUP: readonly Action[] = ['Create', 'Modify'];
/** The actions that name existing sessions (§5: senderCompIDs required on clone, modify and remove). */
const EXISTING: readonly Action[] = ['Clone', 'Modify', 'Remove'];
const NONE: readonly Action[] = [];

const select = (name: string, label: string, options: OptionLists | 'sessionTypes', more: Partial<FieldRule> = {}): FieldRule => ({
  name,
  label,
  input: 'select',
  show: SETUP,
  required: SETUP,
  options,
  ...more,
});

/**
 * THE rules table (§4, §5): per request type, its fields, on which actions each shows and is
 * required, and for which market types. Fields of a request type show (and so can be
 * required) only when it is chosen, for the chosen markets that take it.
 */
export const RULES: Readonly<Record<RequestType, readonly FieldRule[]>> = {
  'Order Session': [
    select('sessionType', 'Session type', 'sessionTypes'),
    select('protocolOption', 'Protocol', { all: ['FIX Order Entry', 'Binary Order Entry'] }),
    { name: 'senderCompIDs', label: 'SenderCompIDs', input: 'ids', show: ALL, required: EXISTING },
    { name: 'mpIDS', label: 'MPIDs', input: 'ids', show: ALL, required: ['Create'] },
    select('cancelOnDisconnect', 'Cancel on disconnect', { all: ['None', 'Cancel All', 'Cancel All Except on Open/Close'] }),
    select('priorityUpdate', 'Priority update', {
      all: ['Do Not Subscribe', 'Subscribe for Reserve Order Only', 'N/A'],
      OPTIONS: ['Do Not Subscribe', 'Subscribe for Reserve Order Only', 'Subscribe for Reserve and Repricing Orders (Options Only)', 'N/A'],
    }),
    select('symbolEligibility', 'Symbol eligibility', { all: ['All Symbols', 'Test Symbols Only', 'N/A'] }),
    select('selfTradeOption', 'Self-trade prevention', { all: ['None', 'Cancel Both', 'Cancel Newest', 'Cancel Oldest', 'Decrement', 'N/A'] }),
    select('stpType', 'STP type', { all: ['None', 'ClientID Based', 'MPID Based'] }),
    { name: 'maxOrderQty', label: 'Max order quantity', input: 'quantity', show: SETUP, required: NONE },
    select('orderCapacityEquitiesOnly', 'Order capacity (equities only)', { all: ['None', 'Agency', 'Principal', 'Riskless Principal'] }, { marketTypes: ['EQUITIES'] }),
    // BOLD exposes an options order to the market before it routes; the session default.
    select(
      'boldDefaultValue',
      'BOLD default',
      {
        all: [
          'No BOLD Designation',
          'BOLD: expose order details only',
          'BOLD: expose order details and capacity',
          'BOLD: expose order details and participant ID',
          'BOLD: expose order details, capacity and participant ID',
        ],
      },
      { marketTypes: ['OPTIONS'] },
    ),
    { name: 'orderSessionInstructions', label: 'Order session instructions', input: 'textarea', show: ALL, required: NONE },
  ],
  'TRF Session': [
    select('sessionType', 'Session type', 'sessionTypes'),
    select('trfProtocolOption', 'Protocol', { all: ['FIX'] }),
    { name: 'senderCompIDs', label: 'SenderCompIDs', input: 'ids', show: ALL, required: EXISTING },
    { name: 'mpIDS', label: 'MPIDs', input: 'ids', show: ALL, required: ['Create'] },
    { name: 'instructions', label: 'TRF session instructions', input: 'textarea', show: ALL, required: NONE },
  ],
  'Drop Copy Session': [
    select('protocol', 'Drop copy protocol', { all: ['FIX Drop', 'Binary Drop', 'N/A'], FINRA_OR_NYSE_TRF: ['FIX'] }),
    select('messagePreference', 'Message preference', {
      all: ['All Activity (Exchange Side)', 'Fills/Partial Fills Only', 'N/A'],
      FINRA_OR_NYSE_TRF: ['All Activity (Trade Report Accepts and Trade Report Rejects)', 'Trade Report Accepts Only'],
    }),
    select('dropCopyFilter', 'Drop copy filter', { all: ['Sender Comp ID', 'MPID', 'MMID', 'Clearing Firm'], FINRA_OR_NYSE_TRF: ['Sender Comp ID', 'MPID', 'Clearing Firm'] }),
    { name: 'mpIdFilterItems', label: 'Filter values', input: 'ids', show: SETUP, required: ['Create'] },
    // §5: the drop session's own sender id names the session to change (and to copy or remove).
    { name: 'dropSessionSenderCompId', label: 'Drop session SenderCompID', input: 'id', show: EXISTING, required: EXISTING },
    { name: 'dropCopySenderCompId', label: 'Drop copy SenderCompID', input: 'id', show: ['Create', 'Clone'], required: NONE },
    { name: 'dropCopyInstructions', label: 'Drop copy instructions', input: 'textarea', show: ALL, required: NONE },
  ],
  'Market Data Refresh/Retransmission': [{ name: 'md_sessionName', label: 'Market data session name', input: 'text', show: ALL, required: ALL }],
  'Source IP Update': [
    { name: 'sourceIPS', label: 'Source IP list', input: 'sourceIps', show: ALL, required: ALL },
    { name: 'sourceIPMarkets', label: 'Source IP markets', input: 'marketMap', show: ALL, required: ALL },
    { name: 'sourceIpInstructions', label: 'Source IP instructions', input: 'textarea', show: ALL, required: NONE },
  ],
};

/** The fields of one source IP row (all shown on every action). */
export const SOURCE_IP_ROW: readonly FieldRule[] = [
  select('networkProvider', 'Network provider', { all: NETWORK_PROVIDERS }, { show: ALL, required: ALL }),
  { name: 'sourceIP', label: 'Source IP range', input: 'text', show: ALL, required: ALL },
  { name: 'peeringIP', label: 'Peering IP', input: 'text', show: ALL, required: NONE },
];

/** A select's choices in a market, on an action (Modify adds No Update first). */
export function optionsFor({ rule, market, action }: { rule: FieldRule; market?: Market; action: Action }): Option[] {
  const base: Option[] =
    rule.options === 'sessionTypes'
      ? SESSION_TYPES.filter((t) => market && t.markets.includes(market.name)).map((t) => ({ value: t.field, label: t.name }))
      : ((market && rule.options?.[market.type]) ?? rule.options?.all ?? []).map((v) => ({ value: v, label: v }));
  return action === 'Modify' ? [{ value: NO_UPDATE, label: NO_UPDATE }, ...base] : base;
}

export interface ShownField {
  rule: FieldRule;
  required: boolean;
}

/** The fields a request type shows for a market on an action, in order, and whether each is required. */
export function fieldsFor({ action, requestType, market }: { action: Action; requestType: RequestType; market: Market }): ShownField[] {
  if (!takes(market, requestType)) return [];
  return RULES[requestType]
    .filter((rule) => rule.show.includes(action) && (!rule.marketTypes || rule.marketTypes.includes(market.type)))
    .map((rule) => ({ rule, required: rule.required.includes(action) }));
}

/** The fields of the request-wide source IP update on an action. */
export function sourceIpFields(action: Action): ShownField[] {
  return RULES['Source IP Update'].filter((rule) => rule.show.includes(action)).map((rule) => ({ rule, required: rule.required.includes(action) }));
}

// ——— Parsing ———

export interface SessionRequestCheck {
  values: Record<string, unknown>;
  /** Problems by JSON path below `values` (`markets/0/orderSession/maxOrderQty`); `''` for the request. */
  errors: Record<string, string>;
}

type Fail = (path: string, problem: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const required = (label: string) => message('FIELD_REQUIRED', { field: label });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\n\r\t]/;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** Refuses keys a part of the request does not have. */
function unknownKeys(input: Record<string, unknown>, known: readonly string[], at: string, fail: Fail, why?: (key: string) => string | undefined): void {
  for (const key of Object.keys(input)) {
    if (!known.includes(key)) fail(`${at}/${key.slice(0, 64)}`, why?.(key) ?? `This form has no field "${key.slice(0, 64)}"`);
  }
}

/** Text as sent: trimmed, within its length, without control characters or broken Unicode. */
function textOf(raw: unknown, label: string, max: number, multiline: boolean): { value: string; problem?: string } {
  if (raw === undefined || raw === null) return { value: '' };
  if (typeof raw !== 'string') return { value: '', problem: `${label}: send text` };
  const value = raw.trim();
  if (value.length > max) return { value, problem: `${label}: use at most ${max.toLocaleString('en-US')} characters` };
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return { value, problem: `${label}: remove the control characters` };
  if (LONE_SURROGATE.test(value)) return { value, problem: `${label}: the text is not valid Unicode` };
  return { value };
}

/** maxOrderQty (§5): a whole number from 1 to 999999999; blank is the exchange maximum on create and no update on modify. */
export function parseQuantity(raw: unknown, label: string, action: Action): { value: number | string; problem?: string } {
  const blank = action === 'Modify' ? NO_UPDATE : EXCHANGE_MAXIMUM;
  let text: string;
  if (typeof raw === 'number') text = Number.isFinite(raw) ? String(raw) : 'x';
  else if (raw === undefined || raw === null) text = '';
  else if (typeof raw === 'string') text = raw.trim();
  else return { value: blank, problem: `${label}: send a number` };
  if (text === '') return { value: blank };
  if (!/^[+-]?\d{1,30}$/.test(text)) return { value: blank, problem: `${label}: enter a whole number, like 5000` };
  const value = Number(text);
  if (value < MAX_ORDER_QTY.min) return { value, problem: message('MIN_VALUE', { field: label, min: MAX_ORDER_QTY.min }) };
  if (value > MAX_ORDER_QTY.max) return { value, problem: message('MAX_VALUE', { field: label, max: MAX_ORDER_QTY.max }) };
  return { value };
}

/** IDs typed as a list (`ABC1, ABC2`): each letters, digits and . _ -. */
function idsOf(raw: unknown, label: string): { value: string[]; problem?: string } {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : raw === undefined || raw === null ? [] : undefined;
  if (!items) return { value: [], problem: `${label}: send text` };
  if (items.length > LIMITS.ids * 2) return { value: [], problem: `${label}: at most ${LIMITS.ids}` };
  const value: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return { value, problem: `${label}: send text` };
    const id = item.trim();
    if (id === '') continue;
    if (id.length > LIMITS.id || !ID.test(id)) return { value, problem: `${label}: "${id.slice(0, LIMITS.id)}" is not an ID; use letters, digits and . _ - (at most ${LIMITS.id}), separated by commas` };
    if (!value.includes(id)) value.push(id);
  }
  if (value.length > LIMITS.ids) return { value, problem: `${label}: at most ${LIMITS.ids}` };
  return { value };
}

/** One answer of a block (not the source IP list or markets map). */
function parseAnswer(shown: ShownField, raw: unknown, ctx: { action: Action; market?: Market }): { value: unknown; problem?: string } {
  const { rule } = shown;
  const { label } = rule;
  switch (rule.input) {
    case 'select': {
      const { value, problem } = textOf(raw, label, 200, false);
      if (problem) return { value, problem };
      if (value === '') return { value, ...(shown.required ? { problem: required(label) } : {}) };
      const ok = optionsFor({ rule, action: ctx.action, ...(ctx.market ? { market: ctx.market } : {}) }).some((o) => o.value === value);
      return ok ? { value } : { value, problem: `${label}: choose one of the options${ctx.market ? ` for ${ctx.market.name}` : ''}` };
    }
    case 'quantity':
      return parseQuantity(raw, label, ctx.action);
    case 'ids': {
      const result = idsOf(raw, label);
      return result.problem || result.value.length > 0 || !shown.required ? result : { value: result.value, problem: required(label) };
    }
    default: {
      const max = rule.input === 'textarea' ? LIMITS.instructions : rule.input === 'id' ? LIMITS.id : LIMITS.text;
      const result = textOf(raw, label, max, rule.input === 'textarea');
      if (result.problem) return result;
      if (result.value === '') return shown.required ? { value: '', problem: required(label) } : result;
      if (rule.input === 'id' && !ID.test(result.value)) return { value: result.value, problem: `${label}: use letters, digits and . _ -` };
      return result;
    }
  }
}

/** Parses the answers of one block (a request type for one market) against its shown fields. */
function parseBlock(raw: unknown, fields: readonly ShownField[], at: string, ctx: { action: Action; market?: Market; type: RequestType }, fail: Fail): Record<string, unknown> {
  const input = raw === undefined ? {} : raw;
  if (!isRecord(input)) {
    fail(at, `${ctx.type}: send the answers as an object`);
    return {};
  }
  const names = fields.map((f) => f.rule.name);
  const all = RULES[ctx.type].map((r) => r.name);
  unknownKeys(input, names, at, fail, (key) => (all.includes(key) ? `${RULES[ctx.type].find((r) => r.name === key)!.label} does not apply to a ${ctx.action} request${ctx.market ? ` for ${ctx.market.name}` : ''}` : undefined));
  const out: Record<string, unknown> = {};
  for (const shown of fields) {
    const { value, problem } = parseAnswer(shown, Object.hasOwn(input, shown.rule.name) ? input[shown.rule.name] : undefined, ctx);
    if (problem) fail(`${at}/${shown.rule.name}`, problem);
    out[shown.rule.name] = value;
  }
  return out;
}

/** A list of distinct choices among `allowed`, in the listed order. */
function choices<T extends string>(raw: unknown, allowed: readonly T[], label: string, at: string, fail: Fail): T[] {
  const list = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > allowed.length * 2) {
    fail(at, `${label}: choose among the ${allowed.length} options`);
    return [];
  }
  const bad = list.find((v) => typeof v !== 'string' || !allowed.includes(v as T));
  if (bad !== undefined) fail(at, `${label}: "${String(bad).slice(0, 64)}" is not one of the options`);
  const chosen = allowed.filter((a) => list.includes(a));
  if (list.length === 0) fail(at, required(label));
  return chosen;
}

function parseSourceIps(raw: unknown, action: Action, chosen: readonly Market[], at: string, fail: Fail): Record<string, unknown> {
  const input = raw === undefined ? {} : raw;
  if (!isRecord(input)) {
    fail(at, 'Source IP Update: send the answers as an object');
    return {};
  }
  const fields = sourceIpFields(action);
  unknownKeys(input, fields.map((f) => f.rule.name), at, fail);
  const out: Record<string, unknown> = {};
  for (const { rule, required: needed } of fields) {
    const path = `${at}/${rule.name}`;
    const value = Object.hasOwn(input, rule.name) ? input[rule.name] : undefined;
    if (rule.input === 'sourceIps') out[rule.name] = parseIpRows(value, action, rule.label, path, needed, fail);
    else if (rule.input === 'marketMap') out[rule.name] = parseMarketMap(value, chosen, rule.label, path, needed, fail);
    else {
      const result = parseAnswer({ rule, required: needed }, value, { action });
      if (result.problem) fail(path, result.problem);
      out[rule.name] = result.value;
    }
  }
  return out;
}

function parseIpRows(raw: unknown, action: Action, label: string, at: string, needed: boolean, fail: Fail): Record<string, unknown>[] {
  const rows = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(rows)) {
    fail(at, `${label}: send a list of source IP ranges`);
    return [];
  }
  if (rows.length > LIMITS.sourceIps) {
    fail(at, `${label}: at most ${LIMITS.sourceIps} source IP ranges in one request (this one has ${rows.length.toLocaleString('en-US')}); send the rest in another request`);
    return [];
  }
  if (rows.length === 0 && needed) fail(at, required(label));
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const path = `${at}/${i}`;
    if (!isRecord(row)) {
      fail(path, `${label}: send each source IP range as an object`);
      return {};
    }
    const fields = SOURCE_IP_ROW.map((rule) => ({ rule, required: rule.required.includes(action) }));
    unknownKeys(row, fields.map((f) => f.rule.name), path, fail);
    const out: Record<string, unknown> = {};
    for (const shown of fields) {
      const { name, label: fieldLabel } = shown.rule;
      const result = parseAnswer(shown, row[name], { action });
      const value = typeof result.value === 'string' ? result.value : '';
      const problem =
        result.problem ?? (value === '' ? undefined : name === 'sourceIP' ? ipv4RangeProblem(value, fieldLabel) : name === 'peeringIP' ? ipv4AddressProblem(value, fieldLabel) : undefined);
      if (problem) fail(`${path}/${name}`, problem);
      else if (name === 'sourceIP' && value !== '') {
        if (seen.has(value)) fail(`${path}/${name}`, `${fieldLabel}: ${value} is listed twice`);
        seen.add(value);
      }
      out[name] = value;
    }
    return out;
  });
}

function parseMarketMap(raw: unknown, chosen: readonly Market[], label: string, at: string, needed: boolean, fail: Fail): Record<string, boolean> {
  const input = raw === undefined || raw === null ? {} : raw;
  if (!isRecord(input)) {
    fail(at, `${label}: send the markets as an object`);
    return {};
  }
  const out: Record<string, boolean> = {};
  const names = chosen.filter((m) => m.flags.sourceIpUpdate).map((m) => m.name);
  for (const [name, ticked] of Object.entries(input)) {
    if (!names.includes(name)) fail(at, `${label}: "${name.slice(0, 64)}" is not among the chosen markets`);
    else if (typeof ticked !== 'boolean') fail(at, `${label}: send true or false for ${name}`);
    else out[name] = ticked;
  }
  if (needed && !Object.values(out).some(Boolean)) fail(at, required(label));
  return out;
}

const TOP_KEYS = ['action', 'requestTypes', 'markets', 'sourceIpUpdate'] as const;

/**
 * Checks a session request as sent (§3–§5) and returns its cleaned values and its problems by
 * JSON path below `values`, in the order of the form. The server runs it through
 * `FormSpec.parse`; the island runs it before sending.
 */
export function parseSessionRequest(input: Record<string, unknown>): SessionRequestCheck {
  const errors: Record<string, string> = {};
  const fail: Fail = (path, problem) => {
    if (!Object.hasOwn(errors, path)) errors[path] = problem;
  };
  for (const key of Object.keys(input)) if (!(TOP_KEYS as readonly string[]).includes(key)) fail('', `This form has no field "${key.slice(0, 64)}"`);

  const actionText = textOf(input.action, 'Action', 20, false).value;
  const action = ACTIONS.find((a) => a === actionText);
  if (actionText === '') fail('action', required('Action'));
  else if (!action) fail('action', `Action: choose one of ${ACTIONS.join(', ')}`);
  const requestTypes = choices(input.requestTypes, REQUEST_TYPES, 'Request type', 'requestTypes', fail);

  const marketsRaw = input.markets === undefined || input.markets === null ? [] : input.markets;
  const entries: { market: Market; raw: Record<string, unknown>; at: string }[] = [];
  if (!Array.isArray(marketsRaw)) fail('markets', 'Market: send a list of markets');
  else if (marketsRaw.length > MARKETS.length) fail('markets', `Market: choose at most the ${MARKETS.length} markets, each once`);
  else {
    if (marketsRaw.length === 0) fail('markets', required('Market'));
    marketsRaw.forEach((raw, i) => {
      const at = `markets/${i}`;
      if (!isRecord(raw)) return fail(at, 'Market: send each market as an object');
      const name = textOf(raw.market, 'Market', 100, false).value;
      const market = marketNamed(name);
      if (name === '') return fail(`${at}/market`, required('Market'));
      if (!market) return fail(`${at}/market`, `Market: "${name.slice(0, 64)}" is not one of the markets`);
      if (entries.some((e) => e.market === market)) return fail(`${at}/market`, `Market: ${name} is chosen twice`);
      entries.push({ market, raw, at });
    });
  }
  const chosen = entries.map((e) => e.market);
  for (const type of requestTypes) {
    if (type === 'Source IP Update' || chosen.length === 0 || chosen.some((m) => takes(m, type))) continue;
    fail('requestTypes', `${type} does not apply to ${chosen.map((m) => m.name).join(', ')}`);
  }

  const values: Record<string, unknown> = { action: action ?? actionText, requestTypes };
  const blockTypes = REQUEST_TYPES.filter((t) => t !== 'Source IP Update');
  values.markets = entries.map(({ market, raw, at }) => {
    const out: Record<string, unknown> = { market: market.name };
    const mine = requestTypes.filter((t) => takes(market, t));
    if (mine.length === 0 && requestTypes.length > 0) fail(`${at}/market`, `None of the chosen request types applies to ${market.name}`);
    const keys = ['market', ...blockTypes.filter((t) => mine.includes(t)).map((t) => BLOCK_KEYS[t])];
    unknownKeys(raw, keys, at, fail, (key) => {
      const type = blockTypes.find((t) => BLOCK_KEYS[t] === key);
      if (!type) return undefined;
      return requestTypes.includes(type) ? `${market.name} takes no ${type}` : `${type} is not among the chosen request types`;
    });
    if (!action) return out;
    for (const type of blockTypes) {
      if (!mine.includes(type)) continue;
      const key = BLOCK_KEYS[type];
      out[key] = parseBlock(raw[key], fieldsFor({ action, requestType: type, market }), `${at}/${key}`, { action, market, type }, fail);
    }
    return out;
  });

  if (requestTypes.includes('Source IP Update')) {
    if (action) values.sourceIpUpdate = parseSourceIps(input.sourceIpUpdate, action, chosen, 'sourceIpUpdate', fail);
  } else if (input.sourceIpUpdate !== undefined) fail('sourceIpUpdate', 'Source IP Update is not among the chosen request types');

  return { values, errors };
}
