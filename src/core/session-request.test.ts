import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  fieldsFor,
  MARKETS,
  NETWORK_PROVIDERS,
  optionsFor,
  parseSessionRequest,
  REQUEST_TYPES,
  SESSION_TYPES,
  sourceIpFields,
  type Action,
  type Market,
  type RequestType,
  type ShownField,
} from './session-request';

// ——— The specification's own words (§3, §5), written out here rather than read from the code under test. ———

const SPEC_MARKETS = [
  'NYSE American Equities',
  'NYSE Arca Equities',
  'NYSE Texas Equities',
  'NYSE Equities',
  'NYSE National Equities',
  'NYSE Arca Options',
  'NYSE BQT/Pillar Depth',
  'FINRA/NYSE TRF',
];
const TRF = 'FINRA/NYSE TRF';
const SPEC_ACTIONS = ['Clone', 'Create', 'Modify', 'Remove'];
const SPEC_REQUEST_TYPES = ['TRF Session', 'Order Session', 'Drop Copy Session', 'Market Data Refresh/Retransmission', 'Source IP Update'];

/** §3: the fields of each request type. */
const SPEC_FIELDS: Record<string, string[]> = {
  'Order Session': [
    'sessionType',
    'protocolOption',
    'senderCompIDs',
    'mpIDS',
    'cancelOnDisconnect',
    'priorityUpdate',
    'symbolEligibility',
    'selfTradeOption',
    'stpType',
    'maxOrderQty',
    'orderCapacityEquitiesOnly',
    'boldDefaultValue',
    'orderSessionInstructions',
  ],
  'TRF Session': ['sessionType', 'trfProtocolOption', 'senderCompIDs', 'mpIDS', 'instructions'],
  'Drop Copy Session': ['protocol', 'messagePreference', 'dropCopyFilter', 'mpIdFilterItems', 'dropSessionSenderCompId', 'dropCopySenderCompId', 'dropCopyInstructions'],
  'Market Data Refresh/Retransmission': ['md_sessionName'],
  'Source IP Update': ['sourceIPS', 'sourceIPMarkets', 'sourceIpInstructions'],
};

/** §3: every option list, for the markets other than the TRF and for the TRF where it differs. */
const SPEC_OPTIONS: Record<string, { other: string[]; trf?: string[] }> = {
  protocolOption: { other: ['FIX Order Entry', 'Binary Order Entry'] },
  cancelOnDisconnect: { other: ['None', 'Cancel All', 'Cancel All Except on Open/Close'] },
  priorityUpdate: { other: ['Do Not Subscribe', 'Subscribe for Reserve Order Only', 'Subscribe for Reserve and Repricing Orders (Options Only)', 'N/A'] },
  symbolEligibility: { other: ['All Symbols', 'Test Symbols Only', 'N/A'] },
  selfTradeOption: { other: ['None', 'Cancel Both', 'Cancel Newest', 'Cancel Oldest', 'Decrement', 'N/A'] },
  stpType: { other: ['None', 'ClientID Based', 'MPID Based'] },
  orderCapacityEquitiesOnly: { other: ['None', 'Agency', 'Principal', 'Riskless Principal'] },
  trfProtocolOption: { other: ['FIX'], trf: ['FIX'] },
  protocol: { other: ['FIX Drop', 'Binary Drop', 'N/A'], trf: ['FIX'] },
  messagePreference: {
    other: ['All Activity (Exchange Side)', 'Fills/Partial Fills Only', 'N/A'],
    trf: ['All Activity (Trade Report Accepts and Trade Report Rejects)', 'Trade Report Accepts Only'],
  },
  dropCopyFilter: { other: ['Sender Comp ID', 'MPID', 'MMID', 'Clearing Firm'], trf: ['Sender Comp ID', 'MPID', 'Clearing Firm'] },
  networkProvider: { other: ['LCN', 'LLN', 'ICE Global Network high availability', 'ICE Global Network low latency', 'Extranet/Other'] },
};

