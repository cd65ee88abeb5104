import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubscribeBody } from '../../core/contracts/subscriptions';
import { message } from '../../core/errors';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import SubscriptionCenterIsland from './subscription-center.client';
import { answerAction, checkValues, initialState, reducer, requestBody, valuesOf, type State, type Values } from './state';
import SubscriptionCenterView, { SubscriptionForm, type SubscriptionCenterProps } from './View';

const PROPS = {
  loginScreenText: '<p>Enter the address where alerts should go.</p>',
  alertsText: '<p>Choose how you want to be alerted.</p>',
  subscriptionsText: '<p>Choose your topics.</p>',
  topics: [{ label: 'Trade halts' }, { label: 'Margin changes' }],
};
const PENDING = message('SUBSCRIPTION_PENDING');

const propsOf = (props: Record<string, unknown> = PROPS) => valid(node('subscription-center', props)).props as SubscriptionCenterProps;
const markup = (state: State, { props = PROPS, hydrated = true }: { props?: Record<string, unknown>; hydrated?: boolean } = {}) =>
  renderToStaticMarkup(createElement(SubscriptionForm, { id: 's1', props: propsOf(props), slots: {}, state, hydrated }));
const values = (v: Partial<Values> = {}): Values => ({ email: 'trader@example.com', phone: '', channels: ['email'], topics: [], ...v });
const submitting = (v: Partial<Values> = {}) => reducer(initialState(), { type: 'submit', values: values(v) });

