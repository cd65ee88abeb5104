import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { registry } from '../registry';
import { views } from '../views';
import { issuesOf, renderHtml } from '../test-render';

describe('page-layout-no-banner', () => {
  it('declares the page-layout slots without banner', () => {
    expect(Object.keys(registry.get('page-layout-no-banner')!.slots)).toEqual([
      'alertContent', 'headerContent', 'main', 'footerContent', 'accessCodeHeader', 'accessCodeFooter',
    ]);
    expect(views['page-layout-no-banner']).toBe(views['page-layout']);
  });

  it('renders main content and hides it behind a gate', () => {
    const tree = node('page-layout-no-banner', {}, { main: [node('heading', { text: 'Fees', level: 1 })] });
    expect(renderHtml(tree)).toContain('<main id="tessera-main" tabindex="-1" class="t-page-layout__main"><div class="t-page-layout__content"><h1 class="t-heading">Fees</h1></div></main>');
    expect(renderHtml(tree, { platformForm: 'gate' })).not.toContain('Fees');
  });

  it('is root-only', () => {
    const tree = node('fragment', {}, { content: [node('page-layout-no-banner')] });
    expect(issuesOf(tree)[0]).toEqual({
      path: '/root/slots/content/0/name',
      message: 'Component "page-layout-no-banner" may only be the root of a document',
    });
  });
});
