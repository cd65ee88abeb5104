// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { openContainers } from './reveal';

/** Static tabs as the canvas draws them; the stylesheet's hiding stands in as `hidden`. */
function tabs(outer: string) {
  return (
    `<div class="t-tabs t-tabs--static" id="${outer}"><ul class="t-tabs__list">` +
    `<li class="t-tabs__item"><a class="t-tabs__tab" href="#${outer}-a">A</a></li>` +
    `<li class="t-tabs__item"><a class="t-tabs__tab" href="#${outer}-b">B</a></li></ul>` +
    `<section class="t-tabs__panel" id="${outer}-a"><p id="${outer}-in-a">in A</p></section>` +
    `<section class="t-tabs__panel" id="${outer}-b" hidden><p id="${outer}-in-b">in B</p></section></div>`
  );
}

const tabMarked = () => [...document.querySelectorAll('[data-pe-reveal-tab]')].map((tab) => tab.getAttribute('href'));

describe('openContainers', () => {
  beforeEach(() => {
    document.body.innerHTML = tabs('t') + '<details id="d"><summary>More</summary><p id="in-d">inside</p></details>';
  });

  it('shows a hidden tab panel and moves the underline to its tab', () => {
    openContainers(document.getElementById('t-in-b')!);
    expect(document.getElementById('t-b')!.hasAttribute('data-pe-reveal')).toBe(true);
    expect(tabMarked()).toEqual(['#t-b']);
  });

  it('gives the mark back when a block elsewhere is revealed', () => {
    openContainers(document.getElementById('t-in-b')!);
    openContainers(document.getElementById('in-d')!);
    expect((document.getElementById('d') as HTMLDetailsElement).open).toBe(true);
    expect(document.querySelector('[data-pe-reveal]')).toBeNull();
    expect(tabMarked()).toEqual([]);
  });

  it('marks only the tab of its own list when tabs are nested', () => {
    document.getElementById('t-in-b')!.innerHTML = tabs('inner');
    openContainers(document.getElementById('inner-in-b')!);
    expect(tabMarked().sort()).toEqual(['#inner-b', '#t-b']);
  });
});
