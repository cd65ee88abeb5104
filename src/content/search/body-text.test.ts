import { describe, expect, it } from 'vitest';
import { registry } from '../../components/registry';
import { node } from '../../core/node';
import { pageBodyText } from './body-text';

describe('pageBodyText', () => {
  const tree = node('page-layout', { skipLinkText: 'Skip to main content' }, {
    main: [
      node('breadcrumb', { links: [{ title: 'Home', href: '/' }, { title: 'Margin rates', href: '/margins' }] }),
      node('secondary-nav', { parentUrl: '/clearing', parentName: 'Clearing', links: [{ title: 'Collateral', href: '/collateral' }] }),
      node('heading', { text: 'Margin rates', level: 1 }),
      node('rich-text', { html: '<p>Initial margin for <a href="/brent">Brent</a> &amp; WTI.<img src="/x.png" alt="Oil barrels in rich text"></p>' }),
      node('media', { type: 'image', imageUrl: '/static/img/x.svg', altText: 'A chart of margin calls', videoUrl: '', mediaSide: 'left', heading: 'Collateral made simple' }, { content: [node('rich-text', { html: '<p>Cash and gilts are accepted.</p>' })] }),
      node('help-tooltip', { text: 'Rates change daily.', label: 'Click for help' }),
      node('notice-list', { caption: 'Circulars', searchCollections: [{ collection: 'clearing-notices' }], showTopicFilter: true, pageSize: 20 }),
      node('auth-gate', { appKey: 'ICE', roles: [], roleLogic: 'OR' }, { authorized: [node('heading', { text: 'Member-only fees', level: 2 })], unauthorized: [], unauthenticated: [] }),
      node('include', { path: '/footer' }),
    ],
  });

  it('keeps what a visitor reads as the page’s text: no breadcrumbs, navigation, alt text, controls, settings or repeated title', () => {
    const { body } = pageBodyText(registry, tree, { title: 'Margin rates' });
    expect(body).toContain('Initial margin for Brent & WTI.');
    expect(body).toContain('Cash and gilts are accepted.');
    expect(body).toContain('Collateral made simple');
    expect(body).toContain('Rates change daily.');
    for (const left of ['Home', 'Margin rates', 'Clearing', 'Collateral\n', 'chart of margin calls', 'Oil barrels', 'Click for help', 'Member-only', 'Skip to main', 'left', 'image'])
      expect(body, left).not.toContain(left);
  });

  it('notes which notice collections the page lists, and whether by year', () => {
    expect(pageBodyText(registry, tree, { title: '' })).toMatchObject({ lists: ['clearing-notices'], listsByYear: true });
    const ruleBook = node('page-layout', {}, { main: [node('rule-book', { caption: 'Rules', searchCollections: [{ collection: 'rule-book' }] })] });
    expect(pageBodyText(registry, ruleBook, { title: '' })).toMatchObject({ lists: ['rule-book'], listsByYear: false });
  });
});
