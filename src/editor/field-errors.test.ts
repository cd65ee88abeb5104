import { describe, it, expect } from 'vitest';
import { CreateVisitorBody, IdentityProviderBody } from '../core/contracts';
import { ApiError } from './api.client';
import { apiFieldErrors, fieldKey, hasErrors, zodFieldErrors } from './field-errors';

const visitorFields = (key: string) => ['email', 'name', 'password', 'roles'].includes(key) || /^roles\/0\/(appKey|role)$/.test(key);

describe('fieldKey', () => {
  it('turns server issue paths and zod paths into the same key', () => {
    expect(fieldKey('/body/email')).toBe('email');
    expect(fieldKey('/body/roles/0/role')).toBe('roles/0/role');
    expect(fieldKey(['roles', 0, 'role'])).toBe('roles/0/role');
    expect(fieldKey('/query/q')).toBe('q');
    expect(fieldKey('/body')).toBe('');
  });
});

describe('zodFieldErrors', () => {
  it('puts the contract’s own messages beside the fields, first message per field', () => {
    const result = CreateVisitorBody.safeParse({ email: 'not-an-address', name: ' ', password: 'short', roles: [{ appKey: 'ICE', role: '' }] });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!, visitorFields);
    expect(errors).toEqual({
      email: 'Enter a valid e-mail address',
      name: 'Name is required.',
      password: 'Passwords have at least 12 characters',
      'roles/0/role': 'Role is required.',
    });
  });

  it('sends issues of fields the form lacks to the form message', () => {
    const result = IdentityProviderBody.safeParse({ label: 'Okta', issuer: 'http://id.example.test', clientId: 'x' });
    const errors = zodFieldErrors(result.error!, (key) => key === 'label');
    expect(errors.form).toMatch(/^issuer: Enter the issuer as an https address/);
    expect(errors.issuer).toBeUndefined();
  });
});

describe('apiFieldErrors', () => {
  it('places the server’s issues by path', () => {
    const error = new ApiError(400, 'VALIDATION', 'Bad request', [
      { path: '/body/email', message: 'Enter a valid e-mail address' },
      { path: '/body/roles/0/appKey', message: 'Application key is required.' },
    ]);
    expect(apiFieldErrors(error, { known: visitorFields })).toEqual({ email: 'Enter a valid e-mail address', 'roles/0/appKey': 'Application key is required.' });
  });

  it('puts a taken e-mail address beside the e-mail field', () => {
    const error = new ApiError(409, 'ALREADY_EXISTS', 'A visitor with this e-mail address already exists');
    expect(apiFieldErrors(error, { known: visitorFields, conflictField: 'email' })).toEqual({ email: 'A visitor with this e-mail address already exists' });
  });

  it('keeps an issue of a row that no longer exists, and anything else, as the form message', () => {
    const row = new ApiError(400, 'VALIDATION', 'Bad request', [{ path: '/body/roles/3/role', message: 'Role is required.' }]);
    expect(apiFieldErrors(row, { known: visitorFields })).toEqual({ form: 'roles/3/role: Role is required.' });
    expect(apiFieldErrors(new ApiError(500, 'INTERNAL', 'Something went wrong'), { known: visitorFields })).toEqual({ form: 'Something went wrong' });
    expect(apiFieldErrors(new Error('offline'), { known: visitorFields })).toEqual({ form: 'offline' });
  });

  it('hasErrors sees any message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ form: 'x' })).toBe(true);
    expect(hasErrors({ email: undefined })).toBe(false);
  });
});
