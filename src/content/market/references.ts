import type { z } from 'zod';
import { href, imageSrc } from '../../core/schemas';
import {
  CorporateAction,
  ProxyRuling,
  type CorporateActionsQuery,
  type MarketDataSupport,
  type MockId,
  type ProxyRulingsQuery,
  type UrlPurpose,
  type UrlValidation,
} from '../../core/contracts/references';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import { newYorkTime } from '../../core/time';
import { hostForChecks } from '../../core/host-name';
import { OutboundForbidden, OutboundRefused, outboundProblem, outboundRequest, isPublicAddress } from '../../services/outbound';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { demoCorporateActions, demoProxyRulings, MARKET_DATA_SUPPORT } from './reference-data';

/** Market data customer support: who answers, where and when (`/api/market-data-customer-support`). */
export function marketDataSupport(): MarketDataSupport {
  return MARKET_DATA_SUPPORT;
}

/** A development stand-in's fixture (`/api/mocks/{mock}`), in the shape its upstream answers. */
export function mockFixture(ctx: Pick<ContentContext, 'clock'>, { mock }: { mock: MockId }): unknown {
  const today = newYorkTime(ctx.clock.now()).day;
  if (mock === 'corporate-actions') return { actions: demoCorporateActions(today) };
  if (mock === 'proxy-rulings') return { rulings: demoProxyRulings(today) };
  return MARKET_DATA_SUPPORT;
}

/**
 * Corporate actions by symbol, type and effective date. With `upstream` (CORPORATE_ACTIONS_URL)
 * they come from there — `GET {upstream}?symbol=&type=&from=&to=`, answering `{ actions }` like
 * `/api/mocks/corporate-actions` — through the outbound policy, and are filtered here again
 * (an upstream may ignore the query); without one, the demonstration's.
 */
export async function corporateActions(
  ctx: Pick<ContentContext, 'clock' | 'outbound'>,
  { upstream, query }: { upstream?: string | undefined; query: CorporateActionsQuery },
): Promise<{ actions: CorporateAction[]; source: 'upstream' | 'demo' }> {
  const actions = upstream
    ? await fromUpstream(ctx, { what: 'The corporate actions service', base: upstream, query, key: 'actions', item: CorporateAction })
    : demoCorporateActions(newYorkTime(ctx.clock.now()).day);
  const wanted = actions.filter(
    (a) =>
      (!query.symbol || a.symbol === query.symbol) &&
      (!query.type || a.type === query.type) &&
      (!query.from || a.effectiveDate >= query.from) &&
      (!query.to || a.effectiveDate <= query.to),
  );
  return { actions: wanted, source: upstream ? 'upstream' : 'demo' };
}

/** Proxy rulings by symbol and meeting year: from PROXY_RULINGS_URL like corporate actions, else the demonstration's. */
export async function proxyRulings(
  ctx: Pick<ContentContext, 'clock' | 'outbound'>,
  { upstream, query }: { upstream?: string | undefined; query: ProxyRulingsQuery },
): Promise<{ rulings: ProxyRuling[]; source: 'upstream' | 'demo' }> {
  const rulings = upstream
    ? await fromUpstream(ctx, { what: 'The proxy rulings service', base: upstream, query, key: 'rulings', item: ProxyRuling })
    : demoProxyRulings(newYorkTime(ctx.clock.now()).day);
  const wanted = rulings.filter((r) => (!query.symbol || r.symbol === query.symbol) && (query.year === undefined || r.meetingDate.startsWith(`${query.year}-`)));
  return { rulings: wanted, source: upstream ? 'upstream' : 'demo' };
}

/** The most items one upstream answer may hold (the outbound policy caps its bytes too). */
const MAX_UPSTREAM_ITEMS = 5000;

async function fromUpstream<T extends z.ZodType>(
  ctx: Pick<ContentContext, 'outbound'>,
  { what, base, query, key, item }: { what: string; base: string; query: Record<string, unknown>; key: string; item: T },
): Promise<z.infer<T>[]> {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  let answer;
  try {
    answer = await outboundRequest(url.href, { headers: { accept: 'application/json' } }, { ...ctx.outbound, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 0 });
  } catch (error) {
    if (error instanceof OutboundForbidden) throw new TesseraError('UPSTREAM_REFUSED', { what });
    if (error instanceof OutboundRefused || (error as NodeJS.ErrnoException).code !== undefined) throw new TesseraError('UPSTREAM_UNAVAILABLE', { what });
    throw error;
  }
  // Specification §7: any non-ok answer becomes '{status} {statusText}: {url}'.
  if (answer.status < 200 || answer.status > 299) throw new TesseraError('FETCH_FAILED', { status: answer.status, statusText: answer.statusText, url: url.href });
  let list: unknown;
  try {
    list = (JSON.parse(answer.body.toString('utf8')) as Record<string, unknown> | null)?.[key];
  } catch {
    list = undefined;
  }
  const parsed = item.array().max(MAX_UPSTREAM_ITEMS).safeParse(list);
  if (!parsed.success) throw new TesseraError('UPSTREAM_UNAVAILABLE', { what });
  return parsed.data as z.infer<T>[];
}

const HOST_SUFFIXES = ['.localhost', '.local', '.internal'];

/** An absolute address's host that no visitor or server should be sent to: a private, loopback or link-local one. */
function privateHost(url: URL): string | undefined {
  const host = hostForChecks(url);
  if (host === undefined) return `${url.hostname} is not a valid host name`;
  if (host === 'localhost' || HOST_SUFFIXES.some((s) => host.endsWith(s))) return `${host} is not a public host`;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  return undefined;
}

/**
 * The validate endpoint (specification §7 "URI-validated content to a validate endpoint"):
 * whether `url` may serve the site as a link, an image or a data source the server would read.
 * Checked by its text alone — the scheme allow-list, no credentials, no private or loopback
 * host, and for data the outbound policy — and NEVER requested: a check that fetched would let
 * an editor make the server reach any address (and a name's DNS answer can change anyway, so
 * fetches are checked again when they happen).
 */
export function validateUrl(ctx: Pick<ContentContext, 'outbound'>, { actor, site, url, purpose }: { actor: Actor; site: SiteId; url: string; purpose: UrlPurpose }): UrlValidation {
  assertAllowed(mayEdit(actor, site), actor, 'check addresses', site);
  const value = url.trim();
  const schema = purpose === 'image' ? imageSrc() : href();
  const first = schema.safeParse(value);
  let problem = first.success ? undefined : first.error.issues[0]?.message;
  let absolute: URL | undefined;
  if (/^https?:/i.test(value)) {
    try {
      absolute = new URL(value);
    } catch {
      problem ??= `"${value}" is not a valid address`;
    }
  }
  if (!problem && absolute && purpose !== 'data') problem = privateHost(absolute);
  if (!problem && purpose === 'data') {
    if (!absolute && !value.startsWith('/')) problem = 'A data source is a path on this site (/api/…) or an https address';
    else if (absolute) problem = outboundProblem(absolute.href, ctx.outbound);
  }
  return { url, purpose, valid: problem === undefined, ...(problem ? { problem } : {}), ...(absolute ? { normalized: absolute.href } : {}) };
}
