// Issue 26 items 1 and 4: two processes with SECRET unset share the secret stored in the
// database (a cookie one signs, the other accepts); a process killed (SIGKILL) in the middle of
// a stream of form posts through HAProxy loses no acknowledged post, and HAProxy routes around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';
import { send } from '../support/tessera-process';
import { startStack, type Stack } from '../support/scale-stack';

const FORM_ID = '5ca1e000-0000-4000-8000-000000000001';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ secret: null });
  const tree = node('page-layout', {}, {
    main: [
      {
        ...node('form', {
          formName: 'Scale form',
          captcha: false,
          fields: [
            { type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true },
            { type: 'TEXT', name: 'email', displayName: 'E-mail', isRequired: true },
          ],
        }),
        id: FORM_ID,
      },
    ],
  });
  const { document } = await stack.api<{ document: { id: string; draftRevision: number } }>(stack.haproxy.port, 'POST', '/api/cms/sites/nyse/documents', { path: '/scale-form', title: 'Scale form', tree });
  await stack.api(stack.haproxy.port, 'POST', `/api/cms/documents/${document.id}/publish`, { revision: document.draftRevision });
});

afterAll(async () => {
  await stack?.stop();
});

describe('two processes without SECRET', () => {
  it('accept each other’s signed cookies: an access code entered on one opens the page on the other', async () => {
    const [a, b] = [stack.tessera[0].port, stack.tessera[1].port];
    const { document } = await stack.api<{ document: { id: string; draftRevision: number } }>(a, 'POST', '/api/cms/sites/nyse/documents', {
      path: '/scale-coded',
      title: 'Coded',
      tree: node('page-layout', {}, { main: [node('heading', { text: 'Behind the code', level: 1 })] }),
    });
    await stack.api(a, 'POST', `/api/cms/documents/${document.id}/publish`, { revision: document.draftRevision });
    await stack.api(a, 'PUT', `/api/cms/documents/${document.id}/access-code`, { code: 'scale-code-2026' });
    const entered = await send(a, 'POST', '/_access', { headers: { host: `nyse.localhost:${a}` }, body: { path: '/scale-coded', code: 'scale-code-2026' } });
    expect(entered.status, entered.body).toBe(303);
    const grant = ([] as string[]).concat(entered.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('tessera_ac_'));
    expect(grant, 'the access grant cookie').toBeDefined();
    const onB = await stack.get(b, 'nyse', '/scale-coded', { cookie: grant! });
    expect(onB.status).toBe(200);
    expect(onB.body.includes('Behind the code'), 'process B accepts the grant process A signed (not the access code form)').toBe(true);
  });
});

describe('a process killed in the middle of form posts through HAProxy', () => {
  it('loses no acknowledged post, and the posts after the kill succeed on the other', async () => {
    const RUN_MS = 5000;
    const KILL_AT_MS = 2000;
    const results: { sent: number; id?: string; status?: number; servedBy?: string; error?: string }[] = [];
    const started = performance.now();
    let killedAt = Infinity;
    let n = 0;
    const post = async () => {
      const i = n++;
      const sent = performance.now() - started;
      try {
        const res = await send(stack.haproxy.port, 'POST', '/api/forms/submit', {
          // Every post from its own address, as from many visitors: the per-client limits do not apply.
          headers: { host: `nyse.localhost:${stack.haproxy.port}`, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: { path: '/scale-form', formId: FORM_ID, values: { first_name: `Post ${i}`, email: `post${i}@example.com` } },
        });
        const id = res.status === 201 ? (JSON.parse(res.body) as { id: string }).id : undefined;
        results.push({ sent, status: res.status, servedBy: String(res.headers['x-served-by']), ...(id ? { id } : {}) });
      } catch (error) {
        results.push({ sent, error: (error as Error).message });
      }
    };
    // The kernel tears a killed process down after the signal: until it is gone, its listening
    // socket still takes connections, which die with it. "After the kill" is after it is gone.
    let diedAt = Infinity;
    const kill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      killedAt = performance.now() - started;
      stack.tessera[0].child.kill('SIGKILL');
      await stack.tessera[0].exited;
      diedAt = performance.now() - started;
    })();
    // Four visitors posting one after another, without pause.
    await Promise.all([
      kill,
      ...Array.from({ length: 4 }, async () => {
        while (performance.now() - started < RUN_MS) await post();
      }),
    ]);
    expect(await stack.tessera[0].exited).toEqual({ code: null, signal: 'SIGKILL' });

    const acknowledged = results.filter((r) => r.status === 201);
    const failed = results.filter((r) => r.status !== 201);
    console.info(
      `${results.length} posts in ${RUN_MS} ms, process 1 killed at ${killedAt.toFixed(0)} ms (gone at ${diedAt.toFixed(0)} ms): ${acknowledged.length} acknowledged, ` +
        `${failed.length} not (${failed.map((r) => `${r.status ?? r.error} at ${r.sent.toFixed(0)} ms`).join('; ') || 'none'})`,
    );
    expect(acknowledged.filter((r) => r.servedBy === 'tessera1').length, 'posts process 1 acknowledged before the kill').toBeGreaterThan(0);

    // Every acknowledged post is in the database.
    const ids = acknowledged.map((r) => r.id!);
    const { rows } = await stack.db.query<{ id: string }>('SELECT id::text AS id FROM form_submissions WHERE id::text = ANY($1::text[])', [ids]);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));

    // Only posts in flight at the kill may fail; the ones sent after it go to process 2.
    const after = results.filter((r) => r.sent > diedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((r) => r.status !== 201), 'posts sent after the kill that failed').toEqual([]);
    expect(new Set(after.map((r) => r.servedBy))).toEqual(new Set(['tessera2']));
  });
});
