// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { sanitizePreview } from './sanitize-preview.client';

describe("the editor's preview sanitizer", () => {
  it('drops script, handlers and script URLs, and keeps the rest', () => {
    const clean = sanitizePreview('<p onclick="x()">Fees <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>');
    expect(clean).toBe('<p>Fees <a>here</a></p>');
    // One text's markup never carries into the next: each is parsed on its own.
    expect(sanitizePreview('<img src="/static/img/logo.svg" onerror="alert(1)"><p>Next')).toBe('<img src="/static/img/logo.svg"><p>Next</p>');
    expect(sanitizePreview('Plain')).toBe('Plain');
  });

  it('parses a text seen lately once, and keeps only the latest texts', () => {
    const parse = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const text = '<p>Listing fees for 2027 <strong>announced</strong></p>';
    const first = sanitizePreview(text);
    const again = sanitizePreview(text);
    expect(again).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 600; i++) sanitizePreview(`<p>Notice ${i}</p>`);
    parse.mockClear();
    expect(sanitizePreview(text)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
