import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, parseHex, relativeLuminance } from './contrast';
import { ice } from './ice';

describe('contrast', () => {
  it('parses long and short hex colours', () => {
    expect(parseHex('#0057b8')).toEqual([0, 87, 184]);
    expect(parseHex('#FfF')).toEqual([255, 255, 255]);
    expect(() => parseHex('red')).toThrow('Not a hex colour: red');
    expect(() => parseHex('#12345')).toThrow();
  });

  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('computes contrast ratios in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
    // The well-known AA boundary on white: #767676 passes, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('names the pairs of a theme that fall below AA', () => {
    const broken = { colors: { ...ice.colors, muted: '#999999', headerText: '#1a2b4a' } };
    const failures = contrastFailures(broken).map((f) => `${f.fg}/${f.bg}`);
    expect(failures).toEqual(['muted/bg', 'muted/surface', 'headerText/headerBg']);
    expect(contrastFailures(ice)).toEqual([]);
  });
});
