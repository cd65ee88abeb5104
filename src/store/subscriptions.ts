import { newId } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

export type Channel = 'email' | 'sms' | 'voice';

export interface Subscription {
  id: string;
  site: SiteId;
  email: string;
  phone: string;
  channels: Channel[];
  topics: string[];
  status: 'pending' | 'verified';
  createdAt: string;
  verifiedAt: string | null;
}

interface Row {
  id: string;
  site: SiteId;
  email: string;
  phone: string;
  channels: Channel[];
  topics: string[];
  status: 'pending' | 'verified';
  created_at: string;
  verified_at: string | null;
}

const COLUMNS = 'id, site, email, phone, channels, topics, status, created_at, verified_at';

function toSubscription(row: Row): Subscription {
  return {
    id: row.id,
    site: row.site,
    email: row.email,
    phone: row.phone,
    channels: row.channels,
    topics: row.topics,
    status: row.status,
    createdAt: row.created_at,
    verifiedAt: row.verified_at,
  };
}

/** The subscription of this address on a site, locked (`FOR UPDATE`) until the caller's transaction ends. */
export async function lockSubscriptionByEmail(db: Db, options: { site: SiteId; email: string }): Promise<Subscription | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE site = $1 AND lower(email) = lower($2) FOR UPDATE`, [options.site, options.email]);
  return rows[0] && toSubscription(rows[0]);
}

/**
 * Makes this address's subscription pending with these choices and a fresh verification token
 * (its SHA-256) valid for `tokenTtlMs`: a new row, or the pending one updated.
 */
export async function upsertPendingSubscription(
  db: Db,
  options: { site: SiteId; email: string; phone: string; channels: Channel[]; topics: string[]; tokenHash: string; tokenTtlMs: number },
): Promise<Subscription> {
  const { rows } = await db.query<Row>(
    `INSERT INTO subscriptions (id, site, email, phone, channels, topics, token_hash, token_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8::double precision * interval '1 millisecond')
     ON CONFLICT (site, lower(email)) DO UPDATE SET phone = excluded.phone, channels = excluded.channels, topics = excluded.topics,
       token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at, updated_at = now()
     RETURNING ${COLUMNS}`,
    [newId(), options.site, options.email.trim(), options.phone, options.channels, options.topics, options.tokenHash, options.tokenTtlMs],
  );
  return toSubscription(rows[0]!);
}

/** Follows a verification link: the pending subscription with this token, now verified; the token is spent. */
export async function verifySubscription(db: Db, options: { tokenHash: string }): Promise<Subscription | undefined> {
  const { rows } = await db.query<Row>(
    `UPDATE subscriptions SET status = 'verified', verified_at = now(), token_hash = NULL, token_expires_at = NULL, updated_at = now()
     WHERE token_hash = $1 AND token_expires_at > now() RETURNING ${COLUMNS}`,
    [options.tokenHash],
  );
  return rows[0] && toSubscription(rows[0]);
}

export async function getSubscription(db: Db, options: { id: string }): Promise<Subscription | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`, [options.id]);
  return rows[0] && toSubscription(rows[0]);
}

/** A verified subscriber's changes, or their unsubscribing (the row is deleted). */
export async function updateSubscription(
  db: Db,
  options: { id: string; phone?: string; channels?: Channel[]; topics?: string[]; unsubscribe?: boolean },
): Promise<Subscription | undefined> {
  if (options.unsubscribe) {
    const { rows } = await db.query<Row>(`DELETE FROM subscriptions WHERE id = $1 AND status = 'verified' RETURNING ${COLUMNS}`, [options.id]);
    return rows[0] && toSubscription(rows[0]);
  }
  const { rows } = await db.query<Row>(
    `UPDATE subscriptions SET phone = COALESCE($2, phone), channels = COALESCE($3, channels), topics = COALESCE($4, topics), updated_at = now()
     WHERE id = $1 AND status = 'verified' RETURNING ${COLUMNS}`,
    [options.id, options.phone ?? null, options.channels ?? null, options.topics ?? null],
  );
  return rows[0] && toSubscription(rows[0]);
}
