import { describe, expect, it } from 'vitest';
import { checkSubmission } from './form-check';
import { FormFieldSchema, type FormField } from './forms';
import { checkDate, checkEmail, checkNumber, checkPhone, checkWebAddress, completeWebAddress, rangeText } from './field-types';
import { connectionRequestLines } from './connection-request-lines';
import { derivedLines, fieldLines, linesText } from './submission-lines';
import { sessionRequestLines } from './session-request-lines';

const field = (input: Partial<FormField> & Pick<FormField, 'type' | 'name'>): FormField => FormFieldSchema.parse(input);

describe('e-mail fields', () => {
  it.each(['lee@example.com', 'lee.chen+news@mail.example.co.uk', 'o’neil@example.com'.replace('’', '')])('takes %s', (address) => {
    expect(checkEmail(address, 'E-mail')).toEqual({ value: address });
  });
  it.each(['lee@@example', 'lee@example', 'lee example.com', '@example.com', 'lee@', 'lee@exa mple.com', 'lee@example..com'])('refuses %s', (address) => {
    expect(checkEmail(address, 'E-mail').problem).toBe('E-mail: enter an address like name@company.com');
  });
  it('refuses an address longer than 320 characters', () => {
    expect(checkEmail(`${'a'.repeat(320)}@example.com`, 'E-mail').problem).toBe('E-mail: use at most 320 characters');
  });
});

describe('phone fields', () => {
  it.each(['+1 212 555 0100', '+1 (212) 555-0100', '212.555.0100', '+44 20 7946 0000'])('takes %s', (phone) => {
    expect(checkPhone(phone, 'Phone').problem).toBeUndefined();
  });
  it('keeps a number with single spaces', () => {
    expect(checkPhone('+1  212   555 0100', 'Phone')).toEqual({ value: '+1 212 555 0100' });
  });
  it.each(['call me', '555-01', '+1 212 555 0100 ext 4', '1'.repeat(21), '++1 212 555 0100'])('refuses %s', (phone) => {
    expect(checkPhone(phone, 'Phone').problem).toBe('Phone: enter a phone number, like +1 212 555 0100');
  });
});

describe('number fields', () => {
  it('takes whole and decimal numbers, with or without a sign', () => {
    expect(['12', '-3', '+4', '2.5', '.5'].map((n) => checkNumber(n, 'Guests'))).toEqual([{ value: '12' }, { value: '-3' }, { value: '4' }, { value: '2.5' }, { value: '.5' }]);
  });
  it('keeps within min and max, both included', () => {
    const bounds = { min: '1', max: '10' };
    expect(checkNumber('1', 'Guests', bounds).problem).toBeUndefined();
    expect(checkNumber('10', 'Guests', bounds).problem).toBeUndefined();
    expect(checkNumber('0', 'Guests', bounds).problem).toBe('Guests: enter a number from 1 to 10');
    expect(checkNumber('10.5', 'Guests', bounds).problem).toBe('Guests: enter a number from 1 to 10');
    expect(checkNumber('0', 'Guests', { min: '1' }).problem).toBe('Guests: enter a number 1 or more');
    expect(checkNumber('11', 'Guests', { max: '10' }).problem).toBe('Guests: enter a number 10 or less');
  });
  it.each(['two', '1,000', '1e3', '12abc', '--1', 'Infinity'])('refuses %s', (text) => {
    expect(checkNumber(text, 'Guests').problem).toBe('Guests: enter a number, like 12');
  });
});

describe('date fields', () => {
  it('takes a real calendar day written year-month-day', () => {
    expect(checkDate('2026-03-31', 'Visit day')).toEqual({ value: '2026-03-31' });
    expect(checkDate('2028-02-29', 'Visit day').problem).toBeUndefined();
  });
  it.each(['2026-02-30', '2027-02-29', '31/03/2026', '2026-3-31', 'tomorrow'])('refuses %s', (text) => {
    expect(checkDate(text, 'Visit day').problem).toBe('Visit day: enter a date as year-month-day, like 2026-03-31');
  });
  it('keeps within the earliest and latest day', () => {
    const bounds = { min: '2026-01-01', max: '2026-12-31' };
    expect(checkDate('2026-01-01', 'Visit day', bounds).problem).toBeUndefined();
    expect(checkDate('2025-12-31', 'Visit day', bounds).problem).toBe('Visit day: enter a date from 2026-01-01 to 2026-12-31');
    expect(checkDate('2027-01-01', 'Visit day', { max: '2026-12-31' }).problem).toBe('Visit day: enter a date on or before 2026-12-31');
  });
});

