import { describe, expect, it } from 'vitest';
import { message } from '../../core/errors';
import { FORM_SUBMITTED_MESSAGE } from '../../core/form-check';
import { node, type Node } from '../../core/node';
import { initialState, startValue, CAPTCHA_NOSCRIPT, REQUIRED_NOTE } from '../form-engine';
import { field } from '../form-fields';
import { issuesOf, renderHtml, valid } from '../test-render';
import type { FormState } from '../view';
import { form } from './definition';

const ID = '0b7a5d36-2f6e-4a43-9a8e-0d5c3e1f2a10';
const P = `tessera-${ID}`;

const FIELDS = [
  { type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true },
  { type: 'TEXTAREA', name: 'message', displayName: 'Message' },
  { type: 'SELECT', name: 'topic', displayName: 'Topic', isRequired: true, options: [{ value: 'listings', label: 'Listings' }, { value: 'data', label: 'Market data' }] },
  { type: 'CHECKBOX', name: 'consent', displayName: 'Consent to be contacted', isRequired: true },
  { type: 'CHECKBOX_GROUP', name: 'products', displayName: 'Products', isRequired: true, options: [{ value: 'nyse', label: 'NYSE' }, { value: 'arca', label: 'NYSE Arca' }] },
  { type: 'RADIO_BUTTONS', name: 'reply', displayName: 'Reply by', isRequired: true, options: [{ value: 'email', label: 'E-mail' }, { value: 'phone', label: 'Phone' }] },
  { type: 'HIDDEN', name: 'campaign', value: 'CMP-2026' },
  { type: 'FILE', name: 'report', displayName: 'Report' },
  { type: 'TEXT', name: 'code', displayName: 'Promotion code', hideLabel: true },
];

const formNode = (props: Record<string, unknown> = {}): Node => ({ ...node('form', { formName: 'Press enquiry', fields: FIELDS, captcha: false, ...props }), id: ID });
const render = (props: Record<string, unknown> = {}, state?: FormState) =>
  renderHtml(formNode(props), { path: '/press', ...(state ? { formStates: new Map([[ID, state]]) } : {}) });

describe('form engine: fields', () => {
  const html = render();

  it('posts to the no-JavaScript endpoint with its page and form, checked by the engine rather than the browser', () => {
    expect(html).toContain(
      `<form class="t-form__form" id="${P}-form" aria-label="Press enquiry" noValidate="" action="/_forms/submit" encType="multipart/form-data" method="post">` +
        '<input type="hidden" name="_path" value="/press"/>' +
        `<input type="hidden" name="_form" value="${ID}"/>`,
    );
    expect(html).toContain(`<p class="t-form__note">${REQUIRED_NOTE}</p>`);
    expect(html).toContain('<div class="t-form__actions"><button type="submit" class="t-button t-button--primary">Submit</button></div>');
  });

  it('renders a text field with its label, required mark and no error', () => {
    expect(html).toContain(
      `<div class="t-field t-form__field t-form__field--text"><label class="t-field__label" for="${P}-f-first_name">First name<span class="t-field__required"><span aria-hidden="true"> *</span></span></label>` +
        `<input id="${P}-f-first_name" required="" type="text" name="first_name" value=""/></div>`,
    );
  });

  it('renders a text area, a select with a neutral first choice, and a file chooser', () => {
    expect(html).toContain(`<textarea id="${P}-f-message" name="message" rows="5"></textarea>`);
    expect(html).toContain(
      `<select id="${P}-f-topic" name="topic" required=""><option value="" selected="">Choose one</option><option value="listings">Listings</option><option value="data">Market data</option></select>`,
    );
    expect(html).toContain(`<input id="${P}-f-report" type="file" name="report"/>`);
  });

  it('renders a checkbox with its label after it', () => {
    expect(html).toContain(
      `<div class="t-form__choice"><input type="checkbox" id="${P}-f-consent" required="" name="consent" value="true"/>` +
        `<label for="${P}-f-consent">Consent to be contacted<span class="t-field__required"><span aria-hidden="true"> *</span></span></label></div>`,
    );
  });

  it('renders groups of choices as fieldsets; a required checkbox group says so in words', () => {
    expect(html).toContain(
      '<fieldset class="t-field t-form__field t-form__field--checkbox-group"><legend class="t-field__label">Products<span class="t-field__required"><span aria-hidden="true"> *</span><span class="t-visually-hidden"> (required)</span></span></legend>' +
        `<div class="t-form__choice"><input type="checkbox" id="${P}-f-products-0" name="products" value="nyse"/><label for="${P}-f-products-0">NYSE</label></div>` +
        `<div class="t-form__choice"><input type="checkbox" id="${P}-f-products-1" name="products" value="arca"/><label for="${P}-f-products-1">NYSE Arca</label></div></fieldset>`,
    );
    expect(html).toContain(`<input type="radio" id="${P}-f-reply-0" required="" name="reply" value="email"/><label for="${P}-f-reply-0">E-mail</label>`);
  });

  it('sends HIDDEN values as the definition gives them, and hides labels only visually', () => {
    expect(html).toContain('<input type="hidden" name="campaign" value="CMP-2026"/>');
    expect(html).toContain(`<label class="t-field__label t-visually-hidden" for="${P}-f-code">Promotion code</label>`);
  });

  it('gives every element a platform id', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id.startsWith(P)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is an island, and sends plain form posts without a file field', () => {
    expect(html.startsWith('<tessera-island data-island="0" data-kind="form">')).toBe(true);
    expect(render({ fields: FIELDS.filter((f) => f.type !== 'FILE') })).not.toContain('encType');
  });
});

