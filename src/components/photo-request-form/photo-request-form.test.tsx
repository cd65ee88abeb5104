import { describe, expect, it } from 'vitest';
import { checkSubmission, errorLines } from '../../core/form-check';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { DISTRIBUTION, PHOTO_TYPES, photoRequestForm } from './definition';

const spec = (props: Record<string, unknown> = {}) => photoRequestForm.form!(valid(node('photo-request-form', props)).props as never);
const problems = (values: Record<string, unknown>) => {
  const s = spec();
  const check = checkSubmission(s.fields, values);
  return { ...(s.check?.(check.values) ?? {}), ...check.errors };
};
const COMPLETE = {
  requesterCompany: 'Harbor Light Films',
  requesterName: 'Dana Ruiz',
  requesterPhone: '+1 212 555 0148',
  requesterEmail: 'dana@harborlight.example',
  requesterWebsite: 'https://www.harborlight.example',
  requesterAddress: '',
  photoType: 'Trading floor',
  projectDescription: 'A documentary on market structure.',
  nyseDescription: 'The trading floor behind two interviews.',
  whereDistributed: ['Television or film'],
};

describe('photo-request-form', () => {
  it('has the specification’s fields and always a captcha', () => {
    const s = spec();
    expect(s.fields.map((f) => f.name)).toEqual([
      'requesterCompany', 'requesterName', 'requesterPhone', 'requesterEmail', 'requesterWebsite', 'requesterAddress',
      'photoType', 'projectDescription', 'nyseDescription', 'whereDistributed',
    ]);
    expect(s.captcha).toBe(true);
    expect(s.fields.find((f) => f.name === 'photoType')!.options.map((o) => o.value)).toEqual(PHOTO_TYPES);
    expect(s.fields.find((f) => f.name === 'whereDistributed')!.options.map((o) => o.value)).toEqual(DISTRIBUTION);
  });

  it('requires who asks, the photo type, the project and where it goes; website and address are optional', () => {
    expect(errorLines(spec().fields, problems({}))).toEqual([
      'Company is required.',
      'Your name is required.',
      'Phone is required.',
      'E-mail address is required.',
      'Type of photo is required.',
      'Project description is required.',
      'How the NYSE appears in your project is required.',
      'Where the photos will be distributed is required.',
    ]);
    expect(problems(COMPLETE)).toEqual({});
  });

  it('checks the phone, e-mail and website shapes', () => {
    expect(problems({ ...COMPLETE, requesterPhone: 'call me', requesterEmail: 'dana', requesterWebsite: 'harborlight' })).toEqual({
      requesterPhone: 'Phone: enter a phone number, like +1 212 555 0100',
      requesterEmail: 'E-mail address: enter an address like name@company.com',
      requesterWebsite: 'Company website: enter an address like https://www.example.com',
    });
    expect(problems({ ...COMPLETE, photoType: 'Selfie' })).toEqual({ photoType: 'Type of photo: choose one of the options' });
  });

  it('renders its choices and the captcha note', () => {
    const tree = node('photo-request-form');
    const html = renderHtml(tree, { path: '/photo-request' });
    expect(html).toContain('<option value="Opening or closing bell">Opening or closing bell</option>');
    expect(html).toContain(`<input type="checkbox" id="tessera-${tree.id}-f-whereDistributed-2" name="whereDistributed" value="Social media"/>`);
    expect(html).toContain('<noscript>');
    expect(html).toContain('<button type="submit" class="t-button t-button--primary">Send request</button>');
  });

  it('refuses a repeated choice', () => {
    expect(issuesOf(node('photo-request-form', { photoTypes: [{ label: 'Trading floor' }, { label: 'Trading floor' }] }))[0]!.path).toBe('/root/props/photoTypes');
  });
});
