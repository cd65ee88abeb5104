import { describe, expect, it } from 'vitest';
import {
  CONTACT_LISTS,
  connectionRequestEndpoint,
  ENTITY_TYPES,
  externalIpProblem,
  JOB_TITLES,
  LIMITS,
  MAX_CONTACTS_PER_LIST,
  parseConnectionRequest,
  SERVICE_TYPES,
  splitList,
  TRANSFER_METHODS,
  transferMethodsFor,
} from './connection-request';

const person = (firstName: string, lastName: string, jobTitle: string, domain = 'northwind-capital.com') => ({
  firstName,
  lastName,
  jobTitle,
  emailId: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${domain}`,
  phoneNumber: '+1 212 555 0142',
});

/** A complete request, as the island sends it. */
const complete = () => ({
  entityType: 'NYSE',
  serviceType: 'NYSE Post Trade',
  transferMethod: '',
  submitter: person('Grace', 'Hopper', 'Head of Operations'),
  firmName: 'Northwind Capital LLC',
  mnemonics: ['NWC'],
  leiAddress: '5493000NWCAPTL002409',
  mics: ['XNYS', 'ARCX'],
  externalIpList: ['64.72.210.0/28', '38.122.54.10'],
  doesPassExpirePeriodically: 'No',
  maxPasswordAge: null,
  passwordContactType: 'tech',
  contacts: {
    access: [person('Ada', 'Lovelace', 'IT Manager')],
    business: [person('Mary', 'Jackson', 'Managing Director')],
    tech: [person('Dorothy', 'Vaughan', 'Network Engineer'), person('Alan', 'Turing', 'Systems Administrator')],
    afterHours: [],
    other: [],
  },
});

const errorsOf = (input: Record<string, unknown>) => parseConnectionRequest(input).errors;

describe('connection request option lists (specification §9)', () => {
  it('has the four entity types, each with its endpoint under /api/new-connection-request/', () => {
    expect(ENTITY_TYPES).toEqual(['ICE', 'NYSE', 'MERS', 'ICE Data Services']);
    expect(ENTITY_TYPES.map(connectionRequestEndpoint)).toEqual([
      '/api/new-connection-request/ice',
      '/api/new-connection-request/nyse',
      '/api/new-connection-request/mers',
      '/api/new-connection-request/ice-data-services',
    ]);
  });

  it('has the service types, six transfer methods (three, each push and pull) and 26 job titles', () => {
    for (const service of ['MiFID Position Reporting', 'ICE Identifier Admin', 'ICE Futures Market Data', 'NYSE Historical/Reference Market Data', 'NYSE Post Trade']) {
      expect(SERVICE_TYPES).toContain(service);
    }
    expect(TRANSFER_METHODS.map((m) => m.value)).toEqual([
      'SFTP with SSH key (push)',
      'SFTP with SSH key (pull)',
      'SFTP with password (push)',
      'SFTP with password (pull)',
      'FTP with GPG encryption (push)',
      'FTP with GPG encryption (pull)',
    ]);
    expect(transferMethodsFor('pull')).toEqual(['SFTP with SSH key (pull)', 'SFTP with password (pull)', 'FTP with GPG encryption (pull)']);
    expect(JOB_TITLES).toHaveLength(26);
    expect(new Set(JOB_TITLES).size).toBe(26);
  });
});

describe('parseConnectionRequest', () => {
  it('takes a complete request and returns it cleaned', () => {
    const input = complete();
    const { values, errors } = parseConnectionRequest({ ...input, leiAddress: ' 5493000nwcaptl002409 ', mics: ['xnys', 'ARCX'], firmName: '  Northwind Capital LLC ' });
    expect(errors).toEqual({});
    expect(values).toEqual({ ...input, leiAddress: '5493000NWCAPTL002409' });
  });

  it('gives the specification’s required message for every required field, in the form’s order', () => {
    const { errors } = parseConnectionRequest({ contacts: { access: [{}], business: [{}], tech: [{}, {}] } });
    expect(errors).toEqual({
      entityType: 'Entity is required.',
      serviceType: 'Service type is required.',
      'submitter/firstName': 'Your first name is required.',
      'submitter/lastName': 'Your last name is required.',
      'submitter/jobTitle': 'Your job title is required.',
      'submitter/emailId': 'Your e-mail address is required.',
      'submitter/phoneNumber': 'Your phone number is required.',
      firmName: 'Firm name is required.',
      leiAddress: 'Legal Entity Identifier (LEI) is required.',
      externalIpList: 'External IP addresses is required.',
      passwordContactType: 'Send passwords to is required.',
      'contacts/access/0/firstName': 'Access contact 1: First name is required.',
      'contacts/access/0/lastName': 'Access contact 1: Last name is required.',
      'contacts/access/0/jobTitle': 'Access contact 1: Job title is required.',
      'contacts/access/0/emailId': 'Access contact 1: E-mail address is required.',
      'contacts/access/0/phoneNumber': 'Access contact 1: Phone number is required.',
      'contacts/business/0/firstName': 'Business contact 1: First name is required.',
      'contacts/business/0/lastName': 'Business contact 1: Last name is required.',
      'contacts/business/0/jobTitle': 'Business contact 1: Job title is required.',
      'contacts/business/0/emailId': 'Business contact 1: E-mail address is required.',
      'contacts/business/0/phoneNumber': 'Business contact 1: Phone number is required.',
      'contacts/tech/0/firstName': 'Technical contact 1: First name is required.',
      'contacts/tech/0/lastName': 'Technical contact 1: Last name is required.',
      'contacts/tech/0/jobTitle': 'Technical contact 1: Job title is required.',
      'contacts/tech/0/emailId': 'Technical contact 1: E-mail address is required.',
      'contacts/tech/0/phoneNumber': 'Technical contact 1: Phone number is required.',
      'contacts/tech/1/firstName': 'Technical contact 2: First name is required.',
      'contacts/tech/1/lastName': 'Technical contact 2: Last name is required.',
      'contacts/tech/1/jobTitle': 'Technical contact 2: Job title is required.',
      'contacts/tech/1/emailId': 'Technical contact 2: E-mail address is required.',
      'contacts/tech/1/phoneNumber': 'Technical contact 2: Phone number is required.',
    });
    // Blank is missing too; mnemonics, MICs and the two optional contact lists are not required.
    const blank = complete();
    blank.submitter.firstName = '   ';
    expect(errorsOf({ ...blank, mnemonics: [], mics: [] })).toEqual({ 'submitter/firstName': 'Your first name is required.' });
  });

  it('asks for a transfer method of the product’s direction for file-based products only', () => {
    const pull = { ...complete(), serviceType: 'File-based pull product' };
    expect(errorsOf(pull)).toEqual({ transferMethod: 'Transfer method is required.' });
    expect(errorsOf({ ...pull, transferMethod: 'SFTP with SSH key (push)' })).toEqual({ transferMethod: 'Transfer method: choose one of the options' });
    expect(parseConnectionRequest({ ...pull, transferMethod: 'FTP with GPG encryption (pull)' })).toMatchObject({ errors: {}, values: { transferMethod: 'FTP with GPG encryption (pull)' } });
    expect(errorsOf({ ...complete(), transferMethod: 'SFTP with password (pull)' })).toEqual({ transferMethod: 'Transfer method: applies to file-based products only' });
  });

  it('checks e-mail addresses (a company’s) and phone numbers of the submitter and every contact', () => {
    const input = complete();
    input.submitter.emailId = 'grace@gmail.com';
    input.contacts.tech[1]!.emailId = 'alan.turing';
    input.contacts.tech[1]!.phoneNumber = 'call me';
    input.contacts.access[0]!.phoneNumber = '12345';
    expect(errorsOf(input)).toEqual({
      'submitter/emailId': 'Your e-mail address: use your company address; addresses at free mail providers such as gmail.com are not accepted',
      'contacts/access/0/phoneNumber': 'Access contact 1: Phone number: enter a phone number, like +1 212 555 0100',
      'contacts/tech/1/emailId': 'Technical contact 2: E-mail address: enter an address like name@company.com',
      'contacts/tech/1/phoneNumber': 'Technical contact 2: Phone number: enter a phone number, like +1 212 555 0100',
    });
  });

  it('checks the LEI, upper-casing it', () => {
    expect(errorsOf({ ...complete(), leiAddress: '5493000NWCAPTL002490' })).toEqual({ leiAddress: 'Legal Entity Identifier (LEI): the check digits do not match; look for a typing error' });
    expect(errorsOf({ ...complete(), leiAddress: '5493000NWCAPTL0024' })).toEqual({ leiAddress: 'Legal Entity Identifier (LEI): an LEI has 20 characters; this one has 18' });
    expect(parseConnectionRequest({ ...complete(), leiAddress: '5493001kjtiigc8y1r12' }).values.leiAddress).toBe('5493001KJTIIGC8Y1R12');
  });

  it('takes MICs as ISO 10383 codes and mnemonics as short codes, upper-cased, each once, in bounded lists', () => {
    expect(errorsOf({ ...complete(), mics: ['XNYS', 'XNY'] })).toEqual({ mics: 'Market identifier codes (MICs): "XNY" is not a MIC (4 letters or digits, like XNYS)' });
    expect(errorsOf({ ...complete(), mics: ['XNYS', 'xnys'] })).toEqual({ mics: 'Market identifier codes (MICs): "XNYS" is listed twice' });
    expect(errorsOf({ ...complete(), mics: 'XNYS' })).toEqual({ mics: 'Market identifier codes (MICs): send a list' });
    const twentyOne = Array.from({ length: LIMITS.mics + 1 }, (_, i) => `XM${String(i).padStart(2, '0')}`);
    expect(errorsOf({ ...complete(), mics: twentyOne.slice(0, LIMITS.mics) })).toEqual({});
    expect(errorsOf({ ...complete(), mics: twentyOne })).toEqual({ mics: 'Market identifier codes (MICs): list at most 20; there are 21' });
    expect(errorsOf({ ...complete(), mnemonics: ['N'] })).toEqual({ mnemonics: 'Firm mnemonics: "N" is not a mnemonic (2 to 10 letters or digits)' });
  });

  it('takes public IPv4 addresses and ranges, at least one and at most 50', () => {
    const ips = (externalIpList: unknown) => errorsOf({ ...complete(), externalIpList }).externalIpList;
    expect(ips(['64.72.210.0/28', '38.122.54.10', '38.122.54.11/32', '151.101.0.0/16'])).toBeUndefined();
    expect(ips([])).toBe('External IP addresses is required.');
    expect(ips(['64.72.210.0/33'])).toBe('External IP addresses: "64.72.210.0/33" is not an IPv4 range: the prefix is at most /32');
    expect(ips(['999.1.1.1'])).toBe('External IP addresses: "999.1.1.1" is not an IPv4 address or range (a.b.c.d or a.b.c.d/nn)');
    expect(ips(['64.72.210.1/24'])).toBe('External IP addresses: "64.72.210.1/24" is not the start of its range: write 64.72.210.0/24');
    expect(ips(['2001:db8::1'])).toBe('External IP addresses: "2001:db8::1" is an IPv6 address; list IPv4 addresses');
    expect(ips(['10.20.30.40'])).toBe('External IP addresses: "10.20.30.40" is not a public address (private range)');
    expect(ips(['64.0.0.0/8'])).toBe('External IP addresses: "64.0.0.0/8" is too large a range: use /16 or smaller ranges');
    expect(ips(['38.122.54.10', '38.122.54.10'])).toBe('External IP addresses: "38.122.54.10" is listed twice');
    const many = (n: number) => Array.from({ length: n }, (_, i) => `38.122.${Math.floor(i / 200)}.${i % 200}`);
    expect(ips(many(LIMITS.externalIps))).toBeUndefined();
    expect(ips(many(LIMITS.externalIps + 1))).toBe('External IP addresses: list at most 50; there are 51');
    expect(ips(many(10_000))).toBe('External IP addresses: list at most 50; there are 10000');
  });

  it('reads IPv4 the strict way: four decimal parts, no shorthand', () => {
    for (const entry of ['10.1', '0x40.72.210.1', '064.72.210.1', '64.72.210.1/', '64.72.210.1/2/3']) {
      expect(externalIpProblem(entry), entry).toBe(`"${entry}" is not an IPv4 address or range (a.b.c.d or a.b.c.d/nn)`);
    }
    for (const [entry, range] of [['127.0.0.1', 'loopback'], ['169.254.1.1', 'linkLocal'], ['100.64.0.1', 'carrierGradeNat'], ['203.0.113.0/24', 'reserved'], ['224.0.0.1', 'multicast']]) {
      expect(externalIpProblem(entry!), entry).toBe(`"${entry}" is not a public address (${range} range)`);
    }
    expect(splitList(' 64.72.210.0/28,38.122.54.10\n\n151.101.0.0/16 ; ')).toEqual(['64.72.210.0/28', '38.122.54.10', '151.101.0.0/16']);
  });

  it('defaults the password-expiry choice to No, and then takes no maximum age (specification §5)', () => {
    const { doesPassExpirePeriodically: _drop, ...rest } = complete();
    const parsed = parseConnectionRequest(rest);
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toMatchObject({ doesPassExpirePeriodically: 'No', maxPasswordAge: null });
    expect(parseConnectionRequest({ ...rest, doesPassExpirePeriodically: '' }).values.doesPassExpirePeriodically).toBe('No');
    expect(errorsOf({ ...rest, maxPasswordAge: 90 })).toEqual({ maxPasswordAge: 'Maximum password age (days): applies only when passwords expire periodically' });
    expect(errorsOf({ ...rest, doesPassExpirePeriodically: 'Sometimes' })).toEqual({ doesPassExpirePeriodically: 'Passwords expire periodically: choose one of the options' });
  });

  it('requires a maximum password age of 1 to 365 whole days when passwords expire', () => {
    const age = (maxPasswordAge: unknown) => parseConnectionRequest({ ...complete(), doesPassExpirePeriodically: 'Yes', maxPasswordAge });
    expect(age(null).errors).toEqual({ maxPasswordAge: 'Maximum password age (days) is required.' });
    expect(age(' ').errors).toEqual({ maxPasswordAge: 'Maximum password age (days) is required.' });
    expect(age(0).errors).toEqual({ maxPasswordAge: 'Value of "Maximum password age (days)" should be >= 1.' });
    expect(age('366').errors).toEqual({ maxPasswordAge: 'Value of "Maximum password age (days)" should be <= 365.' });
    expect(age('90 days').errors).toEqual({ maxPasswordAge: 'Maximum password age (days): enter a whole number of days' });
    expect(age(7.5).errors).toEqual({ maxPasswordAge: 'Maximum password age (days): enter a whole number of days' });
    expect(age('1')).toMatchObject({ errors: {}, values: { maxPasswordAge: 1 } });
    expect(age(365)).toMatchObject({ errors: {}, values: { maxPasswordAge: 365 } });
  });

  it('bounds each contact list: access, business and technical need one, none takes more than five', () => {
    const withList = (list: string, rows: unknown[]) => {
      const input = complete();
      return errorsOf({ ...input, contacts: { ...input.contacts, [list]: rows } });
    };
    const five = Array.from({ length: MAX_CONTACTS_PER_LIST }, (_, i) => person('Kay', `McNulty${'x'.repeat(i)}`, 'Trader'));
    for (const list of CONTACT_LISTS) {
      expect(withList(list, five), list).toEqual({});
      expect(withList(list, [...five, person('Kay', 'Antonelli', 'Trader')]), list).toEqual({ [`contacts/${list}`]: expect.stringMatching(/: list at most 5; there are 6$/) });
    }
    expect(withList('tech', [])).toEqual({ 'contacts/tech': 'Technical contact is required.' });
    expect(withList('access', [])).toEqual({ 'contacts/access': 'Access contact is required.' });
    expect(withList('afterHours', [])).toEqual({});
    expect(withList('other', 'nobody' as never)).toEqual({ 'contacts/other': 'Other contacts: send a list' });
  });

  it('sends passwords only to a list that has contacts', () => {
    expect(errorsOf({ ...complete(), passwordContactType: 'afterHours' })).toEqual({ passwordContactType: 'Send passwords to: add one of the after-hours contacts first, or choose another' });
    expect(errorsOf({ ...complete(), passwordContactType: 'submitter' })).toEqual({});
    expect(errorsOf({ ...complete(), passwordContactType: 'everyone' })).toEqual({ passwordContactType: 'Send passwords to: choose one of the options' });
  });

  it('refuses unknown keys at every level and values of the wrong type', () => {
    const input = complete();
    const errors = errorsOf({
      ...input,
      admin: true,
      submitter: { ...input.submitter, role: 'admin' },
      contacts: { ...input.contacts, legal: [], tech: [{ ...input.contacts.tech[0], extension: '12' }] },
      firmName: 42,
    });
    expect(errors).toEqual({
      '': 'This form has no field "admin"',
      firmName: 'Firm name: send text',
    });
    // The request as a whole has one line (the first unknown key); each level is checked.
    expect(errorsOf({ ...input, contacts: { ...input.contacts, legal: [] } })).toEqual({ '': 'This form has no field "contacts/legal"' });
    expect(errorsOf({ ...input, submitter: { ...input.submitter, role: 'admin' } })).toEqual({ '': 'This form has no field "submitter/role"' });
    expect(errorsOf({ ...input, contacts: { ...input.contacts, tech: [{ ...input.contacts.tech[0], extension: '12' }] } })).toEqual({ '': 'This form has no field "contacts/tech/0/extension"' });
    expect(errorsOf({ ...input, entityType: 'NASDAQ' })).toEqual({ entityType: 'Entity: choose one of the options' });
    expect(errorsOf({ ...input, firmName: 'N'.repeat(201) })).toEqual({ firmName: 'Firm name: use at most 200 characters' });
  });
});
