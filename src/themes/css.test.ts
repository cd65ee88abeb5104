import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Z_INDEX_BASE } from '../core/constants';
import { SITE_IDS } from '../core/sites';
import { contrastFailures } from './contrast';
import { allThemesCss, THEME_VARIABLES, themeCss, themes } from './index';
import { COLOR_TOKENS, type Theme, type ThemeColors } from './theme';

const EXPECTED_VARIABLES = [
  '--t-color-primary', '--t-color-primary-contrast', '--t-color-accent', '--t-color-accent-contrast',
  '--t-color-bg', '--t-color-surface', '--t-color-text', '--t-color-muted', '--t-color-border', '--t-color-link',
  '--t-color-header-bg', '--t-color-header-text', '--t-color-footer-bg', '--t-color-footer-text',
  '--t-color-good', '--t-color-bad', '--t-color-warn', '--t-color-info',
  '--t-font-body', '--t-font-heading', '--t-radius', '--t-space', '--t-max-width',
];

/** Declarations of a single `selector{…}` rule as a map. */
function declarations(rule: string): Map<string, string> {
  const body = /^[^{]+\{(.*)\}$/.exec(rule)?.[1] ?? '';
  return new Map(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

describe('themeCss', () => {
  const css = themeCss(themes.nyse);

  it('scopes the theme to its data-site attribute in one rule', () => {
    expect(css).toMatch(/^\[data-site="nyse"\]\{[^{}]+\}$/);
  });

  it('declares exactly the agreed variables with the theme values', () => {
    const decl = declarations(css);
    expect([...decl.keys()]).toEqual(EXPECTED_VARIABLES);
    expect(THEME_VARIABLES).toEqual(EXPECTED_VARIABLES);
    expect(decl.get('--t-color-primary')).toBe(themes.nyse.colors.primary);
    expect(decl.get('--t-color-primary-contrast')).toBe(themes.nyse.colors.primaryContrast);
    expect(decl.get('--t-color-header-bg')).toBe('#ffffff');
    expect(decl.get('--t-color-footer-text')).toBe(themes.nyse.colors.footerText);
    expect(decl.get('--t-font-heading')).toBe(themes.nyse.fonts.heading);
    expect(decl.get('--t-max-width')).toBe(themes.nyse.maxWidth);
  });

  it('refuses values that could escape the rule or the style element', () => {
    const evil = (patch: Partial<Theme>): Theme => ({ ...themes.ice, ...patch });
    expect(() => themeCss(evil({ colors: { ...themes.ice.colors, primary: 'red}body{display:none' } }))).toThrow();
    expect(() => themeCss(evil({ fonts: { body: 'Arial;}</style><script>', heading: 'serif' } }))).toThrow();
    expect(() => themeCss(evil({ radius: '4px;color:red' }))).toThrow();
    expect(() => themeCss({ ...themes.ice, site: 'nowhere' } as unknown as Theme)).toThrow();
  });
});

describe('allThemesCss', () => {
  it('has one rule per site, in SITE_IDS order', () => {
    const lines = allThemesCss().split('\n');
    expect(lines.map((l) => /^\[data-site="([a-z]+)"\]/.exec(l)?.[1])).toEqual([...SITE_IDS]);
    expect(lines[1]).toBe(themeCss(themes.nyse));
  });
});

describe('src/ui/base.css', () => {
  const base = readFileSync(new URL('../ui/base.css', import.meta.url), 'utf8');
  const rootBlock = /:where\(:root\)\s*\{([^}]*)\}/.exec(base)?.[1] ?? '';
  const rootDecl = new Map([...rootBlock.matchAll(/(--t-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

  it('gives every theme variable a neutral fallback', () => {
    for (const name of THEME_VARIABLES) expect(rootDecl.has(name), name).toBe(true);
  });

  it('starts overlay stacking at the specification value', () => {
    expect(rootDecl.get('--t-z-overlay')).toBe(String(Z_INDEX_BASE));
    expect(Z_INDEX_BASE).toBe(2000);
  });

  it('uses only variables that a theme or the stylesheet defines', () => {
    const defined = new Set([...THEME_VARIABLES, ...[...base.matchAll(/(--t-[\w-]+)\s*:/g)].map((m) => m[1]!)]);
    const used = [...base.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('never names a colour outside the fallback block', () => {
    const outside = base.replace(rootBlock, '');
    expect(outside.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });

  it('keeps its fallback palette at AA contrast', () => {
    const colors = Object.fromEntries(
      COLOR_TOKENS.map((t) => [t, rootDecl.get(`--t-color-${t.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)]),
    ) as ThemeColors;
    expect(contrastFailures({ colors })).toEqual([]);
  });

  it('has the required building blocks', () => {
    for (const selector of [
      ':focus-visible', '.t-skip-link', '.t-visually-hidden', '.t-container', '.t-button', '.t-button--primary',
      '.t-field', '.t-portal', '.t-portal__grid', '.t-portal__card', '.t-notfound', 'tessera-island',
    ]) {
      expect(base.includes(`${selector} `) || base.includes(`${selector},`) || base.includes(`${selector}:`), selector).toBe(true);
    }
    expect(base).toMatch(/tessera-island,\s*tessera-slot\s*\{\s*display:\s*contents;/);
    expect(base).toMatch(/\.t-container\s*\{[^}]*var\(--t-max-width\)/);
  });
});
