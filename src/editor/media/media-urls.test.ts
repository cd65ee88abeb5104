import { describe, expect, it } from 'vitest';
import { dimensions, facts, fieldThumbnail, fileType, formatBytes, previewUrl, thumbnailUrl, variantUrl } from './media-urls';

const HASH = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

describe('library addresses', () => {
  it('uses the resized WebP sizes for raster images only', () => {
    expect(variantUrl(`/media/${HASH}.png`, 320)).toBe(`/media/${HASH}-320w.webp`);
    expect(variantUrl(`/media/${HASH}.jpg`, 640)).toBe(`/media/${HASH}-640w.webp`);
    expect(variantUrl(`/media/${HASH}.svg`, 320)).toBeUndefined();
    expect(variantUrl(`/media/${HASH}.pdf`, 320)).toBeUndefined();
    expect(variantUrl('/static/img/hero.png', 320)).toBeUndefined();
  });

  it('gives tiles the 320 px size, an SVG itself, and documents no picture', () => {
    expect(thumbnailUrl({ kind: 'image', url: `/media/${HASH}.webp` })).toBe(`/media/${HASH}-320w.webp`);
    expect(thumbnailUrl({ kind: 'image', url: `/media/${HASH}.svg` })).toBe(`/media/${HASH}.svg`);
    expect(thumbnailUrl({ kind: 'document', url: `/media/${HASH}.pdf` })).toBeUndefined();
    expect(previewUrl({ kind: 'image', url: `/media/${HASH}.gif` })).toBe(`/media/${HASH}-640w.webp`);
  });

  it('shows beside an image field what it holds when that is a valid image address', () => {
    expect(fieldThumbnail(`/media/${HASH}.png`)).toBe(`/media/${HASH}-320w.webp`);
    expect(fieldThumbnail(' /static/img/nyse/hero.svg ')).toBe('/static/img/nyse/hero.svg');
    expect(fieldThumbnail('https://images.example.org/a.jpg')).toBe('https://images.example.org/a.jpg');
    expect(fieldThumbnail('')).toBeUndefined();
    expect(fieldThumbnail('javascript:alert(1)')).toBeUndefined();
    expect(fieldThumbnail('//evil.example/x.png')).toBeUndefined();
    expect(fieldThumbnail(42)).toBeUndefined();
  });
});

describe('file facts', () => {
  it('counts bytes as file managers do', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(980)).toBe('980 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12_800)).toBe('13 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('names the type by the stored extension and joins the facts of a tile', () => {
    expect(fileType({ url: `/media/${HASH}.pdf`, mime: 'application/pdf' })).toBe('PDF');
    expect(fileType({ url: 'not-a-library-url', mime: 'image/png' })).toBe('PNG');
    expect(dimensions({ width: 1600, height: 900 })).toBe('1600 × 900');
    expect(dimensions({ width: null, height: null })).toBeUndefined();
    expect(facts({ url: `/media/${HASH}.png`, mime: 'image/png', size: 2048, width: 640, height: 480 })).toBe('PNG · 2 KB · 640 × 480');
    expect(facts({ url: `/media/${HASH}.pdf`, mime: 'application/pdf', size: 500, width: null, height: null })).toBe('PDF · 500 bytes');
  });
});
