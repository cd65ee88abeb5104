/**
 * Phone numbers and the keywords of SMS replies, as carriers and SMS providers treat them
 * (issue 25 item 4): numbers in E.164 (`+12125550100`), replies of STOP and its synonyms end
 * SMS and voice alerts to a number, START or UNSTOP resume them.
 */

/** Replies that opt a number out (the carriers' standard list). */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
/** Replies that opt a number back in. */
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/**
 * A number in E.164, or undefined when it cannot be one. Spaces, dots, dashes and brackets are
 * dropped; `00` is read as `+`; ten digits without a country code are North American (`+1`),
 * as the demo sites are US exchanges.
 */
export function normalizePhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  // A trunk prefix written after the country code (+44 (0)20 …) is not dialled from abroad.
  const digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (trimmed.startsWith('+')) return e164(digits);
  if (digits.startsWith('00')) return e164(digits.slice(2));
  if (digits.length === 10) return e164(`1${digits}`);
  return e164(digits);
}

function e164(digits: string): string | undefined {
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}

/** What a reply asks for: `stop`, `start`, or nothing (any other text, which is not a keyword). */
export function replyKeyword(body: string): 'stop' | 'start' | undefined {
  // Carriers match the whole message, case-insensitively, ignoring surrounding blanks and a final full stop or exclamation mark.
  const word = body.trim().replace(/[.!]+$/, '').toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'start';
  return undefined;
}
