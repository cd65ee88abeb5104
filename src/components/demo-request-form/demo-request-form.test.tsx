import { describe, expect, it } from 'vitest';
import { message } from '../../core/errors';
import { checkSubmission, errorLines } from '../../core/form-check';
import { node, type Node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { demoRequestForm } from './definition';
import { COMPANY_TYPES, DEMO_SERVICES, pricingFor } from './pricing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormBehaviour, type UseEngine } from '../form-engine';
import { RenderContext } from '../view';
import DemoRequestFormView, { DUPLICATE_MESSAGE, PRICING_PROMPT } from './View';

const demo = (slots: Record<string, Node[]> = {}) => node('demo-request-form', demoRequestForm.defaults as Record<string, unknown>, slots);
const spec = () => demoRequestForm.form!(valid(demo()).props as never);
/** The prices shown for a company type, as "service: title, description". */
const prices = (type: string) => pricingFor(DEMO_SERVICES, type).flatMap(({ service, entries }) => entries.map((e) => `${service.title}: ${e.title}, ${e.description}`));
/** The page after a post without JavaScript in which the visitor chose `companyType`. */
const renderedFor = (companyType: string) => {
  const tree = demo();
  return renderHtml(tree, { path: '/solutions', formStates: new Map([[tree.id, { status: 'error', values: { companyType }, errors: { firstName: 'First name is required.' } }]]) });
};

describe('demo-request-form: pricing per company type (specification §9)', () => {
  it('says eRecording reaches the specification’s fallback county count, 2,500', () => {
    expect(DEMO_SERVICES.find((s) => s.code === 'erecording')!.description).toContain('more than 2,500 county recording offices');
  });

  it('offers the specification’s eight company types', () => {
    expect(COMPANY_TYPES).toEqual(['Other', 'Settlement', 'Attorney/Law Firm', 'Bank', 'Lender', 'Servicer', 'Credit Union', 'Building Contractor/Trades']);
    expect(spec().fields.find((f) => f.name === 'companyType')!.options.map((o) => o.value)).toEqual([...COMPANY_TYPES]);
  });

  it('shows eRecording at $5.75 per document and $449 a year, or low volume at $11.00 and $199, to institutions', () => {
    for (const type of ['Settlement', 'Attorney/Law Firm', 'Bank', 'Lender', 'Servicer', 'Credit Union']) {
      expect(prices(type), type).toEqual([
        'eRecording: $5.75 per document, $449 annual fee',
        'eRecording: Low volume: $11.00 per document, $199 annual fee',
        'eSign and eNotary: $2.00 per eSign event, Without notarization',
        'eSign and eNotary: $25.00 per notarization, In person or remote',
        'eSign and eNotary: $999 annual fee, Platform access for your whole team',
      ]);
    }
  });

  it('shows building trades $6.00 with $199, and $25.00 with $0', () => {
    expect(prices('Building Contractor/Trades').slice(0, 2)).toEqual(['eRecording: $6.00 per document, $199 annual fee', 'eRecording: $25.00 per document, $0 annual fee']);
    expect(prices('Building Contractor/Trades').join()).not.toContain('$5.75');
  });

  it('shows other companies low volume only, never a service whose pricing is off, and nothing before a type is chosen', () => {
    expect(prices('Other')[0]).toBe('eRecording: Low volume: $11.00 per document, $199 annual fee');
    expect(prices('Other').join()).not.toContain('$5.75');
    expect(prices('Bank').join()).not.toContain('Lien release');
    expect(prices('')).toEqual([]);
  });

  it('renders the chosen type’s prices after the company type, and a prompt before one is chosen', () => {
    const trades = renderedFor('Building Contractor/Trades');
    expect(trades).toContain('<p class="t-demo-request-form__pricing-title">Prices for Building Contractor/Trades</p>');
    expect(trades).toContain('<strong>$6.00 per document</strong>, $199 annual fee</li>');
    expect(trades).toContain('<strong>$25.00 per document</strong>, $0 annual fee</li>');
    expect(trades).toContain('<strong>$999 annual fee</strong>');
    expect(trades).not.toContain('$5.75');
    expect(trades.indexOf('name="companyType"')).toBeLessThan(trades.indexOf('t-demo-request-form__pricing"'));
    const bank = renderedFor('Bank');
    expect(bank).toContain('<strong>$5.75 per document</strong>, $449 annual fee</li>');
    expect(bank).toContain('<strong>Low volume: $11.00 per document</strong>, $199 annual fee</li>');
    const fresh = renderHtml(demo(), { path: '/solutions' });
    expect(fresh).toContain(`<p class="t-demo-request-form__prompt">${PRICING_PROMPT}</p>`);
    expect(fresh).toContain('aria-live="polite"');
  });
});

describe('demo-request-form: the request', () => {
  it('requires the contact details, company type, services and the disclaimer’s confirmation', () => {
    const s = spec();
    const check = checkSubmission(s.fields, {});
    expect(errorLines(s.fields, { ...s.check!(check.values), ...check.errors })).toEqual([
      'First name is required.',
      'Last name is required.',
      'E-mail address is required.',
      'Phone is required.',
      'Company is required.',
      'Company type is required.',
      'Services is required.',
      'Acceptance of the disclaimer is required.',
    ]);
    expect(s.fields.find((f) => f.name === 'disclaimerAccepted')).toMatchObject({ type: 'CHECKBOX', isRequired: true });
    expect(s.fields.find((f) => f.name === 'services')!.options).toEqual(DEMO_SERVICES.map((d) => ({ value: d.code, label: d.title })));
  });

  it('shows the disclaimer with its checkbox, and keeps each outcome slot hidden until its state', () => {
    const tree = demo({
      success: [node('rich-text', { html: '<p>We will call you within two business days.</p>' })],
      duplicate: [node('rich-text', { html: '<p><a href="mailto:help@mersinc.example">Recover your password</a></p>' })],
      error: [node('rich-text', { html: '<p>Call us instead.</p>' })],
    });
    const html = renderHtml(tree, { path: '/solutions' });
    const p = `tessera-${tree.id}`;
    expect(html).toContain(`<div class="t-field__hint" id="${p}-f-disclaimerAccepted-hint"><div class="t-demo-request-form__disclaimer"><p>Prices are for new customers`);
    expect(html).toContain(`aria-describedby="${p}-f-disclaimerAccepted-hint"`);
    expect(html).toContain('<div class="t-demo-request-form__outcome" data-outcome="success" hidden=""><tessera-slot data-slot="success"><div class="t-rich-text"><p>We will call you within two business days.</p></div></tessera-slot></div>');
    expect(html).toContain('<div class="t-demo-request-form__outcome" data-outcome="duplicate" hidden=""><tessera-slot data-slot="duplicate">');
    expect(html).toContain('<div class="t-demo-request-form__outcome" data-outcome="error" hidden=""><tessera-slot data-slot="error">');
    // After a post without JavaScript: the success slot shows with the submitted message.
    const done = renderHtml(tree, { path: '/solutions', formStates: new Map([[tree.id, { status: 'submitted' }]]) });
    expect(done).toContain('<div class="t-demo-request-form__outcome" data-outcome="success"><tessera-slot');
    expect(done).toContain('data-outcome="duplicate" hidden=""');
  });

  it('says REQUEST_FAILED when the request cannot be sent', () => {
    expect(message('REQUEST_FAILED')).toBe('There was an error with your request. Please try again later.');
  });

  it('refuses two services of one code, a price without its figure, and an unknown company type', () => {
    const props = demoRequestForm.defaults as Record<string, unknown>;
    const [first] = DEMO_SERVICES;
    expect(issuesOf(node('demo-request-form', { ...props, services: [first, first] }))[0]!.path).toBe('/root/props/services');
    expect(issuesOf(node('demo-request-form', { ...props, services: [{ ...first, pricing: [{ id: 'x', title: '', associatedCompanyType: 'Bank' }] }] }))[0]!.path).toBe(
      '/root/props/services/0/pricing/0/title',
    );
    expect(issuesOf(node('demo-request-form', { ...props, services: [{ ...first, pricing: [{ id: 'x', title: '$1', associatedCompanyType: 'Hedge fund' }] }] }))[0]!.path).toBe(
      '/root/props/services/0/pricing/0/associatedCompanyType',
    );
  });
});

describe('demo-request-form: the duplicate outcome (specification §8, issue 25)', () => {
  /** The form once the server had this address's request already (a repeated Idempotency-Key). */
  const duplicate = (props: Record<string, unknown>) => {
    const tree = demo();
    const parsed = valid({ ...tree, props: { ...tree.props, ...props } }).props as never;
    const repeated: UseEngine = (_model, initial) => ({ state: { ...initial, status: 'submitted', repeated: true } });
    return renderToStaticMarkup(
      createElement(
        RenderContext.Provider,
        { value: { path: '/solutions' } as never },
        createElement(FormBehaviour.Provider, { value: repeated }, createElement(DemoRequestFormView, { id: tree.id, props: parsed, slots: {} })),
      ),
    );
  };

  it('offers sign-in and the form’s password recovery link', () => {
    const html = duplicate({ passwordRecoveryUrl: 'mailto:help.desk@mersinc.example?subject=Password%20recovery' });
    expect(html).toContain(DUPLICATE_MESSAGE);
    expect(html).toContain('<a href="/login?returnTo=/solutions">Sign in</a> or <a href="mailto:help.desk@mersinc.example?subject=Password%20recovery">recover your password</a>.');
  });

  it('refuses a password recovery link that could run script', () => {
    expect(issuesOf({ ...demo(), props: { ...demo().props, passwordRecoveryUrl: 'javascript:alert(1)' } }).length).toBeGreaterThan(0);
  });
});
