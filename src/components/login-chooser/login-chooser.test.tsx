import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';

const destinations = [
  { label: 'Report Center', description: 'Settlement prices and volumes.', href: '/report-center' },
  { label: 'Clearing member services', href: 'https://clearing.example.com/login' },
];

describe('login-chooser', () => {
  it('lists the sign-in destinations in a nav labelled by its heading', () => {
    const tree = node('login-chooser', { heading: 'Sign in to', destinations, offerSignIn: false });
    expect(renderHtml(tree)).toBe(
      `<nav class="t-login-chooser" aria-labelledby="tessera-${tree.id}-heading"><h2 class="t-login-chooser__heading" id="tessera-${tree.id}-heading">Sign in to</h2>` +
        '<ul class="t-login-chooser__list">' +
        '<li class="t-login-chooser__item"><a class="t-login-chooser__link" href="/report-center">Report Center</a><p class="t-login-chooser__description">Settlement prices and volumes.</p></li>' +
        '<li class="t-login-chooser__item"><a class="t-login-chooser__link" href="https://clearing.example.com/login">Clearing member services</a></li>' +
        '</ul></nav>',
    );
  });

  it("offers e-mail and password, and the site's identity provider when it has one, coming back to this page", () => {
    const tree = node('login-chooser', { heading: 'Sign in', destinations });
    const plain = renderHtml(tree, { path: '/members/guides' });
    expect(plain).toContain('<ul class="t-login-chooser__methods" aria-label="Ways to sign in"><li><a class="t-button t-button--primary" href="/login?returnTo=%2Fmembers%2Fguides">Sign in with e-mail and password</a></li></ul>');
    expect(plain).not.toContain('/login/provider');
    const withProvider = renderHtml(tree, { path: '/members', site: { id: 'ice', name: 'ICE', logoSvg: '<svg></svg>', signInProvider: 'ICE Connect' } });
    expect(withProvider).toContain('<a class="t-button" href="/login/provider?returnTo=%2Fmembers">Sign in with ICE Connect</a>');
  });

  it('without a heading the nav is still named', () => {
    const html = renderHtml(node('login-chooser', { heading: '', destinations }));
    expect(html).toMatch(/^<nav class="t-login-chooser" aria-label="Sign in">/);
    expect(html).not.toContain('<h');
  });

  it('takes a heading level; too long a heading renders one smaller', () => {
    expect(renderHtml(node('login-chooser', { heading: 'Sign in', headingLevel: 3, destinations }))).toContain('<h3 ');
    expect(renderHtml(node('login-chooser', { heading: 'Sign in to the user acceptance test environment', headingLevel: 1, destinations }))).toContain('<h2 ');
  });

  it('needs at least one destination with a safe link', () => {
    expect(issuesOf(node('login-chooser', { destinations: [] }))[0]).toEqual({ path: '/root/props/destinations', message: 'Add at least one sign-in destination' });
    expect(issuesOf(node('login-chooser', { destinations: [{ label: 'X', href: 'javascript:alert(1)' }] }))[0]!.path).toBe(
      '/root/props/destinations/0/href',
    );
  });
});
