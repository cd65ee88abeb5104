import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('logout-button', () => {
  it('is a POST form, so signing out works without JavaScript and never by following a link', () => {
    expect(renderHtml(node('logout-button', { action: '/logout' }))).toBe(
      '<form class="t-logout-button" action="/logout" method="post"><button type="submit" class="t-button">Sign out</button></form>',
    );
  });

  it('takes its label and an https sign-out address', () => {
    expect(renderHtml(node('logout-button', { label: 'Log out', action: 'https://sso.example.com/logout' }))).toContain(
      'action="https://sso.example.com/logout" method="post"><button type="submit" class="t-button">Log out</button>',
    );
    expect(valid(node('logout-button', { action: '/logout' })).props).toEqual({ label: 'Sign out', action: '/logout' });
  });

  it('refuses actions that are not a path on the site or https', () => {
    for (const action of ['javascript:alert(1)', 'http://example.com/logout', 'mailto:x@example.com', '#logout', '//evil.test/logout']) {
      expect(issuesOf(node('logout-button', { action }))[0]!.path, action).toBe('/root/props/action');
    }
  });
});
