import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const text = (html: string) => node('rich-text', { html: `<p>${html}</p>` });

function page(name = 'page-layout') {
  return node(name, {}, {
    alertContent: [node('alert', { intent: 'warn', heading: 'Market notice' })],
    headerContent: [node('header', { menus: [], ctaLinks: [] })],
    ...(name === 'page-layout' ? { banner: [node('hero', { heading: 'Banner heading' })] } : {}),
    main: [text('Main content')],
    footerContent: [node('footer', { sections: [], bottomLinks: [] })],
    accessCodeHeader: [text('Members only')],
    accessCodeFooter: [text('Ask your account manager for the code')],
  });
}

describe('page-layout', () => {
  it('renders skip link, alerts, header, banner and main content inside <main>, then the footer', () => {
    const html = renderHtml(page());
    const order = [
      '<a class="t-page-layout__skip" href="#tessera-main">Skip to main content</a>',
      '<section class="t-page-layout__alerts" aria-label="Alerts">',
      'Market notice',
      '<header class="t-header">',
      '<main id="tessera-main" tabindex="-1" class="t-page-layout__main">',
      'Banner heading',
      '<div class="t-page-layout__content">',
      'Main content',
      '</main>',
      '<footer class="t-footer">',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('leaves out the access-code slots when there is no gate', () => {
    const html = renderHtml(page());
    expect(html).not.toContain('Members only');
    expect(html).not.toContain('Ask your account manager');
  });

  it('omits the alerts region when there are no alerts', () => {
    const html = renderHtml(node('page-layout', {}, { main: [text('Body')] }));
    expect(html).not.toContain('aria-label="Alerts"');
    expect(html).toContain('<main id="tessera-main" tabindex="-1" class="t-page-layout__main"><div class="t-page-layout__content"><div class="t-rich-text"><p>Body</p></div></div></main>');
  });

  it('with an access gate renders the access-code slots and the gate instead of banner and main', () => {
    const html = renderHtml(page(), { platformForm: <form aria-label="Access code">gate form</form> });
    expect(html).toContain('Members only');
    expect(html).toContain('<div class="t-page-layout__gate"><form aria-label="Access code">gate form</form></div>');
    expect(html).toContain('Ask your account manager');
    expect(html).not.toContain('Main content');
    expect(html).not.toContain('Banner heading');
    expect(html.indexOf('Members only')).toBeLessThan(html.indexOf('gate form'));
    expect(html.indexOf('gate form')).toBeLessThan(html.indexOf('Ask your account manager'));
    // Header, alerts and footer stay.
    expect(html).toContain('Market notice');
    expect(html).toContain('<header class="t-header">');
    expect(html).toContain('<footer class="t-footer">');
  });

  it('uses the skip link text prop', () => {
    expect(renderHtml(node('page-layout', { skipLinkText: 'Jump to content' }))).toContain('href="#tessera-main">Jump to content</a>');
  });

  it('is valid only at the root', () => {
    expect(valid(page()).name).toBe('page-layout');
    const nested = node('page-layout', {}, { main: [node('page-layout')] });
    expect(issuesOf(nested)).toEqual([
      { path: '/root/slots/main/0/name', message: 'Component "page-layout" may only be the root of a document' },
    ]);
    const inBox = node('page-layout', {}, { main: [node('box', {}, { content: [node('page-layout-no-banner')] })] });
    expect(issuesOf(inBox)[0]!.path).toBe('/root/slots/main/0/slots/content/0/name');
  });

  it('rejects unknown slots and bad props with their paths', () => {
    expect(issuesOf(node('page-layout', {}, { sidebar: [] }))).toEqual([
      { path: '/root/slots/sidebar', message: 'Component "page-layout" has no slot "sidebar"' },
    ]);
    expect(issuesOf(node('page-layout', { skipLinkText: '' }))[0]!.path).toBe('/root/props/skipLinkText');
  });
});
