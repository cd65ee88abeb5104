/** What the Visitors screen shows and asks for, apart from React: its address, paging and labels. */
import type { RouteQuery, Routes, Visitor, VisitorRole } from '../../core/contracts';
import { pageCount as pagesOf, readPlace, showingText as showing, writePlace, type PagePlace } from '../ui/paging';

export const VISITORS_PAGE_SIZE = 50;

/** Specification §6's sample roles under another key than CMSTWO, offered while typing. */
export const ROLE_SUGGESTIONS = ['ICE Admin', 'Compliance OTC', 'Compliance CA', 'Compliance UK', 'Compliance US'] as const;
export const APP_KEY_SUGGESTIONS = ['ICE'] as const;

export interface ListQuery extends PagePlace {
  /** Part of a name or e-mail address; empty for everyone. */
  q: string;
}

/** The list's state from the address's query string: `?q=ada&page=2&cursor=…`. */
export function readListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', ...readPlace(params) };
}

/** The query string for a list state, leaving out what is the default. */
export function listQueryParams({ q, ...place }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  return writePlace(params, place);
}

/** The query of the API call for a page of the list (`routes.listVisitors`). */
export function visitorsApiQuery({ q, cursor }: ListQuery): RouteQuery<Routes['listVisitors']> {
  return { ...(q.trim() ? { q: q.trim() } : {}), limit: VISITORS_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
}

/** `Showing 51–100 of 230`. */
export function showingText({ page, count, total, capped = false }: { page: number; count: number; total: number; capped?: boolean }): string {
  return showing({ page, count, total, capped, pageSize: VISITORS_PAGE_SIZE });
}

export function pageCount(total: number): number {
  return pagesOf({ total, pageSize: VISITORS_PAGE_SIZE });
}

/** `ICE · Compliance US`. */
export function roleLabel({ appKey, role }: VisitorRole): string {
  return `${appKey} · ${role}`;
}

/** How a visitor can sign in: `Password` and the issuers of the identity providers they used. */
export function signInMethods(visitor: Pick<Visitor, 'hasPassword' | 'providers'>): string[] {
  return [...(visitor.hasPassword ? ['Password'] : []), ...visitor.providers];
}

/** The outcome of a forced sign-out, for the notice. */
export function sessionsEndedText(name: string, sessionsEnded: number): string {
  if (sessionsEnded === 0) return `${name} had no open sessions; nothing needed ending.`;
  return `Signed ${name} out everywhere: ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} ended.`;
}
