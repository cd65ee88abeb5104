/**
 * The session request form's state, free of React and the DOM: what the visitor has chosen
 * and typed (the draft), the request it makes (only the fields the rules table shows), and
 * where each problem of `parseSessionRequest` is shown.
 */
import { platformId } from '../../core/ids';
import {
  ACTIONS,
  BLOCK_KEYS,
  fieldsFor,
  MARKETS,
  NO_UPDATE,
  optionsFor,
  REQUEST_TYPES,
  SOURCE_IP_ROW,
  takes,
  type Action,
  type FieldRule,
  type Market,
  type RequestType,
} from '../../core/session-request';
import { REQUESTER_FIELDS, type Requester } from '../../core/requester';

export interface SourceIpRow {
  /** Stable across removals (element ids, React keys). */
  key: number;
  networkProvider: string;
  sourceIP: string;
  peeringIP: string;
}

export interface Draft {
  action: Action | '';
  requestTypes: RequestType[];
  /** Market names. */
  markets: string[];
  /** Answers of the per-market fields, by `answerKey`. */
  answers: Record<string, string>;
  sourceIps: SourceIpRow[];
  sourceIpMarkets: string[];
  sourceIpInstructions: string;
  /** Who is asking (issue 25); prefilled for a signed-in visitor. */
  requester: Requester;
}

export type Status = 'idle' | 'submitting' | 'submitted' | 'error';
export type CaptchaStatus = 'idle' | 'checking' | 'done' | 'failed';

export interface State {
  draft: Draft;
  status: Status;
  /** Problems of the last attempt by path below `values` (`markets/0/orderSession/sessionType`). */
  errors: Record<string, string>;
  /** Why sending failed when no field is to blame. */
  failure: string;
  /** The server's answer once the request is stored. */
  message: string;
  /** The request's reference once stored (issue 25). */
  reference?: string;
  captcha: CaptchaStatus;
}

/** Most source IP rows the form offers (the parser's limit). */
export { LIMITS } from '../../core/session-request';

const emptyRow = (key: number): SourceIpRow => ({ key, networkProvider: '', sourceIP: '', peeringIP: '' });

export function initialState(): State {
  return {
    draft: { action: '', requestTypes: [], markets: [], answers: {}, sourceIps: [emptyRow(0)], sourceIpMarkets: [], sourceIpInstructions: '', requester: { name: '', firm: '', email: '', phone: '' } },
    status: 'idle',
    errors: {},
    failure: '',
    message: '',
    captcha: 'idle',
  };
}

/** The key of one answer, also the name of its control (market names hold no `|`). */
export const answerKey = (market: string, type: RequestType, field: string) => `${market}|${BLOCK_KEYS[type]}|${field}`;
export const rowName = (row: number, field: string) => `ip|${row}|${field}`;

/** The chosen markets, in the order of MARKETS (the order of `markets/{i}` in the request). */
export const chosenMarkets = (draft: Draft): Market[] => MARKETS.filter((m) => draft.markets.includes(m.name));

/** The chosen request types with a section in this market (every one but Source IP Update). */
export const typesOf = (draft: Draft, market: Market): RequestType[] =>
  REQUEST_TYPES.filter((t) => t !== 'Source IP Update' && draft.requestTypes.includes(t) && takes(market, t));

/** The chosen markets a source IP update may name. */
export const sourceIpMarketsOf = (draft: Draft): Market[] => chosenMarkets(draft).filter((m) => m.flags.sourceIpUpdate);

export const networkProviderRule: FieldRule = SOURCE_IP_ROW[0]!;

/** What a select shows: the answer when it is a choice here, else No Update on Modify, else nothing. */
export function selectValue(answer: string | undefined, rule: FieldRule, market: Market | undefined, action: Action): string {
  const options = optionsFor({ rule, action, ...(market ? { market } : {}) });
  if (answer !== undefined && options.some((o) => o.value === answer)) return answer;
  return action === 'Modify' ? NO_UPDATE : '';
}

