import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { node } from '../core/node';
import { validateTree } from '../core/validate';
import { intentClass } from './alert/intent';
import AlertView from './alert/View';
import { definitions, registry } from './registry';
import { views } from './views';
import { sanitizeRichHtml } from '../services/sanitize';

const here = dirname(fileURLToPath(import.meta.url));
const componentFolders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'definition.ts')))
  .map((entry) => entry.name)
  .sort();

describe('component registry', () => {
  it('finds the component folders', () => {
    expect(componentFolders).toContain('alert');
    expect(componentFolders.length).toBeGreaterThanOrEqual(20);
  });

  it.each(componentFolders)('registers the definition and the view of folder %s', (folder) => {
    expect(registry.get(folder)?.name, `add ${folder} to src/components/registry.ts`).toBe(folder);
    expect(typeof views[folder], `add ${folder} to src/components/views.ts`).toBe('function');
  });

  it('has a folder for every registered kind and view', () => {
    expect(definitions.map((d) => d.name).sort()).toEqual(componentFolders);
    expect(Object.keys(views).sort()).toEqual(componentFolders);
  });

  it.each(definitions.map((d) => [d.name, d] as const))('%s: its defaults validate', (_name, def) => {
    const result = validateTree(node(def.name, def.defaults as Record<string, unknown>), { registry, sanitizeHtml: sanitizeRichHtml });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(definitions.map((d) => [d.name, d] as const))('%s: has styles.css and a test', (name) => {
    expect(existsSync(join(here, name, 'styles.css'))).toBe(true);
    expect(existsSync(join(here, name, `${name}.test.tsx`))).toBe(true);
  });

  it('ships a client entry for every interactive kind', () => {
    const interactive = definitions.filter((d) => d.interactive);
    expect(interactive.map((d) => d.name)).toContain('alert');
    for (const def of interactive) expect(existsSync(join(here, def.name, `${def.name}.client.tsx`)), def.name).toBe(true);
  });

  it('exports every props schema as JSON Schema for the editor', () => {
    for (const def of definitions) {
      expect(() => z.toJSONSchema(def.props, { io: 'input' }), def.name).not.toThrow();
    }
  });

  it('rejects unknown keys at every level of props (nested objects are strict too)', () => {
    const loose: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const s = schema as Record<string, unknown>;
      if (s.type === 'object' && s.properties && s.additionalProperties !== false) loose.push(where);
      for (const [key, value] of Object.entries(s)) {
        if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}/${key}/${i}`));
        else visit(value, `${where}/${key}`);
      }
    };
    for (const def of definitions) visit(z.toJSONSchema(def.props, { io: 'input' }), def.name);
    expect(loose, 'use z.strictObject for nested props').toEqual([]);
  });

  it('rejects unknown props with the JSON path', () => {
    const tree = node('page-layout', {}, {
      main: [
        node('heading', { text: 'Fees' }),
        node('box', {}, { content: [node('card', { title: 'Fees', colour: 'red' })] }),
      ],
    });
    const result = validateTree(tree, { registry, sanitizeHtml: sanitizeRichHtml });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: '/root/slots/main/1/slots/content/0/props/colour', message: 'Unknown prop "colour" of "card"' },
    ]);
  });

  it('throws "Unknown intent" for an alert intent outside the list', () => {
    expect(() => intentClass('purple')).toThrow('Unknown intent');
    expect(() =>
      renderToStaticMarkup(createElement(AlertView, { id: 'a', props: { intent: 'purple' as 'info', heading: '', dismissable: false }, slots: {} })),
    ).toThrow('Unknown intent');
    const result = validateTree(node('alert', { intent: 'purple' }), { registry, sanitizeHtml: sanitizeRichHtml });
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['/root/props/intent']);
  });
});
