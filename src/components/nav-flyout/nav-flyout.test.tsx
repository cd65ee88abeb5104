import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { disclosureReducer } from '../disclosure';
import { issuesOf, renderHtml, valid } from '../test-render';

const props = {
  label: 'Log in',
  menuItems: [{ title: 'Report Center', href: '/report-center' }],
  buttonItems: [
    { type: 'login', label: 'Log in to ICE', href: 'https://www.ice.com/login' },
    { type: 'launch', label: 'Launch WebICE', href: 'https://www.ice.com/webice' },
  ],
};

describe('nav-flyout markup', () => {
  it('renders a closed disclosure with menu items, typed buttons, the content slot and a back-to-top link', () => {
    const tree = node('nav-flyout', props, { content: [node('rich-text', { html: '<p>Help desk: 24 hours a day.</p>' })] });
    expect(renderHtml(tree)).toBe(
      '<tessera-island data-island="0" data-kind="nav-flyout"><div class="t-nav-flyout"><details class="t-nav-flyout__details">' +
        '<summary class="t-nav-flyout__toggle">Log in</summary><div class="t-nav-flyout__panel">' +
        `<ul class="t-nav-flyout__menu" id="tessera-${tree.id}-menu" aria-label="Log in"><li><a class="t-nav-flyout__menu-link" href="/report-center">Report Center</a></li></ul>` +
        '<div class="t-nav-flyout__buttons">' +
        '<a class="t-nav-flyout__button t-nav-flyout__button--login" href="https://www.ice.com/login">Log in to ICE</a>' +
        '<a class="t-nav-flyout__button t-nav-flyout__button--launch" href="https://www.ice.com/webice">Launch WebICE</a></div>' +
        '<div class="t-nav-flyout__content"><tessera-slot data-slot="content"><div class="t-rich-text"><p>Help desk: 24 hours a day.</p></div></tessera-slot></div>' +
        '</div></details>' +
        '<a class="t-nav-flyout__top" href="#"><span class="t-nav-flyout__top-icon" aria-hidden="true"></span>Back to top</a>' +
        '</div></tessera-island>',
    );
  });

  it('leaves out the back-to-top link, menu and buttons when not configured', () => {
    const html = renderHtml(node('nav-flyout', { scrollToTop: false }));
    expect(html).not.toContain('Back to top');
    expect(html).not.toContain('t-nav-flyout__menu');
    expect(html).not.toContain('t-nav-flyout__buttons');
  });

  it('defaults to a "Log in" tab with a back-to-top link', () => {
    expect(valid(node('nav-flyout')).props).toEqual({ label: 'Log in', menuItems: [], buttonItems: [], scrollToTop: true });
  });

  it('accepts only launch and login buttons', () => {
    const issues = issuesOf(node('nav-flyout', { buttonItems: [{ type: 'logout', label: 'Log out', href: '/logout' }] }));
    expect(issues.map((i) => i.path)).toEqual(['/root/props/buttonItems/0/type']);
  });
});

describe('nav-flyout state', () => {
  it('opens and closes on its tab, closes on Escape and on a press outside', () => {
    const open = disclosureReducer(false, { type: 'toggle' });
    expect(open).toBe(true);
    expect(disclosureReducer(open, { type: 'toggle' })).toBe(false);
    expect(disclosureReducer(open, { type: 'close' })).toBe(false);
    expect(disclosureReducer(open, { type: 'press', inside: false })).toBe(false);
    expect(disclosureReducer(open, { type: 'press', inside: true })).toBe(true);
  });
});
