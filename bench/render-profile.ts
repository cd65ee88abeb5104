// scratch: not committed
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { registry } from '../src/components/registry';
import { views } from '../src/components/views';
import { validateTree } from '../src/core/validate';
import { renderBody } from '../src/render/page';
import { siteInfo } from '../src/server/render-page';
import { sanitizeRichHtml } from '../src/services/sanitize';
import { generatePage } from './trees';

const ATTRIBUTE_PROPS: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = declaration.slice(at + 1).trim();
  }
  return style;
}
function toElements(nodes: ChildNode[]): ReactNode[] {
  return nodes.map((n, i): ReactNode => {
    if (n.type === 'text') return (n as unknown as { data: string }).data;
    if (n.type !== 'tag') return null;
    const el = n as unknown as { name: string; attribs: Record<string, string>; children: ChildNode[] };
    const props: Record<string, unknown> = { key: i };
    for (const [k, v] of Object.entries(el.attribs)) {
      if (k === 'style') props.style = styleObject(v);
      else props[ATTRIBUTE_PROPS[k] ?? k] = v;
    }
    return createElement(el.name, props, ...toElements(el.children));
  });
}
const mode = process.argv[2] ?? 'compare';
const site = siteInfo('nyse');
for (const size of (process.env.SIZES ?? '300,1000,3000').split(',').map(Number)) {
  const result = validateTree(generatePage(size), { registry, sanitizeHtml: sanitizeRichHtml });
  if (!result.ok) throw new Error('bad');
  const input = { registry, views, site, path: '/bench', tree: result.value, islandRuntime: '/x.js' };
  const html = renderBody(input).html;
  const plain: ReactElement = createElement(Fragment, null, ...toElements(parseDocument(html).children));
  if (mode === 'plain') { if (size === Number(process.env.SIZE ?? 3000)) { const t = performance.now(); let n = 0; while (performance.now() - t < 15000) { renderToString(plain); n++; } console.log(n); } continue; }
  if (mode === 'ours') { if (size === Number(process.env.SIZE ?? 3000)) { const t = performance.now(); let n = 0; while (performance.now() - t < 15000) { renderBody(input); n++; } console.log(n); } continue; }
  const a: number[] = [], b: number[] = [];
  for (let i = 0; i < 20; i++) { renderBody(input); renderToString(plain); }
  const batch = Math.max(1, Math.round(3000 / size) * 4);
  const cpu = (fn: () => void) => { const c0 = process.cpuUsage(); for (let i = 0; i < batch; i++) fn(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000 / batch; };
  const until = performance.now() + Number(process.env.SECS ?? 6) * 1000;
  while (performance.now() < until) { a.push(cpu(() => renderBody(input))); b.push(cpu(() => renderToString(plain))); }
  a.sort((x, y) => x - y); b.sort((x, y) => x - y);
  const m = (s: number[]) => s[Math.floor(s.length / 2)]!;
  console.log(size, 'ours', m(a).toFixed(3), 'plain', m(b).toFixed(3), 'ratio', (m(a) / m(b)).toFixed(2), 'n', a.length);
}
