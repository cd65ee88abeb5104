import { SANS } from './fonts';
import type { Theme } from './theme';

export const ice: Theme = {
  site: 'ice',
  name: 'ICE',
  tagline: 'Markets, data and clearing for a connected world.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 104 40" width="104" height="40" role="img" aria-label="ICE"><title>ICE</title>' +
    '<rect x="2" y="6" width="28" height="28" rx="5" fill="#00a9ce"/>' +
    '<path d="M9 14h14M9 20h10M9 26h14" stroke="#0b1f3a" stroke-width="3" stroke-linecap="round"/>' +
    '<text x="38" y="29" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="currentColor">ICE</text></svg>',
  colors: {
    primary: '#0057b8',
    primaryContrast: '#ffffff',
    accent: '#00a9ce',
    accentContrast: '#06182e',
    bg: '#ffffff',
    surface: '#f2f6fb',
    text: '#10213a',
    muted: '#4a5b72',
    border: '#c9d5e3',
    link: '#0050a8',
    headerBg: '#0b1f3a',
    headerText: '#ffffff',
    footerBg: '#0b1f3a',
    footerText: '#d8e2ef',
    good: '#0b7a3e',
    bad: '#c0262d',
    warn: '#8a5300',
    info: '#0057b8',
  },
  fonts: { body: SANS, heading: SANS },
  radius: '4px',
  space: '1rem',
  maxWidth: '1200px',
};
