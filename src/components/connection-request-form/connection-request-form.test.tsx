import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseConnectionRequest } from '../../core/connection-request';
import { message } from '../../core/errors';
import { node } from '../../core/node';
import { issuesOf, renderHtml, TEST_SITE, valid } from '../test-render';
import { RenderContext } from '../view';
import { connectionRequestForm } from './definition';
import { addContact, errorsFromIssues, focusAfterRemove, initialState, removeContact, setField, toPayload, type State } from './state';
import { ConnectionRequestForm, NOSCRIPT_NOTE } from './View';
import type { ConnectionRequestFormProps } from './spec';

const propsOf = (props: Record<string, unknown> = {}) => valid(node('connection-request-form', props)).props as ConnectionRequestFormProps;
const spec = (props: Record<string, unknown> = {}) => connectionRequestForm.form!(propsOf(props) as never);

/** The form in a given state, as the island renders it. */
function renderState(state: State, props: Record<string, unknown> = {}): string {
  const ctx = { site: TEST_SITE, path: '/connectivity', partials: new Map(), renderTree: () => null };
  return renderToStaticMarkup(
    createElement(RenderContext.Provider, { value: ctx }, createElement(ConnectionRequestForm, { id: 'f1', props: propsOf(props), slots: {}, state, live: true })),
  );
}

describe('connection-request-form definition', () => {
  it('takes the structured request through the shared parser, behind a captcha, forwarded like every form', () => {
    const s = spec({ targetUrl: 'https://servicedesk.ice.example/connection-requests', emailTo: 'connectivity@ice.example' });
    expect(s).toMatchObject({ name: 'Connection request', fields: [], captcha: true, retentionDays: 365 });
    expect(s.parse).toBe(parseConnectionRequest);
    expect(s.forward).toEqual([
      { channel: 'webhook', url: 'https://servicedesk.ice.example/connection-requests', bodyContentType: 'JSON' },
      { channel: 'email', to: 'connectivity@ice.example', subject: 'Connection request: a new submission' },
    ]);
    // Where requests are forwarded never reaches the browser.
    expect([...connectionRequestForm.serverProps].sort()).toEqual(['bodyContentType', 'emailTo', 'retentionDays', 'targetUrl']);
  });

  it('validates its props', () => {
    expect(issuesOf(node('connection-request-form', { entityType: 'NASDAQ' }))[0]).toMatchObject({ path: '/root/props/entityType' });
    // The answer is the server's message on the page: no redirect.
    expect(issuesOf(node('connection-request-form', { redirectUrl: '/thanks' }))[0]).toMatchObject({ path: '/root/props/redirectUrl' });
    expect(propsOf({ intro: '<p>Hi<script>alert(1)</script></p>' }).intro).toBe('<p>Hi</p>');
  });
});

