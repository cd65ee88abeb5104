import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let user: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  user = await signIn(t.app, TEST_USERS.user);
});
afterAll(() => t.close());

/** The HTTP side of the managed notice topics: statuses and messages that name what is wrong. */
describe('notice topic APIs', () => {
  it('list a collection’s topics with how many notices have each, for every editor', async () => {
    const res = await user.request({ method: 'GET', url: '/api/cms/notice-topics?collection=exchange-circulars' });
    expect(res.statusCode, res.body).toBe(200);
    const topics = res.json().topics as { name: string; notices: number }[];
    expect(topics.find((x) => x.name === 'Trading Hours')?.notices).toBeGreaterThan(50);
    expect((await user.request({ method: 'GET', url: '/api/cms/notice-topics?collection=nope' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/notice-topics' })).statusCode).toBe(401);
  });

  it('add, rename and remove a topic, with 400, 403, 404 and 409 naming the problem', async () => {
    const blank = await admin.request({ method: 'POST', url: '/api/cms/notice-topics', payload: { collection: 'exchange-circulars', name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([expect.objectContaining({ path: '/body/name', message: 'Enter the topic' })]);
    expect((await user.request({ method: 'POST', url: '/api/cms/notice-topics', payload: { collection: 'exchange-circulars', name: 'Mine' } })).statusCode).toBe(403);

    const created = await admin.request({ method: 'POST', url: '/api/cms/notice-topics', payload: { collection: 'exchange-circulars', name: ' Options Routing ' } });
    expect(created.statusCode, created.body).toBe(201);
    const topic = created.json().topic as { id: string; name: string };
    expect(topic.name).toBe('Options Routing');
    const twice = await admin.request({ method: 'POST', url: '/api/cms/notice-topics', payload: { collection: 'exchange-circulars', name: 'options routing' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The topic "Options Routing" of exchange-circulars already exists');

    const notice = await admin.request({
      method: 'POST',
      url: '/api/cms/notices',
      payload: { collection: 'exchange-circulars', noticeNumber: 'TOPIC-1', title: 'Routing changes', pubDate: '2026-11-20', topic: 'Options Routing' },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const inUse = await admin.request({ method: 'DELETE', url: `/api/cms/notice-topics/${topic.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: 'TOPIC_IN_USE', message: '"Options Routing" is the topic of 1 notice(s) in exchange-circulars: give them another topic first, or rename the topic instead' });

    const renamed = await admin.request({ method: 'PATCH', url: `/api/cms/notice-topics/${topic.id}`, payload: { name: 'Order Routing' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().topic).toMatchObject({ name: 'Order Routing', notices: 1 });
    expect((await admin.request({ method: 'GET', url: `/api/cms/notices/${notice.json().notice.id}` })).json().notice.topic).toBe('Order Routing');

    expect((await admin.request({ method: 'PATCH', url: '/api/cms/notice-topics/00000000-0000-4000-8000-00000000beef', payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: '/api/cms/notice-topics/not-a-uuid' })).statusCode).toBe(400);
    await admin.request({ method: 'DELETE', url: `/api/cms/notices/${notice.json().notice.id}` });
    expect((await admin.request({ method: 'DELETE', url: `/api/cms/notice-topics/${topic.id}` })).statusCode).toBe(200);
  });

  it('refuse a notice with a topic off its collection’s list: 400 naming the field', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/cms/notices',
      payload: { collection: 'exchange-circulars', noticeNumber: 'TOPIC-2', title: 'Juneteenth hours', pubDate: '2026-06-01', topic: 'Holidays' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_TOPIC', issues: [{ path: '/body/topic', message: '"Holidays" is not a topic of exchange-circulars: choose one of its list' }] });
    expect(res.json().message).toMatch(/^topic: "Holidays" is not a topic of exchange-circulars/);
  });
});
