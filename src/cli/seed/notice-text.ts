import type { NoticeInput } from '../../content';

/** A small stable hash of a notice's number: the same wording for the same notice on every machine. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const choose = <T>(seed: number, salt: number, list: readonly T[]): T => list[(seed >>> (salt % 24)) % list.length]!;

function addDays(isoDate: string, days: number): string {
  const date = new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)) + days));
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const CONTACTS: Record<string, readonly string[]> = {
  'exchange-circulars': ['Client Relationship Services at +1 212 896 2830, option 2, or crs@nyse.com', 'the Trading Operations desk at +1 212 656 2262', 'Connectivity Services at connectivity@nyse.com'],
  'clearing-notices': ['Clearing Risk at iceu-risk@ice.com', 'Clearing Operations at +44 20 7429 7200', 'the Collateral Management team at iceu-treasury@ice.com'],
  'information-memos': ['Member Regulation at +1 212 656 4542', 'the Rule Interpretations team at interpretations@nyse.com'],
  'regulatory-bulletins': ['Market Regulation at marketregulation@ice.com', 'the Market Supervision team at +1 212 748 4021'],
  'mers-documents': ['MERS Customer Support at 1-888-680-6377 or mers-help@mersinc.org', 'your MERS Client Relationship Manager'],
  'rule-book': ['the Office of the General Counsel at rules@nyse.com'],
};

function opening(n: NoticeInput, seed: number): string {
  const effective = addDays(n.pubDate, 7 + (seed % 30));
  switch (n.collection) {
    case 'exchange-circulars':
      return `${n.market} announces the following ${n.topic.toLowerCase() || 'trading'} update. Unless stated otherwise, the change takes effect on ${effective}, subject to the filing of any required rule change with the Securities and Exchange Commission.`;
    case 'clearing-notices':
      return `ICE Clear Europe gives notice to Clearing Members of ${n.market} of the ${n.topic.toLowerCase() || 'operational'} change described below, effective from the start of business on ${effective}. Capitalised terms have the meaning given in the Clearing House Rules.`;
    case 'information-memos':
      return `This information memo is issued to members and member organizations of ${n.market}. It summarises the obligations that apply and the exchange's expectations for ${choose(seed, 3, ['written supervisory procedures', 'annual testing', 'books and records', 'control reviews'])}.`;
    case 'regulatory-bulletins':
      return `The Market Regulation Department issues this bulletin to participants of ${n.market} to clarify the application of the rules described below. It takes effect on ${effective}.`;
    case 'mers-documents':
      return `This ${n.circularType || 'bulletin'} informs MERS members of a change to the ${n.market} that takes effect on ${effective}. Members must review the change and update their internal procedures before that date.`;
    default:
      return `This rule forms part of the rules of ${n.market} as approved by the Securities and Exchange Commission.`;
  }
}

function details(n: NoticeInput, seed: number): string {
  switch (n.collection) {
    case 'exchange-circulars':
      return choose(seed, 5, [
        'Firms should confirm that their order entry systems handle the revised message fields and that any affected ports are configured before the effective date. Production symbols will not be affected until the certification window has closed.',
        'The change applies to all order types entered through Pillar gateways. Orders resting on the book at the time of the change will be handled under the existing behaviour until they are cancelled or executed.',
        'Fees and credits shown in the Price List apply per share executed unless otherwise noted. Tier qualifications are measured on a calendar-month basis against consolidated average daily volume.',
      ]);
    case 'clearing-notices':
      return choose(seed, 5, [
        'Revised margin parameters will be published in the daily risk parameter file. Clearing Members should expect the change in margin requirements to be reflected in the first margin call following the effective date.',
        'The acceptable collateral schedule and the haircuts applied to each asset class are set out in the Clearing House Procedures. Members should ensure that sufficient eligible collateral is lodged to cover any increase.',
        'Delivery obligations will be settled in accordance with the Delivery Procedures. Members with open positions at expiry should confirm their delivery instructions with the Clearing House in advance.',
      ]);
    case 'information-memos':
      return 'Members should ensure that their supervisory procedures are reasonably designed to achieve compliance, that exceptions are documented and escalated, and that evidence of review is retained for the periods required by the rules.';
    case 'regulatory-bulletins':
      return 'Participants are reminded that reports must be complete, accurate and submitted within the deadlines specified. Failure to report, or repeated late reporting, may result in disciplinary action, including a summary fine.';
    case 'mers-documents':
      return 'The MERS Procedures Manual and the Rules of Membership have been updated accordingly. Members that use a vendor to report registrations or transfers should confirm that their vendor has implemented the change.';
    default:
      return 'Interpretations of this rule are published as information memos. Where this rule and a later interpretation differ, the interpretation governs for the period it states.';
  }
}

/**
 * The demo notices' bodies as their documents carry them: the notice's own summary, then a
 * few paragraphs in the wording of exchange and clearing house circulars (an opening with the
 * effective date, the details, the notice's existing text, a contact, and a closing), chosen
 * deterministically from the notice's fields. Paragraphs are separated by blank lines.
 */
export function noticeDocumentBody(n: NoticeInput): string {
  const seed = seedOf(`${n.collection}/${n.noticeNumber}`);
  const contact = choose(seed, 7, CONTACTS[n.collection] ?? CONTACTS['rule-book']!);
  return [
    opening(n, seed),
    n.body,
    details(n, seed),
    `Questions about this notice should be directed to ${contact}, quoting reference ${n.noticeNumber}.`,
    'This notice is provided for information only; in the event of any inconsistency, the rules and procedures of the relevant market prevail and are not amended by it.',
  ]
    .filter((p) => p.trim() !== '')
    .join('\n\n');
}

/** The demo notices with their full document text as body. */
export function withDocumentBodies(notices: readonly NoticeInput[]): NoticeInput[] {
  return notices.map((n) => ({ ...n, body: noticeDocumentBody(n) }));
}
