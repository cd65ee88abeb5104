import { describe, expect, it } from 'vitest';
import { message } from '../../core/errors';
import { checkSubmission, errorLines } from '../../core/form-check';
import { node } from '../../core/node';
import { renderHtml, valid } from '../test-render';
import { contactForm } from './definition';

const spec = (props: Record<string, unknown> = {}) => contactForm.form!(valid(node('contact-form', props)).props as never);
/** What the server (and the island, before sending) finds wrong, exactly as both run it. */
const problems = (values: Record<string, unknown>) => {
  const s = spec();
  const check = checkSubmission(s.fields, values);
  return { ...(s.check?.(check.values) ?? {}), ...check.errors };
};
const COMPLETE = { first_name: 'Grace', last_name: 'Hopper', company: 'Northwind Capital', email: 'grace.hopper@northwind-capital.com' };

describe('contact-form', () => {
  it('has the specification’s four fields, all required, and an optional message (issue 25)', () => {
    expect(spec().fields.map((f) => [f.type, f.name, f.isRequired])).toEqual([
      ['TEXT', 'first_name', true],
      ['TEXT', 'last_name', true],
      ['TEXT', 'company', true],
      ['TEXT', 'email', true],
      ['TEXTAREA', 'message', false],
    ]);
  });

  it('gives each submission a CF reference and sends the visitor a receipt at the address they gave', () => {
    const s = spec();
    expect(s.referencePrefix).toBe('CF');
    expect(s.receipt?.({ ...COMPLETE })).toEqual({ to: COMPLETE.email, subject: 'Contact form: we received your message' });
    expect(s.receipt?.({ ...COMPLETE, email: '' })).toBeUndefined();
  });

  it('gives the specification’s message for each missing field', () => {
    const s = spec();
    const errors = problems({});
    expect(errorLines(s.fields, errors)).toEqual(['First name is required.', 'Last name is required.', 'Company is required.', 'Corporate e-mail address is required.']);
    expect(message('REQUIRED', { label: 'Company' })).toBe('Company is required.');
  });

  it('refuses free mail addresses with a clear message and takes a company’s', () => {
    for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'aol.com', 'icloud.com', 'proton.me']) {
      expect(problems({ ...COMPLETE, email: `grace@${domain}` }), domain).toEqual({
        email: `Corporate e-mail address: use your company address; addresses at free mail providers such as ${domain} are not accepted`,
      });
    }
    expect(problems({ ...COMPLETE, email: 'grace' })).toEqual({ email: 'Corporate e-mail address: enter an address like name@company.com' });
    expect(problems(COMPLETE)).toEqual({});
  });

  it('renders the four fields with their input purposes and the e-mail hint', () => {
    const tree = node('contact-form', { formName: 'Contact the listings team' });
    const html = renderHtml(tree, { path: '/contact' });
    const p = `tessera-${tree.id}`;
    expect(html).toContain('aria-label="Contact the listings team"');
    expect(html).toContain(`<input id="${p}-f-first_name" required="" type="text" autoComplete="given-name" name="first_name" value=""/>`);
    expect(html).toContain(`<input id="${p}-f-company" required="" type="text" autoComplete="organization" name="company" value=""/>`);
    expect(html).toContain(
      `<label class="t-field__label" for="${p}-f-email">Corporate e-mail address<span class="t-field__required"><span aria-hidden="true"> *</span></span></label>` +
        `<div class="t-field__hint" id="${p}-f-email-hint">Your work address; addresses at free mail providers are not accepted.</div>` +
        `<input id="${p}-f-email" required="" aria-describedby="${p}-f-email-hint" type="email" autoComplete="email" name="email" value=""/>`,
    );
    // No captcha by default: the form works without JavaScript.
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('data-kind="contact-form"');
  });

  it('forwards to its target and e-mail, and keeps submissions for the default retention', () => {
    expect(spec({ emailTo: 'listings@nyse.example', targetUrl: 'https://crm.nyse.example/contact' })).toMatchObject({
      name: 'Contact form',
      captcha: false,
      retentionDays: 365,
      forward: [
        { channel: 'webhook', url: 'https://crm.nyse.example/contact', bodyContentType: 'JSON' },
        { channel: 'email', to: 'listings@nyse.example', subject: 'Contact form: a new submission' },
      ],
    });
  });
});
