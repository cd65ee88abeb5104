import { HUMANIST, SANS } from './fonts';
import type { Theme } from './theme';

export const globalotc: Theme = {
  site: 'globalotc',
  name: 'Global OTC',
  tagline: 'Transparent electronic trading for over-the-counter markets.',
  layout: 'page-layout-no-banner',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 166 40" width="166" height="40" role="img" aria-label="Global OTC"><title>Global OTC</title>' +
    '<circle cx="18" cy="20" r="15" fill="none" stroke="#00a3a1" stroke-width="3"/>' +
    '<ellipse cx="18" cy="20" rx="6" ry="15" fill="none" stroke="#00a3a1" stroke-width="2"/>' +
    '<path d="M4 20h28" stroke="#00a3a1" stroke-width="2"/>' +
    '<text x="40" y="27" font-family="system-ui, sans-serif" font-size="19" font-weight="700" fill="currentColor">Global OTC</text></svg>',
  colors: {
    primary: '#4b2e83',
    primaryContrast: '#ffffff',
    accent: '#00a3a1',
    accentContrast: '#04201f',
    bg: '#f7f7fb',
    surface: '#ffffff',
    text: '#1c1a2b',
    muted: '#575470',
    border: '#d8d6e6',
    link: '#4b2e83',
    headerBg: '#1e1446',
    headerText: '#ffffff',
    footerBg: '#1e1446',
    footerText: '#dcd7f0',
    good: '#17703d',
    bad: '#b42318',
    warn: '#7f5000',
    info: '#2d5bb8',
  },
  fonts: { body: HUMANIST, heading: SANS },
  radius: '20px',
  space: '1rem',
  maxWidth: '1200px',
};
