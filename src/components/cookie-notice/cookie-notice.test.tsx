import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { allows, normalizeConsent, parseConsent, serializeConsent, withCategory } from './consent';
import CookieNoticeIsland from './cookie-notice.client';
import { DEFAULT_CATEGORIES } from './definition';
import { acceptAllConsent, initialNoticeState, noticeReducer, rejectAllConsent, type NoticeState } from './state';
import CookieNoticeView, { CookieNotice, type CookieNoticeProps } from './View';

const props = valid(node('cookie-notice')).props as CookieNoticeProps;
const markup = (state: NoticeState) => renderToStaticMarkup(createElement(CookieNotice, { id: 'n', props, state }));

describe('consent cookie value', () => {
  it('round-trips the accepted categories, always with strictly necessary', () => {
    expect(serializeConsent(['C0005', 'C0002'])).toBe('C0001.C0002.C0005');
    expect(serializeConsent([])).toBe('C0001');
    expect(parseConsent('C0001.C0002.C0005')).toEqual(['C0001', 'C0002', 'C0005']);
    expect(normalizeConsent(['C0003', 'C0003', 'bogus'])).toEqual(['C0001', 'C0003']);
  });

  it('treats a missing or foreign cookie value as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('C0005')).toBeNull();
  });

  it('allows a category only with consent; strictly necessary always', () => {
    expect(allows(null, 'C0005')).toBe(false);
    expect(allows(null, 'C0001')).toBe(true);
    expect(allows(['C0001'], 'C0005')).toBe(false);
    expect(allows(['C0001', 'C0005'], 'C0005')).toBe(true);
  });

  it('accepting one category keeps the rest of the choice', () => {
    expect(withCategory(null, 'C0005')).toEqual(['C0001', 'C0005']);
    expect(withCategory(['C0001', 'C0002'], 'C0005')).toEqual(['C0001', 'C0002', 'C0005']);
  });
});

