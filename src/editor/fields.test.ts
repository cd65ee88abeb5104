import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import type { Field } from '@puckeditor/core';
import { defineComponent, type ComponentDefinition } from '../core/component';
import { puckKey, toPuckData } from '../core/puck';
import { node } from '../core/node';
import { registry } from '../components/registry';
import { OBJECT_POSITIONS } from '../components/hero/definition';
import { href, imageSrc, MEDIA_PICKER, RICH_TEXT } from '../core/schemas';
import { humanize, puckFields, validateProps } from './fields';
import { MediaField } from './media/MediaField';
import { RichTextField } from './rich-text/RichTextField';
import { DATA_COLUMN_PICKER, DATA_SOURCE_PICKER } from '../core/contracts/data-sources';
import { DateField, DateTimeField } from './fields/DateTimeField';
import { ColumnField, DataSourceField } from './fields/DataSourceField';

type AnyField = Field & Record<string, unknown>;

function def(name: string): ComponentDefinition {
  return registry.get(name)!;
}

function field(kind: string, prop: string): AnyField {
  return puckFields(def(kind))[prop] as AnyField;
}

/** The schema inside `.default()`, `.optional()`, `.nullable()` wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s;
}

/** Checks a field against the zod schema it came from, down through arrays and objects. */
function expectMatches(f: AnyField, schema: z.ZodType, where: string): void {
  const s = unwrap(schema);
  if (s instanceof z.ZodEnum) {
    expect(f.type, where).toBe('select');
    expect((f.options as { value: unknown }[]).map((o) => o.value), where).toEqual(s.options);
  } else if (s instanceof z.ZodLiteral) {
    expect(f.type, where).toBe('select');
    expect((f.options as { value: unknown }[]).map((o) => o.value), where).toEqual([...s.values]);
  } else if (s instanceof z.ZodBoolean) {
    expect(f.type, where).toBe('radio');
    expect(f.options, where).toEqual([
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ]);
  } else if (s instanceof z.ZodNumber) {
    expect(f.type, where).toBe('number');
  } else if (s instanceof z.ZodString || s instanceof z.ZodStringFormat) {
    const meta = z.globalRegistry.get(schema) ?? z.globalRegistry.get(s);
    const media = z.globalRegistry.get(s)?.[MEDIA_PICKER];
    const format = (s as unknown as { _zod: { def: { format?: string } } })._zod.def.format ?? meta?.format;
    if (meta?.[DATA_SOURCE_PICKER] === true) expect(f.render, where).toBe(DataSourceField);
    else if (meta?.[DATA_COLUMN_PICKER]) expect(f.render, where).toBe(ColumnField);
    else if (format === 'datetime') expect(f.render, where).toBe(DateTimeField);
    else if (format === 'date') expect(f.render, where).toBe(DateField);
    else if (z.globalRegistry.get(s)?.[RICH_TEXT] === true) {
      expect(f.type, where).toBe('custom');
      expect(f.render, where).toBe(RichTextField);
    } else if (media) {
      expect(f.type, where).toBe('custom');
      expect(f.render, where).toBe(MediaField);
      expect((f.metadata as { media: { kind: unknown } }).media.kind, where).toBe(media);
    } else expect(['text', 'textarea'], where).toContain(f.type);
  } else if (s instanceof z.ZodUnion && s.options.every((o) => o instanceof z.ZodStringFormat || o instanceof z.ZodString || o instanceof z.ZodLiteral)) {
    // `'' | an e-mail address`
    expect(['text', 'textarea'], where).toContain(f.type);
  } else if (s instanceof z.ZodArray) {
    expect(f.type, where).toBe('array');
    const item = unwrap(s.element as z.ZodType) as z.ZodObject;
    const arrayFields = f.arrayFields as Record<string, AnyField>;
    expect(Object.keys(arrayFields), where).toEqual(Object.keys(item.shape));
    for (const [key, sub] of Object.entries(item.shape)) expectMatches(arrayFields[key]!, sub as z.ZodType, `${where}.${key}`);
    // A new item must have every key the fields edit.
    const fresh = (f.defaultItemProps as (i: number) => Record<string, unknown>)(0);
    expect(Object.keys(fresh).sort(), where).toEqual(Object.keys(item.shape).sort());
  } else if (s instanceof z.ZodObject) {
    expect(f.type, where).toBe('object');
    const objectFields = f.objectFields as Record<string, AnyField>;
    for (const [key, sub] of Object.entries(s.shape)) expectMatches(objectFields[key]!, sub as z.ZodType, `${where}.${key}`);
  } else {
    throw new Error(`${where}: the test does not know ${s.constructor.name}`);
  }
}

