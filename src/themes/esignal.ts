import { MONO, SANS } from './fonts';
import type { Theme } from './theme';

export const esignal: Theme = {
  site: 'esignal',
  name: 'eSignal',
  tagline: 'Charting and market analysis for active traders.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 136 40" width="136" height="40" role="img" aria-label="eSignal"><title>eSignal</title>' +
    '<path d="M3 26l6-10 6 14 6-22 6 16 4-6" fill="none" stroke="#f57c00" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<text x="40" y="28" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="currentColor">eSignal</text></svg>',
  colors: {
    primary: '#f57c00',
    primaryContrast: '#111111',
    accent: '#4fc3f7',
    accentContrast: '#0b0e11',
    bg: '#111418',
    surface: '#1b2027',
    text: '#e8eaed',
    muted: '#a3acb9',
    border: '#333b46',
    link: '#ffa94d',
    headerBg: '#000000',
    headerText: '#ffffff',
    footerBg: '#0a0c0f',
    footerText: '#c9d1d9',
    good: '#4cd07d',
    bad: '#ff6b6b',
    warn: '#ffcc4d',
    info: '#6cb8ff',
  },
  fonts: { body: SANS, heading: MONO },
  radius: '6px',
  space: '1rem',
  maxWidth: '1320px',
};
