import { describe, expect, it } from 'vitest';
import { linkProblem } from '../rich-text/link-rule';
import { completeLink } from './link-complete';

describe('completeLink', () => {
  it.each([
    ['www.nyse.com/listings', 'https://www.nyse.com/listings'],
    ['  www.nyse.com/listings  ', 'https://www.nyse.com/listings'],
    ['nyse.com', 'https://nyse.com'],
    ['www.nyse.com:8443/a?b=c#d', 'https://www.nyse.com:8443/a?b=c#d'],
    ['ice.com/report?x=1', 'https://ice.com/report?x=1'],
    ['https://www.nyse.com/listings', 'https://www.nyse.com/listings'],
    ['http://example.com', 'http://example.com'],
    ['/fees', '/fees'],
    ['#end-of-day', '#end-of-day'],
    ['mailto:lee@example.com', 'mailto:lee@example.com'],
    ['tel:+12125551234', 'tel:+12125551234'],
    ['', ''],
  ])('%j → %j', (typed, stored) => {
    expect(completeLink(typed)).toBe(stored);
    if (stored !== '') expect(linkProblem(stored)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    'www.nyse.com/with space',
    'user:pass@www.nyse.com',
    'fees',
    'localhost:3000',
    'www.nyse.com\\evil',
    'java\tscript:alert(1)',
    'file:///etc/passwd',
  ])('leaves %j as typed, and the rule still refuses it', (typed) => {
    expect(completeLink(typed)).toBe(typed.trim());
    expect(linkProblem(completeLink(typed))).toBeDefined();
  });
});