describe('form engine: typed fields', () => {
  const typed = [
    { type: 'EMAIL', name: 'email', displayName: 'E-mail address', isRequired: true },
    { type: 'PHONE', name: 'phone', displayName: 'Phone' },
    { type: 'NUMBER', name: 'guests', displayName: 'Guests', min: '1', max: '10' },
    { type: 'DATE', name: 'day', displayName: 'Visit day', min: '2026-01-01' },
    { type: 'URL', name: 'site', displayName: 'Website' },
  ];
  const html = render({ fields: typed });

  it('gives each the browser’s matching input, keyboard and autofill', () => {
    expect(html).toContain(`<input id="${P}-f-email" required="" type="email" inputMode="email" autoComplete="email" name="email" value=""/>`);
    expect(html).toContain(`<input id="${P}-f-phone" type="tel" inputMode="tel" pattern="\\+?[0-9 \\(\\)\\.\\-]+" autoComplete="tel" name="phone" value=""/>`);
    expect(html).toContain(`<input id="${P}-f-site" type="url" inputMode="url" autoComplete="url" name="site" value=""/>`);
  });

  it('states a number’s range and a date’s in words under the label, read with the field', () => {
    expect(html).toContain(
      `<div class="t-field__hint" id="${P}-f-guests-hint">A number from 1 to 10.</div>` +
        `<input id="${P}-f-guests" aria-describedby="${P}-f-guests-hint" type="text" inputMode="decimal" pattern="[+\\-]?[0-9]*[.]?[0-9]+" name="guests" value=""/>`,
    );
    expect(html).toContain(
      `<div class="t-field__hint" id="${P}-f-day-hint">A date on or after 2026-01-01, as year-month-day.</div>` +
        `<input id="${P}-f-day" aria-describedby="${P}-f-day-hint" type="date" min="2026-01-01" name="day" value=""/>`,
    );
  });

  it('shows the check’s message beside the field, described by it', () => {
    const failed = render({ fields: typed }, { status: 'error', values: { email: 'lee@@example' }, errors: { email: 'E-mail address: enter an address like name@company.com' } });
    expect(failed).toContain(
      `<input id="${P}-f-email" required="" aria-invalid="true" aria-describedby="${P}-f-email-error" type="email" inputMode="email" autoComplete="email" name="email" value="lee@@example"/>` +
        `<p class="t-field__error" id="${P}-f-email-error">E-mail address: enter an address like name@company.com</p>`,
    );
  });
});

describe('form engine: captcha', () => {
  it('says without JavaScript that the captcha needs it, and keeps room for the check status', () => {
    const html = render({ captcha: true });
    expect(html).toContain(`<noscript>${CAPTCHA_NOSCRIPT}</noscript><p class="t-form__captcha" id="${P}-captcha" role="status"></p>`);
    expect(render()).not.toContain('<noscript>');
  });
});

