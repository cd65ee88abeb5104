import type { SiteId } from '../core/sites';
import * as store from '../store';
import type { Db } from '../store/types';
import type { SurrogateKey } from './surrogate-keys';

/**
 * What processes sharing one database tell each other, so each drops what it keeps of it:
 * published content of a site (`keys`: the surrogate keys it made stale, the whole site's when
 * absent), sites' settings (`sites`: which, every site when absent), or visitor sessions. Only
 * the process that made a change purges a CDN; the others only drop their own copies.
 */
export type Change =
  | { kind: 'content'; site: SiteId; keys?: readonly SurrogateKey[] }
  | { kind: 'sites'; sites?: readonly SiteId[] }
  | ({ kind: 'visitor-sessions' } & VisitorSessionsChange);

/**
 * Visitor sessions that ended or whose visitor changed (sign-out, disabled, roles, password):
 * one session (`sessionId`, the SHA-256 of its token, as stored), every session of a visitor,
 * or — neither given — every session.
 */
export interface VisitorSessionsChange {
  visitorId?: string;
  sessionId?: string;
}

/** How a process announces its changes to the others and hears theirs. */
export interface ChangeChannel {
  announce(change: Change): Promise<void>;
  /** Subscribes; `onResync` runs when notices may have been missed. Resolves to an unsubscribe function. */
  listen(onChange: (change: Change) => void, onResync: () => void): Promise<() => Promise<void>>;
}

/** The change channel of a database (NOTIFY on PostgreSQL and PGlite). */
export function changeChannel(db: Db): ChangeChannel {
  return {
    announce: (change) => store.announceChange(db, JSON.stringify(change)),
    async listen(onChange, onResync) {
      const unsubscribe = await store.listenForChanges(db, (payload) => onChange(JSON.parse(payload) as Change), onResync);
      return unsubscribe ?? (async () => {});
    },
  };
}
