// Issue 21 item 10: `kill -9` in the middle of publishing. A page that includes a partial is
// published 200 times (the partial every 5th time) by a real `tessera start` on a PGlite data
// directory, which is killed at random moments while a publish is in flight and started again.
// After each restart every page must be one committed version whole, nothing acknowledged may
// be lost, the version history must match what was committed, and site search must agree with
// what is served.
//
// In the e2e project: eleven starts of a real process, the server built once for the run
// (test/support/tessera-process.ts `builtServer`) and the assets read from dist/assets: about a
// minute in all (it was ten while each start compiled the server and built the islands). Each
// round is a test of its own, well within the 120 s limit.
// Replay a failure's kill plan: TESSERA_CRASH_SEED=<seed> npx vitest run --project e2e test/e2e/crash-publish
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { killAllTessera, send, startTessera, type Response, type Tessera } from '../support/tessera-process';

const PASSWORD = 'crash test password';
const PUBLISHES = 200;
const KILLS = 10;
/** Every this many publishes of the page, the partial it includes is changed and published first. */
const PARTIAL_EVERY = 5;
const PAGE_PATH = '/crash-page';
const PARTIAL_PATH = '/crash-partial';

const SEED = Number(process.env.TESSERA_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing kill plan can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);

type Kind = 'page' | 'partial';

interface Kill {
  /** The page publish (1…200) of the round in which the process is killed. */
  at: number;
  /** Which publish of that round is in flight when it is killed. */
  during: Kind;
  /** When, after sending that publish, as a share of the recent publish time × 1.5. */
  share: number;
}

/** The kill plan: some kills during a partial's publish, the rest during the page's; the last at publish 200. */
function killPlan(): Kill[] {
  const picks = new Set<number>([PUBLISHES]);
  const partialRounds = Math.floor(KILLS / 3);
  while (picks.size < 1 + partialRounds) picks.add(PARTIAL_EVERY * (1 + Math.floor(random() * (PUBLISHES / PARTIAL_EVERY - 1))));
  while (picks.size < KILLS) {
    const at = 1 + Math.floor(random() * (PUBLISHES - 1));
    if (at % PARTIAL_EVERY !== 0) picks.add(at);
  }
  return [...picks]
    .sort((a, b) => a - b)
    .map((at) => ({ at, during: at % PARTIAL_EVERY === 0 && at !== PUBLISHES ? 'partial' : 'page', share: random() }));
}
const PLAN = killPlan();
console.info(`crash-publish: seed ${SEED} (replay with TESSERA_CRASH_SEED=${SEED}); kills after page publishes ${PLAN.map((k) => `${k.at}${k.during === 'partial' ? '(partial)' : ''}`).join(', ')}`);

// The words each version carries: unique, so the served HTML and site search show which one.
const pageWord = (n: number) => `crashpg${n}x`;
const partialWord = (n: number) => `crashpt${n}x`;
const WORDS: Record<Kind, { word: (n: number) => string; pattern: RegExp }> = {
  page: { word: pageWord, pattern: /crashpg(\d+)x/g },
  partial: { word: partialWord, pattern: /crashpt(\d+)x/g },
};

const pageTitle = (n: number) => `Crash page ${pageWord(n)}`;
const partialTitle = (n: number) => `Crash partial ${partialWord(n)}`;
function pageTree(n: number): Node {
  return node('page-layout', {}, {
    headerContent: [node('include', { path: '/header' })],
    main: [
      node('heading', { text: `Heading ${pageWord(n)}`, level: 1 }),
      node('rich-text', { html: `<p>Body ${pageWord(n)} of the page.</p>` }),
      node('include', { path: PARTIAL_PATH }),
    ],
    footerContent: [node('include', { path: '/footer' })],
  });
}
function partialTree(n: number): Node {
  return node('fragment', {}, { content: [node('heading', { text: `Partial ${partialWord(n)}`, level: 2 }), node('rich-text', { html: `<p>Partial body ${partialWord(n)}.</p>` })] });
}
const draftOf = (kind: Kind, n: number) => (kind === 'page' ? { title: pageTitle(n), tree: pageTree(n) } : { title: partialTitle(n), tree: partialTree(n) });

/** What the test knows of a document: the word of each committed version, in order. */
interface Tracked {
  id: string;
  revision: number;
  /** committed[v - 1] is the word number of version v. */
  committed: number[];
  /** The word number of the last draft saved with a 2xx. */
  saved: number;
}

