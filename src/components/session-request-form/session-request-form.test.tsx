import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { message } from '../../core/errors';
import { node } from '../../core/node';
import { parseSessionRequest } from '../../core/session-request';
import { renderHtml, TEST_SITE, valid } from '../test-render';
import { RenderContext } from '../view';
import { sessionRequestForm } from './definition';
import type { SessionRequestFormProps } from './spec';
import { addRow, answerKey, applyInput, buildRequest, formIds, initialState, outcomeOf, removeRow, summaryLines, type State } from './state';
import { SessionRequestForm, TEXT } from './View';

const ID = '0b6c3f0e-7a52-4f0e-9d0b-3c1f5e2a9b11';
const props = (more: Record<string, unknown> = {}) => valid({ ...node('session-request-form', more), id: ID }).props as SessionRequestFormProps;
const ids = formIds(ID);

/** The state after these control changes, as the island applies them. */
function after(...changes: [name: string, value: string, checked?: boolean][]): State {
  return changes.reduce((state, [name, value, checked = true]) => applyInput(state, { name, value, checked }), initialState());
}
const MODIFY_ARCA = after(['action', 'Modify'], ['requestTypes', 'Order Session'], ['markets', 'NYSE Arca Equities']);

function render(state: State, more: Record<string, unknown> = {}): string {
  const ctx = { site: TEST_SITE, path: '/connectivity', partials: new Map(), renderTree: () => null };
  return renderToStaticMarkup(
    <RenderContext.Provider value={ctx}>
      <SessionRequestForm id={ID} props={props(more)} slots={{}} state={state} hydrated />
    </RenderContext.Provider>,
  );
}

describe('session-request-form definition', () => {
  it('reads submissions with the shared parser, guards them with a captcha, and forwards them', () => {
    const spec = sessionRequestForm.form!(props({ emailTo: 'connectivity@nyse.example', targetUrl: 'https://desk.nyse.example/api/now/table/incident' }));
    expect(spec).toMatchObject({
      name: 'Session request',
      fields: [],
      captcha: true,
      retentionDays: 365,
      forward: [
        { channel: 'webhook', url: 'https://desk.nyse.example/api/now/table/incident', bodyContentType: 'JSON' },
        { channel: 'email', to: 'connectivity@nyse.example', subject: 'Session request: a new submission' },
      ],
    });
    // The shared parser, with who is asking after it (issue 25).
    const request = { action: 'Create', requestTypes: ['Market Data Refresh/Retransmission'], markets: [{ market: 'NYSE Equities', marketData: { md_sessionName: 'MDR1' } }] };
    expect(parseSessionRequest(request).errors).toEqual({});
    expect(spec.parse!(request).errors).toEqual({ 'requester/name': 'Your name is required', 'requester/firm': 'Firm is required', 'requester/email': 'E-mail address is required' });
    const requester = { name: 'Ada Byron', firm: 'Northwind Capital', email: 'ada@northwind.example', phone: '+1 212 555 0100' };
    expect(spec.parse!({ ...request, requester })).toEqual({ values: { ...parseSessionRequest(request).values, requester }, errors: {} });
    expect(spec.parse!({ ...request, requester: { ...requester, email: 'ada', phone: 'call me' } }).errors).toEqual({
      'requester/email': 'E-mail address: enter an address like name@company.com',
      'requester/phone': 'Phone: enter a phone number, like +1 212 555 0100',
    });
    expect(spec.referencePrefix).toBe('SR');
    expect(spec.receipt?.({ requester })).toEqual({ to: requester.email, subject: 'Session request: we received your request' });
    expect(sessionRequestForm.serverProps).toEqual(expect.arrayContaining(['targetUrl', 'emailTo']));
  });

  it('refuses a heading level outside 2 to 5', () => {
    expect(() => valid(node('session-request-form', { headingLevel: 1 }))).toThrow('Heading level must be 2, 3, 4 or 5');
  });
});

describe('the server rendering', () => {
  const tree = { ...node('session-request-form', { emailTo: 'connectivity@nyse.example' }), id: ID };
  const html = renderHtml(tree, { path: '/connectivity' });

  it('explains the request, says the form needs JavaScript, and offers the first choices with the button disabled', () => {
    expect(html).toContain('data-kind="session-request-form"');
    expect(html).toContain('Ask for order entry, TRF, drop copy and market data sessions');
    expect(html).toContain(`<noscript><p class="t-session-request-form__noscript">${TEXT.noscript}</p></noscript>`);
    expect(html).toContain('aria-label="Session request"');
    for (const value of ['Clone', 'Create', 'Modify', 'Remove', 'Market Data Refresh/Retransmission', 'NYSE BQT/Pillar Depth', 'FINRA/NYSE TRF']) {
      expect(html).toContain(`value="${value}"`);
    }
    expect(html).toMatch(/<button type="submit" class="t-button t-button--primary" disabled="">Submit request<\/button>/);
    // No field of a request type shows before the choices are made.
    expect(html).not.toContain('SenderCompIDs');
    // Where submissions go stays on the server.
    expect(html).not.toContain('connectivity@nyse.example');
  });
});

