import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { href, imageSrc, richText } from '../../core/schemas';
import { registry } from '../../components/registry';
import { inlineProps, readsAs, typedText } from './inline-props';

const names = (kind: string) => inlineProps(registry.get(kind)!).map((p) => (p.kind === 'rich' ? `${p.name} (rich)` : p.name));

describe('props edited in place', () => {
  it('are the words a visitor reads: headings, rich text, button and link labels, titles, a hero\'s heading and text', () => {
    expect(names('heading')).toEqual(['text']);
    expect(names('rich-text')).toEqual(['html (rich)']);
    expect(names('card')).toEqual(['title', 'text', 'linkText']);
    expect(names('hero')).toEqual(['heading', 'box1Text', 'box2Text']);
    expect(names('dropdown-menu')).toEqual(['buttonLabel']);
    expect(names('form')).toEqual(['buttonLabel']);
    expect(names('launch-page')).toEqual(['heading', 'text', 'buttonLabel']);
    expect(names('agreement')).toEqual(['disclaimer (rich)', 'checkboxLabel', 'buttonLabel']);
  });

  it('leave out addresses, alt texts, identifiers, choices, numbers, patterns and long prose', () => {
    const def = defineComponent({
      name: 'inline-sample',
      label: 'Sample',
      category: 'content',
      description: 'A test kind.',
      props: z.strictObject({
        title: z.string().max(120).default(''),
        href: href({ allowEmpty: true }).default(''),
        imageSrc: imageSrc({ allowEmpty: true }).default(''),
        imageAlt: z.string().max(300).default(''),
        anchorId: z.string().max(60).default(''),
        placeholder: z.string().max(80).default(''),
        tone: z.enum(['calm', 'loud']).default('calm'),
        count: z.number().default(1),
        code: z.string().regex(/^[A-Z]+$/).max(10).default('A'),
        unbounded: z.string().default(''),
        essay: z.string().max(5000).default(''),
        notes: z.string().max(1000).default(''),
        body: richText().default(''),
        maybe: z.string().max(40).nullable().default(null),
      }),
      defaults: {},
    });
    expect(inlineProps(def)).toEqual([
      { name: 'title', kind: 'text', multiline: false, maxLength: 120 },
      { name: 'notes', kind: 'text', multiline: true, maxLength: 1000 },
      { name: 'body', kind: 'rich', multiline: true, maxLength: 100_000 },
      { name: 'maybe', kind: 'text', multiline: false, maxLength: 40 },
    ]);
  });

  it('are found for every kind without throwing, and never name a slot', () => {
    for (const def of registry.all()) {
      for (const prop of inlineProps(def)) expect(Object.hasOwn(def.slots, prop.name)).toBe(false);
    }
  });
});

describe('what typing in place stores', () => {
  it('turns no-break spaces into spaces and drops control and zero-width characters', () => {
    expect(typedText('Fees\u00a0\u00a0for\u200b 2025\u0007', { multiline: false })).toBe('Fees  for 2025');
  });

  it('keeps line breaks only where the prop is multi-line', () => {
    expect(typedText('One\r\nTwo\n\nThree', { multiline: false })).toBe('One Two Three');
    expect(typedText('One\r\nTwo', { multiline: true })).toBe('One\nTwo');
  });

  it('does not trim while typing (the schema trims on save), and markup stays text', () => {
    expect(typedText('Fees ', { multiline: false })).toBe('Fees ');
    expect(typedText('<b>x</b>', { multiline: false })).toBe('<b>x</b>');
  });

  it('compares text as it reads', () => {
    expect(readsAs('  Listing\n   fees\u00a0 ')).toBe('Listing fees');
  });
});
