import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../components/registry';
import { HERO_VARIANTS } from '../../../components/hero/variants';
import type { Node } from '../../../core/node';
import { demoDocuments } from '../content';

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const children of Object.values(node.slots)) for (const child of children) walk(child, visit);
}

const docs = demoDocuments();
const used = new Map<string, string[]>();
for (const doc of docs) {
  walk(doc.tree, (n) => {
    const key = n.name === 'hero' ? `hero:${String(n.props.variant)}` : n.name;
    used.set(key, [...(used.get(key) ?? []), `${doc.site}${doc.path}`]);
  });
}

/** Issue 25 point 7: every kind and hero variant is on a demo page, so the smoke test (layout shift, axe) covers it. */
describe('demo pages cover the catalogue', () => {
  it('use every component kind', () => {
    const kinds = registry.all().map((def) => def.name);
    expect(kinds.filter((kind) => ![...used.keys()].some((key) => key === kind || key.startsWith(`${kind}:`)))).toEqual([]);
  });

  it('use every hero variant', () => {
    expect(HERO_VARIANTS.filter((variant) => !used.has(`hero:${variant}`))).toEqual([]);
  });

  it('put the formerly unused kinds where they belong', () => {
    expect(used.get('registration-form')).toEqual(['imt/events/servicing-summit']);
    expect(used.get('flex-column')).toContain('imt/events/servicing-summit');
    expect(used.get('hero:image-only')).toEqual(['imt/events/servicing-summit']);
    expect(used.get('chat-compliance-form')).toEqual(['ice/ice-chat/compliance']);
    expect(used.get('hero:multi-box-video')).toEqual(['ice/ice-chat/compliance']);
  });

  it('play videos that are files of public/', () => {
    for (const doc of docs) {
      walk(doc.tree, (n) => {
        if (n.name !== 'hero' || !n.props.videoSrc) return;
        const src = String(n.props.videoSrc);
        expect(src).toMatch(/^\/static\/video\/[a-z0-9-]+\.webm$/);
        expect(existsSync(new URL(`../../../../public/${src.replace(/^\/static\//, '')}`, import.meta.url)), src).toBe(true);
      });
    }
  });
});