const SPEC_SESSION_TYPES = [
  'Member',
  'Service Bureau',
  'Market Maker',
  'NYSE DMM',
  'Broker Only',
  'Member DMA',
  'Risk (Clearing Firm)',
  'Risk (Entering Firm)',
  'Risk (Market Maker)',
  'NYSE Broker OMS',
  'NYSE Broker FBA',
];

const BLOCK: Record<string, string> = {
  'TRF Session': 'trfSession',
  'Order Session': 'orderSession',
  'Drop Copy Session': 'dropCopy',
  'Market Data Refresh/Retransmission': 'marketData',
};

const market = (name: string): Market => MARKETS.find((m) => m.name === name)!;
const names = (fields: ShownField[]) => fields.map((f) => f.rule.name);
const requiredNames = (fields: ShownField[]) => fields.filter((f) => f.required).map((f) => f.rule.name);
/** The fields a combination shows: a market's request type, or the request-wide source IP update. */
const shown = (action: Action, type: RequestType, m: Market) => (type === 'Source IP Update' ? sourceIpFields(action) : fieldsFor({ action, requestType: type, market: m }));

/** §3's flags: the TRF takes TRF sessions and no order sessions; the other markets the reverse. */
const takesBySpec = (type: string, name: string) => (type === 'TRF Session' ? name === TRF : type === 'Order Session' ? name !== TRF : true);

/** A valid answer for each kind of field (what a visitor would type). */
function answerFor({ rule }: ShownField, action: Action, m: Market): unknown {
  switch (rule.input) {
    case 'select':
      return optionsFor({ rule, market: m, action }).at(-1)!.value;
    case 'ids':
      return 'ABCD1, ABCD2';
    case 'id':
      return 'DROP01';
    case 'text':
      return 'Retransmission A';
    case 'quantity':
      return '25000';
    case 'textarea':
      return 'Please confirm by e-mail.';
    case 'sourceIps':
      return [{ networkProvider: 'LCN', sourceIP: '203.0.113.0/24', peeringIP: '203.0.113.1' }];
    case 'marketMap':
      return { [m.name]: true };
  }
}

/** A request for one combination, its fields answered by `answer` (or left out). */
function requestFor(action: Action, type: RequestType, m: Market, answer?: (f: ShownField) => unknown): Record<string, unknown> {
  const fields = shown(action, type, m);
  const answers = answer ? Object.fromEntries(fields.map((f) => [f.rule.name, answer(f)])) : {};
  return {
    action,
    requestTypes: [type],
    markets: [type === 'Source IP Update' || !takesBySpec(type, m.name) ? { market: m.name } : { market: m.name, [BLOCK[type]!]: answers }],
    ...(type === 'Source IP Update' ? { sourceIpUpdate: answers } : {}),
  };
}

const COMBINATIONS = ACTIONS.flatMap((action) => REQUEST_TYPES.flatMap((type) => MARKETS.map((m) => [action, type, m.name] as const)));

