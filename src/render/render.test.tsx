import { describe, expect, it } from 'vitest';
import { registry } from '../components/registry';
import { views } from '../components/views';
import { node } from '../core/node';
import { validateTree } from '../core/validate';
import { serializeForScript } from './islands';
import { renderBody, renderDocument } from './page';

const site = { id: 'nyse' as const, name: 'NYSE', logoSvg: '<svg role="img" aria-label="NYSE"></svg>' };

function render(tree: ReturnType<typeof node>) {
  const result = validateTree(tree, { registry });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return renderBody({ registry, views, site, path: '/t', tree: result.value, islandRuntime: '/assets/abc/islands/runtime.js' });
}

describe('renderBody', () => {
  it('ships no script when the tree has no interactive components', () => {
    const out = render(node('page-layout', {}, { main: [node('heading', { text: 'Fees', level: 1 })] }));
    expect(out.islandCount).toBe(0);
    expect(out.scripts).toBe('');
    expect(out.html).not.toContain('<script');
    expect(out.html).toContain('<h1');
  });

  it('marks interactive components as islands with their props and wraps their slots', () => {
    const alert = node('alert', { intent: 'warn', heading: 'Early close', dismissable: true }, { content: [node('heading', { text: 'Inside', level: 2 })] });
    const out = render(node('page-layout', {}, { main: [alert] }));
    expect(out.islandCount).toBe(1);
    expect(out.html).toContain(`<tessera-island data-island="0" data-kind="alert">`);
    expect(out.html).toMatch(/<tessera-slot data-slot="content"><h2[^>]*>Inside<\/h2><\/tessera-slot>/);
    const json = /<script type="application\/json" id="tessera-islands">(.*?)<\/script>/.exec(out.scripts)![1]!;
    expect(JSON.parse(json)).toEqual({
      site,
      path: '/t',
      islands: [{ kind: 'alert', id: alert.id, props: { intent: 'warn', heading: 'Early close', dismissable: true }, when: 'idle' }],
    });
    expect(out.scripts).toContain('<script type="module" src="/assets/abc/islands/runtime.js"></script>');
  });

  it('cannot be broken out of by island props', () => {
    const out = render(node('page-layout', {}, { main: [node('alert', { intent: 'info', heading: '</script><script>alert(1)</script>\u2028' })] }));
    expect(out.scripts).not.toContain('</script><script>alert(1)');
    expect(out.scripts.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('serializeForScript', () => {
  it('escapes what could end a script or a line', () => {
    const text = serializeForScript({ a: '</script><!--\u2028\u2029&' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!--\u2028\u2029&' });
  });
});

describe('renderDocument', () => {
  it('escapes the title and description and scopes the theme', () => {
    const html = renderDocument({ site, title: 'Fees <& "charges">', description: 'Fee "schedule"', stylesheet: '/assets/x/site.css', body: '<p>x</p>' });
    expect(html).toContain('<html lang="en" data-site="nyse">');
    expect(html).toContain('<title>Fees &#60;&#38; &#34;charges&#34;&#62; | NYSE</title>');
    expect(html).toContain('content="Fee &#34;schedule&#34;"');
  });
});
