import { describe, it, expect } from 'vitest';
import { sanitizeRichHtml as sanitizeRichText } from '.';

describe('sanitizeRichText: removes what can run code', () => {
  it('drops script elements with their content', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('drops event handler attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover="y()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<td onclick="x">1</td>')).not.toContain('onclick');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/x',
  ])('drops the href %s', (href) => {
    expect(sanitizeRichText(`<a href="${href}">link</a>`)).toBe('<a>link</a>');
  });

  it('drops style attributes and style elements', () => {
    expect(sanitizeRichText('<p style="color:red">s</p>')).toBe('<p>s</p>');
    expect(sanitizeRichText('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops iframes, objects, embeds, forms and document-level tags', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeRichText('<object data="x"></object><embed src="x"><form action="x"><input name="a"></form>')).toBe('');
    expect(sanitizeRichText('<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x">')).toBe('');
  });

  it('keeps the text of tags it removes but escapes it', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('Title');
    expect(sanitizeRichText('<div class="x"><p>t</p></div>')).toBe('<p>t</p>');
  });

  it('drops class and unknown attributes but keeps id and lang', () => {
    expect(sanitizeRichText('<p id="fees" lang="en" class="c" data-x="1">t</p>')).toBe('<p id="fees" lang="en">t</p>');
  });

  it('drops comments', () => {
    expect(sanitizeRichText('<!-- note --><p>x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeRichText: keeps allowed markup', () => {
  it('keeps text formatting, lists, quotes and code unchanged', () => {
    const html =
      '<h2>Fees</h2><p><strong>Bold</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s>, H<sub>2</sub>O, x<sup>2</sup>, ' +
      '<small>small</small>, <mark>mark</mark>, <code>code</code><br /></p><pre>pre</pre><blockquote>q</blockquote>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><hr /><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6><span>s</span>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps tables with scope, colspan and rowspan', () => {
    const html =
      '<table><caption>Margins</caption><thead><tr><th scope="col" colspan="2">H</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https, mailto, tel and relative links with their title', () => {
    const html =
      '<a href="https://www.ice.com/fees" title="Fees">h</a><a href="http://www.nyse.com/">n</a>' +
      '<a href="mailto:help@example.com">m</a><a href="tel:+15551234">t</a><a href="/fees#margins">r</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps abbreviations with their title', () => {
    expect(sanitizeRichText('<abbr title="Intercontinental Exchange">ICE</abbr>')).toBe(
      '<abbr title="Intercontinental Exchange">ICE</abbr>',
    );
  });

  it('keeps entities escaped and closes open tags', () => {
    expect(sanitizeRichText('<p>5 &lt; 6 &amp; 7</p>')).toBe('<p>5 &lt; 6 &amp; 7</p>');
    expect(sanitizeRichText('<p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
    expect(sanitizeRichText('plain text')).toBe('plain text');
    expect(sanitizeRichText('')).toBe('');
  });

  it('is idempotent', () => {
    const html = '<p onclick="x">a <a href="/x" target="_blank">b</a><script>c</script></p>';
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('sanitizeRichText: links that open a new window', () => {
  it('adds rel="noopener noreferrer" to target=_blank', () => {
    expect(sanitizeRichText('<a href="/fees" target="_blank">f</a>')).toBe(
      '<a href="/fees" target="_blank" rel="noopener noreferrer">f</a>',
    );
  });

  it('treats the target keyword case-insensitively', () => {
    expect(sanitizeRichText('<a href="/fees" target="_BLANK">f</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeRichText('<a href="/fees" target=" _Blank ">f</a>')).toContain('rel="noopener noreferrer"');
  });

  it('adds rel to a named target, which also opens another window', () => {
    expect(sanitizeRichText('<a href="/fees" target="report">f</a>')).toContain('rel="noopener noreferrer"');
  });

  it('keeps the editor rel values and does not repeat tokens', () => {
    expect(sanitizeRichText('<a href="/x" target="_blank" rel="nofollow">f</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">f</a>',
    );
    expect(sanitizeRichText('<a href="/x" target="_blank" rel="noopener">f</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">f</a>',
    );
  });

  it('leaves links without a new-window target alone', () => {
    expect(sanitizeRichText('<a href="/x">f</a>')).toBe('<a href="/x">f</a>');
    expect(sanitizeRichText('<a href="/x" target="_self">f</a>')).toBe('<a href="/x" target="_self">f</a>');
    expect(sanitizeRichText('<a href="/x" target="_top" rel="nofollow">f</a>')).toBe(
      '<a href="/x" target="_top" rel="nofollow">f</a>',
    );
  });
});

describe('sanitizeRichText: element ids', () => {
  it('keeps ids an editor may choose, for hash links', () => {
    expect(sanitizeRichText('<h2 id="end-of-day">End of day</h2>')).toBe('<h2 id="end-of-day">End of day</h2>');
    expect(sanitizeRichText('<a id="top" href="#x">t</a>')).toBe('<a id="top" href="#x">t</a>');
  });

  it('drops ids in the platform namespace, so content cannot shadow the island data (issue 7)', () => {
    const payload = '<p id="tessera-islands">{"islands":[{"kind":"data:text/javascript,alert(1)//"}]}</p>';
    expect(sanitizeRichText(payload)).toBe('<p>{"islands":[{"kind":"data:text/javascript,alert(1)//"}]}</p>');
    expect(sanitizeRichText('<span id="TESSERA-main">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<a id="tessera-main" href="/x">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('drops ids that are not names (spaces, leading digits, quotes)', () => {
    expect(sanitizeRichText('<p id="1st">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p id=" tessera-islands">x</p>')).toBe('<p>x</p>');
  });
});