describe('the data of §3', () => {
  it('has the specification’s markets, actions, request types, session types and network providers', () => {
    expect(MARKETS.map((m) => m.name)).toEqual(SPEC_MARKETS);
    expect([...ACTIONS]).toEqual(SPEC_ACTIONS);
    expect([...REQUEST_TYPES]).toEqual(SPEC_REQUEST_TYPES);
    expect(SESSION_TYPES.map((t) => t.name)).toEqual(SPEC_SESSION_TYPES);
    expect([...NETWORK_PROVIDERS]).toEqual(SPEC_OPTIONS.networkProvider!.other);
    // Each session type has its own service-desk field name.
    expect(new Set(SESSION_TYPES.map((t) => t.field)).size).toBe(SESSION_TYPES.length);
  });

  it('gives the TRF market type FINRA_OR_NYSE_TRF, TRF on and order off; the others TRF off and order on', () => {
    for (const m of MARKETS) {
      expect(m.flags.TRFSession, m.name).toBe(m.name === TRF);
      expect(m.flags.orderSession, m.name).toBe(m.name !== TRF);
      expect(m.type === 'FINRA_OR_NYSE_TRF', m.name).toBe(m.name === TRF);
    }
  });

  it('offers only eligible session types: Market Maker on options, NYSE DMM and Broker Only on NYSE Equities', () => {
    const offered = (name: string, type: RequestType) =>
      optionsFor({ rule: fieldsFor({ action: 'Create', requestType: type, market: market(name) }).find((f) => f.rule.name === 'sessionType')!.rule, market: market(name), action: 'Create' }).map(
        (o) => o.label,
      );
    for (const name of SPEC_MARKETS.filter((n) => n !== TRF)) {
      const labels = offered(name, 'Order Session');
      expect(labels.includes('Market Maker'), name).toBe(name === 'NYSE Arca Options');
      expect(labels.includes('NYSE DMM'), name).toBe(name === 'NYSE Equities');
      expect(labels.includes('Broker Only'), name).toBe(name === 'NYSE Equities');
      expect(labels, name).toEqual(expect.arrayContaining(['Member', 'Service Bureau']));
    }
    expect(offered(TRF, 'TRF Session')).toEqual(['Member', 'Service Bureau']);
  });
});

describe.each(COMBINATIONS)('%s × %s × %s', (action, type, marketName) => {
  const m = market(marketName);
  const fields = shown(action, type, m);
  const block = type === 'Source IP Update' ? 'sourceIpUpdate' : `markets/0/${BLOCK[type]}`;

  it('shows only fields of its request type, and none where the market does not take it', () => {
    expect(names(fields).every((n) => SPEC_FIELDS[type]!.includes(n))).toBe(true);
    if (!takesBySpec(type, marketName)) expect(fields).toEqual([]);
    else expect(fields.length).toBeGreaterThan(0);
  });

  it('follows §5: senderCompIDs optional on create and required on clone, modify, remove; the drop session sender id required on modify; maxOrderQty never required', () => {
    if (!takesBySpec(type, marketName)) return;
    if (type === 'Order Session' || type === 'TRF Session') {
      const sender = fields.find((f) => f.rule.name === 'senderCompIDs');
      if (action === 'Create') expect(sender?.required ?? false).toBe(false);
      else expect(sender?.required).toBe(true);
    }
    if (type === 'Drop Copy Session' && action === 'Modify') expect(fields.find((f) => f.rule.name === 'dropSessionSenderCompId')?.required).toBe(true);
    expect(fields.find((f) => f.rule.name === 'maxOrderQty')?.required ?? false).toBe(false);
    // Instructions are never required.
    expect(requiredNames(fields).some((n) => /nstructions$/.test(n))).toBe(false);
  });

  it('offers the specification’s choices in every select, with No Update first on Modify only', () => {
    for (const { rule } of fields.filter((f) => f.rule.input === 'select')) {
      const values = optionsFor({ rule, market: m, action }).map((o) => o.value);
      expect(values.includes('No Update'), rule.name).toBe(action === 'Modify');
      if (action === 'Modify') expect(values[0]).toBe('No Update');
      const rest = values.filter((v) => v !== 'No Update');
      if (rule.name === 'sessionType') expect(rest.every((v) => SESSION_TYPES.some((t) => t.field === v && t.markets.includes(marketName)))).toBe(true);
      // "No BOLD Designation plus four exposure variants".
      else if (rule.name === 'boldDefaultValue') expect([rest[0], rest.length]).toEqual(['No BOLD Designation', 5]);
      else {
        const spec = SPEC_OPTIONS[rule.name]!;
        const allowed = marketName === TRF ? (spec.trf ?? spec.other) : spec.other;
        expect(rest.length, rule.name).toBeGreaterThan(0);
        expect(rest.every((v) => allowed.includes(v)), `${rule.name}: ${rest.join(', ')}`).toBe(true);
      }
    }
  });

  it('requires, when nothing is answered, exactly the required fields, each with "{field name} is required", and nothing outside its request type', () => {
    const { errors } = parseSessionRequest(requestFor(action, type, m));
    if (!takesBySpec(type, marketName)) {
      expect(errors).toEqual({ requestTypes: `${type} does not apply to ${marketName}`, 'markets/0/market': `None of the chosen request types applies to ${marketName}` });
      return;
    }
    for (const path of Object.keys(errors)) expect(path.startsWith(`${block}/`), path).toBe(true);
    // On Modify the selects must be answered too (No Update is an answer): blank here, so required.
    expect(errors).toEqual(Object.fromEntries(fields.filter((f) => f.required).map((f) => [`${block}/${f.rule.name}`, `${f.rule.label} is required`])));
    const senderRequired = Object.hasOwn(errors, `${block}/senderCompIDs`);
    if (type === 'Order Session' || type === 'TRF Session') expect(senderRequired).toBe(action !== 'Create');
    if (type === 'Drop Copy Session' && action === 'Modify') expect(errors[`${block}/dropSessionSenderCompId`]).toBe('Drop session SenderCompID is required');
  });

  it('takes a complete request and keeps only its fields', () => {
    if (!takesBySpec(type, marketName)) return;
    const { values, errors } = parseSessionRequest(requestFor(action, type, m, (f) => answerFor(f, action, m)));
    expect(errors).toEqual({});
    const part = type === 'Source IP Update' ? (values.sourceIpUpdate as Record<string, unknown>) : (values.markets as Record<string, Record<string, unknown>>[])[0]![BLOCK[type]!];
    expect(Object.keys(part as object)).toEqual(names(fields));
  });
});

