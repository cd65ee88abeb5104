import { describe, expect, it } from 'vitest';
import { registry } from '../components/registry';
import { node } from './node';
import { chromeAllowed, placementIssues } from './placement';

const header = () => node('header', registry.get('header')!.defaults as Record<string, unknown>);
const heading = (text: string) => node('heading', { text, level: 2 });

describe('placementIssues (issue 42 item 12)', () => {
  it('accepts chrome in a page layout’s header and footer slots and anywhere in a partial', () => {
    expect(placementIssues(node('page-layout', {}, { headerContent: [header()], main: [heading('Fees')], footerContent: [] }), registry)).toEqual([]);
    expect(placementIssues(node('fragment', {}, { content: [header(), node('logout-button', registry.get('logout-button')!.defaults as Record<string, unknown>)] }), registry)).toEqual([]);
  });

  it('names chrome in main content, nested or not, by its path', () => {
    const tree = node('page-layout', {}, { main: [heading('Fees'), header()], footerContent: [] });
    expect(placementIssues(tree, registry)).toEqual([{ path: '/root/slots/main/1', message: "Header is site chrome: it belongs in the page's header or footer, or in a partial, not in main" }]);
    const nested = node('page-layout', {}, { main: [node('flex-column', registry.get('flex-column')!.defaults as Record<string, unknown>, { content: [node('logout-button', registry.get('logout-button')!.defaults as Record<string, unknown>)] })] });
    expect(placementIssues(nested, registry).map((i) => i.path)).toEqual(['/root/slots/main/0/slots/content/0']);
  });

  it('names the second component of a kind a page shows once', () => {
    const tree = node('page-layout', {}, { headerContent: [header(), header()], main: [] });
    expect(placementIssues(tree, registry)).toEqual([{ path: '/root/slots/headerContent/1', message: 'Header is shown once a page: there is one at /root/slots/headerContent/0 already' }]);
  });

  it('is the rule the editor’s block list offers by', () => {
    const layout = registry.get('page-layout')!;
    expect(chromeAllowed(layout, 'main', registry.get('header')!)).toBe(false);
    expect(chromeAllowed(layout, 'headerContent', registry.get('header')!)).toBe(true);
    expect(chromeAllowed(layout, 'headerContent', registry.get('heading')!)).toBe(false);
    expect(chromeAllowed(registry.get('fragment')!, 'content', registry.get('header')!)).toBe(true);
  });
});
