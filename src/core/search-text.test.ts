import { describe, expect, it } from 'vitest';
import { node } from './node';
import { htmlText, searchableText } from './search-text';

describe('searchableText', () => {
  it('keeps the words of props and rich text, not addresses, settings or guarded slots', () => {
    const tree = node('page-layout', { skipLinkText: 'Skip to main content' }, {
      main: [
        node('heading', { text: 'Margin rates', level: 2 }),
        node('rich-text', { html: '<p>Initial margin for <a href="/margins">Brent</a> &amp; WTI.</p>' }),
        node('card', { title: 'Settlements', href: '/report-center', imageSrc: '/static/img/x.svg' }),
        node('auth-gate', { appKey: 'ICE' }, { authorized: [node('heading', { text: 'Member-only fees', level: 2 })] }),
        node('include', { path: '/footer' }),
      ],
    });
    const text = searchableText(tree, (n) => n.name === 'auth-gate' || n.name === 'include');
    expect(text.split('\n')).toEqual(['Margin rates', 'Initial margin for Brent & WTI.', 'Settlements']);
  });

  it('reads rich text as words', () => {
    expect(htmlText('<h2>Fees</h2><ul><li>One&nbsp;two</li><li>&#8364;5</li></ul>')).toBe('Fees One two €5');
  });
});