describe('every field of §3 shows somewhere', () => {
  it.each(SPEC_REQUEST_TYPES)('%s', (type) => {
    const seen = new Set(ACTIONS.flatMap((action) => MARKETS.flatMap((m) => names(shown(action, type as RequestType, m)))));
    expect([...seen].sort()).toEqual([...SPEC_FIELDS[type]!].sort());
  });

  it('orderCapacityEquitiesOnly shows on equities markets only, and the options-only choices on the options market only', () => {
    for (const m of MARKETS) {
      const fields = fieldsFor({ action: 'Create', requestType: 'Order Session', market: m });
      expect(names(fields).includes('orderCapacityEquitiesOnly'), m.name).toBe(m.type === 'EQUITIES');
      const priority = fields.find((f) => f.rule.name === 'priorityUpdate');
      if (priority) expect(optionsFor({ rule: priority.rule, market: m, action: 'Create' }).some((o) => o.value.includes('(Options Only)')), m.name).toBe(m.type === 'OPTIONS');
    }
  });
});

/** A complete Create (or Modify) order session for NYSE Arca Equities, with maxOrderQty as given. */
function orderSession(action: Action, maxOrderQty: unknown) {
  const m = market('NYSE Arca Equities');
  const request = requestFor(action, 'Order Session', m, (f) => answerFor(f, action, m));
  ((request.markets as Record<string, Record<string, unknown>>[])[0]!.orderSession as Record<string, unknown>).maxOrderQty = maxOrderQty;
  const { values, errors } = parseSessionRequest(request);
  return { error: errors['markets/0/orderSession/maxOrderQty'], value: ((values.markets as Record<string, Record<string, unknown>>[])[0]!.orderSession as Record<string, unknown>).maxOrderQty, all: errors };
}

