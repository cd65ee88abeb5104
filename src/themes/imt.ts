import { SANS } from './fonts';
import type { Theme } from './theme';

export const imt: Theme = {
  site: 'imt',
  name: 'ICE Mortgage Technology',
  tagline: 'Digital mortgage workflows from application to servicing.',
  layout: 'page-layout',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40" width="168" height="40" role="img" aria-label="ICE Mortgage Technology"><title>ICE Mortgage Technology</title>' +
    '<path d="M4 20L18 7l14 13v14H4z" fill="#e76f51"/><rect x="12" y="22" width="12" height="12" fill="#003a40"/>' +
    '<path d="M14 28h8" stroke="#e76f51" stroke-width="2"/>' +
    '<text font-family="system-ui, sans-serif" font-weight="700" fill="currentColor">' +
    '<tspan x="40" y="18" font-size="15">ICE Mortgage </tspan><tspan x="40" y="35" font-size="13" font-weight="400">Technology</tspan></text></svg>',
  colors: {
    primary: '#006d77',
    primaryContrast: '#ffffff',
    accent: '#e76f51',
    accentContrast: '#1f0d07',
    bg: '#ffffff',
    surface: '#eef7f7',
    text: '#122a2d',
    muted: '#4a6266',
    border: '#c6dfe1',
    link: '#005b63',
    headerBg: '#003a40',
    headerText: '#ffffff',
    footerBg: '#012a2e',
    footerText: '#d3ebed',
    good: '#11703f',
    bad: '#b3261e',
    warn: '#80510a',
    info: '#1f5f9e',
  },
  fonts: { body: SANS, heading: SANS },
  radius: '10px',
  space: '1.25rem',
  maxWidth: '1240px',
};
