import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineComponent } from './component';
import { propsTable } from './component-catalogue';
import { MEDIA_PICKER, richText } from './schemas';

describe('propsTable', () => {
  const def = defineComponent({
    name: 'sample-kind',
    label: 'Sample',
    category: 'content',
    props: z.object({
      tone: z.enum(['info', 'warning']).default('info').meta({ title: 'Tone', description: 'How loud it is.' }),
      count: z.number().int().min(1).max(9),
      note: z.string().max(40).nullable().default(null),
      body: richText().default(''),
      picture: z.string().meta({ [MEDIA_PICKER]: 'image' }).default(''),
      when: z.iso.datetime({ offset: true }).optional(),
      target: z.union([z.literal(''), z.literal('_blank')]).default(''),
      either: z.union([z.string(), z.number()]).default(''),
      links: z.array(z.object({ label: z.string().min(1), nested: z.object({ deep: z.boolean() }) })).max(3).default([]),
    }),
    defaults: { count: 1 },
  });
  const rows = propsTable(def);
  const at = (path: string) => rows.find((r) => r.path === path)!;

  it('gives one row per prop in schema order, nested props after their parent', () => {
    expect(rows.map((r) => `${'  '.repeat(r.depth)}${r.path}`)).toEqual([
      'tone',
      'count',
      'note',
      'body',
      'picture',
      'when',
      'target',
      'either',
      'links',
      '  links[].label',
      '  links[].nested',
      '    links[].nested.deep',
    ]);
  });

  it('reads types, defaults, allowed values, limits, required and help from the schema', () => {
    expect(at('tone')).toMatchObject({ type: 'choice', allowed: ['info', 'warning'], default: '"info"', title: 'Tone', description: 'How loud it is.', required: false });
    expect(at('count')).toMatchObject({ type: 'whole number', min: 1, max: 9, bounds: 'value', required: true, default: null });
    expect(at('note')).toMatchObject({ type: 'text', nullable: true, max: 40, bounds: 'characters', default: 'null' });
    expect(at('body').type).toBe('rich text');
    expect(at('picture').type).toBe('image address');
    expect(at('when')).toMatchObject({ type: 'date and time', format: 'date-time', required: false });
    expect(at('target')).toMatchObject({ type: 'choice', allowed: ['', '_blank'] });
    expect(at('either').type).toBe('one of: text | number');
    expect(at('links')).toMatchObject({ type: 'list of objects', max: 3, bounds: 'items', default: '[]' });
    expect(at('links[].label')).toMatchObject({ type: 'text', min: 1, required: true, depth: 1 });
    expect(at('links[].nested.deep')).toMatchObject({ type: 'yes / no', depth: 2 });
  });
});
