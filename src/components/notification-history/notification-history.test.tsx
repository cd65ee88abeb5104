import { describe, expect, it } from 'vitest';
import type { NotificationAlertView } from '../../core/contracts/notices';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { NO_FILTERS, alertHref, alertTime, type NotificationHistoryData } from './data';

function alert(i: number, over: Partial<NotificationAlertView> = {}): NotificationAlertView {
  return {
    id: `ALR-2025-${String(i).padStart(4, '0')}`,
    systemID: 24,
    severityFieldValue: 'Medium',
    pageURL: `/alerts/data-and-technology#alr-${i}`,
    displayName: `NYSE Arca (ARCX) XDP Integrated Feed: delayed market data ${i}`,
    market: 'NYSE Arca',
    service: 'XDP Integrated Feed',
    publishedAt: `2025-06-${String(10 + i).padStart(2, '0')}T15:00:00.000Z`,
    ...over,
  };
}

function data(over: Partial<NotificationHistoryData> = {}): NotificationHistoryData {
  return {
    asked: NO_FILTERS,
    applied: NO_FILTERS,
    problems: {},
    markets: ['NYSE', 'NYSE Arca', 'NYSE Texas'],
    services: ['Drop Copy', 'XDP Integrated Feed'],
    years: [2026, 2025],
    alerts: Array.from({ length: 9 }, (_, i) => alert(i + 1)),
    total: 25,
    page: 1,
    pageSize: 9,
    ...over,
  };
}

/** Renders on /alerts with the given data loaded for the node; `null`: none loaded (the editor). */
function render(loaded: NotificationHistoryData | null = data(), props: Record<string, unknown> = {}) {
  const tree = node('notification-history', props);
  return renderHtml(tree, { path: '/alerts', ...(loaded ? { data: new Map([[tree.id, loaded]]) } : {}) });
}

const decode = (s: string) => s.replace(/&amp;/g, '&');
const hrefs = (html: string, within: RegExp) => [...(within.exec(html)?.[0] ?? '').matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));
/** The opening tag of the first element with these attributes (in any order). */
function tag(html: string, name: string, ...attributes: string[]): string {
  const found = [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]).find((t) => attributes.every((a) => t.includes(` ${a}`)));
  if (!found) throw new Error(`No <${name}> with ${attributes.join(' ')}`);
  return found;
}
const rows = (html: string) => /<tbody>([\s\S]*)<\/tbody>/.exec(html)![1]!.match(/<tr>/g)!.length;

