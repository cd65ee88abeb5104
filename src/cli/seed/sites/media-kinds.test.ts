import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../components/registry';
import { renderHtml } from '../../../components/test-render';
import { validateDocumentTree } from '../../../content';
import { GRID_2024_DEMO } from '../../../core/constants';
import type { Node } from '../../../core/node';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { demoDocuments } from '../content';

/** The demo use of the media and layout kinds of issue 11 on the mersinc, imt and mersmembers sites. */

const docs = demoDocuments().map((doc) => ({
  ...doc,
  tree: validateDocumentTree({ registry, sanitizeHtml: sanitizeRichHtml }, { site: doc.site, kind: doc.kind, tree: doc.tree }),
}));

function nodes(filter: (n: Node) => boolean, sites = ['mersinc', 'imt', 'mersmembers']): { where: string; node: Node }[] {
  const found: { where: string; node: Node }[] = [];
  const walk = (where: string, n: Node) => {
    if (filter(n)) found.push({ where, node: n });
    for (const children of Object.values(n.slots)) for (const child of children) walk(where, child);
  };
  for (const doc of docs) if (sites.includes(doc.site)) walk(`${doc.site}${doc.path}`, doc.tree);
  return found;
}

const kind = (name: string) => nodes((n) => n.name === name);
const publicImage = (url: string) => existsSync(new URL(`../../../../public/img/${url.replace(/^\/static\/img\//, '')}`, import.meta.url));

describe('demo content: media and layout kinds', () => {
  it('seeds grid-2024 as the specification\u2019s demo: one row of 3 columns, gaps 4 and 0', () => {
    const grids = nodes((n) => n.name === 'grid-2024', ['ice', 'nyse', 'mersinc', 'mersmembers', 'ctaplan', 'esignal', 'globalotc', 'imt']);
    const oneRow = grids.filter((g) => g.node.props.numRows === 1);
    expect(oneRow.length).toBeGreaterThan(5);
    for (const { where, node } of oneRow) {
      expect({ numCols: node.props.numCols, numRows: node.props.numRows, gapX: node.props.gapX, gapY: node.props.gapY }, where).toEqual(GRID_2024_DEMO);
    }
  });

  it('uses every new kind on these sites, where it fits', () => {
    const where = (name: string) => kind(name).map((k) => k.where);
    expect(where('video-player').sort()).toEqual(['imt/support', 'mersmembers/']);
    expect(where('background-video')).toEqual(['mersinc/solutions']);
    expect(where('author-info')).toEqual(['mersmembers/']);
    expect(where('float')).toEqual(['mersinc/solutions/real-estate']);
    expect(where('belt').sort()).toEqual(['imt/', 'mersinc/']);
    expect(kind('media').filter((m) => m.node.props.type === 'video').map((m) => m.where)).toEqual(['imt/products/servicing-digital']);
    const flex = kind('box').filter((b) => (b.node.props.flex as { direction: string }).direction !== 'none');
    expect(new Set(flex.map((b) => (b.node.props.flex as { direction: string }).direction))).toEqual(new Set(['row', 'column']));
  });

  it('pages the imt training playlist (more than two rows of tiles at most widths)', () => {
    const player = kind('video-player').find((p) => p.where === 'imt/support');
    expect((player!.node.props.items as unknown[]).length).toBe(9);
  });

  it('takes every thumbnail, poster, portrait and band image from the site\u2019s own images', () => {
    const images = [
      ...kind('video-player').flatMap((p) => (p.node.props.items as { thumbnailUrl: string }[]).map((i) => i.thumbnailUrl)),
      ...kind('background-video').map((b) => b.node.props.posterUrl as string),
      ...kind('author-info').flatMap((a) => (a.node.props.authors as { imageUrl: string }[]).map((x) => x.imageUrl)),
      ...kind('belt').map((b) => b.node.props.imageUrl as string).filter(Boolean),
    ];
    expect(images.length).toBeGreaterThan(15);
    for (const image of images) {
      expect(image).toMatch(/^\/static\/img\/[\w-]+\.svg$/);
      expect(publicImage(image), image).toBe(true);
    }
  });

  it('keeps the demo background video in its poster-only state: no file to fetch, nothing to pause', () => {
    for (const { node } of kind('background-video')) expect(node.props.videoUrl).toBe('');
  });

  it('renders no element that would fetch from YouTube or Vimeo before consent', () => {
    const players = [...kind('video-player'), ...kind('media').filter((m) => m.node.props.type === 'video')];
    expect(players.length).toBe(3);
    for (const { where, node } of players) {
      const html = renderHtml(node);
      expect(html, where).not.toMatch(/<(iframe|img|video|source|script)\b[^>]*(youtube|ytimg|vimeo)/i);
      expect(html, where).toContain('Accept and show the video');
    }
  });
});