describe('maxOrderQty (§5)', () => {
  it.each([
    ['Create', '0', 'Value of "Max order quantity" should be >= 1.'],
    ['Create', '-5', 'Value of "Max order quantity" should be >= 1.'],
    ['Create', '1000000000', 'Value of "Max order quantity" should be <= 999999999.'],
    ['Modify', '1000000000', 'Value of "Max order quantity" should be <= 999999999.'],
    ['Create', 'abc', 'Max order quantity: enter a whole number, like 5000'],
    ['Create', '12.5', 'Max order quantity: enter a whole number, like 5000'],
    ['Modify', '0', 'Value of "Max order quantity" should be >= 1.'],
  ] as const)('%s %j: %s', (action, input, problem) => {
    expect(orderSession(action, input).error).toBe(problem);
  });

  it.each([
    ['Create', '1', 1],
    ['Create', '999999999', 999_999_999],
    ['Create', 5000, 5000],
    ['Create', ' 42 ', 42],
    ['Create', '', 'Exchange maximum'],
    ['Create', undefined, 'Exchange maximum'],
    ['Modify', '', 'No Update'],
    ['Modify', '750', 750],
  ] as const)('%s %j is taken as %j', (action, input, value) => {
    const result = orderSession(action, input);
    expect(result.all).toEqual({});
    expect(result.value).toBe(value);
  });
});

/** A source IP update for NYSE Arca Equities with these rows. */
function sourceIps(rows: unknown, action: Action = 'Create') {
  return parseSessionRequest({
    action,
    requestTypes: ['Source IP Update'],
    markets: [{ market: 'NYSE Arca Equities' }],
    sourceIpUpdate: { sourceIPS: rows, sourceIPMarkets: { 'NYSE Arca Equities': true } },
  });
}
const row = (sourceIP: string, peeringIP = '') => ({ networkProvider: 'ICE Global Network low latency', sourceIP, peeringIP });

describe('source IP ranges', () => {
  it('takes ranges in a.b.c.d/24 form with a provider and a peering address', () => {
    const { values, errors } = sourceIps([row('203.0.113.0/24', '203.0.113.1'), row('198.51.100.8/29')]);
    expect(errors).toEqual({});
    expect(values.sourceIpUpdate).toEqual({
      sourceIPS: [
        { networkProvider: 'ICE Global Network low latency', sourceIP: '203.0.113.0/24', peeringIP: '203.0.113.1' },
        { networkProvider: 'ICE Global Network low latency', sourceIP: '198.51.100.8/29', peeringIP: '' },
      ],
      sourceIPMarkets: { 'NYSE Arca Equities': true },
      sourceIpInstructions: '',
    });
  });

  it('refuses /33, 999.1.1.1/24, IPv6, a twice-listed range and an IPv6 peering address, each beside its row', () => {
    const { errors } = sourceIps([row('203.0.113.0/33'), row('999.1.1.1/24'), row('2001:db8::/48'), row('192.0.2.0/24', '2001:db8::1'), row('192.0.2.0/24')]);
    expect(errors).toEqual({
      'sourceIpUpdate/sourceIPS/0/sourceIP': 'Source IP range: enter an IPv4 range in a.b.c.d/24 form, like 203.0.113.0/24',
      'sourceIpUpdate/sourceIPS/1/sourceIP': 'Source IP range: enter an IPv4 range in a.b.c.d/24 form, like 203.0.113.0/24',
      'sourceIpUpdate/sourceIPS/2/sourceIP': 'Source IP range: IPv6 is not accepted; enter an IPv4 range like 203.0.113.0/24',
      'sourceIpUpdate/sourceIPS/3/peeringIP': 'Peering IP: IPv6 is not accepted; enter an IPv4 address like 203.0.113.1',
      'sourceIpUpdate/sourceIPS/4/sourceIP': 'Source IP range: 192.0.2.0/24 is listed twice',
    });
  });

  it('takes 50 ranges and refuses more with one clear message, 10,000 included', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => row(`10.${Math.floor(i / 256)}.${i % 256}.0/24`));
    expect(sourceIps(many(50)).errors).toEqual({});
    expect(sourceIps(many(51)).errors).toEqual({
      'sourceIpUpdate/sourceIPS': 'Source IP list: at most 50 source IP ranges in one request (this one has 51); send the rest in another request',
    });
    const started = Date.now();
    const huge = sourceIps(many(10_000));
    expect(huge.errors).toEqual({
      'sourceIpUpdate/sourceIPS': 'Source IP list: at most 50 source IP ranges in one request (this one has 10,000); send the rest in another request',
    });
    expect(huge.values.sourceIpUpdate).toMatchObject({ sourceIPS: [] });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('requires a provider and a range per row, at least one row and at least one market; Modify offers No Update as provider', () => {
    expect(sourceIps([{ networkProvider: '', sourceIP: '', peeringIP: '' }]).errors).toEqual({
      'sourceIpUpdate/sourceIPS/0/networkProvider': 'Network provider is required',
      'sourceIpUpdate/sourceIPS/0/sourceIP': 'Source IP range is required',
    });
    expect(sourceIps([]).errors).toEqual({ 'sourceIpUpdate/sourceIPS': 'Source IP list is required' });
    expect(sourceIps([{ ...row('203.0.113.0/24'), networkProvider: 'No Update' }]).errors).toEqual({
      'sourceIpUpdate/sourceIPS/0/networkProvider': 'Network provider: choose one of the options',
    });
    expect(sourceIps([{ ...row('203.0.113.0/24'), networkProvider: 'No Update' }], 'Modify').errors).toEqual({});
    const unticked = parseSessionRequest({
      action: 'Create',
      requestTypes: ['Source IP Update'],
      markets: [{ market: 'NYSE Arca Equities' }],
      sourceIpUpdate: { sourceIPS: [row('203.0.113.0/24')], sourceIPMarkets: { 'NYSE Arca Equities': false } },
    });
    expect(unticked.errors).toEqual({ 'sourceIpUpdate/sourceIPMarkets': 'Source IP markets is required' });
    const elsewhere = parseSessionRequest({
      action: 'Create',
      requestTypes: ['Source IP Update'],
      markets: [{ market: 'NYSE Arca Equities' }],
      sourceIpUpdate: { sourceIPS: [row('203.0.113.0/24')], sourceIPMarkets: { 'NYSE Equities': true } },
    });
    expect(elsewhere.errors['sourceIpUpdate/sourceIPMarkets']).toBe('Source IP markets: "NYSE Equities" is not among the chosen markets');
  });
});

