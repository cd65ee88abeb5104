import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

/** The chart data editors pick from (issue 24 item 4): sources, columns and first rows, and a chart drawn for the canvas. */
let t: TestApp;
let user: Session;

function upload(session: Session, file: { name: string; type: string; text: string }) {
  const boundary = '----tessera-data-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.text}\r\n--${boundary}--\r\n`,
  );
  return session.request({ method: 'POST', url: '/api/cms/media', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const CSV = ['day,region,price,volume', ...Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')},${i % 2 ? 'East' : 'West'},${(70 + i / 4).toFixed(2)},${1000 + i}`)].join('\n');
const preview = (url: string, extra = '') => user.request({ method: 'GET', url: `/api/cms/sites/nyse/data-sources/preview?url=${encodeURIComponent(url)}${extra}` });

beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, TEST_USERS.user);
});
afterAll(() => t.close());

describe('chart data sources', () => {
  it('lists the library’s CSV and JSON files and the report data, with columns, types and the first five rows', async () => {
    const csv = await upload(user, { name: 'prices.csv', type: 'text/csv', text: CSV });
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json().media).toMatchObject({ kind: 'document', mime: 'text/csv', name: 'prices.csv' });
    const json = await upload(user, { name: 'rates.json', type: 'application/json', text: JSON.stringify({ data: [{ month: 'Jan', rate: 4.5 }, { month: 'Feb', rate: '4.25' }] }) });
    expect(json.statusCode, json.body).toBe(201);

    const list = await user.request({ method: 'GET', url: '/api/cms/sites/nyse/data-sources' });
    expect(list.statusCode).toBe(200);
    const sources = list.json().sources as { url: string; label: string; kind: string; format: string }[];
    expect(sources).toContainEqual(expect.objectContaining({ url: csv.json().media.url, label: 'prices.csv', kind: 'media', format: 'csv' }));
    expect(sources).toContainEqual(expect.objectContaining({ url: json.json().media.url, label: 'rates.json', kind: 'media', format: 'json' }));
    expect(sources).toContainEqual(expect.objectContaining({ url: '/api/reports/history.csv?contract=B', kind: 'report', format: 'csv' }));

    const table = await preview(csv.json().media.url);
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json()).toMatchObject({
      columns: [
        { name: 'day', type: 'date' },
        { name: 'region', type: 'category' },
        { name: 'price', type: 'number' },
        { name: 'volume', type: 'number' },
      ],
      rowCount: 12,
    });
    expect(table.json().rows).toHaveLength(5);
    expect(table.json().rows[0]).toEqual({ day: '2026-03-01', region: 'West', price: '70.00', volume: '1000' });
    expect((await preview(json.json().media.url)).json().columns).toEqual([
      { name: 'month', type: 'category' },
      { name: 'rate', type: 'number' },
    ]);
    const report = await preview('/api/reports/history.csv?contract=B');
    expect(report.json().columns.map((c: { name: string; type: string }) => `${c.name}:${c.type}`)).toEqual([
      'date:date',
      'contract:category',
      'settlement:number',
      'volume:number',
      'openInterest:number',
    ]);

    const drawn = await user.request({
      method: 'POST',
      url: '/api/cms/sites/nyse/chart-preview',
      payload: { dataSources: [{ seriesId: 'prices', url: csv.json().media.url, xCol: 'day', xType: 'date', yCol: 'price' }] },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().series).toEqual([{ id: 'prices', points: expect.arrayContaining([['2026-03-01', 70]]) }]);
    expect(drawn.json().series[0].points).toHaveLength(12);
  });

  it('still refuses what is neither data nor an accepted file, and CSV only by its name', async () => {
    expect((await upload(user, { name: 'notes.txt', type: 'text/plain', text: 'a,b\n1,2' })).statusCode).toBe(415);
    expect((await upload(user, { name: 'broken.json', type: 'application/json', text: '{"a": ' })).statusCode).toBe(415);
  });

  it('answers a client’s mistakes with 4xx naming them', async () => {
    const noUrl = await user.request({ method: 'GET', url: '/api/cms/sites/nyse/data-sources/preview' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.body).toContain('url');
    const badSite = await user.request({ method: 'GET', url: '/api/cms/sites/mars/data-sources' });
    expect(badSite.statusCode).toBe(400);
    const badExternal = await preview('/api/reports/history.csv?contract=B', '&external=maybe');
    expect(badExternal.statusCode).toBe(400);
    expect(badExternal.body).toContain('external is true or false');

    const notRoute = await preview('/fees');
    expect(notRoute.statusCode).toBe(422);
    expect(notRoute.json().message).toBe('The data at /fees could not be read: 404 Not Found: /fees is not a data route of this site');
    const missing = await preview(`/media/${'f'.repeat(64)}.csv`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('is not a file of the media library');
    const escape = await preview('//evil.example/data.csv');
    expect(escape.statusCode).toBe(422);
    expect(escape.json().message).toContain('A same-origin source is a path starting with /');
    // Another site's data goes through the outbound policy: loopback and private addresses are refused.
    const internal = await preview('http://127.0.0.1:9/data.csv', '&external=true');
    expect(internal.statusCode).toBe(422);
    expect(internal.json().message).toMatch(/could not be read: refused/);

    const badChart = await user.request({ method: 'POST', url: '/api/cms/sites/nyse/chart-preview', payload: { dataSources: [{ seriesId: 'a', url: 'javascript:alert(1)' }] } });
    expect(badChart.statusCode).toBe(400);
    expect(badChart.json().issues).toContainEqual(expect.objectContaining({ path: '/body/dataSources/0/url' }));
    const tooMany = await user.request({ method: 'POST', url: '/api/cms/sites/nyse/chart-preview', payload: { dataSources: Array.from({ length: 9 }, () => ({})) } });
    expect(tooMany.statusCode).toBe(400);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cms/sites/nyse/data-sources' });
    expect(anonymous.statusCode).toBe(401);
  });
});
