import { describe, expect, it } from 'vitest';
import type { SlotField } from '@puckeditor/core';
import { z } from 'zod';
import { createRegistry, defineComponent } from '../../core/component';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { hero } from '../../components/hero/definition';
import { buildPuckConfig, canvasProps } from './canvas';

const rootOnly = registry
  .all()
  .filter((d) => d.rootOnly)
  .map((d) => d.name);

describe('buildPuckConfig', () => {
  const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });

  it('offers every kind but the root-only ones, each in its category', () => {
    const offered = Object.keys(config.components);
    expect(rootOnly.length).toBeGreaterThan(0);
    for (const name of rootOnly) expect(offered).not.toContain(name);
    expect(offered.sort()).toEqual(
      registry
        .all()
        .filter((d) => !d.rootOnly)
        .map((d) => d.name)
        .sort(),
    );
    for (const def of registry.all().filter((d) => !d.rootOnly)) {
      const holding = Object.entries(config.categories ?? {}).filter(([, c]) => c.components?.includes(def.name));
      expect(holding.map(([key]) => key)).toEqual([def.supersededBy ? 'older' : def.category]);
    }
  });

  it('spells out every slot allow-list without root-only kinds, on components and on the root', () => {
    const slotFields = [
      ...Object.values(config.components).flatMap((c) => Object.values(c.fields ?? {})),
      ...Object.values(config.root?.fields ?? {}),
    ].filter((f): f is SlotField => f.type === 'slot');
    expect(slotFields.length).toBeGreaterThan(5);
    for (const field of slotFields) {
      expect(field.allow?.length).toBeGreaterThan(0);
      for (const name of rootOnly) expect(field.allow).not.toContain(name);
    }
    expect(Object.keys(config.root?.fields ?? {})).toEqual(expect.arrayContaining(['skipLinkText', 'main', 'banner', 'headerContent']));
  });

  it('keeps a definition’s own allow-list and inserts defaults with empty slots', () => {
    const list = defineComponent({
      name: 'link-list',
      label: 'Link list',
      category: 'content',
      props: z.strictObject({ title: z.string().default('Links') }),
      slots: { items: { allow: ['card', 'page-layout'] } },
      defaults: { title: 'Links' },
    });
    const small = createRegistry([...registry.all(), list]);
    const custom = buildPuckConfig({ registry: small, views: { ...views, 'link-list': () => null }, rootKind: 'page-layout' });
    const items = custom.components['link-list']!.fields!.items!;
    expect(items).toMatchObject({ type: 'slot', allow: ['card'] });
    expect(custom.components['link-list']!.defaultProps).toEqual({ title: 'Links', items: [] });
  });

  it('refuses a root kind without a view', () => {
    expect(() => buildPuckConfig({ registry, views: {}, rootKind: 'page-layout' })).toThrow(/page-layout/);
  });
});

describe('canvasProps', () => {
  it('parses valid props with their defaults', () => {
    const props = canvasProps(hero, { heading: '  Trade  ', id: 'x', content: [] });
    expect(props.heading).toBe('Trade');
    expect(props.imageHeight).toBe(400);
    expect(props).not.toHaveProperty('id');
    expect(props).not.toHaveProperty('content');
  });

  it('shows what the fields hold: a text over its limit in full, an empty one empty', () => {
    const props = canvasProps(hero, { heading: 'x'.repeat(500), box1Text: '' });
    expect(props.heading).toBe('x'.repeat(500));
    expect(props.box1Text).toBe('');
  });

  it('replaces a value that breaks any other rule with its default, never showing it', () => {
    const props = canvasProps(hero, { heading: 'Kept', imageSrc: 'javascript:alert(1)', imageHeight: 7 });
    expect(props.heading).toBe('Kept');
    expect(props.imageSrc).toBe('');
    expect(props.imageHeight).toBe(400);
  });
});

describe('canvasProps of a kind with its own `id` prop', () => {
  const banner = registry.get('banner-messages')!;
  const puckId = 'banner-messages-4f1c2a10-5b6e-4c1d-9a0b-0c1d2e3f4a5b';

  it('shows the banner’s id from _propId, never Puck’s item id', () => {
    const props = canvasProps(banner, { id: puckId, _propId: 'early-close', cookieName: 'ice_early_close', messageText: 'Early close.' });
    expect(props.id).toBe('early-close');
    expect(props).not.toHaveProperty('_propId');
  });

  it('offers the field under _propId and, for a new banner, the current version', () => {
    const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });
    const component = config.components['banner-messages']!;
    expect(Object.keys(component.fields ?? {})).toContain('_propId');
    expect(Object.keys(component.fields ?? {})).not.toContain('id');
    expect(component.defaultProps).toMatchObject({ _propId: 'trading-hours-notice', _version: 2 });
  });
});