describe('cookie-notice: state transitions', () => {
  it('opens for a first visit and stays closed once a choice is stored', () => {
    expect(noticeReducer(initialNoticeState, { type: 'loaded', consent: null })).toEqual({ mode: 'open', saved: null, selected: ['C0001'] });
    expect(noticeReducer(initialNoticeState, { type: 'loaded', consent: ['C0001', 'C0005'] })).toEqual({
      mode: 'closed',
      saved: ['C0001', 'C0005'],
      selected: ['C0001', 'C0005'],
    });
  });

  it('ticks and unticks categories, never strictly necessary', () => {
    const open = noticeReducer(initialNoticeState, { type: 'loaded', consent: null });
    const ticked = noticeReducer(open, { type: 'toggle', category: 'C0005' });
    expect(ticked.selected).toEqual(['C0001', 'C0005']);
    expect(noticeReducer(ticked, { type: 'toggle', category: 'C0005' }).selected).toEqual(['C0001']);
    expect(noticeReducer(open, { type: 'toggle', category: 'C0001' })).toBe(open);
  });

  it('accept all, reject all and save choices close it with that consent', () => {
    expect(acceptAllConsent(DEFAULT_CATEGORIES)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
    expect(rejectAllConsent()).toEqual(['C0001']);
    const open = noticeReducer(initialNoticeState, { type: 'loaded', consent: null });
    expect(noticeReducer(open, { type: 'saved', consent: ['C0003'] })).toEqual({ mode: 'closed', saved: ['C0001', 'C0003'], selected: ['C0001', 'C0003'] });
  });

  it('cookie settings reopen it with the stored choice; Escape closes it again without change', () => {
    const closed = noticeReducer(initialNoticeState, { type: 'loaded', consent: ['C0001', 'C0002'] });
    const reopened = noticeReducer(closed, { type: 'open' });
    expect(reopened).toEqual({ mode: 'open', saved: ['C0001', 'C0002'], selected: ['C0001', 'C0002'] });
    const changed = noticeReducer(reopened, { type: 'toggle', category: 'C0004' });
    expect(noticeReducer(changed, { type: 'cancel' })).toEqual(closed);
  });

  it('a first visit cannot close the notice without choosing, and nothing opens before the cookie is read', () => {
    const open = noticeReducer(initialNoticeState, { type: 'loaded', consent: null });
    expect(noticeReducer(open, { type: 'cancel' })).toBe(open);
    expect(noticeReducer(initialNoticeState, { type: 'open' })).toBe(initialNoticeState);
  });

  it('follows a choice made elsewhere on the page (an embed accepting C0005)', () => {
    const open = noticeReducer(initialNoticeState, { type: 'loaded', consent: null });
    expect(noticeReducer(open, { type: 'saved', consent: ['C0001', 'C0005'] }).mode).toBe('closed');
  });
});

describe('cookie-notice: markup', () => {
  it('server HTML is an empty hidden region: the choice is the visitor\u2019s and read in the browser', () => {
    expect(renderHtml(node('cookie-notice'))).toBe(
      '<tessera-island data-island="0" data-kind="cookie-notice"><section class="t-cookie-notice" aria-label="Cookies on this site" hidden=""></section></tessera-island>',
    );
    expect(renderToStaticMarkup(createElement(CookieNoticeIsland, { id: 'n', props, slots: {} }))).toBe(
      renderToStaticMarkup(createElement(CookieNoticeView, { id: 'n', props, slots: {} })),
    );
  });

  it('open: heading, policy link, a checkbox per category (strictly necessary fixed on) and the three choices', () => {
    const html = markup({ mode: 'open', saved: null, selected: ['C0001', 'C0003'] });
    expect(html).toContain('<section class="t-cookie-notice t-cookie-notice--open" aria-labelledby="tessera-n-heading">');
    expect(html).toContain('<h2 class="t-cookie-notice__heading" id="tessera-n-heading" tabindex="-1">Cookies on this site</h2>');
    expect(html).toContain('<a href="/privacy-policy#cookies">How we use cookies</a>');
    expect(html).toContain('<input type="checkbox" id="tessera-n-C0001" disabled="" aria-describedby="tessera-n-C0001-description" name="C0001" checked=""/>');
    expect(html).toContain('<input type="checkbox" id="tessera-n-C0003" aria-describedby="tessera-n-C0003-description" name="C0003" checked=""/>');
    expect(html).toContain('<input type="checkbox" id="tessera-n-C0005" aria-describedby="tessera-n-C0005-description" name="C0005"/>');
    expect(html).toContain('<label for="tessera-n-C0005">Social media and third-party content</label>');
    expect(html.match(/<button[^>]*>([^<]*)<\/button>/g)!.map((b) => b.replace(/<[^>]*>/g, ''))).toEqual(['Save choices', 'Reject all', 'Accept all']);
    expect(html).toContain('<details class="t-cookie-notice__choose">');
  });

  it('reopened from the settings button, the categories are unfolded', () => {
    expect(markup({ mode: 'open', saved: ['C0001'], selected: ['C0001'] })).toContain('<details class="t-cookie-notice__choose" open="">');
  });

  it('closed: only the cookie settings button remains', () => {
    expect(markup({ mode: 'closed', saved: ['C0001'], selected: ['C0001'] })).toBe(
      '<section class="t-cookie-notice t-cookie-notice--closed t-site-footer" aria-label="Cookies on this site">' +
        '<button type="button" class="t-cookie-notice__settings">Cookie settings</button></section>',
    );
  });
});

describe('cookie-notice: props', () => {
  it('defaults to the five categories C0001 to C0005', () => {
    expect(props.categories.map((c) => c.categoryId)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  });

  it('rejects malformed and repeated category ids and unsafe policy links', () => {
    const categories = [
      { categoryId: 'C0001', name: 'Necessary' },
      { categoryId: 'C0001', name: 'Again' },
    ];
    expect(issuesOf(node('cookie-notice', { categories }))).toEqual([{ path: '/root/props/categories/1/categoryId', message: 'Category C0001 is listed twice' }]);
    expect(issuesOf(node('cookie-notice', { categories: [{ categoryId: 'analytics', name: 'A' }] }))[0]!.path).toBe('/root/props/categories/0/categoryId');
    expect(issuesOf(node('cookie-notice', { policyHref: 'javascript:alert(1)' }))[0]!.path).toBe('/root/props/policyHref');
  });
});
