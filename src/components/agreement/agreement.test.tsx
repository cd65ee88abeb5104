import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { COOKIE_NAME } from '../cookies';
import { issuesOf, renderHtml, valid } from '../test-render';
import AgreementIsland from './agreement.client';
import { agreementCookie } from './cookie';
import { agreementReducer } from './state';
import AgreementView, { Agreement, type AgreementProps } from './View';

const DISCLAIMER = '<p>Historical data is provided for research only.</p>';
const base = { agreementId: 'historical-data-terms', disclaimer: DISCLAIMER };
const tree = (props: Record<string, unknown> = {}) =>
  node('agreement', { ...base, ...props }, { content: [node('rich-text', { html: '<p><a href="/data/eod-2025.csv">End-of-day files, 2025</a></p>' })] });
const propsOf = (props: Record<string, unknown> = {}) => valid(tree(props)).props as AgreementProps;
const markup = (state: 'pending' | 'open' | 'confirmed') =>
  renderToStaticMarkup(createElement(Agreement, { id: 'a1', props: propsOf(), slots: { content: 'Files' }, state }));

describe('agreement: markup', () => {
  it('the server sends the disclaimer, its form and the content, which styles.css hides until the island decides', () => {
    const t = tree();
    expect(renderHtml(t)).toBe(
      `<tessera-island data-island="0" data-kind="agreement"><div class="t-agreement t-agreement--pending"><div class="t-agreement__gate">` +
        `<div class="t-agreement__disclaimer">${DISCLAIMER}</div><form class="t-agreement__form"><div class="t-agreement__confirm">` +
        `<input class="t-agreement__checkbox" type="checkbox" id="tessera-${t.id}-confirm" required="" name="confirm"/>` +
        `<label for="tessera-${t.id}-confirm">I have read and accept these terms.</label></div>` +
        '<button type="submit" class="t-button t-button--primary">Continue</button></form></div>' +
        `<div class="t-agreement__content" id="tessera-${t.id}-content" tabindex="-1"><tessera-slot data-slot="content"><div class="t-rich-text"><p><a href="/data/eod-2025.csv">End-of-day files, 2025</a></p></div></tessera-slot></div>` +
        '</div></tessera-island>',
    );
  });

  it('not yet confirmed: the content is hidden; confirmed: only the content shows', () => {
    expect(markup('open')).toContain('<div class="t-agreement t-agreement--open"><div class="t-agreement__gate">');
    expect(markup('open')).toContain('<div class="t-agreement__content" id="tessera-a1-content" tabindex="-1" hidden="">Files</div>');
    expect(markup('confirmed')).toBe('<div class="t-agreement t-agreement--confirmed"><div class="t-agreement__content" id="tessera-a1-content" tabindex="-1">Files</div></div>');
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    const input = { id: 'a1', props: propsOf(), slots: { content: 'Files' } };
    expect(renderToStaticMarkup(createElement(AgreementIsland, input))).toBe(renderToStaticMarkup(createElement(AgreementView, input)));
  });
});

describe('agreement: state', () => {
  it('after the cookie check: confirmed if its cookie is set, else open', () => {
    expect(agreementReducer('pending', { type: 'checked', confirmed: true })).toBe('confirmed');
    expect(agreementReducer('pending', { type: 'checked', confirmed: false })).toBe('open');
    expect(agreementReducer('confirmed', { type: 'checked', confirmed: false })).toBe('confirmed');
  });

  it('only an open agreement is confirmed by the visitor', () => {
    expect(agreementReducer('open', { type: 'confirm' })).toBe('confirmed');
    expect(agreementReducer('pending', { type: 'confirm' })).toBe('pending');
  });

  it('remembers each agreement in a cookie of its own, named safely', () => {
    expect(agreementCookie('historical-data-terms')).toBe('tessera_agreement_historical-data-terms');
    expect(COOKIE_NAME.test(agreementCookie('a'.repeat(40)))).toBe(true);
  });
});

describe('agreement: props', () => {
  it('defaults the checkbox and button labels', () => {
    expect(propsOf()).toEqual({ ...base, checkboxLabel: 'I have read and accept these terms.', buttonLabel: 'Continue' });
  });

  it('sanitizes the disclaimer and needs text in it', () => {
    expect(propsOf({ disclaimer: '<p onclick="steal()">Terms</p><script>steal()</script>' }).disclaimer).toBe('<p>Terms</p>');
    expect(issuesOf(tree({ disclaimer: '<p> </p>' }))).toEqual([{ path: '/root/props/disclaimer', message: 'Enter the disclaimer' }]);
    expect(issuesOf(tree({ disclaimer: '<script>steal()</script>' }))).toEqual([{ path: '/root/props/disclaimer', message: 'Enter the disclaimer' }]);
  });

  it('takes an agreement id that can name a cookie', () => {
    const message = 'Use up to 40 letters, digits, - and _, e.g. historical-data-terms';
    for (const agreementId of ['terms; Domain=evil.example', 'a'.repeat(41), '', 'terms of use']) {
      expect(issuesOf(tree({ agreementId })), agreementId).toEqual([{ path: '/root/props/agreementId', message }]);
    }
    expect(issuesOf(tree({ buttonLabel: ' ' }))).toEqual([{ path: '/root/props/buttonLabel', message: 'Enter the button label' }]);
    expect(issuesOf(tree({ checkboxLabel: '' }))).toEqual([{ path: '/root/props/checkboxLabel', message: 'Enter the checkbox label' }]);
  });
});