describe('subscription-center: markup', () => {
  it('renders the three texts, the fields, the channels and the topics as an island', () => {
    const tree = node('subscription-center', PROPS);
    const html = renderHtml(tree);
    const id = (part: string) => `tessera-${tree.id}-${part}`;
    expect(html).toMatch(/^<tessera-island data-island="0" data-kind="subscription-center">/);
    expect(html).toContain('<form class="t-subscription-center__form" aria-label="Subscribe to alerts" noValidate="" method="post">');
    const texts = ['Enter the address where alerts should go.', 'Choose how you want to be alerted.', 'Choose your topics.'];
    const at = texts.map((t) => html.indexOf(`<div class="t-rich-text t-subscription-center__text"><p>${t}</p></div>`));
    expect(at.every((i) => i > 0)).toBe(true);
    // Each text sits before what it introduces: e-mail, channels, topics.
    expect(at[0]).toBeLessThan(html.indexOf('name="email"'));
    expect(at[1]).toBeLessThan(html.indexOf('name="channels"'));
    expect(at[2]).toBeLessThan(html.indexOf('name="topics"'));
    expect(html).toContain(
      `<label class="t-field__label" for="${id('email')}">E-mail address<span class="t-field__required"><span aria-hidden="true"> *</span></span></label>` +
        `<input id="${id('email')}" type="email" autoComplete="email" required="" maxLength="320" name="email" value=""/>`,
    );
    expect(html).toContain(`<p class="t-field__hint" id="${id('phone-hint')}">Needed for SMS and voice alerts. Include the country code, like +1 212 656 3000.</p>`);
    expect(html).toContain(`<input id="${id('phone')}" type="tel" autoComplete="tel" maxLength="30" aria-describedby="${id('phone-hint')}" name="phone" value=""/>`);
    expect(html).toContain('<legend class="t-field__label">Send alerts by<span class="t-field__required"><span aria-hidden="true"> *</span><span class="t-visually-hidden"> (required)</span></span></legend>');
    const choices = [...html.matchAll(/<input type="checkbox" id="([^"]+)" name="(channels|topics)"( checked="")? value="([^"]+)"\/><label for="([^"]+)">([^<]+)<\/label>/g)].map((m) => [
      m[2],
      m[4],
      m[6],
      Boolean(m[3]),
      m[1] === m[5],
    ]);
    expect(choices).toEqual([
      ['channels', 'email', 'E-mail', true, true],
      ['channels', 'sms', 'SMS', false, true],
      ['channels', 'voice', 'Voice call', false, true],
      ['topics', 'Trade halts', 'Trade halts', false, true],
      ['topics', 'Margin changes', 'Margin changes', false, true],
    ]);
  });

  it('cannot be sent before the island runs, and says why without JavaScript', () => {
    const html = renderHtml(node('subscription-center', PROPS));
    expect(html).toContain(
      '<noscript><p class="t-subscription-center__noscript">This form checks in your browser that you are a person, which needs JavaScript. Turn JavaScript on to subscribe.</p></noscript>',
    );
    expect(html).toMatch(/<p class="t-subscription-center__captcha" id="tessera-[0-9a-f-]+-captcha" role="status"><\/p>/);
    expect(html).toContain('<button type="submit" class="t-button t-button--primary" disabled="">Subscribe</button>');
    expect(markup(initialState())).toContain('<button type="submit" class="t-button t-button--primary">Subscribe</button>');
  });

  it('renders the same HTML from the island as from the server (nothing changes at hydration)', () => {
    const input = { id: 's1', props: propsOf(), slots: {} };
    expect(renderToStaticMarkup(createElement(SubscriptionCenterIsland, input))).toBe(renderToStaticMarkup(createElement(SubscriptionCenterView, input)));
  });

  it('leaves out empty texts and the topics group when there are no topics', () => {
    const html = markup(initialState(), { props: { ...PROPS, alertsText: '', subscriptionsText: '  ', topics: [] } });
    expect(html.match(/t-subscription-center__text/g)).toHaveLength(1);
    expect(html).not.toContain('name="topics"');
    expect(html).not.toContain('<legend class="t-field__label">Topics</legend>');
  });

  it('shows the field errors beside their fields and in a summary headed by the form-level message', () => {
    const state = submitting({ email: 'trader@', phone: '', channels: ['sms'] });
    expect(state.status).toBe('error');
    const html = markup(state);
    expect(html).toContain(
      '<div class="t-alert t-intent-bad t-subscription-center__summary" id="tessera-s1-summary" role="alert" tabindex="-1" aria-labelledby="tessera-s1-summary-heading">' +
        '<div class="t-alert__body"><p class="t-alert__heading" id="tessera-s1-summary-heading">Some fields are missing or have errors. Please correct the errors before submitting the form.</p>' +
        '<ul class="t-subscription-center__summary-list">' +
        '<li><a href="#tessera-s1-email">Enter a valid e-mail address</a></li>' +
        '<li><a href="#tessera-s1-phone">Phone number is required.</a></li>' +
        '</ul></div></div>',
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="tessera-s1-email-error" name="email" value="trader@"/><p class="t-field__error" id="tessera-s1-email-error">Enter a valid e-mail address</p>');
    expect(html).toContain('aria-invalid="true" aria-describedby="tessera-s1-phone-hint tessera-s1-phone-error" name="phone" value=""/><p class="t-field__error" id="tessera-s1-phone-error">Phone number is required.</p>');
    // What the visitor chose stays chosen.
    expect(html).toContain('name="channels" checked="" value="sms"');
    expect(html).not.toContain('name="channels" checked="" value="email"');

    const none = markup(submitting({ channels: [] }));
    expect(none).toContain('<li><a href="#tessera-s1-channel-email">Choose at least one way to receive alerts</a></li>');
    expect(none).toContain('<fieldset class="t-subscription-center__group" aria-describedby="tessera-s1-channels-error">');
  });

  it('shows a failure with no field to blame as the summary heading', () => {
    const failed = reducer(submitting(), { type: 'failed', failure: message('FORM_SUBMIT_FAILED') });
    const html = markup(failed);
    expect(html).toContain(
      '<p class="t-alert__heading" id="tessera-s1-summary-heading">There was an error submitting the form. Please check your connectivity and try again.</p></div></div>',
    );
    expect(html).not.toContain('summary-list');
  });

  it('says it is sending while the request is on its way', () => {
    expect(markup(submitting())).toContain('<button type="submit" class="t-button t-button--primary" disabled="">Sending…</button>');
  });

  it('replaces the form with the pending text and a way back', () => {
    const html = markup(reducer(submitting(), { type: 'pending', message: PENDING }));
    expect(html).toBe(
      '<div class="t-subscription-center" id="tessera-s1"><div class="t-subscription-center__pending" id="tessera-s1-pending" role="status" tabindex="-1">' +
        '<p>Check your e-mail: we sent a link to confirm your subscription. Your alerts start once you follow it. If no e-mail arrives within an hour, go back and resubmit the form, or contact the help desk.</p>' +
        '<button type="button" class="t-button">Back to the form</button></div></div>',
    );
  });

  it('shows the proof of work as it runs', () => {
    const at = (captcha: State['captcha']) => /role="status">([^<]*)<\/p>/.exec(markup(reducer(initialState(), { type: 'captcha', captcha })))![1];
    expect(at('idle')).toBe('');
    expect(at('checking')).toBe('Checking that you are a person…');
    expect(at('done')).toBe('Check complete: you can subscribe.');
    expect(at('failed')).toBe('The check that you are a person could not run. Press Subscribe to try again.');
  });
});

