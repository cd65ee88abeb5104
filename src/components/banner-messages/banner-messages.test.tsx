import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, it, expect, vi } from 'vitest';
import { BANNER_DEMO_DURATION, DAY } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import BannerMessagesIsland from './banner-messages.client';
import { afterDelay, allowedOnDevice, bannerReducer, initialBannerState, MAX_TIMER_DELAY, nextFocusIndex, type BannerState } from './state';
import BannerMessagesView, { BannerMessage, type BannerProps } from './View';

const base = { id: 'early-close', cookieName: 'ice_early_close', messageText: 'Markets close at 1:00 p.m. ET on Friday.' };
const modal = { ...base, isModal: true, modalHeaderText: 'Early close', modalCloseButtonText: 'Got it' };
const propsOf = (props: Record<string, unknown>) => valid(node('banner-messages', props)).props as BannerProps;
const markup = (props: Record<string, unknown>, state: BannerState) =>
  renderToStaticMarkup(createElement(BannerMessage, { id: 'b1', props: propsOf(props), state }));

describe('banner-messages: state transitions', () => {
  it('starts pending when active and hidden when not', () => {
    expect(initialBannerState({ active: true })).toBe('pending');
    expect(initialBannerState({ active: false })).toBe('hidden');
  });

  it('after the cookie check: dismissed if its cookie is set, else shown, or hidden when not for this device', () => {
    expect(bannerReducer('pending', { type: 'checked', dismissed: true, allowed: true })).toBe('dismissed');
    expect(bannerReducer('pending', { type: 'checked', dismissed: false, allowed: true })).toBe('shown');
    expect(bannerReducer('pending', { type: 'checked', dismissed: false, allowed: false })).toBe('hidden');
    expect(bannerReducer('hidden', { type: 'checked', dismissed: false, allowed: true })).toBe('hidden');
  });

  it('a shown banner is dismissed by the visitor or expires after its duration; nothing else moves', () => {
    expect(bannerReducer('shown', { type: 'dismiss' })).toBe('dismissed');
    expect(bannerReducer('shown', { type: 'expire' })).toBe('expired');
    expect(bannerReducer('pending', { type: 'expire' })).toBe('pending');
    expect(bannerReducer('dismissed', { type: 'expire' })).toBe('dismissed');
    expect(bannerReducer('expired', { type: 'dismiss' })).toBe('expired');
    expect(bannerReducer('shown', { type: 'checked', dismissed: true, allowed: true })).toBe('shown');
  });

  it('leaves inline banners to CSS per device, decides modals once', () => {
    const flags = { displayOnDesktop: true, displayOnMobile: false };
    expect(allowedOnDevice({ ...flags, isModal: false }, { mobile: true })).toBe(true);
    expect(allowedOnDevice({ ...flags, isModal: true }, { mobile: true })).toBe(false);
    expect(allowedOnDevice({ ...flags, isModal: true }, { mobile: false })).toBe(true);
    expect(allowedOnDevice({ displayOnDesktop: false, displayOnMobile: true, isModal: true }, { mobile: false })).toBe(false);
  });

  it('Tab wraps inside the modal in both directions', () => {
    expect(nextFocusIndex({ count: 3, current: 0, backwards: false })).toBe(1);
    expect(nextFocusIndex({ count: 3, current: 2, backwards: false })).toBe(0);
    expect(nextFocusIndex({ count: 3, current: 0, backwards: true })).toBe(2);
    expect(nextFocusIndex({ count: 1, current: 0, backwards: false })).toBe(0);
    expect(nextFocusIndex({ count: 3, current: -1, backwards: false })).toBe(0);
    expect(nextFocusIndex({ count: 3, current: -1, backwards: true })).toBe(2);
    expect(nextFocusIndex({ count: 0, current: -1, backwards: false })).toBe(-1);
  });
});

