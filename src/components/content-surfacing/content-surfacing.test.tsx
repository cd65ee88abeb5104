import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import type { SurfacedPage } from '../../core/surfacing';
import { issuesOf, renderHtml, valid } from '../test-render';

const pages: SurfacedPage[] = [
  { path: '/insights/energy-outlook', title: 'Energy outlook 2027', subtitle: 'Brent, WTI and TTF', category: 'Insights', summary: 'What moved oil and gas in 2026.', image: '/static/img/hero-data.svg', publishedAt: '2026-11-02T14:00:00.000Z' },
  { path: '/insights/credit', title: 'Credit futures', publishedAt: '2026-10-01T14:00:00.000Z' },
];

/** Renders with the given pages loaded for the node; `null`: none loaded (the editor). */
function render(props: Record<string, unknown>, surfaced: SurfacedPage[] | null = pages) {
  const tree = node('content-surfacing', props);
  return renderHtml(tree, surfaced ? { data: new Map([[tree.id, surfaced]]) } : {});
}

describe('content-surfacing', () => {
  it('shows the server’s pages as tiles with what the editor chose to display', () => {
    const html = render({ tilesPerRow: 2 });
    expect(html).toContain('class="t-content-surfacing t-content-surfacing--tiles t-content-surfacing--cols-2"');
    expect(html).toContain('<h3 class="t-content-surfacing__title"><a href="/insights/energy-outlook">Energy outlook 2027</a></h3>');
    expect(html).toContain('<span class="t-content-surfacing__category">Insights</span>');
    expect(html).toContain('<p class="t-content-surfacing__subtitle">Brent, WTI and TTF</p>');
    expect(html).toContain('<p class="t-content-surfacing__summary">What moved oil and gas in 2026.</p>');
    expect(html).toContain('<time dateTime="2026-11-02T14:00:00.000Z">November 2nd, 2026</time>');
    expect(html).toContain('src="/static/img/hero-data.svg"');
    const bare = render({ displayCategory: false, displaySubtitle: false, displayBody: false, displayImage: false, headingLevel: 2 });
    expect(bare).not.toMatch(/t-content-surfacing__(category|subtitle|summary|image)/);
    expect(bare).toContain('<h2 class="t-content-surfacing__title">');
  });

  it('stacked links list titles as links', () => {
    const html = render({ layout: 'stacked-links', displayBody: false });
    expect(html).toMatch(/^<ul class="t-content-surfacing t-content-surfacing--links"><li class="t-content-surfacing__link-item"><span class="t-content-surfacing__category">Insights<\/span><a href="\/insights\/energy-outlook" class="t-content-surfacing__link">Energy outlook 2027<\/a>/);
    expect(html).not.toContain('<img');
  });

  it('says what will appear where no pages were loaded (the editor), and when none match', () => {
    expect(render({ tagIds: [{ id: 'energy' }, { id: 'credit' }] }, null)).toContain('Published pages tagged energy, credit appear here.');
    expect(render({}, [])).toContain('No pages to show yet.');
  });

  it('checks its props with messages', () => {
    expect(issuesOf(node('content-surfacing', { tilesPerRow: 7 }))[0]).toEqual({ path: '/root/props/tilesPerRow', message: 'At most 6 tiles per row' });
    expect(issuesOf(node('content-surfacing', { tagIds: [{ id: 'Energy Futures' }] }))[0]!.path).toBe('/root/props/tagIds/0/id');
    expect(issuesOf(node('content-surfacing', { pinnedLinkIds: [{ path: 'https://evil.example' }] }))[0]).toEqual({
      path: '/root/props/pinnedLinkIds/0/path',
      message: 'Enter the path of a page on this site, like /insights',
    });
    expect(valid(node('content-surfacing', { criteria: 'title' })).props).toMatchObject({ layout: 'tile-grid', tilesPerRow: 3, numberOfRows: 2, criteria: 'title' });
  });
});