let parent: string;
let dataDir: string;
let server: Tessera;
let auth: Record<string, string>;
const docs = {} as Record<Kind, Tracked>;
/** How long the page's recent publishes took (ms), to aim the kills inside one. */
const publishTimes: number[] = [];
let done = 0;

const json = <T,>(res: Response): T => JSON.parse(res.body) as T;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return send(server.port, method, path, { headers: auth, ...(body === undefined ? {} : { body }) });
}

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
  return json<T>(res);
}

function visit(path: string): Promise<Response> {
  return send(server.port, 'GET', path, { headers: { host: `nyse.localhost:${server.port}` } });
}

async function start(): Promise<void> {
  server = await startTessera({ dataDir, adminPassword: PASSWORD });
  await server.ready;
}

async function saveDraft(kind: Kind, n: number): Promise<void> {
  const doc = docs[kind];
  const { document } = await ok<{ document: { draftRevision: number } }>('PUT', `/api/cms/documents/${doc.id}/draft`, { revision: doc.revision, ...draftOf(kind, n) });
  doc.revision = document.draftRevision;
  doc.saved = n;
}

function publish(kind: Kind): Promise<Response> {
  return api('POST', `/api/cms/documents/${docs[kind].id}/publish`, { revision: docs[kind].revision });
}

async function publishAcknowledged(kind: Kind, n: number): Promise<void> {
  const started = performance.now();
  const res = await publish(kind);
  if (res.status !== 200) throw new Error(`publishing ${kind} ${n}: ${res.status} ${res.body}`);
  if (kind === 'page') publishTimes.push(performance.now() - started);
  docs[kind].committed.push(n);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 50;

/**
 * Sends the publish of draft `n` and kills the process `delay` ms later; the publish counts as
 * committed if its 200 arrived, and is undecided (`inFlight`) if the connection died first.
 */
async function publishAndKill(kind: Kind, n: number, share: number): Promise<{ delay: number; inFlight?: number }> {
  const delay = Math.round(share * 1.5 * median(publishTimes.slice(-8)));
  const answer = publish(kind).then(
    (res) => res,
    (error: Error) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, delay));
  server.child.kill('SIGKILL');
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  const res = await answer;
  if (res instanceof Error) return { delay, inFlight: n };
  if (res.status !== 200) throw new Error(`publishing ${kind} ${n}: ${res.status} ${res.body}`);
  docs[kind].committed.push(n);
  return { delay };
}

function wordsIn(text: string, kind: Kind): number[] {
  return [...new Set([...text.matchAll(WORDS[kind].pattern)].map((m) => Number(m[1])))];
}

/**
 * After a restart: the committed versions are the acknowledged ones plus perhaps the one in
 * flight, whole; the served page shows exactly one version of the page and one of the partial;
 * acknowledged drafts survived; site search finds the served version's word and no other.
 */
