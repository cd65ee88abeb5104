import { describe, expect, it } from 'vitest';
import { demoDocuments } from './content';
import { demoImages, withLibraryImages } from './demo-images';

describe("the demo pages' pictures", () => {
  it('are files of public/img, each once, with what it shows where a page says it', async () => {
    const images = await demoImages(demoDocuments());
    expect(new Set(images.map((i) => i.name)).size).toBe(images.length);
    expect(images.every((i) => i.bytes.byteLength > 0)).toBe(true);
    expect(images.find((i) => i.name === 'hero-trading-floor.svg')?.alt).not.toBe('');
  });

  it('are named by their library address everywhere in the pages, in lists too', async () => {
    const documents = demoDocuments();
    const images = await demoImages(documents);
    const urls = new Map(images.map((i, n) => [i.name, `/media/${String(n).padStart(64, '0')}.svg`]));
    const installed = withLibraryImages(documents, urls);
    const text = JSON.stringify(installed);
    expect(text).not.toContain('/static/img/');
    expect(text).toContain(urls.get('hero-trading-floor.svg'));
    // Nothing else changes: the same pages, paths and other props.
    expect(installed.map((d) => `${d.site}${d.path}`)).toEqual(documents.map((d) => `${d.site}${d.path}`));
    expect(JSON.stringify(documents)).toContain('/static/img/');
  });
});
