import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import type { LaunchConfig } from '../../core/contracts/launch';
import { issuesOf, renderHtml, TEST_SITE, valid } from '../test-render';
import { RenderContext } from '../view';
import { formatSize } from './launcher';
import { LaunchPage, type LaunchPageProps } from './View';

const CONFIG: LaunchConfig = {
  installers: [
    { id: 'p512', name: 'P 512', memory: '512 MB', environment: 'production', url: '/dl/p512', version: '14.2.1', size: 700 },
    { id: 'p1g', name: 'P 1 GB', memory: '1 GB', environment: 'production', url: '/dl/p1g', version: '14.2.1', size: 3 * 1024 * 1024 },
    { id: 't512', name: 'T 512', memory: '512 MB', environment: 'test', url: '/dl/t512', version: '14.3.0-rc.2', size: 2048 },
  ],
  supportLines: [
    { region: 'Americas', phone: '+1 212 555-0142', tel: '+12125550142' },
    { region: 'Asia Pacific', phone: '+61 2 5550 4417', tel: '+61255504417' },
  ],
};

const page = () => node('launch-page', { heading: 'Launch WebICE', text: 'Install the desktop application.' });

describe('launch-page', () => {
  it('renders the launcher’s contents in the page on the server: installers by environment and memory, and the support lines', () => {
    const t = page();
    const html = renderHtml(t, { data: new Map([[t.id, CONFIG]]) });
    expect(html).toContain(`<section class="t-launch-page" aria-labelledby="tessera-${t.id}-heading"><h2 class="t-launch-page__heading" id="tessera-${t.id}-heading">Launch WebICE</h2>`);
    expect(html).toContain(`<div class="t-launch-page__inline"><h3 class="t-launch-page__title" id="tessera-${t.id}-connect">Connect</h3>`);
    expect(html).toContain('<th scope="col">Environment</th><th scope="col">512 MB</th><th scope="col">1 GB</th>');
    expect(html).toContain(
      '<tr><th scope="row">Production</th><td><a class="t-launch-page__download" href="/dl/p512" download="">Download<span class="t-visually-hidden"> the 512 MB installer for Production</span></a>' +
        '<span class="t-launch-page__meta">Version 14.2.1, 1 KB</span></td>',
    );
    expect(html).toContain('href="/dl/p1g"');
    expect(html).toContain('3.0 MB');
    expect(html).toContain('<tr><th scope="row">Test/UAT</th><td><a class="t-launch-page__download" href="/dl/t512"');
    expect(html).toContain('<td>Not available</td>');
    expect(html).toContain('<h4 class="t-launch-page__support-title">24-hour help desk</h4>');
    expect(html).toContain('<li><span class="t-launch-page__region">Americas</span> <a href="tel:+12125550142">+1 212 555-0142</a></li>');
    expect(html).toContain('Asia Pacific');
    // No button that would do nothing without scripts: a link to the contents in its place.
    expect(html).not.toContain('<button');
    expect(html).toContain(`<a class="t-launch-page__launch" href="#tessera-${t.id}-connect">Launch</a>`);
    expect(html).not.toContain('<dialog');
  });

  it('shows the launch button and the launcher as a dialog titled Connect once live', () => {
    const props = valid(page()).props as LaunchPageProps;
    const html = renderToStaticMarkup(
      createElement(
        RenderContext.Provider,
        { value: { site: TEST_SITE, path: '/launch', partials: new Map(), renderTree: () => null, data: new Map([['n1', CONFIG]]) } },
        createElement(LaunchPage, { id: 'n1', props, slots: {}, live: true }),
      ),
    );
    expect(html).toContain('<button type="button" class="t-launch-page__launch" aria-haspopup="dialog">Launch</button>');
    expect(html).toContain('<dialog class="t-launch-page__dialog" aria-labelledby="tessera-n1-connect-dialog"><div class="t-launch-page__frame"><div class="t-launch-page__bar"><h3 class="t-launch-page__title" id="tessera-n1-connect-dialog">Connect</h3>');
    expect(html).toContain('<button type="button" class="t-launch-page__close" aria-label="Close">');
    expect(html).toContain('24-hour help desk');
    // The contents stay in the page too: the button takes the link's place, so nothing shifts.
    expect(html).toContain('<div class="t-launch-page__inline"><h3 class="t-launch-page__title" id="tessera-n1-connect">Connect</h3>');
  });

  it('says where the installers will be when no configuration was loaded (the editor)', () => {
    expect(renderHtml(page())).toContain('<p class="t-launch-page__pending">');
  });

  it('needs a heading and a button label', () => {
    expect(issuesOf(node('launch-page', { heading: ' ', buttonLabel: '' })).map((i) => i.path)).toEqual(['/root/props/heading', '/root/props/buttonLabel']);
    expect(valid(page()).props).toMatchObject({ headingLevel: 2, buttonLabel: 'Launch' });
  });

  it('writes sizes as people read them', () => {
    expect([formatSize(1), formatSize(1024), formatSize(1025), formatSize(86 * 1024 * 1024 + 300_000)]).toEqual(['1 KB', '1 KB', '2 KB', '86.3 MB']);
  });
});
