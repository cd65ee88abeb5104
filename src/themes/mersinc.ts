import { SANS } from './fonts';
import type { Theme } from './theme';

export const mersinc: Theme = {
  site: 'mersinc',
  name: 'MERS',
  tagline: 'Tracking mortgage rights across the life of every loan.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" role="img" aria-label="MERS"><title>MERS</title>' +
    '<circle cx="18" cy="20" r="16" fill="#b7de5a"/>' +
    '<path d="M9 22l9-8 9 8M12 20v8h12v-8" fill="none" stroke="#0d3325" stroke-width="2.5" stroke-linejoin="round"/>' +
    '<text x="40" y="28" font-family="system-ui, sans-serif" font-size="21" font-weight="800" fill="currentColor">MERS</text></svg>',
  colors: {
    primary: '#0b7a4b',
    primaryContrast: '#ffffff',
    accent: '#b7de5a',
    accentContrast: '#15301c',
    bg: '#ffffff',
    surface: '#eef6f1',
    text: '#13281e',
    muted: '#4b6357',
    border: '#c4dccd',
    link: '#076a41',
    headerBg: '#0a5c3a',
    headerText: '#ffffff',
    footerBg: '#0d3325',
    footerText: '#d9eee2',
    good: '#0b7a3e',
    bad: '#b3261e',
    warn: '#86540a',
    info: '#1e5fa8',
  },
  fonts: { body: SANS, heading: SANS },
  radius: '8px',
  space: '1rem',
  maxWidth: '1140px',
};
