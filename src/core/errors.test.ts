import { describe, it, expect } from 'vitest';
import { catalogue, fail, formatMessage, message, TesseraError, type ErrorCode } from './errors';

const codes = Object.keys(catalogue) as ErrorCode[];

describe('catalogue', () => {
  it('gives every entry an error status (4xx/5xx) and a non-empty message, but the two outcomes people read as success', () => {
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) {
      const { status, message: text } = catalogue[code];
      expect(text.trim(), code).not.toBe('');
      if (code === 'CONNECTION_REQUEST_SUCCESS') expect(status).toBe(200);
      else if (code === 'SUBSCRIPTION_PENDING') expect(status).toBe(202);
      else expect(status >= 400 && status <= 599, `${code} has status ${status}`).toBe(true);
    }
  });

  it('uses upper snake case codes', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('holds the specification messages verbatim', () => {
    expect(message('REQUIRED', { label: 'Company' })).toBe('Company is required.');
    expect(catalogue.REQUIRED.message).toBe('{label} is required.');
    expect(message('FIELD_REQUIRED', { field: 'Session Type' })).toBe('Session Type is required');
    expect(message('MAX_LINKS', { max: 6 })).toBe('Maximum: 6 links');
    expect(message('MIN_VALUE', { field: 'X', min: 1 })).toBe('Value of "X" should be >= 1.');
    expect(message('MAX_VALUE', { field: 'X', max: 999999999 })).toBe('Value of "X" should be <= 999999999.');
    expect(catalogue.FETCH_FAILED.message).toBe('{status} {statusText}: {url}');
    expect(message('FETCH_FAILED', { status: 404, statusText: 'Not Found', url: 'http://h/x' })).toBe(
      '404 Not Found: http://h/x',
    );
    expect(message('UNKNOWN_INTENT')).toBe('Unknown intent');
    expect(message('FORM_INVALID')).toBe(
      'Some fields are missing or have errors. Please correct the errors before submitting the form.',
    );
    expect(message('FORM_SUBMIT_FAILED')).toBe(
      'There was an error submitting the form. Please check your connectivity and try again.',
    );
    expect(message('REQUEST_FAILED')).toBe('There was an error with your request. Please try again later.');
    expect(message('CONNECTION_REQUEST_SUCCESS')).toBe(
      'Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.',
    );
  });
});

describe('formatMessage', () => {
  it('fills every occurrence of a placeholder', () => {
    expect(formatMessage('{a} and {a} and {b}', { a: 1, b: 'two' })).toBe('1 and 1 and two');
  });

  it('leaves placeholders without a param untouched', () => {
    expect(formatMessage('{label} is required.')).toBe('{label} is required.');
    expect(formatMessage('{a} {b}', { a: 'x' })).toBe('x {b}');
  });

  it('does not read placeholders from Object.prototype', () => {
    expect(formatMessage('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('stringifies falsy params rather than dropping them', () => {
    expect(formatMessage('{a}|{b}|{c}|{d}', { a: 0, b: '', c: null, d: false })).toBe('0||null|false');
  });

  it('does not re-expand placeholders found inside params', () => {
    expect(formatMessage('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
  });
});

describe('TesseraError', () => {
  it('carries code, status, message, params and issues', () => {
    const issues = [{ path: '/root/props/href', message: 'Expected a string' }];
    const error = new TesseraError('INVALID_TREE', { detail: 'bad href' }, issues);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TesseraError');
    expect(error.code).toBe('INVALID_TREE');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid page tree: bad href');
    expect(error.details).toEqual({ detail: 'bad href' });
    expect(error.issues).toEqual(issues);
  });

  it('serializes to { error, message, issues? }', () => {
    const issues = [{ path: '/root/id', message: 'Expected a UUID' }];
    expect(new TesseraError('INVALID_TREE', { detail: 'x' }, issues).toJSON()).toEqual({
      error: 'INVALID_TREE',
      message: 'Invalid page tree: x',
      issues,
    });
    const plain = new TesseraError('NOT_FOUND', { what: 'Page' });
    expect(plain.toJSON()).toEqual({ error: 'NOT_FOUND', message: 'Page not found' });
    expect(JSON.parse(JSON.stringify(plain))).toEqual({ error: 'NOT_FOUND', message: 'Page not found' });
  });

  it('does not leak params into the JSON body', () => {
    const body = JSON.stringify(new TesseraError('FORBIDDEN', { on: '', role: 'CMSTWO User', action: 'publish', secret: 's3' }));
    expect(body).not.toContain('s3');
    expect(JSON.parse(body)).toEqual({ error: 'FORBIDDEN', message: 'Your role (CMSTWO User) may not publish' });
  });

  it('takes its status from the catalogue', () => {
    expect(new TesseraError('UNAUTHENTICATED').status).toBe(401);
    expect(new TesseraError('PAYLOAD_TOO_LARGE', { limit: '1 MB' }).status).toBe(413);
    expect(new TesseraError('INTERNAL').status).toBe(500);
  });
});

describe('fail', () => {
  it('throws a TesseraError', () => {
    expect(() => fail('NOT_FOUND', { what: 'Document' })).toThrow(TesseraError);
    try {
      fail('CONFLICT', { current: 7 });
    } catch (error) {
      expect((error as TesseraError).status).toBe(409);
      expect((error as TesseraError).message).toBe(
        'The draft was saved by someone else (revision 7); reload it or save on top of revision 7',
      );
    }
    expect.assertions(3);
  });
});
