import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const dana = {
  name: 'Dana Whitfield',
  company: 'MERSCORP Holdings',
  imageUrl: '/static/img/author-dana-whitfield.svg',
  date: '2026-02-16',
  socials: [
    { network: 'linkedin', url: 'https://www.linkedin.com/in/dana-whitfield-example' },
    { network: 'email', url: 'mailto:dana.whitfield@example.com' },
    { network: 'website', url: 'https://www.example.com/dana' },
  ],
};

describe('author-info', () => {
  it('renders a portrait, name, company, the date in the long format, and named social links', () => {
    const html = renderHtml(node('author-info', { authors: [dana] }));
    expect(html).toContain('<ul class="t-author-info" aria-label="Author"><li class="t-author-info__author">');
    expect(html).toContain(
      '<img class="t-author-info__portrait t-author-info__portrait--round" src="/static/img/author-dana-whitfield.svg" alt="" loading="lazy" decoding="async" width="72" height="72"/>',
    );
    expect(html).toContain('<p class="t-author-info__name">Dana Whitfield</p><p class="t-author-info__company">MERSCORP Holdings</p>');
    expect(html).toContain('<p class="t-author-info__date"><time dateTime="2026-02-16">February 16th, 2026</time></p>');
    expect(html).toContain('<a class="t-author-info__social" href="https://www.linkedin.com/in/dana-whitfield-example" aria-label="Dana Whitfield on LinkedIn"><svg');
    expect(html).toContain('href="mailto:dana.whitfield@example.com" aria-label="E-mail Dana Whitfield"');
    expect(html).toContain('href="https://www.example.com/dana" aria-label="Website of Dana Whitfield"');
    // Icons are decoration; the links carry the names.
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(3);
  });

  it('squareImage decides between a square and a round portrait', () => {
    const html = renderHtml(node('author-info', { authors: [{ ...dana, squareImage: true }, { ...dana, name: 'Marcus Bell', squareImage: false }] }));
    expect(html).toContain('t-author-info__portrait--square');
    expect(html).toContain('t-author-info__portrait--round');
    expect(html).toContain('aria-label="Authors"');
  });

  it('leaves out what is not given', () => {
    const html = renderHtml(node('author-info', { authors: [{ name: 'Priya Raman' }] }));
    expect(html).toBe('<ul class="t-author-info" aria-label="Author"><li class="t-author-info__author"><div class="t-author-info__details"><p class="t-author-info__name">Priya Raman</p></div></li></ul>');
  });

  it('has square off and no date or socials by default', () => {
    expect(valid(node('author-info', { authors: [{ name: 'Priya Raman' }] })).props.authors).toEqual([
      { name: 'Priya Raman', company: '', imageUrl: '', squareImage: false, date: '', socials: [] },
    ]);
  });

  it('rejects bad dates, unsafe or mismatched social links, unknown networks and a missing name', () => {
    const issues = issuesOf(
      node('author-info', {
        authors: [
          {
            ...dana,
            name: '',
            date: '2026-02-30',
            socials: [
              { network: 'email', url: 'https://example.com' },
              { network: 'linkedin', url: 'javascript:alert(1)' },
              { network: 'myspace', url: 'https://example.com' },
            ],
          },
        ],
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: '/root/props/authors/0/name', message: 'Enter the author\u2019s name' },
        { path: '/root/props/authors/0/date', message: 'Enter a date as yyyy-MM-dd, e.g. 2026-03-02' },
        { path: '/root/props/authors/0/socials/0/url', message: 'Use a mailto: address, e.g. mailto:press@example.com' },
        expect.objectContaining({ path: '/root/props/authors/0/socials/1/url' }),
        expect.objectContaining({ path: '/root/props/authors/0/socials/2/network' }),
      ]),
    );
    expect(issuesOf(node('author-info', { authors: [] }))).toEqual([{ path: '/root/props/authors', message: 'Add at least one author' }]);
  });
});