describe('web address fields', () => {
  it('takes http and https addresses, and completes one typed without https://', () => {
    expect(checkWebAddress('https://www.example.com/a?b=1', 'Website')).toEqual({ value: 'https://www.example.com/a?b=1' });
    expect(checkWebAddress('www.nyse.com/listings', 'Website')).toEqual({ value: 'https://www.nyse.com/listings' });
    expect(completeWebAddress('example.com')).toBe('https://example.com');
  });
  it.each(['javascript:alert(1)', 'ftp://example.com', 'not a site', 'https://localhost', 'mailto:lee@example.com'])('refuses %s', (text) => {
    expect(checkWebAddress(text, 'Website').problem).toBe('Website: enter an address like https://www.example.com');
  });
});

describe('typed fields in the form check (server and browser alike)', () => {
  const fields = [
    field({ type: 'EMAIL', name: 'email', displayName: 'E-mail', isRequired: true }),
    field({ type: 'PHONE', name: 'phone', displayName: 'Phone' }),
    field({ type: 'NUMBER', name: 'guests', displayName: 'Guests', min: '1', max: '10' }),
    field({ type: 'DATE', name: 'day', displayName: 'Day' }),
    field({ type: 'URL', name: 'site', displayName: 'Website' }),
  ];

  it('names each field with its problem', () => {
    const { errors } = checkSubmission(fields, { email: 'lee@@example', phone: 'x', guests: '0', day: '2026-13-01', site: 'nope' });
    expect(errors).toEqual({
      email: 'E-mail: enter an address like name@company.com',
      phone: 'Phone: enter a phone number, like +1 212 555 0100',
      guests: 'Guests: enter a number from 1 to 10',
      day: 'Day: enter a date as year-month-day, like 2026-03-31',
      site: 'Website: enter an address like https://www.example.com',
    });
  });

  it('leaves an optional empty field alone and requires a required one', () => {
    const { values, errors } = checkSubmission(fields, { email: ' ' });
    expect(errors).toEqual({ email: 'E-mail is required.' });
    expect(values).toEqual({ email: '', phone: '', guests: '', day: '', site: '' });
  });

  it('keeps the cleaned values', () => {
    const { values, errors } = checkSubmission(fields, { email: ' lee@example.com ', phone: '+1 212 555 0100', guests: '+3', day: '2026-03-31', site: 'www.example.com' });
    expect(errors).toEqual({});
    expect(values).toEqual({ email: 'lee@example.com', phone: '+1 212 555 0100', guests: '3', day: '2026-03-31', site: 'https://www.example.com' });
  });

  it('refuses text that is not text, and overlong text', () => {
    expect(checkSubmission(fields, { email: { a: 1 } }).errors.email).toBe('E-mail: send text');
    expect(checkSubmission(fields, { email: `${'a'.repeat(600)}@example.com` }).errors.email).toBe('E-mail: use at most 500 characters');
  });

  it('describes ranges in words', () => {
    expect(rangeText({ min: '1', max: '10' })).toBe('from 1 to 10');
    expect(rangeText({ min: '2026-01-01', date: true })).toBe('on or after 2026-01-01');
    expect(rangeText({})).toBe('');
  });
});