describe('notification-history', () => {
  it('says what will appear where nothing was loaded (the editor), under its heading', () => {
    const html = render(null, { markets: [{ name: 'NYSE' }] });
    expect(html).toMatch(/<h2 class="t-notification-history__heading" id="[^"]+">Alerts<\/h2>/);
    expect(html).toContain('Alerts of system 24 for NYSE appear here, newest first, 9 a page');
    expect(html).not.toContain('<form');
  });

  it('renders the page of alerts as a table with the filters as a GET form to the same page', () => {
    const html = render();
    tag(html, 'form', 'method="get"', 'action="/alerts"', 'role="search"', 'aria-label="Filter alerts"');
    for (const name of ['q', 'market', 'service', 'from', 'to', 'year']) expect(html).toContain(`name="${name}"`);
    tag(html, 'input', 'type="date"', 'name="from"');
    expect(html).toContain('<option value="" selected="">All years</option><option value="2026">2026</option><option value="2025">2025</option>');
    expect(html).toContain('<caption>Alerts, page 1 of 3</caption>');
    expect(rows(html)).toBe(9);
    expect(html).toContain('Alerts 1–9 of 25, newest first.');
    expect(html).toContain('<th scope="row"><a href="/alerts/data-and-technology#alr-1">NYSE Arca (ARCX) XDP Integrated Feed: delayed market data 1</a></th>');
    expect(html).not.toContain('Clear filters');
  });

  it('has a legend naming every severity in words, and each row names its severity beside the colour', () => {
    const html = render(data({ alerts: [alert(1, { severityFieldValue: 'Critical' })], total: 1 }));
    const legend = /<div class="t-notification-history__legend">[\s\S]*?<\/ul><\/div>/.exec(html)![0];
    for (const [severity, meaning] of [
      ['Critical', 'Service unavailable'],
      ['High', 'Service degraded'],
      ['Medium', 'Some sessions or data delayed'],
      ['Low', 'Planned work or little impact'],
      ['Informational', 'For information, no impact'],
    ]) {
      expect(legend).toContain(`t-notification-history__severity--${severity!.toLowerCase()}"><span class="t-notification-history__marker" aria-hidden="true"></span>${severity}</span>`);
      expect(legend).toContain(`: ${meaning}`);
    }
    expect(html).toContain('<td><span class="t-notification-history__severity t-notification-history__severity--critical"><span class="t-notification-history__marker" aria-hidden="true"></span>Critical</span></td>');
    expect(html).toContain('1 alert, newest first.');
  });

  it('shows times in New York time, in winter and in summer', () => {
    expect(alertTime('2025-03-07T03:30:00.000Z')).toBe('3/6/2025 10:30 PM ET');
    expect(alertTime('2025-07-04T16:05:00.000Z')).toBe('7/4/2025 12:05 PM ET');
    const html = render(data({ alerts: [alert(1, { publishedAt: '2025-01-01T02:00:00.000Z' })], total: 1 }));
    expect(html).toContain('<time dateTime="2025-01-01T02:00:00.000Z">12/31/2024 9:00 PM ET</time>');
  });

  it('links a row only to a path on this site or an https address', () => {
    expect(alertHref('/alerts/clearing')).toBe('/alerts/clearing');
    expect(alertHref('https://status.example.com/incidents/42')).toBe('https://status.example.com/incidents/42');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example', '/\\evil.example', 'data:text/html,x', '']) expect(alertHref(bad), bad).toBeUndefined();
    const html = render(data({ alerts: [alert(1, { pageURL: 'javascript:alert(1)', displayName: 'Drop Copy: outage' })], total: 1 }));
    expect(html).toContain('<th scope="row">Drop Copy: outage</th>');
    expect(html).not.toContain('javascript:');
  });

  it('keeps the applied filters in the page links and shows them back in the form', () => {
    const filters = { ...NO_FILTERS, q: 'latency', market: ['NYSE', 'NYSE Arca'], from: '2025-03-01', year: '2025' };
    const html = render(data({ asked: filters, applied: filters, page: 2 }));
    expect(hrefs(html, /<nav class="t-notice-list__pager"[\s\S]*?<\/nav>/)).toEqual([
      '/alerts?q=latency&market=NYSE&market=NYSE+Arca&from=2025-03-01&year=2025',
      '/alerts?q=latency&market=NYSE&market=NYSE+Arca&from=2025-03-01&year=2025',
      '/alerts?q=latency&market=NYSE&market=NYSE+Arca&from=2025-03-01&year=2025&page=2',
      '/alerts?q=latency&market=NYSE&market=NYSE+Arca&from=2025-03-01&year=2025&page=3',
      '/alerts?q=latency&market=NYSE&market=NYSE+Arca&from=2025-03-01&year=2025&page=3',
    ]);
    tag(html, 'input', 'name="q"', 'value="latency"');
    tag(html, 'input', 'name="market"', 'value="NYSE"', 'checked=""');
    tag(html, 'input', 'name="market"', 'value="NYSE Arca"', 'checked=""');
    expect(tag(html, 'input', 'name="market"', 'value="NYSE Texas"')).not.toContain('checked');
    expect(html).toContain('<summary>NYSE, NYSE Arca</summary>');
    expect(html).toContain('<option value="2025" selected="">2025</option>');
    expect(html).toContain('Alerts 10–18 of 25 matching the filters, newest first.');
    expect(html).toContain('<a href="/alerts">Clear filters</a>');
  });

  it('names a value it could not apply beside its filter, pointing the control at the message', () => {
    const asked = { ...NO_FILTERS, from: '2025-13-45', year: '1999' };
    const html = render(
      data({
        asked,
        applied: NO_FILTERS,
        problems: { from: 'Enter the start date as YYYY-MM-DD, like 2025-03-01; “2025-13-45” is not applied.', year: 'There are no alerts from 1999; every year is shown.' },
      }),
    );
    const from = tag(html, 'input', 'type="date"', 'name="from"', 'value="2025-13-45"', 'aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(from)![1];
    expect(html).toContain(`<p class="t-field__error" id="${describedBy}">Enter the start date as YYYY-MM-DD, like 2025-03-01; “2025-13-45” is not applied.</p>`);
    expect(tag(html, 'select', 'name="year"', 'aria-invalid="true"')).toMatch(/aria-describedby="[^"]+-year-error"/);
    expect(html).toContain('<option value="" selected="">All years</option>');
    expect(html).toContain('There are no alerts from 1999; every year is shown.');
    expect(html).toContain('Some filters could not be applied, as said beside them; the list leaves them out.');
    expect(rows(html)).toBe(9);
  });

  it('says when nothing matches, with a way back to every alert', () => {
    const filters = { ...NO_FILTERS, service: ['Drop Copy'] };
    const empty = render(data({ asked: filters, applied: filters, alerts: [], total: 0 }));
    expect(empty).toContain('No alerts match these filters.');
    expect(empty).toContain('<a href="/alerts">Show all alerts</a>');
    expect(empty).not.toContain('<table');
    expect(empty).not.toContain('t-notice-list__pager');
    expect(render(data({ alerts: [], total: 0 }))).toContain('No alerts have been published yet.');
  });

  it('checks its props with messages and has the specification’s defaults', () => {
    expect(valid(node('notification-history')).props).toEqual({ heading: 'Alerts', headingLevel: 2, systemId: 24, markets: [], services: [] });
    expect(issuesOf(node('notification-history', { systemId: 0 }))[0]).toEqual({ path: '/root/props/systemId', message: 'System ids start at 1' });
    expect(issuesOf(node('notification-history', { heading: '' }))[0]).toEqual({ path: '/root/props/heading', message: 'Enter the heading' });
    expect(issuesOf(node('notification-history', { services: [{ name: '' }] }))[0]!.path).toBe('/root/props/services/0/name');
  });
});
