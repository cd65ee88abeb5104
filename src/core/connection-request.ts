/**
 * The connection request (specification §3 "Connection request form", §5, §7, §9): its option
 * lists and the one parser the server (through `FormSpec.parse`) and the browser run on what a
 * visitor sends. Free of zod so the island carries it.
 *
 * Beyond §3's keys the request carries `transferMethod`: §9's transfer methods (each push
 * and pull) apply to the file-based push and pull products, so those ask for one.
 */
import ipaddr from 'ipaddr.js';
import { corporateEmailProblem } from './email';
import { message } from './errors';
import { leiProblem } from './lei';
import { checkRequired } from './required';

/** §7: each entity type has its own service-request endpoint under `/api/new-connection-request/`. */
export const ENTITY_TYPES = ['ICE', 'NYSE', 'MERS', 'ICE Data Services'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

const ENDPOINT_SLUGS: Record<EntityType, string> = { ICE: 'ice', NYSE: 'nyse', MERS: 'mers', 'ICE Data Services': 'ice-data-services' };

/** The endpoint a request for `entityType` goes to. */
export function connectionRequestEndpoint(entityType: EntityType): string {
  return `/api/new-connection-request/${ENDPOINT_SLUGS[entityType]}`;
}

export const isEntityType = (value: unknown): value is EntityType => ENTITY_TYPES.includes(value as EntityType);

/** §9's connection service types: five services, training and production access, file-based push and pull products. */
export const SERVICE_TYPES = [
  'MiFID Position Reporting',
  'ICE Identifier Admin',
  'ICE Futures Market Data',
  'NYSE Historical/Reference Market Data',
  'NYSE Post Trade',
  'Training access',
  'Production access',
  'File-based push product',
  'File-based pull product',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export type Direction = 'push' | 'pull';

/** The direction of a file-based product; undefined for the other service types. */
export function fileDirection(serviceType: string): Direction | undefined {
  if (serviceType === 'File-based push product') return 'push';
  if (serviceType === 'File-based pull product') return 'pull';
  return undefined;
}

/** §9's transfer methods: SFTP with an SSH key or a password, FTP with GPG encryption; each push and pull. */
export const TRANSFER_METHODS = (['SFTP with SSH key', 'SFTP with password', 'FTP with GPG encryption'] as const).flatMap((method) =>
  (['push', 'pull'] as const).map((direction) => ({ value: `${method} (${direction})`, direction })),
);

/** The transfer methods of one direction. */
export const transferMethodsFor = (direction: Direction): string[] => TRANSFER_METHODS.filter((m) => m.direction === direction).map((m) => m.value);

/** §9: 26 job titles (the specification counts them without naming them; these are the platform's). */
export const JOB_TITLES = [
  'Chief Executive Officer',
  'Chief Operating Officer',
  'Chief Financial Officer',
  'Chief Technology Officer',
  'Chief Information Officer',
  'Chief Information Security Officer',
  'Chief Compliance Officer',
  'Managing Director',
  'Director',
  'Vice President',
  'Head of Trading',
  'Head of Operations',
  'Head of Market Data',
  'Compliance Officer',
  'Compliance Analyst',
  'Risk Manager',
  'Operations Manager',
  'Operations Analyst',
  'Market Data Manager',
  'IT Manager',
  'Network Engineer',
  'Systems Administrator',
  'Software Developer',
  'Business Analyst',
  'Trader',
  'Other',
] as const;

/** §3's contact lists, in the form's order. */
export const CONTACT_LISTS = ['access', 'business', 'tech', 'afterHours', 'other'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];

/** How each list is named, how one of its contacts is named, its add button, and its size. */
export const CONTACT_LIST_INFO: Record<ContactList, { title: string; one: string; add: string; min: number }> = {
  access: { title: 'Access contacts', one: 'Access contact', add: 'Add an access contact', min: 1 },
  business: { title: 'Business contacts', one: 'Business contact', add: 'Add a business contact', min: 1 },
  tech: { title: 'Technical contacts', one: 'Technical contact', add: 'Add a technical contact', min: 1 },
  afterHours: { title: 'After-hours contacts', one: 'After-hours contact', add: 'Add an after-hours contact', min: 0 },
  other: { title: 'Other contacts', one: 'Other contact', add: 'Add another contact', min: 0 },
};

/** Most contacts in one list. */
export const MAX_CONTACTS_PER_LIST = 5;

/** A person's fields, for the submitter and every contact (§3: firstName, lastName, jobTitle, emailId, phoneNumber). */
export const PERSON_FIELDS = ['firstName', 'lastName', 'jobTitle', 'emailId', 'phoneNumber'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type Person = Record<PersonField, string>;

export const PERSON_LABELS: Record<PersonField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  emailId: 'E-mail address',
  phoneNumber: 'Phone number',
};

const SUBMITTER_LABELS: Record<PersonField, string> = {
  firstName: 'Your first name',
  lastName: 'Your last name',
  jobTitle: 'Your job title',
  emailId: 'Your e-mail address',
  phoneNumber: 'Your phone number',
};

/** §5: the password-expiry choice, No unless the visitor says otherwise. */
export const PASSWORD_EXPIRY_CHOICES = ['Yes', 'No'] as const;
export type PasswordExpiry = (typeof PASSWORD_EXPIRY_CHOICES)[number];
export const DEFAULT_PASSWORD_EXPIRY: PasswordExpiry = 'No';

/** Bounds of the maximum password age, in days (asked only when passwords expire). */
export const PASSWORD_AGE_DAYS = { min: 1, max: 365 } as const;

/** Who receives the passwords: the submitter, or the contacts of one list. */
export const PASSWORD_CONTACT_TYPES = [
  { value: 'submitter', label: 'Me (the person sending this request)' },
  ...CONTACT_LISTS.map((list) => ({ value: list, label: CONTACT_LIST_INFO[list].title })),
] as const;

/** Longest lists and texts. */
export const LIMITS = { externalIps: 50, mics: 20, mnemonics: 20, name: 100, firmName: 200, entry: 64 } as const;

/** Smallest IPv4 range taken (a /16 is 65,536 addresses). */
export const MIN_IP_PREFIX = 16;

/** The labels people read, by path below `values`; contacts' fields name their list and row. */
export const LABELS = {
  entityType: 'Entity',
  serviceType: 'Service type',
  transferMethod: 'Transfer method',
  firmName: 'Firm name',
  mnemonics: 'Firm mnemonics',
  leiAddress: 'Legal Entity Identifier (LEI)',
  mics: 'Market identifier codes (MICs)',
  externalIpList: 'External IP addresses',
  doesPassExpirePeriodically: 'Passwords expire periodically',
  maxPasswordAge: 'Maximum password age (days)',
  passwordContactType: 'Send passwords to',
} as const;

/** The label of a person's field: the submitter's (`Your first name`) or a contact's (`Technical contact 2: First name`). */
export function personLabel(owner: 'submitter' | { list: ContactList; index: number }, field: PersonField): string {
  return owner === 'submitter' ? SUBMITTER_LABELS[field] : `${contactName(owner.list, owner.index)}: ${PERSON_LABELS[field]}`;
}

/** `Technical contact 2` for the second row of the tech list. */
export const contactName = (list: ContactList, index: number): string => `${CONTACT_LIST_INFO[list].one} ${index + 1}`;

export type ConnectionRequest = {
  entityType: EntityType | '';
  serviceType: ServiceType | '';
  /** For file-based products only; `''` otherwise. */
  transferMethod: string;
  submitter: Person;
  firmName: string;
  mnemonics: string[];
  leiAddress: string;
  mics: string[];
  externalIpList: string[];
  doesPassExpirePeriodically: PasswordExpiry;
  /** Days; only when passwords expire periodically, else null. */
  maxPasswordAge: number | null;
  passwordContactType: string;
  contacts: Record<ContactList, Person[]>;
};

/** Entries of a list typed as text: separated by commas, semicolons, spaces or new lines. */
export function splitList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry !== '');
}