describe('puckFields for every registered component', () => {
  for (const d of registry.all()) {
    it(`${d.name}: one field per prop matching its schema, one slot field per slot`, () => {
      const fields = puckFields(d);
      const json = z.toJSONSchema(d.props, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, { title?: string; anyOf?: { title?: string }[] }> };
      expect(Object.keys(fields)).toEqual([...Object.keys(d.props.shape).map(puckKey), ...Object.keys(d.slots)]);
      for (const [prop, schema] of Object.entries(d.props.shape)) {
        const f = fields[puckKey(prop)] as AnyField;
        const declared = json.properties[prop]!;
        const title = declared.title ?? declared.anyOf?.find((s) => s.title)?.title;
        expect(f.label, prop).toBe(title ?? humanize(prop));
        expectMatches(f, schema as z.ZodType, `${d.name}.${prop}`);
      }
      for (const [slot, spec] of Object.entries(d.slots)) {
        expect(fields[slot]).toEqual({ type: 'slot', label: spec.label ?? humanize(slot), ...(spec.allow ? { allow: [...spec.allow] } : {}) });
      }
    });

    it(`${d.name}: its defaults raise no errors`, () => {
      const asPuck = Object.fromEntries(Object.entries(d.defaults as Record<string, unknown>).map(([key, value]) => [puckKey(key), value]));
      expect(validateProps(d, asPuck)).toEqual({});
    });
  }
});

