import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  alignItems, cssLength, headingLevel, href, imageSrc, justifyContent, richText, spacing, MAX_RICH_TEXT_LENGTH,
} from './schemas';
import { withHtmlSanitizer } from './html';
import { sanitizeRichHtml } from '../services/sanitize';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('href()', () => {
  it.each([
    '/fees',
    '/alerts/benchmark-and-processing?year=2024#top',
    '#end-of-day',
    '?topic=rules',
    'https://example.com/path?q=1',
    'HTTP://example.com',
    'mailto:help@example.com?subject=Access%20request',
    'tel:+1-212-555-0100',
  ])('accepts %s', (value) => {
    expect(href().parse(value)).toBe(value);
  });

  it.each([
    ['javascript:alert(1)', 'Links with the "javascript:" scheme are not allowed'],
    ['JavaScript:alert(1)', 'Links with the "javascript:" scheme are not allowed'],
    ['data:text/html,<b>x</b>', 'Links with the "data:" scheme are not allowed'],
    ['vbscript:msgbox', 'Links with the "vbscript:" scheme are not allowed'],
    ['java\tscript:alert(1)', 'Links may not contain spaces or control characters'],
    ['//evil.example/fees', 'Links starting with // or containing \\ leave the site'],
    ['/\\evil.example', 'Links starting with // or containing \\ leave the site'],
    ['fees', 'Use a path like /fees, an #anchor, or an http, https, mailto or tel URL'],
    ['https://user:pw@example.com', 'Links may not contain a user name or password'],
    ['https://', '"https://" is not a valid https URL'],
  ])('rejects %j with a clear message', (value, expected) => {
    expect(messages(href(), value)[0]).toContain(expected);
  });

  it('trims surrounding whitespace before checking', () => {
    expect(href().parse('  /fees ')).toBe('/fees');
    expect(messages(href(), ' javascript:alert(1)')[0]).toContain('"javascript:" scheme');
  });

  it('rejects an empty link unless allowEmpty', () => {
    expect(messages(href(), '')[0]).toBe('Enter a path like /fees, an #anchor, or an http, https, mailto or tel URL');
    expect(href({ allowEmpty: true }).parse('')).toBe('');
    expect(messages(href({ allowEmpty: true }), 'javascript:void(0)')).toHaveLength(1);
  });

  it('limits the length', () => {
    expect(messages(href(), `/${'a'.repeat(2048)}`)[0]).toBe('Addresses are at most 2048 characters');
  });
});

describe('imageSrc()', () => {
  it.each(['/static/img/logo.svg', 'https://cdn.example.com/a.png'])('accepts %s', (value) => {
    expect(imageSrc().parse(value)).toBe(value);
  });

  it.each(['http://example.com/a.png', 'data:image/svg+xml,<svg/>', 'javascript:alert(1)', '//cdn.example.com/a.png', 'img/a.png'])(
    'rejects %s',
    (value) => {
      expect(messages(imageSrc(), value)[0]).toBe('Use a same-origin path like /static/img/logo.svg or an https URL');
    },
  );

  it('accepts an empty address only with allowEmpty', () => {
    expect(messages(imageSrc(), '')).toHaveLength(1);
    expect(imageSrc({ allowEmpty: true }).parse('')).toBe('');
  });
});

describe('richText()', () => {
  // Validation brings its sanitizer (services/sanitize on the server).
  const withSanitizer = <T,>(parse: () => T): T => withHtmlSanitizer(sanitizeRichHtml, parse);
  const parseRich = (html: string) => withSanitizer(() => richText().parse(html));

  it('fails closed when parsed without a sanitizer', () => {
    expect(() => richText().parse('<p>x</p>')).toThrow(/without a sanitizer/);
  });

  it('sanitizes while parsing', () => {
    const out = parseRich('<p onclick="x()">Fees <script>alert(1)</script><a href="javascript:alert(1)">here</a></p>');
    expect(out).toBe('<p>Fees <a>here</a></p>');
  });

  it('keeps allowed markup', () => {
    const html = '<h2>Fees</h2><p><a href="/fees" target="_blank" rel="noopener noreferrer">Fee schedule</a></p>';
    expect(parseRich(html)).toBe(html);
  });

  it('rejects text longer than the limit', () => {
    expect(withSanitizer(() => messages(richText(), 'a'.repeat(MAX_RICH_TEXT_LENGTH + 1)))[0]).toBe('Rich text is at most 100,000 characters');
    expect(parseRich('a'.repeat(MAX_RICH_TEXT_LENGTH))).toHaveLength(MAX_RICH_TEXT_LENGTH);
  });
});

describe('headingLevel()', () => {
  it('accepts 1 to 6', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) expect(headingLevel().parse(level)).toBe(level);
  });

  it.each([0, 7, 2.5, '2', null])('rejects %j', (value) => {
    expect(messages(headingLevel(), value)).toEqual(['Heading level must be a whole number from 1 to 6']);
  });
});

describe('spacing(), cssLength()', () => {
  it('accepts whole steps from 0 to 16', () => {
    expect(spacing().parse(0)).toBe(0);
    expect(spacing().parse(16)).toBe(16);
    expect(messages(spacing(), 17)).toEqual(['Spacing is at most 16 steps']);
    expect(messages(spacing(), 1.5)).toEqual(['Spacing must be a whole number of steps']);
  });

  it.each(['auto', '0', '33%', '20rem', '480px', '12.5vw'])('accepts the length %s', (value) => {
    expect(cssLength().parse(value)).toBe(value);
  });

  it.each(['33', '1fr', '10px; background: url(/x)', 'calc(1px + 2px)', ''])('rejects the length %j', (value) => {
    expect(messages(cssLength(), value)).toEqual(['Use a CSS length such as 33%, 20rem, 480px or auto']);
  });

  it('offers flex alignment keywords only', () => {
    expect(alignItems().parse('center')).toBe('center');
    expect(justifyContent().parse('between')).toBe('between');
    expect(alignItems().safeParse('flex-start').success).toBe(false);
  });
});