describe('form engine: the outcome of a post without JavaScript', () => {
  const errors = { first_name: 'First name is required.', products: 'Products is required.', reply: 'Reply by is required.' };
  const html = render({}, { status: 'error', values: { first_name: '', message: 'Call me', topic: 'data', products: 'arca', consent: 'true' }, errors });

  it('heads the error summary, a bad-intent alert, with the specification’s message and one linked line per problem', () => {
    expect(html).toContain(
      `<div class="t-alert t-intent-bad t-form__summary" id="${P}-summary" role="alert" tabindex="-1" aria-labelledby="${P}-summary-heading"><div class="t-alert__body">` +
        `<p class="t-alert__heading" id="${P}-summary-heading">${message('FORM_INVALID')}</p><ul class="t-form__summary-list">` +
        `<li><a href="#${P}-f-first_name">First name is required.</a></li>` +
        `<li><a href="#${P}-f-products-0">Products is required.</a></li>` +
        `<li><a href="#${P}-f-reply-0">Reply by is required.</a></li></ul></div></div>`,
    );
    expect(message('FORM_INVALID')).toBe('Some fields are missing or have errors. Please correct the errors before submitting the form.');
  });

  it('puts each error beside its field, described by it and marked invalid', () => {
    expect(html).toContain(
      `<input id="${P}-f-first_name" required="" aria-invalid="true" aria-describedby="${P}-f-first_name-error" type="text" name="first_name" value=""/>` +
        `<p class="t-field__error" id="${P}-f-first_name-error">First name is required.</p>`,
    );
    expect(html).toContain(`<fieldset class="t-field t-form__field t-form__field--checkbox-group" aria-describedby="${P}-f-products-error">`);
    expect(html).toContain(`<input type="checkbox" id="${P}-f-products-0" aria-invalid="true" name="products" value="nyse"/>`);
    expect(html).toContain(`<p class="t-field__error" id="${P}-f-products-error">Products is required.</p></fieldset>`);
  });

  it('keeps what the visitor sent', () => {
    expect(html).toContain('<textarea id="' + P + '-f-message" name="message" rows="5">Call me</textarea>');
    expect(html).toContain('<option value="data" selected="">Market data</option>');
    expect(html).toContain(`<input type="checkbox" id="${P}-f-products-1" aria-invalid="true" name="products" checked="" value="arca"/>`);
    expect(html).toContain(`id="${P}-f-consent" required="" name="consent" checked="" value="true"/>`);
    // The island reads the same outcome back, so its first render matches this HTML.
    expect(html).toContain(`<div class="t-form" id="${P}" data-state="`);
  });

  it('shows a problem of the whole form (the captcha, a pause) as the alert itself', () => {
    const failed = render({}, { status: 'error', values: {}, errors: { '': 'The captcha check failed: the check was not done; wait for it to finish, or reload the page.' } });
    expect(failed).toContain(`<p class="t-alert__heading" id="${P}-summary-heading">The captcha check failed: the check was not done; wait for it to finish, or reload the page.</p></div>`);
    expect(failed).not.toContain('t-form__summary-list');
    expect(failed).not.toContain('aria-invalid');
  });

  it('shows the submitted state in place of the fields', () => {
    const done = render({}, { status: 'submitted' });
    expect(done).toContain(`<div class="t-form__done" id="${P}-done" role="status" tabindex="-1"><p>${FORM_SUBMITTED_MESSAGE}</p></div>`);
    expect(done).not.toContain('<form');
  });

  it('shows another form on the page in its own state', () => {
    expect(renderHtml(formNode(), { path: '/press', formStates: new Map([['another-form', { status: 'submitted' }]]) })).toContain('<form');
  });
});

