import { SANS, SERIF } from './fonts';
import type { Theme } from './theme';

export const nyse: Theme = {
  site: 'nyse',
  name: 'NYSE',
  tagline: 'Where companies list and investors trade.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 40" width="128" height="40" role="img" aria-label="NYSE"><title>NYSE</title>' +
    '<path d="M16 4l12 16-12 16L4 20z" fill="#1f4fd1"/><path d="M16 12l6 8-6 8-6-8z" fill="#ffffff"/>' +
    '<text x="36" y="29" font-family="Georgia, serif" font-size="23" font-weight="700" letter-spacing="1" fill="currentColor">NYSE</text></svg>',
  colors: {
    primary: '#1f4fd1',
    primaryContrast: '#ffffff',
    accent: '#111111',
    accentContrast: '#ffffff',
    bg: '#ffffff',
    surface: '#f4f4f4',
    text: '#111111',
    muted: '#555555',
    border: '#d6d6d6',
    link: '#1f4fd1',
    headerBg: '#ffffff',
    headerText: '#111111',
    footerBg: '#111111',
    footerText: '#f0f0f0',
    good: '#127a3a',
    bad: '#c4122f',
    warn: '#8a5300',
    info: '#1f4fd1',
  },
  fonts: { body: SANS, heading: SERIF },
  radius: '0',
  space: '1rem',
  maxWidth: '1280px',
};
