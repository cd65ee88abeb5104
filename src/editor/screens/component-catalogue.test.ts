import { describe, expect, it } from 'vitest';
import type { ComponentKindSummary, PropRow } from '../../core/contracts/component-catalogue';
import { groupKinds, limitsText, propLabel, valueText } from './component-catalogue';

const kind = (name: string, label: string, category: ComponentKindSummary['category'], extra: Partial<ComponentKindSummary> = {}): ComponentKindSummary => ({
  name,
  label,
  category,
  description: null,
  icon: null,
  interactive: false,
  rootOnly: false,
  chrome: false,
  supersededBy: null,
  version: 1,
  ...extra,
});

const KINDS = [
  kind('hero', 'Hero', 'media', { description: 'A large image with a heading' }),
  kind('carousel', 'Carousel (old)', 'media', { supersededBy: 'carousel-2022' }),
  kind('carousel-2022', 'Carousel', 'media'),
  kind('page-layout', 'Page layout', 'layout'),
  kind('notice-list', 'Notice list', 'market-data'),
];

describe('groupKinds', () => {
  it('groups by category in the block list order, superseded kinds last', () => {
    expect(groupKinds(KINDS, '').map((g) => [g.label, g.kinds.map((k) => k.name)])).toEqual([
      ['Layout', ['page-layout']],
      ['Media', ['carousel-2022', 'hero', 'carousel']],
      ['Market data', ['notice-list']],
    ]);
  });

  it('keeps the kinds whose label, name, category or description hold every word', () => {
    expect(groupKinds(KINDS, 'notice').flatMap((g) => g.kinds.map((k) => k.name))).toEqual(['notice-list']);
    expect(groupKinds(KINDS, 'large heading').flatMap((g) => g.kinds.map((k) => k.name))).toEqual(['hero']);
    expect(groupKinds(KINDS, 'MARKET data').flatMap((g) => g.kinds.map((k) => k.name))).toEqual(['notice-list']);
    expect(groupKinds(KINDS, 'carousel-2022').flatMap((g) => g.kinds.map((k) => k.name))).toEqual(['carousel-2022']);
    expect(groupKinds(KINDS, 'nothing like it')).toEqual([]);
  });
});

const row = (extra: Partial<PropRow>): PropRow => ({
  path: 'p',
  name: 'imageSrc',
  depth: 0,
  title: null,
  type: 'text',
  required: false,
  nullable: false,
  default: null,
  allowed: null,
  min: null,
  max: null,
  bounds: null,
  format: null,
  description: null,
  ...extra,
});

describe('props table text', () => {
  it('labels a prop by its title, else its name in words', () => {
    expect(propLabel(row({ title: 'Image' }))).toBe('Image');
    expect(propLabel(row({}))).toBe('Image src');
  });

  it('says limits in words', () => {
    expect(limitsText(row({ max: 120, bounds: 'characters' }))).toBe('up to 120 characters');
    expect(limitsText(row({ min: 5, max: 100, bounds: 'value' }))).toBe('5 to 100');
    expect(limitsText(row({ min: 1, max: 5, bounds: 'items' }))).toBe('1 to 5 items');
    expect(limitsText(row({ min: 1, bounds: 'characters' }))).toBe('at least 1 character');
    expect(limitsText(row({}))).toBeNull();
  });

  it('shows values as stored, the empty text by name', () => {
    expect(valueText('')).toBe('(empty)');
    expect(valueText('standard')).toBe('standard');
    expect(valueText(400)).toBe('400');
    expect(valueText(null)).toBe('null');
  });
});