describe('connection-request-form view', () => {
  it('renders the explanation, says it needs JavaScript, and cannot be sent before the island runs', () => {
    const tree = node('connection-request-form', { intro: '<p>Ask the connectivity team for access.</p>', buttonLabel: 'Send request' });
    const html = renderHtml(tree, { path: '/connectivity' });
    const p = `tessera-${tree.id}`;
    expect(html).toContain('data-kind="connection-request-form"');
    expect(html).toContain('<div class="t-rich-text t-connection-request-form__intro"><p>Ask the connectivity team for access.</p></div>');
    expect(html).toContain(`<noscript>${NOSCRIPT_NOTE}</noscript>`);
    expect(html).toContain('<button type="submit" class="t-button t-button--primary" disabled="">Send request</button>');
    // §5: passwords do not expire unless the visitor says so, so no maximum age is asked.
    expect(html).toContain(`<input type="radio" id="${p}-f-doesPassExpirePeriodically-no" name="doesPassExpirePeriodically" checked="" value="No"/>`);
    expect(html).not.toContain('name="maxPasswordAge"');
    expect(html).not.toContain('name="transferMethod"');
    // Each row's fields name their list and row.
    expect(html).toContain(
      `<label class="t-field__label" for="${p}-f-contacts-tech-0-emailId"><span class="t-visually-hidden">Technical contact 1: </span>E-mail address<span class="t-field__required"><span aria-hidden="true"> *</span></span></label>`,
    );
    expect(html).toContain(`<button type="button" class="t-button" id="${p}-add-afterHours">Add an after-hours contact</button>`);
    expect(html.match(/<legend>[A-Za-z-]+ contact \d<\/legend>/g)).toEqual(['<legend>Access contact 1</legend>', '<legend>Business contact 1</legend>', '<legend>Technical contact 1</legend>']);
    expect(html.match(/<option value="Chief Executive Officer">/g)).toHaveLength(4);
  });

  it('shows the entity chosen by the editor, the transfer methods of a file-based product, and the password age when passwords expire', () => {
    const state = initialState('MERS');
    state.draft = setField(setField(state.draft, 'serviceType', 'File-based push product'), 'doesPassExpirePeriodically', 'Yes');
    const html = renderState(state);
    expect(html).toContain('<option value="MERS" selected="">MERS</option>');
    expect(html.match(/<option value="[^"]+ \((push|pull)\)">/g)).toEqual([
      '<option value="SFTP with SSH key (push)">',
      '<option value="SFTP with password (push)">',
      '<option value="FTP with GPG encryption (push)">',
    ]);
    expect(html).toContain('name="maxPasswordAge"');
    expect(html).toContain('<p class="t-field__hint" id="tessera-f1-f-maxPasswordAge-hint">From 1 to 365 days.</p>');
  });

  it('shows the parser’s problems beside their fields and in the summary, each line leading to its field', () => {
    const state = initialState('NYSE');
    state.draft = addContact(state, 'tech').draft;
    const { errors } = parseConnectionRequest(toPayload(state.draft));
    const html = renderState({ ...state, status: 'error', errors });
    expect(html).toContain(`<p class="t-alert__heading" id="tessera-f1-summary-heading">${message('FORM_INVALID')}</p>`);
    expect(html).toContain('<li><a href="#tessera-f1-f-contacts-tech-1-emailId">Technical contact 2: E-mail address is required.</a></li>');
    expect(html).toContain('<li><a href="#tessera-f1-f-submitter-firstName">Your first name is required.</a></li>');
    expect(html).toContain(
      '<input id="tessera-f1-f-contacts-tech-1-emailId" required="" aria-invalid="true" aria-describedby="tessera-f1-f-contacts-tech-1-emailId-error" type="email"',
    );
    expect(html).toContain('<p class="t-field__error" id="tessera-f1-f-contacts-tech-1-emailId-error">Technical contact 2: E-mail address is required.</p>');
    expect(html).not.toContain('<li><a href="#tessera-f1-f-entityType">');
  });

  it('drops the summary once the last problem left with its removed row', () => {
    let state = addContact(initialState('NYSE'), 'other');
    state = { ...state, status: 'error', errors: { 'contacts/other/0/firstName': 'Other contact 1: First name is required.' } };
    expect(renderState(state)).toContain('role="alert"');
    expect(renderState(removeContact(state, 'other', 0))).not.toContain('role="alert"');
    expect(renderState({ ...initialState(''), status: 'error', failure: message('FORM_SUBMIT_FAILED') })).toContain(
      `<p class="t-alert__heading" id="tessera-f1-summary-heading">${message('FORM_SUBMIT_FAILED')}</p></div></div>`,
    );
  });

  it('shows the server’s answer once the request is stored', () => {
    const html = renderState({ ...initialState(''), status: 'submitted', message: message('CONNECTION_REQUEST_SUCCESS') });
    expect(html).toContain(`<div class="t-form__done" id="tessera-f1-done" role="status" tabindex="-1"><p>${message('CONNECTION_REQUEST_SUCCESS')}</p></div>`);
    expect(html).not.toContain('<form');
  });
});