describe('puckFields widgets', () => {
  it('labels props in words', () => {
    expect(field('hero', 'imageObjectPosition').label).toBe('Image position');
    expect(humanize('imageObjectPosition')).toBe('Image object position');
    expect(humanize('ctaLinks')).toBe('CTA links');
    expect(humanize('customLogoUrl')).toBe('Custom logo URL');
    expect(humanize('box1bg')).toBe('Box 1 background');
    expect(humanize('bgColor')).toBe('Background color');
    expect(humanize('HTMLContent')).toBe('HTML content');
    expect(humanize('scale-down')).toBe('Scale down');
  });

  it('makes enums selects with labelled options', () => {
    expect(field('hero', 'imageObjectPosition').options).toContainEqual({ label: 'Top left', value: 'top left' });
    expect(field('hero', 'imageFit').options).toContainEqual({ label: 'Scale down', value: 'scale-down' });
    expect(field('hero', 'imageHeight')).toMatchObject({
      type: 'select',
      label: 'Image height',
      options: [
        { label: '250', value: 250 },
        { label: '400', value: 400 },
      ],
    });
    expect((field('card', 'headingLevel').options as { value: unknown }[]).map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('chooses the formatted-text editor for rich text, textarea for prose, text for short strings, the media picker for addresses', () => {
    expect(field('rich-text', 'html')).toMatchObject({ type: 'custom', render: RichTextField });
    expect(field('agreement', 'disclaimer')).toMatchObject({ type: 'custom', render: RichTextField });
    expect(field('subscription-center', 'loginScreenText')).toMatchObject({ type: 'custom', render: RichTextField });
    expect(field('callout', 'text').type).toBe('textarea');
    expect(field('card', 'text').type).toBe('textarea');
    expect(field('hero', 'box1Text').type).toBe('textarea');
    expect(field('card', 'title').type).toBe('text');
    expect(field('card', 'linkText').type).toBe('text');
    expect(field('card', 'href').type).toBe('custom');
    expect(field('card', 'imageSrc').type).toBe('custom');
    expect(field('page-layout', 'skipLinkText').type).toBe('text');
    const menus = field('header', 'menus').arrayFields as Record<string, AnyField>;
    const links = ((menus.sections!.arrayFields as Record<string, AnyField>).links!.arrayFields as Record<string, AnyField>);
    expect(links.description!.type).toBe('textarea');
    expect(links.title!.type).toBe('text');
  });

  it('gives dates and times the pickers, and a chart source the data and column pickers (issue 24 item 4)', () => {
    expect(field('countdown-timer', 'date')).toMatchObject({ type: 'custom', render: DateTimeField, label: 'Ends at' });
    const author = field('author-info', 'authors').arrayFields as Record<string, AnyField>;
    expect(author.date).toMatchObject({ type: 'custom', render: DateField });
    const source = field('chart', 'dataSources').arrayFields as Record<string, AnyField>;
    expect(source.url).toMatchObject({ type: 'custom', render: DataSourceField });
    expect(source.xCol).toMatchObject({ type: 'custom', render: ColumnField, metadata: { column: 'x' } });
    expect(source.yCol).toMatchObject({ type: 'custom', render: ColumnField, metadata: { column: 'y' } });
    // Every date or date-time string prop of the registry gets one.
    const dated = registry.all().flatMap((d) => {
      const json = JSON.stringify(z.toJSONSchema(d.props, { io: 'input', unrepresentable: 'any' }));
      return /"format":"date(-time)?"/.test(json) ? [d.name] : [];
    });
    expect(dated.sort()).toEqual(['author-info', 'countdown-timer']);
  });

  it('gives numbers their bounds', () => {
    expect(field('footer', 'sectionRows')).toMatchObject({ type: 'number', label: 'Rows of sections', min: 1, max: 4, step: 1 });
    expect(field('grid', 'minWidth')).toMatchObject({ min: 100, max: 1200 });
  });

  it('makes lists of objects array fields with limits, new items and summaries', () => {
    const cta = field('header', 'ctaLinks');
    expect(cta).toMatchObject({ type: 'array', label: 'Action links', max: 4 });
    expect(Object.keys(cta.arrayFields as object)).toEqual(['href', 'title', 'isButton', 'hideOnMobile']);
    const newItem = cta.defaultItemProps as (i: number) => Record<string, unknown>;
    expect(newItem(0)).toEqual({ href: '', title: '', isButton: false, hideOnMobile: false });
    expect(newItem(0)).not.toBe(newItem(1));
    const summary = cta.getItemSummary as (item: Record<string, unknown>, index?: number) => string;
    expect(summary({ title: 'Contact us', href: '/support' }, 0)).toBe('Contact us');
    expect(summary({ title: '  ', href: '/support' }, 2)).toBe('Item 3');

    const breadcrumb = field('breadcrumb', 'links');
    expect(breadcrumb).toMatchObject({ min: 1, max: 10 });

    const socials = field('footer', 'socials');
    expect((socials.getItemSummary as (item: Record<string, unknown>, i: number) => string)({ network: 'linkedin', href: '/' }, 1)).toBe('Item 2');

    const rowCols = field('flex-row', 'rowCols');
    expect((rowCols.defaultItemProps as () => unknown)()).toEqual({ gap: 0, flex: 1, items: 'stretch', justify: 'start', basis: 'auto' });
  });

  it('makes nested objects object fields and slots slot fields with their allow list', () => {
    const kind = defineComponent({
      name: 'panel',
      label: 'Panel',
      category: 'layout',
      props: z.strictObject({
        frame: z.strictObject({ color: z.enum(['red', 'blue']), width: z.number().min(0) }),
        note: z.string().nullable().default(null),
        replyTo: z.union([z.literal(''), z.email().max(200)]).default(''),
      }),
      slots: { body: { allow: ['heading', 'rich-text'], max: 2 }, aside: {} },
      defaults: { frame: { color: 'red', width: 1 } },
    });
    const fields = puckFields(kind);
    expect(fields.frame).toEqual({
      type: 'object',
      label: 'Frame',
      objectFields: {
        color: {
          type: 'select',
          label: 'Color',
          options: [
            { label: 'Red', value: 'red' },
            { label: 'Blue', value: 'blue' },
          ],
        },
        width: { type: 'number', label: 'Width', min: 0 },
      },
    });
    expect(fields.note).toEqual({ type: 'text', label: 'Note' });
    expect(fields.replyTo).toEqual({ type: 'text', label: 'Reply to' });
    expect(fields.body).toEqual({ type: 'slot', label: 'Body', allow: ['heading', 'rich-text'] });
    expect(fields.aside).toEqual({ type: 'slot', label: 'Aside' });
    expect(fields.main).toBeUndefined();
    expect(puckFields(def('page-layout')).main).toEqual({ type: 'slot', label: 'Main content' });
  });

  it('gives addresses marked x-tessera-media the picker, with the alt text and position props beside an image', () => {
    expect(field('hero', 'imageSrc')).toMatchObject({
      type: 'custom',
      label: 'Image',
      render: MediaField,
      metadata: { media: { kind: 'image', altProp: 'imageAlt', position: { prop: 'imageObjectPosition', options: [...OBJECT_POSITIONS] } } },
    });
    expect(field('card', 'href').metadata).toMatchObject({ media: { kind: 'document' } });
    const kind = defineComponent({
      name: 'slides',
      label: 'Slides',
      category: 'media',
      props: z.strictObject({
        slides: z.array(z.strictObject({ src: imageSrc().nullable().default(null), altText: z.string().default(''), link: href({ allowEmpty: true }).default('') })).default([]),
        logo: imageSrc({ allowEmpty: true }).default(''),
        alt: z.number().default(0),
      }),
      defaults: {},
    });
    const fields = puckFields(kind);
    const slide = fields.slides as unknown as { arrayFields: Record<string, AnyField> };
    expect(slide.arrayFields.src!.metadata).toEqual({ media: { kind: 'image', altProp: 'altText' } });
    expect(slide.arrayFields.link!.metadata).toEqual({ media: { kind: 'document' } });
    // A sibling called `alt` that holds no text is not alt text.
    expect((fields.logo as AnyField).metadata).toEqual({ media: { kind: 'image' } });
    // A text prop without the keyword stays a text field.
    expect(slide.arrayFields.altText!.type).toBe('textarea');
  });

  it('refuses a prop shape no field fits unless the kind overrides its widget', () => {
    const kind = defineComponent({
      name: 'tags',
      label: 'Tags',
      category: 'content',
      props: z.strictObject({ tags: z.array(z.string()).default([]), title: z.string().default('') }),
      defaults: {},
    });
    expect(() => puckFields(kind)).toThrow('Component "tags": prop "tags" has no editor field');
    const widget: Field = { type: 'textarea', label: 'Tags, one a line' };
    expect(puckFields(kind, { tags: widget })).toEqual({ tags: widget, title: { type: 'text', label: 'Title' } });
  });
});

describe('validateProps', () => {
  it('maps each problem to its prop path with the zod message', () => {
    const header = def('header');
    const props = structuredClone(header.defaults) as { ctaLinks: { href: string; title: string }[] };
    props.ctaLinks[0]!.href = 'javascript:alert(1)';
    props.ctaLinks[0]!.title = '';
    const errors = validateProps(header, props);
    expect(Object.keys(errors).sort()).toEqual(['ctaLinks.0.href', 'ctaLinks.0.title']);
    expect(errors['ctaLinks.0.href']).toContain('Links with the "javascript:" scheme are not allowed');
    expect(errors['ctaLinks.0.title']).toBe('Enter a title');
  });

  it('reports top-level problems, wrong types and unknown props', () => {
    expect(validateProps(def('heading'), { text: ' ', level: 7 })).toEqual({
      text: 'Enter the heading text',
      level: 'Heading level must be a whole number from 1 to 6',
    });
    expect(validateProps(def('grid'), { minWidth: 'wide' })).toEqual({ minWidth: expect.stringContaining('expected number') });
    expect(validateProps(def('box'), { presets: 'card', colour: 'red' })).toEqual({ colour: 'Unknown prop "colour"' });
    expect(validateProps(def('breadcrumb'), { links: [] })).toEqual({ links: 'Add at least one link' });
  });

  it('accepts Puck item props: id, slots and reserved props are not props', () => {
    const tree = node('fragment', {}, { content: [{ ...node('alert', { intent: 'good', heading: 'Open', dismissable: true }, { content: [] }), version: 1 }] });
    const item = (toPuckData(tree, registry).root.props.content as { props: Record<string, unknown> }[])[0]!;
    expect(Object.keys(item.props)).toEqual(expect.arrayContaining(['id', 'content', '_version']));
    expect(validateProps(def('alert'), item.props)).toEqual({});
    expect(validateProps(def('alert'), { ...item.props, intent: 'loud' })).toEqual({ intent: expect.stringContaining('Invalid option') });
  });
});

describe('a kind’s own `id` prop (banner message)', () => {
  const banner = registry.get('banner-messages')!;
  const puckProps = { id: 'banner-messages-4f1c2a10-5b6e-4c1d-9a0b-0c1d2e3f4a5b', _propId: 'early-close', cookieName: 'ice_early_close', messageText: 'Early close.' };

  it('is edited in a field under _propId, never Puck’s item id', () => {
    const fields = puckFields(banner);
    expect(fields._propId).toMatchObject({ type: 'text', label: 'Banner name' });
    expect(fields).not.toHaveProperty('id');
  });

  it('is validated as `id` and its problems show beside its field', () => {
    expect(validateProps(banner, puckProps)).toEqual({});
    expect(validateProps(banner, { ...puckProps, _propId: 'two words' })).toEqual({ _propId: 'Use letters, digits, - and _, e.g. holiday-2026' });
  });
});
