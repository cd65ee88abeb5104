import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';

/** The theme variables components may use (the themes define exactly these). */
const THEME_VARIABLES = new Set([
  '--t-color-primary', '--t-color-primary-contrast', '--t-color-accent', '--t-color-accent-contrast',
  '--t-color-bg', '--t-color-surface', '--t-color-text', '--t-color-muted', '--t-color-border', '--t-color-link',
  '--t-color-header-bg', '--t-color-header-text', '--t-color-footer-bg', '--t-color-footer-text',
  '--t-color-good', '--t-color-bad', '--t-color-warn', '--t-color-info',
  '--t-font-body', '--t-font-heading', '--t-radius', '--t-space', '--t-max-width',
  // Not a theme token: the overlay stacking base of specification §9, set once in src/ui/base.css.
  '--t-z-overlay',
]);

/** A background from the theme must come with the text colour the theme pairs with it for contrast. */
const TEXT_FOR_BACKGROUND: Record<string, string> = {
  '--t-color-primary': '--t-color-primary-contrast',
  '--t-color-accent': '--t-color-accent-contrast',
  '--t-color-header-bg': '--t-color-header-text',
  '--t-color-footer-bg': '--t-color-footer-text',
  '--t-color-bg': '--t-color-text',
  '--t-color-surface': '--t-color-text',
  '--t-color-text': '--t-color-bg',
};

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
}

/** Enough of a CSS parser for our own plain stylesheets: rules, at-rules and keyframes. */
function parse(css: string): { rules: Rule[]; keyframes: string[] } {
  const rules: Rule[] = [];
  const keyframes: string[] = [];
  const stack: string[] = [];
  let current: Rule | undefined;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]*)([{}])/g)) {
    const prelude = match[1]!.trim();
    if (match[2] === '{') {
      if (stack.at(-1)?.startsWith('@keyframes')) stack.push('step');
      else if (prelude.startsWith('@')) {
        if (prelude.startsWith('@keyframes')) keyframes.push(prelude.split(/\s+/)[1]!);
        stack.push(prelude);
      } else {
        current = { selectors: prelude.split(',').map((s) => s.trim()), declarations: new Map() };
        rules.push(current);
        stack.push('rule');
      }
    } else {
      if (stack.pop() === 'rule' && current) {
        for (const decl of prelude.split(';')) {
          const at = decl.indexOf(':');
          if (at > 0) current.declarations.set(decl.slice(0, at).trim(), decl.slice(at + 1).trim());
        }
        current = undefined;
      }
    }
  }
  return { rules, keyframes };
}

const here = dirname(fileURLToPath(import.meta.url));
const sheets = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'styles.css')))
  .map((entry) => [entry.name, readFileSync(join(here, entry.name, 'styles.css'), 'utf8')] as const)
  // The site search results page (a platform page, not a component) follows the same rules.
  .concat([['search-page', readFileSync(join(here, '../render/search-page.css'), 'utf8')] as const]);

describe('component styles', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sheets)('%s uses only the theme variables', (_kind, css) => {
    const used = [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
    expect(used.filter((name) => !THEME_VARIABLES.has(name))).toEqual([]);
    expect(css).not.toMatch(/--[\w-]+\s*:/);
  });

  it.each(sheets)('%s has no literal colours', (_kind, css) => {
    const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(body).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(body).not.toMatch(/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i);
    expect(body).not.toMatch(/:\s*[^;{}]*\b(white|black|red|green|blue|gray|grey|yellow|orange|purple|silver)\b/i);
  });

  it.each(sheets)('%s scopes every selector and keyframe under its t-<kind> prefix', (kind, css) => {
    const { rules, keyframes } = parse(css);
    const prefix = new RegExp(`^\\.t-${kind}(?=$|__|--|[\\s.:[>+~])`);
    const strays = rules.flatMap((r) => r.selectors).filter((s) => !prefix.test(s));
    expect(strays).toEqual([]);
    expect(keyframes.filter((name) => !name.startsWith(`t-${kind}-`))).toEqual([]);
  });

  it.each(sheets)('%s pairs each theme background with its contrasting text colour', (_kind, css) => {
    const { rules } = parse(css);
    const unpaired = rules.flatMap((rule) => {
      const background = rule.declarations.get('background') ?? rule.declarations.get('background-color');
      const bg = background && /^var\((--[\w-]+)\)$/.exec(background)?.[1];
      if (!bg || !(bg in TEXT_FOR_BACKGROUND)) return [];
      const color = rule.declarations.get('color');
      return color === `var(${TEXT_FOR_BACKGROUND[bg]})` ? [] : [`${rule.selectors.join(', ')}: background ${bg} with color ${color}`];
    });
    expect(unpaired).toEqual([]);
  });

  it('the parser sees what the checks rely on', () => {
    const { rules, keyframes } = parse('@media (x) { .a, .b { color: red; background: var(--t-color-bg) } } @keyframes k { from { opacity: 0 } }');
    expect(rules).toEqual([{ selectors: ['.a', '.b'], declarations: new Map([['color', 'red'], ['background', 'var(--t-color-bg)']]) }]);
    expect(keyframes).toEqual(['k']);
  });
});
