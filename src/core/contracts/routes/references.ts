import { z } from 'zod';
import { anyone, editor } from '../access';
import { SiteParams } from '../common';
import {
  CorporateActionList,
  CorporateActionsQuery,
  MarketDataSupport,
  MockParams,
  ProxyRulingList,
  ProxyRulingsQuery,
  UrlValidation,
  ValidateUrlBody,
} from '../references';
import { route } from '../route';

const market = ['Market data'];
/**
 * The specification's remaining calls (§7): market data customer support, the corporate actions
 * and proxy rulings base URLs, the development mocks, and the validate endpoint.
 */
export const referenceRoutes = {
  getMarketDataSupport: route({
    method: 'GET',
    path: '/api/market-data-customer-support',
    query: z.object({}).strict(),
    responses: { 200: MarketDataSupport },
    access: anyone,
    summary: 'Market data customer support: the desks by region (phone, e-mail, hours) and whom to write about what',
    tags: market,
  }),
  listCorporateActions: route({
    method: 'GET',
    path: '/api/corporate-actions',
    query: CorporateActionsQuery,
    responses: { 200: CorporateActionList },
    access: anyone,
    summary: 'Corporate actions (dividends, splits, mergers, name and symbol changes, delistings) by symbol, type and effective date; from CORPORATE_ACTIONS_URL when set',
    tags: market,
  }),
  listProxyRulings: route({
    method: 'GET',
    path: '/api/proxy-rulings',
    query: ProxyRulingsQuery,
    responses: { 200: ProxyRulingList },
    access: anyone,
    summary: 'Proxy rulings (NYSE Rule 452: may member firms vote uninstructed shares) by symbol and meeting year; from PROXY_RULINGS_URL when set',
    tags: market,
  }),
  getMock: route({
    method: 'GET',
    path: '/api/mocks/:mock',
    params: MockParams,
    responses: { 200: z.unknown().describe('The fixture, in the shape of the upstream it stands in for') },
    access: anyone,
    summary: 'Development stand-ins for the upstreams (corporate actions, proxy rulings, customer support): fixed demo data in their shape',
    tags: ['Reference'],
  }),
  validateUrl: route({
    method: 'POST',
    path: '/api/cms/sites/:site/validate-url',
    params: SiteParams,
    body: ValidateUrlBody,
    responses: { 200: UrlValidation },
    access: editor,
    summary: 'Whether an address may be used as a link, an image or a data source on the site; checked by its text alone, never requested',
    tags: ['Editing'],
  }),
};