describe('connection-request-form state', () => {
  it('starts with one row in the lists that need one, passwords not expiring, and sends what the parser reads', () => {
    const state = initialState('');
    expect(Object.fromEntries(Object.entries(state.draft.contacts).map(([list, rows]) => [list, rows.length]))).toEqual({ access: 1, business: 1, tech: 1, afterHours: 0, other: 0 });
    let draft = state.draft;
    for (const [path, value] of [
      ['entityType', 'ICE'],
      ['mics', 'ifus, IFEU\nXNYS'],
      ['externalIpList', '64.72.210.0/28\n38.122.54.10'],
      ['maxPasswordAge', '90'],
      ['contacts/business/0/lastName', 'Jackson'],
      ['submitter/emailId', 'grace@northwind-capital.com'],
      ['nonsense', 'x'],
    ]) draft = setField(draft, path!, value!);
    const payload = toPayload(draft);
    expect(payload).toMatchObject({
      entityType: 'ICE',
      mics: ['ifus', 'IFEU', 'XNYS'],
      externalIpList: ['64.72.210.0/28', '38.122.54.10'],
      doesPassExpirePeriodically: 'No',
      // Not asked while passwords do not expire.
      maxPasswordAge: null,
      transferMethod: '',
      submitter: { firstName: '', lastName: '', jobTitle: '', emailId: 'grace@northwind-capital.com', phoneNumber: '' },
      contacts: { business: [{ firstName: '', lastName: 'Jackson', jobTitle: '', emailId: '', phoneNumber: '' }], afterHours: [] },
    });
    expect(payload).not.toHaveProperty('nonsense');
    expect(toPayload(setField(draft, 'doesPassExpirePeriodically', 'Yes')).maxPasswordAge).toBe('90');
    // Keys the server refuses are never sent.
    expect(Object.keys(parseConnectionRequest(payload).errors)).not.toContain('');
  });

  it('forgets the transfer method when the service type changes', () => {
    let draft = setField(initialState('').draft, 'serviceType', 'File-based push product');
    draft = setField(draft, 'transferMethod', 'SFTP with SSH key (push)');
    expect(toPayload(draft).transferMethod).toBe('SFTP with SSH key (push)');
    draft = setField(draft, 'serviceType', 'File-based pull product');
    expect(draft.transferMethod).toBe('');
    expect(toPayload(setField(setField(draft, 'transferMethod', 'SFTP with password (pull)'), 'serviceType', 'NYSE Post Trade')).transferMethod).toBe('');
  });

  it('adds rows up to five and removes them down to the list’s minimum, with stable keys', () => {
    let state = initialState('');
    for (let i = 0; i < 6; i++) state = addContact(state, 'tech');
    expect(state.draft.contacts.tech).toHaveLength(5);
    expect(state.draft.contacts.tech.map((r) => r.key)).toEqual([2, 3, 4, 5, 6]);
    expect(state.announcement).toBe('Technical contact 5 added.');
    state = removeContact(state, 'tech', 1);
    expect(state.draft.contacts.tech.map((r) => r.key)).toEqual([2, 4, 5, 6]);
    expect(state.announcement).toBe('Technical contact 2 removed.');
    for (let i = 0; i < 5; i++) state = removeContact(state, 'tech', 0);
    expect(state.draft.contacts.tech.map((r) => r.key)).toEqual([6]);
    state = addContact(state, 'other');
    state = removeContact(state, 'other', 0);
    expect(state.draft.contacts.other).toEqual([]);
  });

  it('moves focus after a removal to the row in its place, else the one before, else the add button', () => {
    let state = initialState('');
    state = addContact(addContact(state, 'other'), 'other');
    expect(focusAfterRemove(removeContact(state, 'other', 0).draft, 'other', 0)).toEqual({ row: 0 });
    expect(focusAfterRemove(removeContact(state, 'other', 1).draft, 'other', 1)).toEqual({ row: 0 });
    const one = removeContact(state, 'other', 1);
    expect(focusAfterRemove(removeContact(one, 'other', 0).draft, 'other', 0)).toBe('add');
  });

  it('keeps each problem with its row when a row above is removed', () => {
    let state = addContact(addContact(initialState('NYSE'), 'tech'), 'tech');
    state = { ...state, errors: parseConnectionRequest(toPayload(state.draft)).errors };
    state = removeContact(state, 'tech', 0);
    expect(state.errors['contacts/tech/0/firstName']).toBe('Technical contact 1: First name is required.');
    expect(state.errors['contacts/tech/1/phoneNumber']).toBe('Technical contact 2: Phone number is required.');
    expect(state.errors).not.toHaveProperty('contacts/tech/2/firstName');
    expect(state.errors['submitter/firstName']).toBe('Your first name is required.');
  });

  it('reads the server’s issues by their path below values', () => {
    expect(
      errorsFromIssues([
        { path: '/values/entityType', message: 'This endpoint takes NYSE requests' },
        { path: '/values/contacts/tech/1/emailId', message: 'Technical contact 2: E-mail address is required.' },
        { path: '/values', message: 'This form has no field "x"' },
        { path: 42, message: 'ignored' },
      ]),
    ).toEqual({
      entityType: 'This endpoint takes NYSE requests',
      'contacts/tech/1/emailId': 'Technical contact 2: E-mail address is required.',
      '': 'This form has no field "x"',
    });
    expect(errorsFromIssues(undefined)).toEqual({});
  });
});