describe('banner-messages: duration timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after the duration, not before, and not once cancelled', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    afterDelay(BANNER_DEMO_DURATION, expired);
    vi.advanceTimersByTime(BANNER_DEMO_DURATION - 1);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterDelay(BANNER_DEMO_DURATION, cancelled)();
    vi.advanceTimersByTime(BANNER_DEMO_DURATION * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits out durations longer than a browser timer can hold (about 24.8 days)', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const duration = MAX_TIMER_DELAY + 60_000;
    afterDelay(duration, expired);
    vi.advanceTimersByTime(MAX_TIMER_DELAY);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59_999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('banner-messages: markup', () => {
  it('server HTML is the pending banner without buttons, marked for the no-script fallback', () => {
    const tree = node('banner-messages', base);
    expect(renderHtml(tree)).toBe(
      '<tessera-island data-island="0" data-kind="banner-messages"><div class="t-banner-messages t-banner-messages--pending" data-banner="early-close">' +
        '<p class="t-banner-messages__text">Markets close at 1:00 p.m. ET on Friday.</p></div></tessera-island>',
    );
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    for (const props of [base, modal, { ...base, active: false }]) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(BannerMessagesIsland, { id: 'b1', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(BannerMessagesView, { id: 'b1', props: p, slots: {} })),
      );
    }
  });

  it('keeps the banner from browsers that cannot run it when displayOnUnsupportedBrowser is off', () => {
    expect(markup({ ...base, displayOnUnsupportedBrowser: false }, 'pending')).toContain('data-banner="early-close" hidden=""');
    expect(markup(base, 'pending')).not.toContain('hidden');
  });

  it('marks desktop-only and mobile-only banners for the media queries', () => {
    expect(markup({ ...base, displayOnMobile: false }, 'shown')).toContain('class="t-banner-messages t-banner-messages--no-mobile"');
    expect(markup({ ...base, displayOnDesktop: false }, 'pending')).toContain('t-banner-messages--pending t-banner-messages--no-desktop');
  });

  it('a shown inline banner has a dismiss button', () => {
    expect(markup(base, 'shown')).toBe(
      '<div class="t-banner-messages" data-banner="early-close"><p class="t-banner-messages__text">Markets close at 1:00 p.m. ET on Friday.</p>' +
        '<button type="button" class="t-banner-messages__dismiss" aria-label="Dismiss"><span aria-hidden="true">×</span></button></div>',
    );
  });

  it('a shown modal is a dialog labelled by its header and described by its message', () => {
    const html = markup(modal, 'shown');
    expect(html).toContain('role="dialog" aria-modal="true" aria-labelledby="tessera-b1-title" aria-describedby="tessera-b1-text" tabindex="-1"');
    expect(html).toContain('<h2 class="t-banner-messages__title" id="tessera-b1-title">Early close</h2>');
    expect(html).toContain('<p class="t-banner-messages__text" id="tessera-b1-text">Markets close at 1:00 p.m. ET on Friday.</p>');
    expect(html).toContain('<button type="button" class="t-button t-button--primary">Got it</button>');
    // Pending, the modal is plain text in the page: no dialog that nothing could close.
    expect(markup(modal, 'pending')).not.toContain('dialog');
    expect(markup(modal, 'pending')).toContain('<p class="t-banner-messages__title">Early close</p>');
  });

  it('renders nothing once dismissed, expired or hidden, and nothing at all when inactive', () => {
    for (const state of ['dismissed', 'expired', 'hidden'] as const) expect(markup(base, state)).toBe('');
    expect(renderHtml(node('banner-messages', { ...base, active: false }))).toBe(
      '<tessera-island data-island="0" data-kind="banner-messages"></tessera-island>',
    );
  });
});

describe('banner-messages: props', () => {
  it('defaults to an active inline banner shown until dismissed', () => {
    expect(propsOf(base)).toMatchObject({ active: true, duration: null, isModal: false, displayOnDesktop: true, displayOnMobile: true, displayOnUnsupportedBrowser: true });
  });

  it('takes any duration in milliseconds or null (specification §3 "ms or null"), the demo’s 5000 ms among them', () => {
    expect(propsOf({ ...base, duration: BANNER_DEMO_DURATION }).duration).toBe(5000);
    expect(propsOf({ ...base, duration: 500 }).duration).toBe(500);
    expect(propsOf({ ...base, duration: 2 * DAY }).duration).toBe(172_800_000);
    expect(propsOf({ ...base, duration: null }).duration).toBeNull();
  });

  it('rejects durations that are not a positive whole number of milliseconds', () => {
    for (const duration of [0, -5000, 1500.5, '5000']) {
      expect(issuesOf(node('banner-messages', { ...base, duration })).map((i) => i.path), String(duration)).toEqual(['/root/props/duration']);
    }
    expect(issuesOf(node('banner-messages', { ...base, duration: 0 }))[0]!.message).toBe(
      'Duration is a number of milliseconds above 0, or empty to show the banner until it is dismissed',
    );
  });

  it('needs a header for a modal and a cookie name that is safe in a cookie', () => {
    expect(issuesOf(node('banner-messages', { ...base, isModal: true }))).toEqual([
      { path: '/root/props/modalHeaderText', message: 'A modal banner needs a header' },
    ]);
    expect(issuesOf(node('banner-messages', { ...base, cookieName: 'a=1; Domain=x' }))[0]!.path).toBe('/root/props/cookieName');
    expect(issuesOf(node('banner-messages', { ...base, messageText: '  ' }))[0]!.path).toBe('/root/props/messageText');
  });
});

describe('banner-messages: pages stored with version 1 (`bannerId`)', () => {
  const v1 = { ...node('banner-messages', { bannerId: 'early-close', cookieName: 'ice_early_close', messageText: 'Markets close at 1:00 p.m. ET on Friday.' }), version: 1 };

  it('names the banner `id`, as specification §3 does, and renders as before', () => {
    const upgraded = valid(v1);
    expect(upgraded.version).toBe(2);
    expect(upgraded.props.id).toBe('early-close');
    expect(upgraded.props).not.toHaveProperty('bannerId');
    expect(upgraded.props).toEqual(valid(node('banner-messages', base)).props);
    expect(renderHtml(v1)).toContain('data-banner="early-close"');
    expect(renderHtml(v1).replace(/data-island="\d+"/, '')).toBe(renderHtml(node('banner-messages', base)).replace(/data-island="\d+"/, ''));
  });

  it('refuses `bannerId` on a current node, and checks `id` as it checked `bannerId`', () => {
    expect(issuesOf({ ...node('banner-messages', { ...base, bannerId: 'x' }), version: 2 }).map((i) => i.message)).toEqual(['Unknown prop "bannerId" of "banner-messages"']);
    expect(issuesOf(node('banner-messages', { ...base, id: 'no spaces' }))).toEqual([
      { path: '/root/props/id', message: 'Use letters, digits, - and _, e.g. holiday-2026' },
    ]);
  });
});
