import { HUMANIST } from './fonts';
import type { Theme } from './theme';

export const mersmembers: Theme = {
  site: 'mersmembers',
  name: 'MERS Members',
  tagline: 'Guides, tools and support for MERS System members.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 196 40" width="196" height="40" role="img" aria-label="MERS Members"><title>MERS Members</title>' +
    '<circle cx="18" cy="20" r="16" fill="#1d6a46"/>' +
    '<circle cx="12" cy="16" r="3.5" fill="#ffffff"/><circle cx="24" cy="16" r="3.5" fill="#ffffff"/>' +
    '<path d="M6 28a6 6 0 0 1 12 0M18 28a6 6 0 0 1 12 0" fill="#e3f1e8"/>' +
    '<text x="40" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="currentColor">MERS Members</text></svg>',
  colors: {
    primary: '#1d6a46',
    primaryContrast: '#ffffff',
    accent: '#6a3fa0',
    accentContrast: '#ffffff',
    bg: '#f7fbf8',
    surface: '#ffffff',
    text: '#1a2b23',
    muted: '#4f6459',
    border: '#cfe0d5',
    link: '#5b2f93',
    headerBg: '#e3f1e8',
    headerText: '#0e4a30',
    footerBg: '#1d3b2e',
    footerText: '#e4f0e8',
    good: '#0f7440',
    bad: '#b3261e',
    warn: '#84520a',
    info: '#2a5ea6',
  },
  fonts: { body: HUMANIST, heading: HUMANIST },
  radius: '12px',
  space: '1.125rem',
  maxWidth: '1140px',
};