describe('subscription-center: props', () => {
  it('sanitizes the texts and defaults to no topics', () => {
    const props = propsOf({ loginScreenText: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(props.loginScreenText).toBe('<p>Hi</p>');
    expect(props).toMatchObject({ alertsText: '', subscriptionsText: '', recaptchaPublicKey: '', topics: [] });
  });

  it('refuses topics the manage page and the API could not keep', () => {
    expect(issuesOf(node('subscription-center', { topics: [{ label: 'Halts, resumptions' }] }))[0]).toEqual({
      path: '/root/props/topics/0/label',
      message: 'A topic cannot contain a comma',
    });
    expect(issuesOf(node('subscription-center', { topics: [{ label: 'x'.repeat(61) }] }))[0]!.path).toBe('/root/props/topics/0/label');
    expect(issuesOf(node('subscription-center', { topics: [{ label: 'Trade halts' }, { label: 'trade halts' }] }))[0]).toEqual({
      path: '/root/props/topics/1/label',
      message: '"trade halts" is listed twice',
    });
    expect(issuesOf(node('subscription-center', { topics: Array.from({ length: 51 }, (_, i) => ({ label: `Topic ${i}` })) }))[0]!.path).toBe('/root/props/topics');
    expect(issuesOf(node('subscription-center', { recaptchaPublicKey: 'key"><script>' }))[0]!.path).toBe('/root/props/recaptchaPublicKey');
  });
});

describe('subscription-center: states', () => {
  it('goes idle → submitting → pending → idle, keeping the answers for a resubmission', () => {
    const sent = submitting({ topics: ['Trade halts'] });
    expect(sent).toMatchObject({ status: 'submitting', errors: {}, failure: '' });
    const pending = reducer(reducer(sent, { type: 'captcha', captcha: 'done' }), { type: 'pending', message: PENDING });
    expect(pending).toMatchObject({ status: 'pending', message: PENDING });
    const back = reducer(pending, { type: 'back' });
    expect(back).toMatchObject({ status: 'idle', message: '', captcha: 'idle', values: values({ topics: ['Trade halts'] }) });
  });

  it('does not send answers that fail the checks, and sends once however often it is pressed', () => {
    expect(submitting({ email: '' })).toMatchObject({ status: 'error', errors: { email: 'E-mail address is required.' } });
    const sent = submitting();
    expect(reducer(sent, { type: 'submit', values: values({ email: 'other@example.com' }) })).toBe(sent);
  });

  it('ends in error with the server’s field errors or failure, and can be sent again', () => {
    const failed = reducer(submitting(), { type: 'failed', errors: { channels: 'Choose at least one way to receive alerts' } });
    expect(failed).toMatchObject({ status: 'error', errors: { channels: 'Choose at least one way to receive alerts' }, failure: '' });
    expect(reducer(failed, { type: 'submit', values: values() }).status).toBe('submitting');
  });

  it('ignores answers that arrive in another state', () => {
    const idle = initialState();
    expect(reducer(idle, { type: 'pending', message: PENDING })).toBe(idle);
    expect(reducer(idle, { type: 'failed', failure: 'x' })).toBe(idle);
    expect(reducer(idle, { type: 'back' })).toBe(idle);
  });
});

describe('subscription-center: the checks match the server', () => {
  /** The server's messages by field for a body (`SubscribeBody` of the API contract). */
  const serverErrors = (v: Values) => {
    const result = SubscribeBody.safeParse({ ...v, captcha: 'x' });
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
  };

  it.each<[string, Partial<Values>]>([
    ['a valid e-mail request', {}],
    ['SMS with a phone', { channels: ['email', 'sms'], phone: '+1 212 656 3000' }],
    ['no e-mail address', { email: '   ' }],
    ['a malformed address', { email: 'trader@example' }],
    ['an address with two dots', { email: 'a..b@example.com' }],
    ['no channel', { channels: [] }],
    ['voice without a phone', { channels: ['voice'] }],
    ['a phone without a country code format', { channels: ['sms'], phone: '12ab' }],
    ['a phone given for e-mail only', { phone: '+44 20 7429 4500' }],
  ])('%s', (_name, change) => {
    expect(checkValues(values(change))).toEqual(serverErrors(values(change)));
  });

  it('sends a body the API accepts', () => {
    const body = JSON.parse(requestBody(values({ email: ' trader@example.com ', phone: '+1 212 656 3000', channels: ['sms'], topics: ['Trade halts'] }), 'proof')) as unknown;
    expect(SubscribeBody.parse(body)).toEqual({ email: 'trader@example.com', phone: '+1 212 656 3000', channels: ['sms'], topics: ['Trade halts'], captcha: 'proof' });
  });

  it('reads the answers from the form data, ignoring unknown channels', () => {
    const data = new FormData();
    data.append('email', 'trader@example.com');
    data.append('phone', '');
    for (const c of ['email', 'fax', 'voice']) data.append('channels', c);
    data.append('topics', 'Trade halts');
    expect(valuesOf(data)).toEqual({ email: 'trader@example.com', phone: '', channels: ['email', 'voice'], topics: ['Trade halts'] });
  });

  it('turns the server’s answers into states', () => {
    expect(answerAction(202, { status: 'pending', message: PENDING })).toEqual({ type: 'pending', message: PENDING });
    expect(answerAction(202, {})).toEqual({ type: 'pending', message: PENDING });
    expect(
      answerAction(400, {
        error: 'INVALID_BODY',
        message: 'Invalid request: phone: Phone number is required.',
        issues: [
          { path: '/body/phone', message: 'Phone number is required.' },
          { path: '/body/captcha', message: 'Too long' },
        ],
      }),
    ).toEqual({ type: 'failed', errors: { phone: 'Phone number is required.' } });
    const captcha = 'The captcha check failed: this answer was used before; reload the page and send the form again.';
    expect(answerAction(400, { error: 'CAPTCHA_FAILED', message: captcha })).toEqual({ type: 'failed', failure: captcha });
    expect(answerAction(429, {})).toEqual({ type: 'failed', failure: message('FORM_SUBMIT_FAILED') });
    expect(answerAction(503, { message: 'Database unavailable' })).toEqual({ type: 'failed', failure: message('FORM_SUBMIT_FAILED') });
    expect(answerAction(0, {})).toEqual({ type: 'failed', failure: message('FORM_SUBMIT_FAILED') });
  });
});