/** The request the draft makes: only the fields the rules table shows for its choices. */
export function buildRequest(draft: Draft): Record<string, unknown> {
  const { action } = draft;
  const request: Record<string, unknown> = {
    action,
    requestTypes: REQUEST_TYPES.filter((t) => draft.requestTypes.includes(t)),
    markets: chosenMarkets(draft).map((market) => {
      const entry: Record<string, unknown> = { market: market.name };
      if (action === '') return entry;
      for (const type of typesOf(draft, market)) {
        const answers = fieldsFor({ action, requestType: type, market }).map(({ rule }) => {
          const answer = draft.answers[answerKey(market.name, type, rule.name)];
          return [rule.name, rule.input === 'select' ? selectValue(answer, rule, market, action) : (answer ?? '')];
        });
        entry[BLOCK_KEYS[type]] = Object.fromEntries(answers);
      }
      return entry;
    }),
  };
  if (action !== '' && draft.requestTypes.includes('Source IP Update')) {
    request.sourceIpUpdate = {
      sourceIPS: draft.sourceIps.map((row) => ({
        networkProvider: selectValue(row.networkProvider, networkProviderRule, undefined, action),
        sourceIP: row.sourceIP,
        peeringIP: row.peeringIP,
      })),
      sourceIPMarkets: Object.fromEntries(sourceIpMarketsOf(draft).map((m) => [m.name, draft.sourceIpMarkets.includes(m.name)])),
      sourceIpInstructions: draft.sourceIpInstructions,
    };
  }
  return request;
}

/** What the island sends: the request and who is asking. */
export const submissionOf = (draft: Draft): Record<string, unknown> => ({ ...buildRequest(draft), requester: { ...draft.requester } });

/** The control name of a requester field (`requester|email`). */
export const requesterName = (field: string) => `requester|${field}`;

/**
 * Fills the requester's empty fields with a signed-in visitor's details (name, e-mail); what
 * the visitor typed already stays.
 */
export function prefillRequester(state: State, known: Partial<Requester>): State {
  const requester = { ...state.draft.requester };
  for (const field of REQUESTER_FIELDS) {
    const value = known[field.name];
    if (typeof value === 'string' && value !== '' && requester[field.name] === '') requester[field.name] = value;
  }
  return { ...state, draft: { ...state.draft, requester } };
}

const toggle = <T>(list: readonly T[], value: T, on: boolean): T[] => (on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value));

/** A change of one control, by its name (`action`, `requestTypes`, `markets`, an answer key, a row field, ...). */
export function applyInput(state: State, { name, value, checked }: { name: string; value: string; checked: boolean }): State {
  const draft = state.draft;
  // Choices change which fields exist and where: the problems of the last attempt no longer apply.
  const restructure = (next: Draft): State => ({ ...state, draft: next, errors: {}, failure: '', status: state.status === 'error' ? 'idle' : state.status });
  if (name === 'action') return ACTIONS.some((a) => a === value) ? restructure({ ...draft, action: value as Action }) : state;
  if (name === 'requestTypes') return REQUEST_TYPES.some((t) => t === value) ? restructure({ ...draft, requestTypes: toggle(draft.requestTypes, value as RequestType, checked) }) : state;
  if (name === 'markets') {
    if (!MARKETS.some((m) => m.name === value)) return state;
    // A market chosen is also ticked for the source IP update; the visitor may untick it there.
    return restructure({ ...draft, markets: toggle(draft.markets, value, checked), sourceIpMarkets: toggle(draft.sourceIpMarkets, value, checked) });
  }
  if (name === 'sourceIPMarkets') return { ...state, draft: { ...draft, sourceIpMarkets: toggle(draft.sourceIpMarkets, value, checked) } };
  if (name === 'sourceIpInstructions') return { ...state, draft: { ...draft, sourceIpInstructions: value } };
  const requester = /^requester\|(name|firm|email|phone)$/.exec(name);
  if (requester) return { ...state, draft: { ...draft, requester: { ...draft.requester, [requester[1]!]: value } } };
  const row = /^ip\|(\d+)\|(networkProvider|sourceIP|peeringIP)$/.exec(name);
  if (row) {
    const key = Number(row[1]);
    const field = row[2] as 'networkProvider' | 'sourceIP' | 'peeringIP';
    return { ...state, draft: { ...draft, sourceIps: draft.sourceIps.map((r) => (r.key === key ? { ...r, [field]: value } : r)) } };
  }
  if (name.split('|').length === 3) return { ...state, draft: { ...draft, answers: { ...draft.answers, [name]: value } } };
  return state;
}

export function addRow(state: State): State {
  const key = Math.max(-1, ...state.draft.sourceIps.map((r) => r.key)) + 1;
  return { ...state, draft: { ...state.draft, sourceIps: [...state.draft.sourceIps, emptyRow(key)] }, errors: {}, status: state.status === 'error' ? 'idle' : state.status };
}

export function removeRow(state: State, key: number): State {
  return { ...state, draft: { ...state.draft, sourceIps: state.draft.sourceIps.filter((r) => r.key !== key) }, errors: {}, status: state.status === 'error' ? 'idle' : state.status };
}