async function checkAfterRestart(inFlight: { kind: Kind; n: number } | undefined, context: string): Promise<void> {
  for (const kind of ['page', 'partial'] as const) {
    const doc = docs[kind];
    const { document } = await ok<{ document: { publishedVersion: number; draftRevision: number; title: string; draft: Node } }>('GET', `/api/cms/documents/${doc.id}`);
    const undecided = inFlight?.kind === kind ? inFlight.n : undefined;
    const acknowledged = doc.committed.length;
    // Nothing acknowledged is lost; the one in flight is there whole or not at all.
    expect([acknowledged, ...(undecided === undefined ? [] : [acknowledged + 1])], `${context}: published version of the ${kind}`).toContain(document.publishedVersion);
    if (document.publishedVersion === acknowledged + 1) doc.committed.push(undecided!);

    // The history lists exactly the committed versions, each with its own title and tree.
    const { versions } = await ok<{ versions: { version: number; title: string }[] }>('GET', `/api/cms/documents/${doc.id}/versions`);
    const title = kind === 'page' ? pageTitle : partialTitle;
    expect(versions.map((v) => [v.version, v.title]), `${context}: versions of the ${kind}`).toEqual(doc.committed.map((n, i) => [i + 1, title(n)]).reverse());
    const { version: live } = await ok<{ version: { tree: Node; title: string } }>('GET', `/api/cms/documents/${doc.id}/versions/${document.publishedVersion}`);
    expect(wordsIn(JSON.stringify(live), kind), `${context}: words in the live version of the ${kind}`).toEqual([doc.committed.at(-1)]);

    // The acknowledged draft save before the publish survived too.
    expect(wordsIn(JSON.stringify(document.draft) + document.title, kind), `${context}: the ${kind}'s draft`).toEqual([doc.saved]);
    doc.revision = document.draftRevision;
  }

  // The page as served: one version of the page and one of the partial, both committed.
  const page = await visit(PAGE_PATH);
  expect(page.status, `${context}: GET ${PAGE_PATH}`).toBe(200);
  const current = docs.page.committed.at(-1)!;
  expect(wordsIn(page.body, 'page'), `${context}: page words served`).toEqual([current]);
  expect(page.body).toContain(`Heading ${pageWord(current)}`);
  expect(page.body).toContain(`Body ${pageWord(current)} of the page.`);
  expect(page.body).toContain(`<title>${pageTitle(current)}`);
  const partialNow = docs.partial.committed.at(-1)!;
  expect(wordsIn(page.body, 'partial'), `${context}: partial words served`).toEqual([partialNow]);
  expect(page.body).toContain(`Partial body ${partialWord(partialNow)}.`);

  // Site search agrees: the served version's word finds the page; the previous version's and an
  // uncommitted publish's do not.
  const finds = async (word: string) => {
    const res = await visit(`/search?q=${word}`);
    expect(res.status, `${context}: search for ${word}`).toBe(200);
    return res.body.includes(`href="${PAGE_PATH}"`);
  };
  expect(await finds(pageWord(current)), `${context}: search finds the served word ${pageWord(current)}`).toBe(true);
  const stale = [docs.page.committed.at(-2), inFlight?.kind === 'page' && inFlight.n !== current ? inFlight.n : undefined].filter((n) => n !== undefined);
  for (const n of stale) expect(await finds(pageWord(n)), `${context}: search finds ${pageWord(n)}, which is not served`).toBe(false);
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-crash-'));
  dataDir = join(parent, 'data');
  await start();
  const login = await send(server.port, 'POST', '/api/cms/login', { body: { email: 'admin@tessera.local', password: PASSWORD, tokenType: 'bearer' } });
  expect(login.status, login.body).toBe(200);
  // Sessions are rows in the store: the token outlives the restarts.
  auth = { authorization: `Bearer ${json<{ token: string }>(login).token}` };
  // The test is about crashes, not review: nyse publishes directly here.
  await ok('PATCH', '/api/cms/sites/nyse', { needsApproval: false });
  for (const [kind, path] of [
    ['partial', PARTIAL_PATH],
    ['page', PAGE_PATH],
  ] as const) {
    const { document } = await ok<{ document: { id: string; draftRevision: number } }>('POST', '/api/cms/sites/nyse/documents', { path, kind, ...draftOf(kind, 0) });
    docs[kind] = { id: document.id, revision: document.draftRevision, committed: [], saved: 0 };
    await publishAcknowledged(kind, 0);
  }
}, 120_000);

afterAll(async () => {
  killAllTessera();
  if (parent) await rm(parent, { recursive: true, force: true });
});

describe(`kill -9 in the middle of ${PUBLISHES} publishes of a page that includes a partial (seed ${SEED})`, () => {
  for (const [round, kill] of PLAN.entries()) {
    const from = (PLAN[round - 1]?.at ?? 0) + 1;
    it(`publishes ${from}–${kill.at}, killed during the ${kill.during}'s publish ${kill.at}; after the restart every version is whole and search agrees`, async () => {
      expect(done, 'the previous round finished').toBe(from - 1);
      let outcome: { delay: number; inFlight?: number } = { delay: 0 };
      let inFlight: { kind: Kind; n: number } | undefined;
      for (let n = from; n <= kill.at; n++) {
        const last = n === kill.at;
        if (n % PARTIAL_EVERY === 0) {
          await saveDraft('partial', n);
          if (last && kill.during === 'partial') {
            outcome = await publishAndKill('partial', n, kill.share);
            if (outcome.inFlight !== undefined) inFlight = { kind: 'partial', n };
            break;
          }
          await publishAcknowledged('partial', n);
        }
        await saveDraft('page', n);
        if (last) {
          outcome = await publishAndKill('page', n, kill.share);
          if (outcome.inFlight !== undefined) inFlight = { kind: 'page', n };
        } else await publishAcknowledged('page', n);
      }
      const restarted = performance.now();
      await start();
      const context = `seed ${SEED}, killed ${outcome.delay} ms after sending the ${kill.during}'s publish ${kill.at} (${inFlight ? 'unanswered' : 'answered'})`;
      console.info(`crash-publish: ${context}; restarted in ${Math.round(performance.now() - restarted)} ms`);
      await checkAfterRestart(inFlight, context);
      done = kill.at;
    });
  }
});