/**
 * Why an IPv4 address or CIDR range (`a.b.c.d/nn`, written from its first address, /16 to /32)
 * is not a public one to allow, or undefined. A range is public when its first and last
 * addresses are (ipaddr.js's `unicast`): private, loopback, CGNAT, reserved and other special
 * addresses are refused. Four-part decimal only: ipaddr.js alone would also read `10.1`.
 */
export function externalIpProblem(entry: string): string | undefined {
  const [address = '', prefixText, ...more] = entry.split('/');
  if (entry.includes(':')) return `"${entry}" is an IPv6 address; list IPv4 addresses`;
  if (more.length > 0 || !ipaddr.IPv4.isValidFourPartDecimal(address) || (prefixText !== undefined && !/^\d{1,2}$/.test(prefixText))) {
    return `"${entry}" is not an IPv4 address or range (a.b.c.d or a.b.c.d/nn)`;
  }
  const prefix = prefixText === undefined ? 32 : Number(prefixText);
  if (prefix > 32) return `"${entry}" is not an IPv4 range: the prefix is at most /32`;
  if (prefix < MIN_IP_PREFIX) return `"${entry}" is too large a range: use /${MIN_IP_PREFIX} or smaller ranges`;
  const cidr = `${address}/${prefix}`;
  const network = ipaddr.IPv4.networkAddressFromCIDR(cidr);
  if (network.toString() !== address) return `"${entry}" is not the start of its range: write ${network.toString()}/${prefix}`;
  const last = ipaddr.IPv4.broadcastAddressFromCIDR(cidr);
  if (network.range() !== 'unicast' || last.range() !== 'unicast') return `"${entry}" is not a public address (${network.range() === 'unicast' ? last.range() : network.range()} range)`;
  return undefined;
}

