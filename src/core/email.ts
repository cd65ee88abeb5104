/**
 * E-mail addresses in visitors' forms: a plain shape check, and the corporate-address rule of
 * the contact form (specification §5 "first name, last name, company and corporate e-mail
 * required"): addresses at free mail providers are refused.
 */

/** Free mail providers whose addresses are not a company's. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'rocketmail.com', 'outlook.com', 'hotmail.com', 'live.com',
  'msn.com', 'aol.com', 'aim.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me',
  'gmx.com', 'gmx.net', 'gmx.de', 'mail.com', 'zoho.com', 'zohomail.com', 'yandex.com', 'yandex.ru', 'mail.ru',
  'qq.com', '163.com', '126.com', 'tutanota.com', 'tuta.io', 'fastmail.com', 'hey.com', 'web.de', 'comcast.net',
  'verizon.net', 'att.net', 'sbcglobal.net',
]);

/** Country variants of the large providers: hotmail.co.uk, yahoo.fr, outlook.de, … */
const FREE_MAIL_FAMILIES = /^(yahoo|hotmail|outlook|live|gmx|yandex|aol)\.(co\.|com\.)?[a-z]{2,3}$/;

const SHAPE = /^[^\s@<>()[\]\\,;:"]+@([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/i;

/** The domain of an address, lower-cased, or undefined when it is not shaped like one. */
export function emailDomain(address: string): string | undefined {
  const match = SHAPE.exec(address.trim());
  return match && address.trim().length <= 320 ? match[1]!.toLowerCase() : undefined;
}

export function isFreeMailDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  return FREE_MAIL_DOMAINS.has(d) || FREE_MAIL_FAMILIES.test(d);
}

/** Why `address` is not an e-mail address (`label` names the field), or undefined. Empty is left to the required check. */
export function emailProblem(address: string, label: string): string | undefined {
  if (address.trim() === '') return undefined;
  return emailDomain(address) ? undefined : `${label}: enter an address like name@company.com`;
}

/** Why `address` is not a company's e-mail address, or undefined. */
export function corporateEmailProblem(address: string, label: string): string | undefined {
  const shape = emailProblem(address, label);
  if (shape) return shape;
  const domain = emailDomain(address);
  if (domain && isFreeMailDomain(domain)) {
    return `${label}: use your company address; addresses at free mail providers such as ${domain} are not accepted`;
  }
  return undefined;
}
