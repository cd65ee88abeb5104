import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineComponent } from './component';
import { withHtmlSanitizer } from './html';
import { displayProps, displayTree, incompleteProps } from './incomplete';
import { newId, node } from './node';
import { href, richText } from './schemas';
import { validateTree } from './validate';

/** Stands in for the server's sanitizer: drops script elements and event attributes. */
const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');

const teaser = defineComponent({
  name: 'teaser',
  label: 'Teaser',
  category: 'content',
  props: z.strictObject({
    heading: z.string().trim().min(1, 'Enter a heading').max(20, 'At most 20 characters'),
    body: richText().default(''),
    link: href({ allowEmpty: true }).default(''),
    level: z.literal([2, 3]).default(2),
    items: z.array(z.strictObject({ label: z.string().max(5) })).max(2).default([]),
  }),
  slots: { content: {} },
  defaults: { heading: 'Teaser', body: '', link: '', level: 2, items: [] },
});
const registry = createRegistry([teaser]);

function validate(tree: unknown, incomplete: boolean) {
  return validateTree(tree, { registry, sanitizeHtml: sanitize, incomplete });
}

describe('drafts keep values that break only content rules', () => {
  it('keeps an empty required text and a text over its limit, trimmed, and sanitizes rich text even past its limit', () => {
    const long = `<p onclick="x()">${'y'.repeat(100_001)}</p>`;
    const result = validate(node('teaser', { heading: '   ', body: long, items: [{ label: 'far too long' }, { label: 'b' }, { label: 'c' }] }), true);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.props.heading).toBe('');
    expect(result.value.props.body).toBe(`<p>${'y'.repeat(100_001)}</p>`);
    expect(result.value.props.items).toHaveLength(3);
    // Published trees stay strict.
    expect(validate(result.value, false).ok).toBe(false);
  });

  it('keeps an unfinished address as typed, and never renders it', () => {
    const result = validate(node('teaser', { heading: 'Fees', link: 'javascript:alert(1)' }), true);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.props.link).toBe('javascript:alert(1)');
    expect(withHtmlSanitizer(sanitize, () => displayProps(teaser, result.value.props)).link).toBe('');
  });

  it('still refuses unknown props, wrong value types, unknown kinds and slots', () => {
    const unknownProp = validate(node('teaser', { heading: '', colour: 'red' }), true);
    expect(unknownProp.ok || unknownProp.issues.map((i) => i.path)).toEqual(['/root/props/colour']);
    const wrongType = validate(node('teaser', { heading: 42 }), true);
    expect(wrongType.ok || wrongType.issues.map((i) => i.message)).toEqual([expect.stringMatching(/expected string/i)]);
    const unlisted = validate(node('teaser', { heading: '', level: 'two' }), true);
    expect(unlisted.ok || unlisted.issues.map((i) => i.path)).toEqual(['/root/props/level']);
    const nestedKey = validate(node('teaser', { heading: '', items: [{ label: 'a', extra: 1 }] }), true);
    expect(nestedKey.ok || nestedKey.issues.map((i) => i.path)).toEqual(['/root/props/items/0/extra']);
    expect(validate(node('nothing', {}), true).ok).toBe(false);
    expect(validate({ ...node('teaser', { heading: 'a' }), slots: { sidebar: [] } }, true).ok).toBe(false);
  });

  it('still applies the tree limits', () => {
    const deep = Array.from({ length: 30 }).reduce<ReturnType<typeof node>>((inner) => node('teaser', { heading: '' }, { content: [inner] }), node('teaser', { heading: '' }));
    expect(validateTree(deep, { registry, sanitizeHtml: sanitize, incomplete: true, maxDepth: 10 }).ok).toBe(false);
  });

  it('leaves valid props exactly as the strict parse gives them', () => {
    const props = { heading: ' Fees ', level: 3 };
    expect(incompleteProps(teaser, props)).toEqual({ props: teaser.props.parse(props), issues: [] });
  });
});

describe('displayProps', () => {
  it('shows an empty heading empty rather than a default, and a long one in full', () => {
    expect(withHtmlSanitizer(sanitize, () => displayProps(teaser, { heading: '' })).heading).toBe('');
    expect(withHtmlSanitizer(sanitize, () => displayProps(teaser, { heading: 'x'.repeat(30) })).heading).toBe('x'.repeat(30));
  });

  it('gives the default for a value of another rule, and drops props the kind does not have', () => {
    const shown = withHtmlSanitizer(sanitize, () => displayProps(teaser, { heading: 'Fees', level: 9, id: 'x', content: [] }));
    expect(shown).toEqual({ heading: 'Fees', body: '', link: '', level: 2, items: [] });
  });

  it('shows a list shorter than its least length as the default: views index into the items they are promised', () => {
    const playlist = defineComponent({
      name: 'playlist',
      label: 'Playlist',
      category: 'media',
      props: z.strictObject({ items: z.array(z.strictObject({ title: z.string().min(1), note: z.string().default('') })).min(1).max(2) }),
      defaults: { items: [{ title: 'First' }] },
    });
    // The default as parsed: its items' own defaults filled in, as a view expects them.
    expect(displayProps(playlist, { items: [] }).items).toEqual([{ title: 'First', note: '' }]);
    // A long list, and an item's empty text, are still shown as typed; the draft keeps the empty list.
    expect(displayProps(playlist, { items: [{ title: '' }, { title: 'b' }, { title: 'c' }] }).items).toHaveLength(3);
    expect(incompleteProps(playlist, { items: [] })).toEqual({ props: { items: [] }, issues: [] });
    expect(displayProps(playlist, { items: [{ title: 'x', extra: 1 }] }).items).toEqual([{ title: 'First', note: '' }]);
  });

  it('applies rules over several props to what it shows: an address refused for its provider is never shown', () => {
    const embedLike = defineComponent({
      name: 'embed-like',
      label: 'Embed',
      category: 'media',
      props: z
        .strictObject({ provider: z.enum(['video', 'social']).default('video'), url: z.string().trim().max(50), title: z.string().max(20).default('') })
        .superRefine((props, ctx) => {
          if (!props.url.startsWith('https://')) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use an https address' });
          if (props.provider === 'video' && !props.url.startsWith('https://video.test/')) ctx.addIssue({ code: 'custom', message: 'Use the video player' });
        }),
      defaults: { provider: 'video', url: 'https://video.test/1', title: 'Clip' },
    });
    expect(displayProps(embedLike, { provider: 'social', url: 'javascript:alert(1)', title: 'x'.repeat(30) })).toEqual({ provider: 'social', url: 'https://video.test/1', title: 'x'.repeat(30) });
    // A rule without a prop to blame: the kind's defaults.
    expect(displayProps(embedLike, { provider: 'video', url: 'https://other.test/', title: 'x'.repeat(30) })).toEqual({ provider: 'video', url: 'https://video.test/1', title: 'Clip' });
  });

  it('makes a whole stored draft safe to render', () => {
    const child = { id: newId(), name: 'teaser', props: { heading: 'Inner', body: '<img src=x onerror="alert(1)">', link: 'data:text/html,x' }, slots: {} };
    const tree = { id: newId(), name: 'teaser', props: { heading: '' }, slots: { content: [child] } };
    const shown = withHtmlSanitizer(sanitize, () => displayTree(tree, registry));
    expect(shown.slots.content![0]!.props).toMatchObject({ body: '<img src=x>', link: '' });
    expect(shown.props.heading).toBe('');
  });
});