/** Why `value` is not a phone number (7 to 20 digits, with + ( ) - . and spaces), or undefined. Empty is left to the required check. */
export function phoneNumberProblem(value: string, label: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 20 ? undefined : `${label}: enter a phone number, like +1 212 555 0100`;
}

const TOP_KEYS = new Set([
  'entityType',
  'serviceType',
  'transferMethod',
  'submitter',
  'firmName',
  'mnemonics',
  'leiAddress',
  'mics',
  'externalIpList',
  'doesPassExpirePeriodically',
  'maxPasswordAge',
  'passwordContactType',
  'contacts',
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a connection request: the cleaned request and its problems, keyed by the path below
 * `values` (`contacts/tech/1/emailId`; `''` for the request as a whole), in the form's order.
 * Required fields get the specification's `'{label} is required.'`.
 */
export function parseConnectionRequest(input: Record<string, unknown>): { values: ConnectionRequest; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fail = (path: string, problem: string | undefined) => {
    if (problem && !Object.hasOwn(errors, path)) errors[path] = problem;
  };
  const unknown = (path: string) => fail('', `This form has no field "${path.slice(0, 80)}"`);
  for (const key of Object.keys(input)) if (!TOP_KEYS.has(key)) unknown(key);

  /** A text value, trimmed; a wrong type or an overlong text is a problem at `path`. */
  const text = (raw: unknown, path: string, label: string, { required = false, max = LIMITS.name }: { required?: boolean; max?: number } = {}): string => {
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      fail(path, `${label}: send text`);
      return '';
    }
    const value = (raw ?? '').trim();
    if (value.length > max) fail(path, `${label}: use at most ${max} characters`);
    if (required) fail(path, checkRequired(value, label));
    return value.slice(0, max);
  };
  /** One of `options`, or '' (then required, when it is). */
  const choice = <T extends string>(raw: unknown, path: string, label: string, options: readonly T[], required = true): T | '' => {
    const value = text(raw, path, label, { max: 200 });
    if (value !== '' && !options.includes(value as T)) {
      fail(path, `${label}: choose one of the options`);
      return '';
    }
    if (required) fail(path, checkRequired(value, label));
    return value as T | '';
  };
  /** A list of short entries (`max` at most), each upper-cased when asked and checked by `problem`. */
  const list = (raw: unknown, path: string, label: string, max: number, problem: (entry: string) => string | undefined, upper: boolean): string[] => {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      fail(path, `${label}: send a list`);
      return [];
    }
    if (raw.length > max) {
      fail(path, `${label}: list at most ${max}; there are ${raw.length}`);
      return [];
    }
    const out: string[] = [];
    for (const item of raw) {
      if (typeof item !== 'string' || item.trim().length > LIMITS.entry) {
        fail(path, `${label}: each entry is a text of at most ${LIMITS.entry} characters`);
        continue;
      }
      const entry = upper ? item.trim().toUpperCase() : item.trim();
      if (entry === '') continue;
      if (out.includes(entry)) {
        fail(path, `${label}: "${entry}" is listed twice`);
        continue;
      }
      const wrong = problem(entry);
      if (wrong) fail(path, `${label}: ${wrong}`);
      out.push(entry);
    }
    return out;
  };
  const person = (raw: unknown, path: string, owner: Parameters<typeof personLabel>[0]): Person => {
    const fields = isRecord(raw) ? raw : {};
    if (raw !== undefined && !isRecord(raw)) fail(path, `${owner === 'submitter' ? 'Your details' : contactName(owner.list, owner.index)}: send the person’s fields`);
    for (const key of Object.keys(fields)) if (!(PERSON_FIELDS as readonly string[]).includes(key)) unknown(`${path}/${key}`);
    const at = (field: PersonField) => `${path}/${field}`;
    const label = (field: PersonField) => personLabel(owner, field);
    const firstName = text(fields.firstName, at('firstName'), label('firstName'), { required: true });
    const lastName = text(fields.lastName, at('lastName'), label('lastName'), { required: true });
    const jobTitle = choice(fields.jobTitle, at('jobTitle'), label('jobTitle'), JOB_TITLES);
    const emailId = text(fields.emailId, at('emailId'), label('emailId'), { required: true, max: 320 });
    fail(at('emailId'), corporateEmailProblem(emailId, label('emailId')));
    const phoneNumber = text(fields.phoneNumber, at('phoneNumber'), label('phoneNumber'), { required: true, max: 30 });
    fail(at('phoneNumber'), phoneNumberProblem(phoneNumber, label('phoneNumber')));
    return { firstName, lastName, jobTitle, emailId, phoneNumber };
  };

  const entityType = choice(input.entityType, 'entityType', LABELS.entityType, ENTITY_TYPES);
  const serviceType = choice(input.serviceType, 'serviceType', LABELS.serviceType, SERVICE_TYPES);
  const direction = fileDirection(serviceType);
  let transferMethod = '';
  if (direction) transferMethod = choice(input.transferMethod, 'transferMethod', LABELS.transferMethod, transferMethodsFor(direction));
  else if (text(input.transferMethod, 'transferMethod', LABELS.transferMethod) !== '') fail('transferMethod', `${LABELS.transferMethod}: applies to file-based products only`);

  const submitter = person(input.submitter, 'submitter', 'submitter');
  const firmName = text(input.firmName, 'firmName', LABELS.firmName, { required: true, max: LIMITS.firmName });
  const mnemonics = list(input.mnemonics, 'mnemonics', LABELS.mnemonics, LIMITS.mnemonics, (m) => (/^[A-Z0-9]{2,10}$/.test(m) ? undefined : `"${m}" is not a mnemonic (2 to 10 letters or digits)`), true);
  const leiAddress = text(input.leiAddress, 'leiAddress', LABELS.leiAddress, { required: true, max: 40 }).toUpperCase();
  fail('leiAddress', leiProblem(leiAddress, LABELS.leiAddress));
  const mics = list(input.mics, 'mics', LABELS.mics, LIMITS.mics, (m) => (/^[A-Z0-9]{4}$/.test(m) ? undefined : `"${m}" is not a MIC (4 letters or digits, like XNYS)`), true);
  const externalIpList = list(input.externalIpList, 'externalIpList', LABELS.externalIpList, LIMITS.externalIps, externalIpProblem, false);
  if (externalIpList.length === 0) fail('externalIpList', checkRequired('', LABELS.externalIpList));

  const expiry = input.doesPassExpirePeriodically;
  const doesPassExpirePeriodically = expiry === undefined || expiry === null || expiry === '' ? DEFAULT_PASSWORD_EXPIRY : choice(expiry, 'doesPassExpirePeriodically', LABELS.doesPassExpirePeriodically, PASSWORD_EXPIRY_CHOICES) || DEFAULT_PASSWORD_EXPIRY;
  const maxPasswordAge = passwordAge(input.maxPasswordAge, doesPassExpirePeriodically, (problem) => fail('maxPasswordAge', problem));
  const passwordContactType = choice(input.passwordContactType, 'passwordContactType', LABELS.passwordContactType, PASSWORD_CONTACT_TYPES.map((t) => t.value));

  const contacts = Object.fromEntries(CONTACT_LISTS.map((l) => [l, [] as Person[]])) as Record<ContactList, Person[]>;
  const rawContacts = input.contacts ?? {};
  if (!isRecord(rawContacts)) fail('contacts', 'Contacts: send the contact lists');
  else {
    for (const key of Object.keys(rawContacts)) if (!(CONTACT_LISTS as readonly string[]).includes(key)) unknown(`contacts/${key}`);
    for (const name of CONTACT_LISTS) {
      const { title, one, min } = CONTACT_LIST_INFO[name];
      const rows = rawContacts[name] ?? [];
      const path = `contacts/${name}`;
      if (!Array.isArray(rows)) fail(path, `${title}: send a list`);
      else if (rows.length > MAX_CONTACTS_PER_LIST) fail(path, `${title}: list at most ${MAX_CONTACTS_PER_LIST}; there are ${rows.length}`);
      else {
        if (rows.length < min) fail(path, checkRequired('', one));
        contacts[name] = rows.map((row, index) => person(row, `${path}/${index}`, { list: name, index }));
      }
    }
  }
  const passwordList = passwordContactType === '' || passwordContactType === 'submitter' ? undefined : (passwordContactType as ContactList);
  // A list with a problem of its own (none where one is needed, too many) is reported once, there.
  if (passwordList && contacts[passwordList].length === 0 && !Object.hasOwn(errors, `contacts/${passwordList}`)) {
    fail('passwordContactType', `${LABELS.passwordContactType}: add one of the ${CONTACT_LIST_INFO[passwordList].title.toLowerCase()} first, or choose another`);
  }

  const values: ConnectionRequest = {
    entityType,
    serviceType,
    transferMethod,
    submitter,
    firmName,
    mnemonics,
    leiAddress,
    mics,
    externalIpList,
    doesPassExpirePeriodically,
    maxPasswordAge,
    passwordContactType,
    contacts,
  };
  return { values, errors: inFormOrder(errors) };
}

/** §5: the maximum age is asked, and required, only when passwords expire. */
function passwordAge(raw: unknown, expiry: PasswordExpiry, fail: (problem: string | undefined) => void): number | null {
  const label = LABELS.maxPasswordAge;
  const given = !(raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''));
  if (expiry === 'No') {
    if (given) fail(`${label}: applies only when passwords expire periodically`);
    return null;
  }
  if (!given) {
    fail(checkRequired('', label));
    return null;
  }
  const days = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(days)) {
    fail(`${label}: enter a whole number of days`);
    return null;
  }
  if (days < PASSWORD_AGE_DAYS.min) fail(message('MIN_VALUE', { field: label, min: PASSWORD_AGE_DAYS.min }));
  else if (days > PASSWORD_AGE_DAYS.max) fail(message('MAX_VALUE', { field: label, max: PASSWORD_AGE_DAYS.max }));
  return days;
}

/** The form's order: the request as a whole first, then the fields as they appear. */
function inFormOrder(errors: Record<string, string>): Record<string, string> {
  const rank = (path: string): number => {
    if (path === '') return -1;
    const top = path.split('/')[0]!;
    const index = [...TOP_KEYS].indexOf(top);
    return index === -1 ? TOP_KEYS.size : index;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}
