import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activeContent, rootAttributes, unbalancedTags } from './svg-check';

// The demo illustrations in public/img live beside the themes' logos and obey the same rules.
const dir = new URL('../../public/img/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));

describe('public/img', () => {
  it('holds the demo illustrations', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const name of ['agriculture', 'credit', 'energy', 'equity-derivatives', 'fx', 'freight']) {
      expect(files).toContain(`futures-${name}.svg`);
    }
  });

  describe.each(files)('%s', (file) => {
    const svg = readFileSync(new URL(file, dir), 'utf8').trim();

    it('is a small, well-formed, decorative SVG', () => {
      expect(statSync(new URL(file, dir)).size).toBeLessThan(4096);
      expect(unbalancedTags(svg)).toEqual([]);
      const attrs = rootAttributes(svg);
      expect(attrs.get('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(attrs.get('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    });

    it('has no text to translate and nothing external or active', () => {
      expect(svg).not.toMatch(/<(text|title|desc)\b/);
      expect(activeContent(svg)).toEqual([]);
    });
  });
});
