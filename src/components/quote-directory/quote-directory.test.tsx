import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../core/contracts/market-data';
import { node } from '../../core/node';
import { answer } from '../ticker/fixtures.test-data';
import { issuesOf, renderHtml } from '../test-render';
import { directoryHref, type QuoteDirectoryData } from './data';

const fund = (symbol: string, name: string): Instrument => ({ symbol, name, mic: 'ARCX', exchange: 'NYSE Arca', type: 'exchange-traded-fund' });
const page2 = [fund('SLCX', 'Summit US Large Cap ETF'), fund('SSTX', 'Summit Short Treasury ETF')];

function data(over: Partial<QuoteDirectoryData> = {}): QuoteDirectoryData {
  return {
    asked: { type: '', q: '' },
    applied: { type: 'exchange-traded-fund', q: '' },
    problems: {},
    answer: answer({ instruments: page2, total: 52, page: 2, pageSize: 50 }),
    ...over,
  };
}

function render(loaded: QuoteDirectoryData | null, props: Record<string, unknown> = {}) {
  const tree = node('quote-directory', props);
  return renderHtml(tree, { path: '/market-data', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const rows = (html: string) => [...html.matchAll(/<tr[^>]*data-symbol[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!));

describe('quote-directory', () => {
  it('lists a page of instruments with ticker, name, exchange, MIC and type, and page links that keep the filters', () => {
    const html = render(data());
    expect([...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1])).toEqual(['Ticker', 'Name', 'Exchange', 'MIC', 'Type']);
    expect(rows(html)).toEqual([
      ['SLCX', 'Summit US Large Cap ETF', 'NYSE Arca', 'ARCX', 'Exchange traded fund'],
      ['SSTX', 'Summit Short Treasury ETF', 'NYSE Arca', 'ARCX', 'Exchange traded fund'],
    ]);
    expect(html).toContain('52 exchange traded funds, page 2 of 2.');
    expect(html).toContain('Exchange traded fund directory, page 2 of 2</caption>');
    expect(html).toContain('href="/market-data?dir-type=exchange-traded-fund" rel="prev"');
    expect(directoryHref({ type: 'common-stock', q: 'bank' }, 3)).toBe('?dir-type=common-stock&dir-q=bank&dir-page=3');
  });

  it('filters with a GET form: the type (exchange traded funds first) and a text', () => {
    const html = render(data({ asked: { type: 'common-stock', q: 'harbor' }, applied: { type: 'common-stock', q: 'harbor' }, answer: answer({ instruments: [], total: 0, page: 1, pageSize: 50 }) }));
    expect(/<form[^>]*class="t-quote-directory__filters"[^>]*>/.exec(html)![0]).toMatch(/(?=.* method="get")(?=.* action="\/market-data")(?=.* role="search")/);
    expect([...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]}=${m[2]}`)).toEqual(['exchange-traded-fund=Exchange traded fund', 'common-stock=Common stock']);
    expect(html).toMatch(/<option value="common-stock" selected="">/);
    expect(/<input[^>]*name="dir-q"[^>]*>/.exec(html)![0]).toContain('value="harbor"');
    expect(html).toContain('No common stocks matching “harbor”.');
  });

  it('names a filter that was not applied beside its field, and a page that does not exist', () => {
    const html = render(data({ asked: { type: 'bonds', q: '' }, problems: { type: 'There is no instrument type “bonds”; choose one from the list', page: 'There are 2 pages; showing the last.' } }));
    const select = /<select[^>]*name="dir-type"[^>]*>/.exec(html)![0];
    const id = / id="([^"]+)"/.exec(select)![1];
    expect(select).toContain(`aria-describedby="${id}-error"`);
    expect(html).toContain(`<p class="t-field__error" id="${id}-error">There is no instrument type “bonds”; choose one from the list</p>`);
    expect(html).toContain('There are 2 pages; showing the last.');
  });

  it('always shows the data-delay notice: stale, unavailable, and in the editor', () => {
    expect(render(data())).toContain('Market data delayed by at least 15 minutes.');
    expect(render(data({ answer: answer({ instruments: page2, total: 2, page: 1, pageSize: 50 }, { stale: true }) }))).toContain('Live updates are unavailable; these are the last figures received.');
    const { answer: _none, ...unavailable } = data();
    const html = render(unavailable);
    expect(html).toContain('Market data is unavailable right now.');
    expect(html).toContain('name="dir-type"');
    const editor = render(null, {});
    expect(editor).toContain('Listed exchange traded funds by ticker appear here, 50 a page');
    expect(editor).toContain('Market data delayed.');
  });

  it('lists exchange traded funds or common stock', () => {
    expect(issuesOf(node('quote-directory', { instrumentType: 'index' }))[0]?.message).toBe('Choose exchange-traded-fund or common-stock');
  });
});
