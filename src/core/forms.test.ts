import { describe, expect, it } from 'vitest';
import { checkSubmission, errorLines, FormFieldSchema, type FormField } from './forms';

const field = (input: Record<string, unknown>): FormField => FormFieldSchema.parse(input);
const fields = [
  field({ type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true }),
  field({ type: 'TEXTAREA', name: 'message', displayName: 'Message' }),
  field({ type: 'SELECT', name: 'topic', displayName: 'Topic', isRequired: true, options: [{ value: 'listings', label: 'Listings' }, { value: 'data', label: 'Market data' }] }),
  field({ type: 'RADIO_BUTTONS', name: 'contact', displayName: 'Contact me by', options: [{ value: 'email', label: 'E-mail' }, { value: 'phone', label: 'Phone' }] }),
  field({ type: 'CHECKBOX', name: 'consent', displayName: 'I agree to the privacy policy', isRequired: true }),
  field({ type: 'CHECKBOX_GROUP', name: 'products', displayName: 'Products', isRequired: true, options: [{ value: 'nyse', label: 'NYSE' }, { value: 'arca', label: 'NYSE Arca' }] }),
  field({ type: 'HIDDEN', name: 'campaign', value: 'CMP-2026-11' }),
  field({ type: 'FILE', name: 'report', displayName: 'Report', isRequired: true }),
];

describe('checkSubmission', () => {
  it("gives the specification's required message for each missing field, in field order", () => {
    const { errors } = checkSubmission(fields, {});
    expect(errorLines(fields, errors)).toEqual([
      'First name is required.',
      'Topic is required.',
      'I agree to the privacy policy is required.',
      'Products is required.',
      'Report is required.',
    ]);
  });

  it('keeps clean values and re-derives HIDDEN ones, whatever was sent', () => {
    const result = checkSubmission(
      fields,
      { first_name: '  Ada ', message: 'Hello', topic: 'data', contact: 'email', consent: 'on', products: ['arca', 'nyse', 'arca'], campaign: 'EDITED' },
      new Set(['report']),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ first_name: 'Ada', message: 'Hello', topic: 'data', contact: 'email', consent: true, products: ['arca', 'nyse'], campaign: 'CMP-2026-11' });
  });

  it('refuses fields the definition does not have, values outside the options, non-text and oversized text', () => {
    const { errors } = checkSubmission(fields, {
      first_name: { $ne: 1 },
      message: 'x'.repeat(10_001),
      topic: 'evil',
      products: ['nyse', 'other'],
      admin: 'true',
    });
    expect(errors['']).toBe('This form has no field "admin"');
    expect(errors.first_name).toBe('First name: send text');
    expect(errors.message).toBe('Message: use at most 10,000 characters');
    expect(errors.topic).toBe('Topic: choose one of the options');
    expect(errors.products).toBe('Products: choose among the options');
  });

  it('a field without a display name is named by its name', () => {
    const { errors } = checkSubmission([field({ type: 'TEXT', name: 'company', isRequired: true })], { company: '   ' });
    expect(errors.company).toBe('company is required.');
  });

  it('field names are identifiers', () => {
    expect(FormFieldSchema.safeParse({ type: 'TEXT', name: '__proto__x' }).success).toBe(false);
    expect(FormFieldSchema.safeParse({ type: 'TEXT', name: 'first name' }).success).toBe(false);
    expect(FormFieldSchema.safeParse({ type: 'COLOUR', name: 'when' }).success).toBe(false);
  });
});