describe('the request as a whole', () => {
  it('requires an action, a request type and a market', () => {
    expect(parseSessionRequest({}).errors).toEqual({ action: 'Action is required', requestTypes: 'Request type is required', markets: 'Market is required' });
    expect(parseSessionRequest({ action: 'Rename', requestTypes: ['Fax Session'], markets: [{ market: 'NYSE Mars' }] }).errors).toEqual({
      action: 'Action: choose one of Clone, Create, Modify, Remove',
      requestTypes: 'Request type: "Fax Session" is not one of the options',
      'markets/0/market': 'Market: "NYSE Mars" is not one of the markets',
    });
  });

  it('refuses unknown keys at every level, and answers for what was not chosen', () => {
    const { errors } = parseSessionRequest({
      action: 'Remove',
      requestTypes: ['Order Session', 'TRF Session'],
      markets: [
        { market: 'NYSE Arca Equities', orderSession: { senderCompIDs: 'ABC1', cancelOnDisconnect: 'None', admin: true }, dropCopy: {}, trfSession: {}, note: 'x' },
        { market: TRF, trfSession: { senderCompIDs: 'TRF1' } },
      ],
      sourceIpUpdate: {},
      admin: true,
    });
    expect(errors).toEqual({
      '': 'This form has no field "admin"',
      'markets/0/dropCopy': 'Drop Copy Session is not among the chosen request types',
      'markets/0/trfSession': 'NYSE Arca Equities takes no TRF Session',
      'markets/0/note': 'This form has no field "note"',
      'markets/0/orderSession/cancelOnDisconnect': 'Cancel on disconnect does not apply to a Remove request for NYSE Arca Equities',
      'markets/0/orderSession/admin': 'This form has no field "admin"',
      sourceIpUpdate: 'Source IP Update is not among the chosen request types',
    });
  });

  it('says when a request type applies to none of the chosen markets, and refuses a market chosen twice or too many markets', () => {
    expect(parseSessionRequest({ action: 'Create', requestTypes: ['TRF Session', 'Order Session'], markets: [{ market: 'NYSE Arca Equities' }] }).errors.requestTypes).toBe(
      'TRF Session does not apply to NYSE Arca Equities',
    );
    expect(parseSessionRequest({ action: 'Remove', requestTypes: ['Order Session'], markets: [{ market: 'NYSE Equities', orderSession: { senderCompIDs: 'A1' } }, { market: 'NYSE Equities' }] }).errors).toEqual({
      'markets/1/market': 'Market: NYSE Equities is chosen twice',
    });
    const nine = Array.from({ length: 9 }, () => ({ market: 'NYSE Equities' }));
    expect(parseSessionRequest({ action: 'Remove', requestTypes: ['Order Session'], markets: nine }).errors.markets).toBe('Market: choose at most the 8 markets, each once');
  });

  it('refuses a session type the market does not offer', () => {
    const m = market('NYSE Arca Equities');
    const request = requestFor('Create', 'Order Session', m, (f) => answerFor(f, 'Create', m));
    ((request.markets as Record<string, Record<string, unknown>>[])[0]!.orderSession as Record<string, unknown>).sessionType = 'nyse_dmm';
    expect(parseSessionRequest(request).errors).toEqual({ 'markets/0/orderSession/sessionType': 'Session type: choose one of the options for NYSE Arca Equities' });
  });

  it('cleans IDs into lists and bounds text: too many IDs, long or broken text are refused', () => {
    const remove = (orderSession: Record<string, unknown>) =>
      parseSessionRequest({ action: 'Remove', requestTypes: ['Order Session'], markets: [{ market: 'NYSE Equities', orderSession }] });
    expect(remove({ senderCompIDs: ' ABC1, ABC2  ABC1,', mpIDS: '', orderSessionInstructions: ' Today. ' }).values.markets).toEqual([
      { market: 'NYSE Equities', orderSession: { senderCompIDs: ['ABC1', 'ABC2'], mpIDS: [], orderSessionInstructions: 'Today.' } },
    ]);
    const ids = Array.from({ length: 51 }, (_, i) => `S${i}`).join(',');
    expect(remove({ senderCompIDs: ids }).errors).toEqual({ 'markets/0/orderSession/senderCompIDs': 'SenderCompIDs: at most 50' });
    expect(remove({ senderCompIDs: 'ABC1; DROP TABLE' }).errors).toEqual({
      'markets/0/orderSession/senderCompIDs': 'SenderCompIDs: "ABC1;" is not an ID; use letters, digits and . _ - (at most 32), separated by commas',
    });
    expect(remove({ senderCompIDs: 'A1', orderSessionInstructions: 'x'.repeat(2001) }).errors).toEqual({
      'markets/0/orderSession/orderSessionInstructions': 'Order session instructions: use at most 2,000 characters',
    });
    expect(remove({ senderCompIDs: 'A1', orderSessionInstructions: 'a\u0000b' }).errors).toEqual({
      'markets/0/orderSession/orderSessionInstructions': 'Order session instructions: remove the control characters',
    });
    expect(remove({ senderCompIDs: 'A1', orderSessionInstructions: 'a\uD800b' }).errors).toEqual({
      'markets/0/orderSession/orderSessionInstructions': 'Order session instructions: the text is not valid Unicode',
    });
    expect(remove({ senderCompIDs: 'A1', orderSessionInstructions: { text: 'x' } }).errors).toEqual({ 'markets/0/orderSession/orderSessionInstructions': 'Order session instructions: send text' });
  });
});
