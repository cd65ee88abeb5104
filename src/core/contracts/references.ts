import { z } from 'zod';
import { MAX_URL_LENGTH } from '../schemas';
import { TickerSymbol } from './market-data';

/**
 * The specification's remaining calls (§7, "not shown" in shape): the market data customer
 * support directory, corporate actions and proxy rulings (each a configurable base URL), the
 * development mocks under `/api/mocks/…`, and the validate endpoint for URI-validated content.
 */

const IsoDate = z.iso.date();

/** Corporate action kinds, as listed companies announce them. */
export const CORPORATE_ACTION_TYPES = ['cash-dividend', 'stock-split', 'reverse-split', 'merger', 'name-change', 'symbol-change', 'delisting'] as const;

export const CorporateAction = z.object({
  id: z.string(),
  symbol: z.string(),
  company: z.string(),
  type: z.enum(CORPORATE_ACTION_TYPES),
  /** What happens, in words (`$0.24 per share`, `2-for-1`). */
  detail: z.string(),
  /** The first day the security trades without the action's benefit. */
  effectiveDate: IsoDate,
  announcedDate: IsoDate,
});

/** `GET /api/corporate-actions`: every filter optional; dates inclusive. */
export const CorporateActionsQuery = z
  .object({
    symbol: TickerSymbol.optional(),
    type: z.enum(CORPORATE_ACTION_TYPES, { message: `type is one of ${CORPORATE_ACTION_TYPES.join(', ')}` }).optional(),
    from: z.iso.date('from is a date, yyyy-MM-dd').optional(),
    to: z.iso.date('to is a date, yyyy-MM-dd').optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to: give the earlier date first', path: ['from'] });

export const CorporateActionList = z.object({ actions: z.array(CorporateAction), source: z.enum(['upstream', 'demo']) });

/** NYSE Rule 452: whether member firms may vote uninstructed shares on a meeting's proposal. */
export const PROXY_RULINGS = ['may-vote', 'may-not-vote'] as const;

export const ProxyRuling = z.object({
  id: z.string(),
  symbol: z.string(),
  company: z.string(),
  meetingDate: IsoDate,
  proposal: z.string(),
  ruling: z.enum(PROXY_RULINGS),
  publishedDate: IsoDate,
});

/** `GET /api/proxy-rulings`: by symbol and meeting year. */
export const ProxyRulingsQuery = z
  .object({
    symbol: TickerSymbol.optional(),
    year: z.coerce.number({ message: 'year is a number' }).int('year is a whole number').min(2000, 'year is 2000 or later').max(2100, 'year is 2100 or earlier').optional(),
  })
  .strict();

export const ProxyRulingList = z.object({ rulings: z.array(ProxyRuling), source: z.enum(['upstream', 'demo']) });

/** One desk of market data customer support. */
export const SupportDesk = z.object({
  region: z.string(),
  /** As people dial it. */
  phone: z.string(),
  /** For `tel:` links: `+` and digits only. */
  tel: z.string().regex(/^\+\d{6,15}$/),
  email: z.email(),
  /** When the desk answers, New York time unless it says otherwise. */
  hours: z.string(),
});

/** `GET /api/market-data-customer-support`: who answers questions about market data, and on what. */
export const MarketDataSupport = z.object({
  desks: z.array(SupportDesk),
  topics: z.array(z.object({ topic: z.string(), email: z.email() })),
});

/** The fixtures served under `/api/mocks/…`: each in the shape of the upstream it stands in for. */
export const MOCK_IDS = ['corporate-actions', 'proxy-rulings', 'market-data-customer-support'] as const;
export const MockParams = z.object({ mock: z.enum(MOCK_IDS, { message: `Unknown mock; use one of ${MOCK_IDS.join(', ')}` }) });

/** What an address is for: a link visitors follow, an image they load, or data the server would read. */
export const URL_PURPOSES = ['link', 'image', 'data'] as const;

/** `POST /api/cms/sites/:site/validate-url`: checks an address without ever requesting it. */
export const ValidateUrlBody = z.strictObject({
  url: z.string().max(MAX_URL_LENGTH, `url is at most ${MAX_URL_LENGTH} characters`),
  purpose: z.enum(URL_PURPOSES, { message: `purpose is one of ${URL_PURPOSES.join(', ')}` }).default('link'),
});

export const UrlValidation = z.object({
  url: z.string(),
  purpose: z.enum(URL_PURPOSES),
  valid: z.boolean(),
  /** Why it is refused, in words for the editor; absent when valid. */
  problem: z.string().optional(),
  /** The address as a browser would send it (absolute addresses only). */
  normalized: z.string().optional(),
});

export type CorporateAction = z.infer<typeof CorporateAction>;
export type CorporateActionsQuery = z.infer<typeof CorporateActionsQuery>;
export type ProxyRuling = z.infer<typeof ProxyRuling>;
export type ProxyRulingsQuery = z.infer<typeof ProxyRulingsQuery>;
export type MarketDataSupport = z.infer<typeof MarketDataSupport>;
export type MockId = (typeof MOCK_IDS)[number];
export type UrlPurpose = (typeof URL_PURPOSES)[number];
export type UrlValidation = z.infer<typeof UrlValidation>;
