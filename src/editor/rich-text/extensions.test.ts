// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { RICH_TEXT_POLICY } from '../../core/html';
import { sanitizeRichHtml } from '../../services/sanitize';
import { richTextExtensions } from './extensions';
import { insertTable, tableCommands } from './table';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(content: string): Editor {
  editor = new Editor({ element: document.createElement('div'), content, injectCSS: false, extensions: richTextExtensions({ openLinkDialog() {}, focusToolbar() {} }) });
  return editor;
}

/** Every `tag[attribute]` of `html`. */
function markup(html: string): { tags: string[]; attributes: string[] } {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const elements = [...body.querySelectorAll('*')];
  return {
    tags: [...new Set(elements.map((el) => el.tagName.toLowerCase()))],
    attributes: [...new Set(elements.flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}]`)))],
  };
}

const STORED =
  '<h2 id="fees">Fees</h2><p>Due on <strong>1 January</strong>, <em>in advance</em>, <u>in full</u>, <s>in cash</s>, x<sup>2</sup> H<sub>2</sub>O <code>FEE-1</code> ' +
  '<small>small print</small> <mark>note</mark> <abbr title="Exchange-traded fund">ETF</abbr> <a href="/fees">schedule</a>.</p>' +
  '<h3>Steps</h3><ul><li><p>Apply</p></li></ul><ol><li><p>Pay</p></li></ol><blockquote><p>Quoted</p></blockquote><pre><code>code</code></pre><hr>' +
  '<table><tbody><tr><th scope="col"><p>Session</p></th><th><p>Hours</p></th></tr><tr><td colspan="2"><p>9:30 to 16:00</p></td></tr></tbody></table>';

describe('the rich-text editor schema', () => {
  it('opens stored rich text and writes it back unchanged, ids and all', () => {
    expect(open(STORED).getHTML()).toBe(STORED);
  });

  it('writes only what the server sanitizer keeps, so saving changes nothing', () => {
    const html = open(STORED).getHTML();
    // sanitize-html closes void elements XML-style (`<hr />`); browsers read both alike.
    expect(sanitizeRichHtml(html).replaceAll(' />', '>')).toBe(html);
    const { tags, attributes } = markup(html);
    for (const tag of tags) expect(RICH_TEXT_POLICY.allowedTags).toContain(tag);
    for (const attribute of attributes) {
      const [, tag, name] = /^(\w+)\[(.+)\]$/.exec(attribute)!;
      expect([...(RICH_TEXT_POLICY.allowedAttributes[tag!] ?? []), ...RICH_TEXT_POLICY.allowedAttributes['*']!]).toContain(name);
    }
  });

  it('has no level-1 heading and no links the link rule refuses', () => {
    expect(open('<h1>Title</h1><p><a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a></p>').getHTML()).toBe('<p>Title</p><p>x y</p>');
  });

  it('does not grow a link when typing right after it', () => {
    const e = open('<p>See <a href="/fees">fees</a></p>');
    e.commands.setTextSelection(e.state.doc.content.size - 1);
    e.view.dispatch(e.state.tr.insertText(' now'));
    expect(e.getHTML()).toBe('<p>See <a href="/fees">fees</a> now</p>');
  });

  it('inserts a table with a header row, and adds and removes rows and columns', () => {
    const e = open('<p>Before</p>');
    e.commands.setTextSelection(e.state.doc.content.size - 1);
    insertTable(e);
    e.commands.insertContent('Session');
    expect(e.getHTML()).toBe(
      '<p>Before</p><table><tbody><tr><th><p>Session</p></th><th><p></p></th><th><p></p></th></tr>' +
        '<tr><td><p></p></td><td><p></p></td><td><p></p></td></tr><tr><td><p></p></td><td><p></p></td><td><p></p></td></tr></tbody></table>',
    );
    tableCommands.deleteColumn(e.state, e.view.dispatch);
    tableCommands.addRow(e.state, e.view.dispatch);
    expect(e.getHTML().match(/<tr>/g)).toHaveLength(4);
    expect(e.getHTML()).not.toContain('Session');
  });
});
