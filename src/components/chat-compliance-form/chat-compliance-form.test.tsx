import { describe, expect, it } from 'vitest';
import { checkSubmission, errorLines } from '../../core/form-check';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { chatComplianceForm } from './definition';

const spec = (props: Record<string, unknown> = {}) => chatComplianceForm.form!(valid(node('chat-compliance-form', props)).props as never);

describe('chat-compliance-form', () => {
  it('keeps the reCAPTCHA site key of the specification, and refuses anything but a key', () => {
    expect(valid(node('chat-compliance-form', { recaptchaPublicKey: '6LcX-aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678' })).props.recaptchaPublicKey).toBe('6LcX-aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678');
    expect(issuesOf(node('chat-compliance-form', { recaptchaPublicKey: '"><script>' }))[0]!.path).toBe('/root/props/recaptchaPublicKey');
  });

  it('is always guarded by a captcha and asks for a corporate address', () => {
    const s = spec();
    expect(s.captcha).toBe(true);
    const check = checkSubmission(s.fields, { email: 'officer@gmail.com' });
    expect(errorLines(s.fields, { ...s.check!(check.values), ...check.errors })).toEqual([
      'First name is required.',
      'Last name is required.',
      'Corporate e-mail address: use your company address; addresses at free mail providers such as gmail.com are not accepted',
      'Firm is required.',
      'Job title is required.',
      'Request is required.',
      'Chat user names is required.',
      'Confirmation of your compliance authority is required.',
    ]);
  });

  it('renders the request types and the captcha note', () => {
    const html = renderHtml(node('chat-compliance-form'));
    expect(html).toContain('<option value="Archive export">Archive export</option>');
    expect(html).toContain('<noscript>');
  });
});