/** Element ids of the form's parts (platform ids: editors' ids can never collide with them). */
export const formIds = (id: string) => ({
  root: platformId(id),
  summary: platformId(id, 'summary'),
  summaryHeading: platformId(id, 'summary-heading'),
  done: platformId(id, 'done'),
  captcha: platformId(id, 'captcha'),
  actionHint: platformId(id, 'action', 'hint'),
  choice: (group: 'action' | 'type' | 'market', index: number) => platformId(id, group, String(index)),
  groupError: (group: string) => platformId(id, group, 'error'),
  heading: (part: string) => platformId(id, 'h', part),
  field: (marketIndex: number, block: string, name: string) => platformId(id, `m${marketIndex}`, block, name),
  row: (row: number, name: string) => platformId(id, 'ip', String(row), name),
  ipMarket: (marketIndex: number) => platformId(id, 'ipm', String(marketIndex)),
  ipPart: (name: string) => platformId(id, 'ipu', name),
  addRow: platformId(id, 'ip-add'),
  requester: (name: string) => platformId(id, 'requester', name),
  requesterHeading: platformId(id, 'h', 'requester'),
});
export type FormIds = ReturnType<typeof formIds>;

export interface SummaryLine {
  path: string;
  text: string;
  /** The element the line leads to. */
  target?: string;
}

/** The problems of the last attempt as lines of the error summary, each leading to its field. */
export function summaryLines(errors: Record<string, string>, draft: Draft, ids: FormIds): SummaryLine[] {
  const markets = chosenMarkets(draft);
  const marketIndex = (m: Market) => MARKETS.indexOf(m);
  return Object.entries(errors).map(([path, problem]) => {
    const parts = path.split('/');
    const market = parts[0] === 'markets' && parts.length > 1 ? markets[Number(parts[1])] : undefined;
    if (path === 'action') return { path, text: problem, target: ids.choice('action', 0) };
    if (parts[0] === 'requester' && parts.length === 2) return { path, text: problem, target: ids.requester(parts[1]!) };
    if (path === 'requestTypes') return { path, text: problem, target: ids.choice('type', 0) };
    if (path === 'markets') return { path, text: problem, target: ids.choice('market', 0) };
    if (market && parts[2] === 'market') return { path, text: problem, target: ids.choice('market', marketIndex(market)) };
    if (market && parts.length === 4) {
      const type = REQUEST_TYPES.find((t) => BLOCK_KEYS[t] === parts[2]);
      return { path, text: `${market.name}, ${type ?? parts[2]}: ${problem}`, target: ids.field(marketIndex(market), parts[2]!, parts[3]!) };
    }
    if (parts[0] === 'sourceIpUpdate') {
      const rows = draft.sourceIps;
      if (parts[1] === 'sourceIPS' && parts.length === 4) {
        const row = rows[Number(parts[2])];
        return { path, text: `Source IP Update, range ${Number(parts[2]) + 1}: ${problem}`, ...(row ? { target: ids.row(row.key, parts[3]!) } : {}) };
      }
      if (parts[1] === 'sourceIPS') return { path, text: problem, target: rows[0] ? ids.row(rows[0].key, 'networkProvider') : ids.addRow };
      if (parts[1] === 'sourceIPMarkets') {
        const first = sourceIpMarketsOf(draft)[0];
        return { path, text: problem, ...(first ? { target: ids.ipMarket(marketIndex(first)) } : {}) };
      }
      if (parts[1] === 'sourceIpInstructions') return { path, text: problem, target: ids.ipPart('sourceIpInstructions') };
    }
    return { path, text: market ? `${market.name}: ${problem}` : problem };
  });
}

interface ApiAnswer {
  reference?: unknown;
  error?: unknown;
  message?: unknown;
  issues?: unknown;
}

/** Problems by path from a FORM_INVALID answer (`/values/markets/0/...`; `/values` for the request). */
export function issuesToErrors(issues: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const path = issue.path.replace(/^\/values\/?/, '');
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return errors;
}

export type Outcome = { kind: 'submitted'; message: string; reference?: string } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'failed'; message: string; captcha: boolean };

/** What the endpoint's answer means for the form (`status` 0: no answer at all). */
export function outcomeOf(status: number, json: unknown, fallback: string): Outcome {
  const answer = (typeof json === 'object' && json !== null ? json : {}) as ApiAnswer;
  if (status >= 200 && status < 300) {
    const reference = typeof answer.reference === 'string' ? { reference: answer.reference } : {};
    return { kind: 'submitted', message: typeof answer.message === 'string' ? answer.message : '', ...reference };
  }
  if (status === 0 || status >= 500) return { kind: 'failed', message: fallback, captcha: false };
  if (answer.error === 'FORM_INVALID') {
    const errors = issuesToErrors(answer.issues);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed', message: typeof answer.message === 'string' ? answer.message : fallback, captcha: answer.error === 'CAPTCHA_FAILED' };
}
