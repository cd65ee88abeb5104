import { OLDSTYLE, SANS } from './fonts';
import type { Theme } from './theme';

export const ctaplan: Theme = {
  site: 'ctaplan',
  name: 'CTA Plan',
  tagline: 'Consolidated tape data for US-listed equities.',
  layout: 'page-layout-no-banner',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" width="150" height="40" role="img" aria-label="CTA Plan"><title>CTA Plan</title>' +
    '<rect x="3" y="22" width="6" height="12" fill="#d9a441"/><rect x="12" y="15" width="6" height="19" fill="#d9a441"/>' +
    '<rect x="21" y="8" width="6" height="26" fill="#d9a441"/><path d="M2 36h28" stroke="currentColor" stroke-width="2"/>' +
    '<text x="38" y="28" font-family="Palatino, Georgia, serif" font-size="21" font-weight="700" fill="currentColor">CTA Plan</text></svg>',
  colors: {
    primary: '#7a1f3d',
    primaryContrast: '#ffffff',
    accent: '#d9a441',
    accentContrast: '#2a1a05',
    bg: '#fbfaf7',
    surface: '#f1eee7',
    text: '#22201c',
    muted: '#5c574d',
    border: '#d9d3c6',
    link: '#7a1f3d',
    headerBg: '#2b2f36',
    headerText: '#f5f1e8',
    footerBg: '#2b2f36',
    footerText: '#e8e3d8',
    good: '#256b34',
    bad: '#a8201a',
    warn: '#7d4e00',
    info: '#2b5c8a',
  },
  fonts: { body: SANS, heading: OLDSTYLE },
  radius: '2px',
  space: '1rem',
  maxWidth: '1080px',
};
