import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_POLICY } from '../../core/html';
import { cleanPastedHtml, type HtmlParser } from './paste-clean';

const parser = new new Window().DOMParser() as unknown as HtmlParser;
const clean = (html: string) => cleanPastedHtml(html, parser);
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Every tag and attribute of `html`, to check against the allow-list. */
function tagsAndAttributes(html: string): { tags: Set<string>; attributes: Set<string> } {
  const doc = parser.parseFromString(`<body>${html}</body>`, 'text/html');
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    tags.add(tag);
    for (const attribute of element.attributes) attributes.add(`${tag}[${attribute.name}]`);
  }
  return { tags, attributes };
}

describe('cleanPastedHtml: Word', () => {
  const html = clean(fixture('word-clipboard.html'));

  it('keeps headings (h1 becomes h2), paragraphs, bold, italic, underline and a valid link', () => {
    expect(html).toContain('<h2>Listing fees for 2025</h2>');
    expect(html).toContain(
      '<p>The annual fee is due on <strong>1 January</strong>; see the <em>fee schedule</em> and the <a href="https://www.example.com/fees">published table</a>.</p>',
    );
    expect(html).toContain('<h2>How to pay</h2>');
    expect(html).toContain('Pay the <u>invoice</u>');
  });

  it('turns list paragraphs into nested bullet and numbered lists without their typed bullets', () => {
    expect(html).toContain('<ul><li>Equity listings<ul><li>Primary listings</li></ul></li><li>Debt listings</li></ul>');
    expect(html).toContain('<ol><li>Apply online</li><li>Pay the <u>invoice</u></li></ol>');
    expect(html).not.toMatch(/·|>o\s*</);
  });

  it('drops styles, classes, fonts, spans, comments, o:p, empty paragraphs and refused links (keeping their text)', () => {
    expect(html).not.toMatch(/style=|class=|lang=|<span|<font|<!--|<o:p|&nbsp;|mso-|MsoNormal|StartFragment/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<p><strong>Note:</strong> write to us here.</p>');
    expect(html).not.toContain('<p></p>');
    // Word's bookmark anchor before the heading holds nothing: no empty link remains.
    expect(html).not.toContain('<a>');
  });

  it('holds only allow-listed tags and attributes', () => {
    const { tags, attributes } = tagsAndAttributes(html);
    for (const tag of tags) expect(RICH_TEXT_POLICY.allowedTags).toContain(tag);
    expect([...attributes]).toEqual(['a[href]']);
  });
});

describe('cleanPastedHtml: Google Docs', () => {
  const html = clean(fixture('google-docs-clipboard.html'));

  it("drops the bold-looking docs-internal-guid wrapper instead of making everything bold", () => {
    expect(html).not.toContain('docs-internal-guid');
    expect(html.startsWith('<h2>Trading hours</h2>')).toBe(true);
    expect(html).not.toMatch(/^<strong>/);
  });

  it('turns inline font styles into bold, italic, superscript and strike-through, and keeps the link without its underline style', () => {
    expect(html).toContain(
      '<p>The market opens at <strong>9:30</strong> <em>Eastern time</em>. See <a href="https://www.example.com/hours">holiday hours</a>; the 10<sup>th</sup> is <s>closed</s> open.</p>',
    );
  });

  it('nests a sub-list inside the item above it, and keeps the list items\' paragraphs', () => {
    expect(html).toContain('<ul><li><p>Pre-market</p><ul><li><p>Early session</p></li></ul></li><li><p>Core session</p></li></ul>');
  });

  it('keeps tables without their column sizes and styles, and drops blank-line breaks between blocks', () => {
    expect(html).toContain(
      '<h2>Sessions</h2><table><tbody><tr><td><p><strong>Session</strong></p></td><td><p><strong>Hours</strong></p></td></tr><tr><td><p>Core</p></td><td><p>9:30 to 16:00</p></td></tr></tbody></table>',
    );
    expect(html).not.toMatch(/<br|<col|<div|<meta/);
    const { tags, attributes } = tagsAndAttributes(html);
    for (const tag of tags) expect(RICH_TEXT_POLICY.allowedTags).toContain(tag);
    expect([...attributes]).toEqual(['a[href]']);
  });
});

describe('cleanPastedHtml: other sources', () => {
  it('drops scripts, images, event handlers and ids, and keeps table spans and header scope', () => {
    expect(clean('<div id="x" onclick="steal()"><script>alert(1)</script><img src="x" onerror="alert(1)">Hello <font face="Arial" color="red">world</font></div>')).toBe('<p>Hello world</p>');
    expect(clean('<table><tr><th scope="col" style="width:50%">A</th><td colspan="2" rowspan="x">B</td></tr></table>')).toBe(
      '<table><tbody><tr><th scope="col">A</th><td colspan="2">B</td></tr></tbody></table>',
    );
  });

  it('keeps white space inside code blocks and words apart across source lines', () => {
    expect(clean('<pre>a\n  b</pre>')).toBe('<pre>a\n  b</pre>');
    expect(clean('<p>one\r\ntwo</p>')).toBe('<p>one two</p>');
  });

  it('unlinks addresses the link rule refuses and keeps paths, anchors and mail links', () => {
    expect(clean('<p><a href="//evil.example/x">a</a> <a href="/fees">b</a> <a href="#end">c</a> <a href="mailto:desk@example.com">d</a></p>')).toBe(
      '<p>a <a href="/fees">b</a> <a href="#end">c</a> <a href="mailto:desk@example.com">d</a></p>',
    );
  });
});