describe('the form after choices', () => {
  it('shows the order session fields of NYSE Arca Equities on Modify, selects on No Update, and no options-only fields', () => {
    const html = render(MODIFY_ARCA);
    const field = ids.field(1, 'orderSession', 'sessionType');
    expect(html).toContain(`<h3 class="t-session-request-form__heading" id="${ids.heading('m1')}">NYSE Arca Equities</h3>`);
    expect(html).toContain('<legend class="t-session-request-form__legend">Order Session</legend>');
    expect(html).toContain(`<label class="t-field__label" for="${field}">Session type<span class="t-field__required"><span aria-hidden="true"> *</span></span></label>`);
    expect(html).toMatch(new RegExp(`<select id="${field}" name="NYSE Arca Equities\\|orderSession\\|sessionType" required=""><option value="">Choose one</option><option value="No Update" selected="">No Update</option><option value="member">Member</option>`));
    expect(html).not.toContain('value="market_maker"');
    expect(html).toContain('Leave blank to keep the current value.');
    expect(html).toContain('Order capacity (equities only)');
    expect(html).not.toContain('BOLD default');
    expect(html).not.toContain('(Options Only)');
  });

  it('builds the request from the shown fields only, as the parser expects it', () => {
    let state = applyInput(MODIFY_ARCA, { name: answerKey('NYSE Arca Equities', 'Order Session', 'maxOrderQty'), value: '5000', checked: false });
    state = applyInput(state, { name: answerKey('NYSE Arca Equities', 'Order Session', 'cancelOnDisconnect'), value: 'Cancel All', checked: false });
    const request = buildRequest(state.draft);
    expect(request).toEqual({
      action: 'Modify',
      requestTypes: ['Order Session'],
      markets: [
        {
          market: 'NYSE Arca Equities',
          orderSession: {
            sessionType: 'No Update',
            protocolOption: 'No Update',
            senderCompIDs: '',
            mpIDS: '',
            cancelOnDisconnect: 'Cancel All',
            priorityUpdate: 'No Update',
            symbolEligibility: 'No Update',
            selfTradeOption: 'No Update',
            stpType: 'No Update',
            maxOrderQty: '5000',
            orderCapacityEquitiesOnly: 'No Update',
            orderSessionInstructions: '',
          },
        },
      ],
    });
    expect(parseSessionRequest(request).errors).toEqual({ 'markets/0/orderSession/senderCompIDs': 'SenderCompIDs is required' });
    // Switching to Remove drops the settings; an answer that is no choice of Create falls back to blank.
    const remove = buildRequest(applyInput(state, { name: 'action', value: 'Remove', checked: true }).draft);
    expect(remove.markets).toEqual([{ market: 'NYSE Arca Equities', orderSession: { senderCompIDs: '', mpIDS: '', orderSessionInstructions: '' } }]);
    const create = buildRequest(applyInput(state, { name: 'action', value: 'Create', checked: true }).draft);
    expect((create.markets as { orderSession: Record<string, string> }[])[0]!.orderSession).toMatchObject({ sessionType: '', cancelOnDisconnect: 'Cancel All' });
  });

  it('shows each problem beside its field and in the summary, each line leading to its field', () => {
    const errors = parseSessionRequest(buildRequest(MODIFY_ARCA.draft)).errors;
    const state: State = { ...MODIFY_ARCA, status: 'error', errors };
    const html = render(state);
    const sender = ids.field(1, 'orderSession', 'senderCompIDs');
    expect(html).toContain(`<p class="t-alert__heading" id="${ids.summaryHeading}">${message('FORM_INVALID')}</p>`);
    expect(html).toContain(`<li><a href="#${sender}">NYSE Arca Equities, Order Session: SenderCompIDs is required</a></li>`);
    expect(html).toContain(`aria-invalid="true" aria-describedby="${sender}-hint ${sender}-error"`);
    expect(html).toContain(`<p class="t-field__error" id="${sender}-error">SenderCompIDs is required</p>`);
    expect(summaryLines(errors, state.draft, ids)).toEqual([{ path: 'markets/0/orderSession/senderCompIDs', text: 'NYSE Arca Equities, Order Session: SenderCompIDs is required', target: sender }]);
  });

  it('forgets the problems when the choices change, but not while a field is edited', () => {
    const state: State = { ...MODIFY_ARCA, status: 'error', errors: { 'markets/0/orderSession/senderCompIDs': 'SenderCompIDs is required' } };
    const edited = applyInput(state, { name: answerKey('NYSE Arca Equities', 'Order Session', 'senderCompIDs'), value: 'ARCA1', checked: false });
    expect(edited.errors).toEqual(state.errors);
    const moved = applyInput(state, { name: 'markets', value: 'NYSE American Equities', checked: true });
    expect([moved.errors, moved.status]).toEqual([{}, 'idle']);
    expect(moved.draft.markets).toEqual(['NYSE Arca Equities', 'NYSE American Equities']);
    // Unknown controls change nothing.
    expect(applyInput(state, { name: 'markets', value: 'NYSE Mars', checked: true })).toBe(state);
  });

  it('shows BOLD and the options-only choice for NYSE Arca Options, and TRF choices for the TRF', () => {
    const options = render(after(['action', 'Create'], ['requestTypes', 'Order Session'], ['markets', 'NYSE Arca Options']));
    expect(options).toContain('BOLD default');
    expect(options).toContain('Subscribe for Reserve and Repricing Orders (Options Only)');
    expect(options).toContain('value="market_maker"');
    expect(options).not.toContain('Order capacity');
    const trf = render(after(['action', 'Create'], ['requestTypes', 'Drop Copy Session'], ['markets', 'FINRA/NYSE TRF']));
    expect(trf).toContain('Trade Report Accepts Only');
    expect(trf).not.toContain('value="MMID"');
    expect(trf).not.toContain('Binary Drop');
  });

  it('lets the visitor add and remove source IP ranges; the chosen markets start ticked', () => {
    let state = after(['action', 'Create'], ['requestTypes', 'Source IP Update'], ['markets', 'NYSE Equities'], ['markets', 'FINRA/NYSE TRF']);
    state = addRow(state);
    state = applyInput(state, { name: 'ip|1|sourceIP', value: '203.0.113.0/24', checked: false });
    const html = render(state);
    expect(html).toContain('Source IP range 2');
    expect(html).toMatch(new RegExp(`<input id="${ids.row(1, 'sourceIP')}" [^>]*name="ip\\|1\\|sourceIP" value="203\\.0\\.113\\.0/24"/>`));
    expect(html).toContain(`id="${ids.ipMarket(7)}" name="sourceIPMarkets" checked="" value="FINRA/NYSE TRF"`);
    expect((buildRequest(state.draft).sourceIpUpdate as Record<string, unknown>).sourceIPMarkets).toEqual({ 'NYSE Equities': true, 'FINRA/NYSE TRF': true });
    const removed = removeRow(state, 0);
    expect(removed.draft.sourceIps.map((r) => r.key)).toEqual([1]);
    const errors = parseSessionRequest(buildRequest(removed.draft)).errors;
    expect(summaryLines(errors, removed.draft, ids)).toEqual([
      { path: 'sourceIpUpdate/sourceIPS/0/networkProvider', text: 'Source IP Update, range 1: Network provider is required', target: ids.row(1, 'networkProvider') },
    ]);
  });

  it('shows the server’s answer once stored', () => {
    const html = render({ ...initialState(), status: 'submitted', message: message('CONNECTION_REQUEST_SUCCESS') });
    expect(html).toBe(
      `<div class="t-session-request-form" id="${ids.root}"><div class="t-session-request-form__done" id="${ids.done}" role="status" tabindex="-1"><p>Form successfully submitted. Our technical support team will be in touch shortly to proceed with the access provisioning process.</p></div></div>`,
    );
  });
});

describe('outcomeOf', () => {
  const failed = message('FORM_SUBMIT_FAILED');
  it('maps the endpoint’s answers', () => {
    expect(outcomeOf(201, { id: 'x', message: 'Stored' }, failed)).toEqual({ kind: 'submitted', message: 'Stored' });
    expect(outcomeOf(400, { error: 'FORM_INVALID', issues: [{ path: '/values/markets/0/orderSession/stpType', message: 'STP type is required' }] }, failed)).toEqual({
      kind: 'invalid',
      errors: { 'markets/0/orderSession/stpType': 'STP type is required' },
    });
    expect(outcomeOf(400, { error: 'CAPTCHA_FAILED', message: 'The captcha check failed: expired.' }, failed)).toEqual({ kind: 'failed', message: 'The captcha check failed: expired.', captcha: true });
    expect(outcomeOf(503, {}, failed)).toEqual({ kind: 'failed', message: failed, captcha: false });
    expect(outcomeOf(0, {}, failed)).toEqual({ kind: 'failed', message: failed, captcha: false });
  });
});