describe('submission lines', () => {
  const fields = [
    field({ type: 'TEXT', name: 'name', displayName: 'Your name' }),
    field({ type: 'HIDDEN', name: 'campaign', value: 'CMP' }),
    field({ type: 'CHECKBOX_GROUP', name: 'topics', displayName: 'Topics', options: [{ value: 'ipo', label: 'Listings' }, { value: 'md', label: 'Market data' }] }),
    field({ type: 'CHECKBOX', name: 'consent', displayName: 'Consent' }),
    field({ type: 'FILE', name: 'cv', displayName: 'Résumé' }),
    field({ type: 'EMAIL', name: 'email' }),
  ];

  it('labels each answer as the form does, in its order: option labels, Yes/No, file names; no hidden fields', () => {
    const lines = fieldLines({ fields, values: { email: 'lee@example.com', consent: true, topics: ['md', 'ipo'], campaign: 'CMP', name: 'Lee' }, files: [{ field: 'cv', name: 'lee.pdf' }] });
    expect(lines).toEqual([
      { key: 'name', label: 'Your name', value: 'Lee' },
      { key: 'topics', label: 'Topics', value: 'Market data, Listings' },
      { key: 'consent', label: 'Consent', value: 'Yes' },
      { key: 'cv', label: 'Résumé', value: 'lee.pdf' },
      { key: 'email', label: 'email', value: 'lee@example.com' },
    ]);
    expect(linesText(lines)).toBe('Your name: Lee\nTopics: Market data, Listings\nConsent: Yes\nRésumé: lee.pdf\nemail: lee@example.com');
  });

  it('writes a long answer over indented lines and an empty one as (no answer)', () => {
    expect(linesText([{ key: 'm', label: 'Message', value: 'One\nTwo' }, { key: 'c', label: 'Company', value: '' }])).toBe('Message: One\n  Two\nCompany: (no answer)');
  });

  it('derives lines for values stored without them: readable keys, structures walked, internal keys out', () => {
    const lines = derivedLines({ values: { first_name: 'Ada', _path: '/x', captcha: 'abc', markets: [{ market: 'NYSE', orderSession: { maxOrderQty: 10 } }] }, files: [{ field: 'cv', name: 'ada.pdf' }] });
    expect(linesText(lines)).toBe('First name: Ada\nMarkets 1 › Market: NYSE\nMarkets 1 › Order session › Max order qty: 10\nCv: ada.pdf');
  });

  it('labels a session request as its form does', () => {
    const lines = sessionRequestLines({
      action: 'Create',
      requestTypes: ['Order Session', 'Source IP Update'],
      markets: [{ market: 'NYSE Equities', orderSession: { sessionType: 'nyse_dmm', senderCompIDs: ['A1', 'A2'], maxOrderQty: 'Exchange maximum' } }],
      sourceIpUpdate: { sourceIPS: [{ networkProvider: 'LCN', sourceIP: '203.0.113.0/24', peeringIP: '' }], sourceIPMarkets: { 'NYSE Equities': true }, sourceIpInstructions: '' },
    });
    expect(linesText(lines)).toBe(
      [
        'Action: Create',
        'Request types: Order Session, Source IP Update',
        'Market 1: NYSE Equities',
        'NYSE Equities · Order Session · Session type: NYSE DMM',
        'NYSE Equities · Order Session · SenderCompIDs: A1, A2',
        'NYSE Equities · Order Session · Max order quantity: Exchange maximum',
        'Source IP 1 · Network provider: LCN',
        'Source IP 1 · Source IP range: 203.0.113.0/24',
        'Source IP 1 · Peering IP: (no answer)',
        'Source IP markets: NYSE Equities',
        'Source IP instructions: (no answer)',
      ].join('\n'),
    );
  });

  it('labels a connection request as its form does', () => {
    const person = { firstName: 'Lee', lastName: 'Chen', jobTitle: 'Trader', emailId: 'lee@firm.example', phoneNumber: '+1 212 555 0100' };
    const text = linesText(
      connectionRequestLines({
        entityType: 'NYSE',
        serviceType: 'NYSE Post Trade',
        transferMethod: '',
        submitter: person,
        firmName: 'Firm',
        mnemonics: ['FIRM'],
        leiAddress: 'X',
        mics: ['XNYS'],
        externalIpList: ['203.0.113.0/24'],
        doesPassExpirePeriodically: 'No',
        maxPasswordAge: null,
        passwordContactType: 'tech',
        contacts: { access: [person], business: [], tech: [person], afterHours: [], other: [] },
      }),
    );
    expect(text).toContain('Your e-mail address: lee@firm.example');
    expect(text).toContain('Send passwords to: Technical contacts');
    expect(text).toContain('Technical contact 1: Phone number: +1 212 555 0100');
    expect(text).not.toMatch(/[{}"[\]]|Maximum password age|Transfer method/);
  });
});
