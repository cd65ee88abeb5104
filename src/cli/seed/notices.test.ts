import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../store/types';
import { openTestDb } from '../../../test/support/db';
import { demoAlerts, demoNotices } from './notices';

/**
 * The demo notices are plausible (issue 25 item 1): each topic is one of its collection's
 * managed list, each title is about its topic, and each market goes with its own code. The
 * rules here are written from what the words mean, not from the generator's tables: a notice
 * whose title matches the words of another topic (a Juneteenth trading-hours notice filed
 * under Fees) fails.
 */

/** Words that say what a title is about, per collection: a title matches exactly its topic's. */
const SUBJECTS: Record<string, Record<string, RegExp>> = {
  'exchange-circulars': {
    'Trading Hours': /trading hours|holiday|juneteenth|good friday|thanksgiving|christmas|independence day/i,
    Fees: /\bfees?\b|price list/i,
    Technology: /pillar|gateway|matching engine|drop copy|test symbol|port limit|certification/i,
    'Market Data': /market data|\bxdp\b|feed/i,
    'Market Structure': /market structure|auction/i,
    Listings: /listing/i,
    Trading: /order type|risk control|self-trade/i,
  },
  'clearing-notices': {
    Margin: /margin/i,
    Collateral: /collateral|haircut/i,
    'Default Management': /default management/i,
    'Risk Models': /risk model/i,
    Operations: /expiry|end-of-day|timetable/i,
    Delivery: /deliver/i,
  },
  'information-memos': {
    Regulation: /certification|supervisory|rule 15c3-5|best execution/i,
    Technology: /system upgrade|connectivity/i,
    Listings: /listing|symbology/i,
    'Corporate Actions': /corporate action/i,
    Trading: /order handling/i,
  },
  'regulatory-bulletins': {
    Regulation: /disciplinary|exchange for related positions/i,
    Reporting: /reporting/i,
    Surveillance: /surveillance/i,
    'Position Limits': /position limits?/i,
  },
  'mers-documents': {
    Membership: /membership/i,
    eRegistry: /\benote\b|eregistry/i,
    Registration: /registration/i,
    Transfers: /transfer/i,
    Fees: /\bfees?\b/i,
    'Quality Assurance': /quality assurance/i,
  },
  'rule-book': {
    General: /definitions/i,
    'Trading Hours': /hours of business/i,
    Reporting: /trade reporting/i,
    'Market Data': /market data/i,
    Fees: /\bfees\b/i,
    Membership: /membership/i,
    Regulation: /discipline/i,
    Trading: /halts|order|priority|auction|erroneous|limit up|market maker|self-trade|risk controls|short sales/i,
  },
};

/** What the title says beyond its market and its kind of document ("Information memo:"). */
const subjectOf = (title: string, market: string) => title.replace(/^(Information memo|Regulatory bulletin|Rule [\d.]+\.)\s*:?\s*/, '').replaceAll(market, '');

/** Each market's own code (ISO 10383), as the exchanges publish them. */
const CODES: Record<string, string> = {
  NYSE: 'XNYS',
  'NYSE Arca': 'ARCX',
  'NYSE American': 'XASE',
  'NYSE National': 'XCIS',
  'NYSE Texas': 'XCHI',
  'NYSE Arca Options': 'ARCO',
  'NYSE American Options': 'AMXO',
};

const notices = demoNotices();

describe('the demo notices', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('each have a topic of their collection’s managed list, and every topic of the lists is used', async () => {
    const { rows } = await db.query<{ collection: string; name: string }>('SELECT collection, name FROM notice_topics');
    const list = new Set(rows.map((r) => `${r.collection}/${r.name}`));
    const unlisted = notices.filter((n) => !list.has(`${n.collection}/${n.topic}`)).map((n) => `${n.noticeNumber}: ${n.topic}`);
    expect(unlisted).toEqual([]);
    // The stored notices too (what the seed wrote).
    const stored = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notices n WHERE NOT EXISTS (SELECT 1 FROM notice_topics t WHERE t.collection = n.collection AND t.name = n.topic)`,
    );
    expect(stored.rows[0]!.n).toBe(0);
    const used = new Set(notices.map((n) => `${n.collection}/${n.topic}`));
    expect([...list].filter((topic) => !used.has(topic))).toEqual([]);
  });

  it('each have a title about their topic, and about no other topic of the collection', () => {
    const wrong: string[] = [];
    for (const n of notices) {
      const rules = SUBJECTS[n.collection]!;
      const subject = subjectOf(n.title, n.market);
      const matches = Object.entries(rules)
        .filter(([, words]) => words.test(subject))
        .map(([topic]) => topic);
      if (matches.length !== 1 || matches[0] !== n.topic) wrong.push(`${n.noticeNumber} "${n.title}" is filed under ${n.topic}; its words say ${matches.join(', ') || 'nothing'}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('files every holiday or trading-hours notice under Trading Hours, and every fee notice under Fees', () => {
    const hours = notices.filter((n) => /holiday|juneteenth|trading hours|hours of business/i.test(n.title));
    expect(hours.length).toBeGreaterThan(50);
    expect(hours.filter((n) => n.topic !== 'Trading Hours').map((n) => n.title)).toEqual([]);
    const juneteenth = notices.filter((n) => n.title.includes('Juneteenth'));
    expect(juneteenth.length).toBeGreaterThan(5);
    const fees = notices.filter((n) => /\bfees?\b|price list/i.test(subjectOf(n.title, n.market)));
    expect(fees.length).toBeGreaterThan(50);
    expect(fees.filter((n) => n.topic !== 'Fees').map((n) => n.title)).toEqual([]);
  });

  it('keep their number per collection', () => {
    const counts = Object.fromEntries(Object.keys(SUBJECTS).map((c) => [c, notices.filter((n) => n.collection === c).length]));
    expect(counts).toEqual({ 'exchange-circulars': 766, 'clearing-notices': 707, 'information-memos': 530, 'regulatory-bulletins': 354, 'mers-documents': 141, 'rule-book': 20 });
  });

  it('name markets that exist, and alerts show each market with its own code', () => {
    const markets = new Set(notices.map((n) => n.market));
    for (const market of markets) expect(market).toMatch(/^(NYSE( American| Arca| National| Texas)?( Options)?|ICE (Futures Europe|Futures U\.S\.|Endex|Futures Abu Dhabi)|MERS (System|eRegistry))$/);
    const alerts = demoAlerts();
    expect(alerts.length).toBeGreaterThan(100);
    for (const alert of alerts) {
      const code = /^(.+?) \(([A-Z]{4})\) /.exec(alert.displayName);
      expect(code, alert.displayName).not.toBeNull();
      expect(code![1]).toBe(alert.market);
      expect(code![2], alert.displayName).toBe(CODES[alert.market]);
    }
    expect(alerts.some((a) => a.displayName.startsWith('NYSE Texas (XCHI) '))).toBe(true);
    expect(alerts.some((a) => /NYSE Texas \((?!XCHI)/.test(a.displayName))).toBe(false);
  });
});