describe('form engine: start values', () => {
  it('takes what was posted, else the pre-filled value, per field type', () => {
    expect(startValue(field('TEXT', 'a', 'A', { value: 'pre' }), undefined)).toBe('pre');
    expect(startValue(field('TEXT', 'a', 'A', { value: 'pre' }), ['sent', 'more'])).toBe('sent');
    expect(startValue(field('CHECKBOX', 'a', 'A'), 'on')).toBe(true);
    expect(startValue(field('CHECKBOX', 'a', 'A', { value: 'true' }), undefined)).toBe(true);
    expect(startValue(field('CHECKBOX_GROUP', 'a', 'A', { options: [['x', 'X'], ['y', 'Y']] }), ['y', 'evil'])).toEqual(['y']);
    expect(startValue(field('HIDDEN', 'a', 'A', { value: 'fixed' }), 'edited')).toBe('fixed');
  });

  it('starts idle, or in the outcome the server rendered', () => {
    const fields = [field('TEXT', 'a', 'A', { isRequired: true })];
    expect(initialState(fields, undefined)).toMatchObject({ status: 'idle', errors: {}, failure: '', values: { a: '' }, captcha: 'idle' });
    expect(initialState(fields, { status: 'error', errors: { a: 'A is required.' } })).toMatchObject({ status: 'error', errors: { a: 'A is required.' }, failure: '' });
    expect(initialState(fields, { status: 'error', errors: { '': 'Too many attempts; try again in 10 minutes' } })).toMatchObject({ errors: {}, failure: 'Too many attempts; try again in 10 minutes' });
  });
});

describe('form definition', () => {
  it('forwards to its target and e-mail through the outbox, and redirects only within the site', () => {
    const props = valid(formNode({ targetUrl: 'https://hooks.example.com/form', emailTo: 'press@nyse.example', redirectUrl: '/thank-you' })).props;
    const spec = form.form!(props as never);
    expect(spec).toMatchObject({ name: 'Press enquiry', captcha: false, retentionDays: 365, redirectUrl: '/thank-you' });
    expect(spec.forward).toEqual([
      { channel: 'webhook', url: 'https://hooks.example.com/form', bodyContentType: 'JSON' },
      { channel: 'email', to: 'press@nyse.example', subject: 'Press enquiry: a new submission' },
    ]);
    expect(spec.fields.map((f) => f.name)).toEqual(FIELDS.map((f) => f.name));
    for (const redirectUrl of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(issuesOf(formNode({ redirectUrl })).map((i) => i.path), redirectUrl).toEqual(['/root/props/redirectUrl']);
    }
  });

  it('refuses two fields of one name and choices without options', () => {
    const issues = issuesOf(
      formNode({
        fields: [
          { type: 'TEXT', name: 'email' },
          { type: 'TEXT', name: 'email' },
          { type: 'SELECT', name: 'topic' },
        ],
      }),
    );
    expect(issues).toEqual([
      { path: '/root/props/fields/1/name', message: 'Another field is named "email" already' },
      { path: '/root/props/fields/2/options', message: 'Add the options to choose from' },
    ]);
  });

  it('refuses bounds that do not fit the field type, and a highest value below the lowest', () => {
    const issues = issuesOf(
      formNode({
        fields: [
          { type: 'TEXT', name: 'a', min: '1' },
          { type: 'NUMBER', name: 'b', min: 'one', max: '5' },
          { type: 'DATE', name: 'c', min: '2026-02-01', max: '2026-01-31' },
          { type: 'NUMBER', name: 'd', min: '', max: '' },
        ],
      }),
    );
    expect(issues).toEqual([
      { path: '/root/props/fields/0/min', message: 'Only number and date fields have a lowest and highest value; leave this empty' },
      { path: '/root/props/fields/1/min', message: 'Enter a number, like 10' },
      { path: '/root/props/fields/2/max', message: 'The highest value is below the lowest' },
    ]);
  });

  it('keeps forms stored before the typed fields valid, and offers an e-mail field in a new form', () => {
    const old = valid(formNode({ fields: [{ type: 'TEXT', name: 'email', displayName: 'E-mail', isRequired: true, options: [], value: '', hideLabel: false }] }));
    expect((old.props.fields as { type: string }[])[0]!.type).toBe('TEXT');
    expect(form.defaults.fields.find((f) => f.name === 'email')?.type).toBe('EMAIL');
  });

  it('is interactive: the island checks, runs the captcha and shows the states', () => {
    expect(form.interactive).toBe(true);
  });
});
