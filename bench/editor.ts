/**
 * Editor measures in real Chromium on generated pages of 500 and 2,000 components: time until
 * the editor is ready, keystroke → canvas latency, and delete/duplicate from Puck's action bar →
 * canvas. Times are taken in the page: from the event's own timestamp (the keystroke, the
 * click) to the MutationObserver callback that sees the canvas DOM show it.
 *
 * "Ready" is from navigation to the canvas showing the top of the page with the main thread
 * idle (an idle callback runs). The editor draws the page's top-level blocks near the view
 * only (PageEditor.tsx), so the end of the page is measured apart: from scrolling the canvas
 * to its bottom to the last heading drawn. Puck alone draws every block before any shows: its
 * ready time is until the last heading is drawn.
 *
 * `BENCH_EDITOR_PROFILE=1` also profiles opening the 2,000-component page and the keystrokes
 * there with a readable build of the admin bundle (see editor-profile.ts) and prints where the
 * time goes; `BENCH_EDITOR_PROFILE=only` does only that.
 */
import { recordResults } from './results';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../test/support/browser';
import { startServer, type RunningServer } from '../test/support/server';
import { generatePage } from './trees';
import type { Node } from '../src/core/node';
import { buildReadableEditor, formatProfile, profile, serveReadable } from './editor-profile';
import { serveBarePuck } from './editor-baseline';

// Functions passed to page.evaluate declare no named local functions: tsx would wrap them in a
// helper that does not exist in the page.
const PASSWORD = 'bench admin password';
const WARM_UP = 3;
const KEYSTROKES = 21;
const ACTION_RUNS = 5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const median = (values: number[]) => percentile(values, 50);
const verdict = (value: number, target: number) => `(target <= ${target}) ${value <= target ? 'met' : 'MISSED'}`;

interface BenchPage {
  id: string;
  size: number;
  headings: number;
  tree: Node;
}

async function createPage(server: RunningServer, token: string, size: number): Promise<BenchPage> {
  const tree = generatePage(size);
  const created = await fetch(`${server.origin()}/api/cms/sites/nyse/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: `/bench-editor-${size}`, title: `Editor benchmark, ${size} components`, tree }),
  });
  if (!created.ok) throw new Error(`Could not create the benchmark page: ${await created.text()}`);
  const { document } = (await created.json()) as { document: { id: string } };
  return { id: document.id, size, tree, headings: JSON.stringify(tree).match(/"name":"heading"/g)!.length };
}

/**
 * Opens the editor on `doc`; resolves with the ms until the canvas shows the page's first
 * heading and the main thread has been idle once (the editor answers input).
 */
async function open(page: Page, origin: string, doc: BenchPage): Promise<number> {
  const t0 = Date.now();
  await page.goto(`${origin}/admin/sites/nyse/documents/${doc.id}`);
  await heading(page, 'Section 0').waitFor({ timeout: 300_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 60_000 })));
  return Date.now() - t0;
}

/** Opens Puck alone at `url`; resolves with the ms until its canvas holds every heading of `doc`. */
async function openWhole(page: Page, url: string, doc: BenchPage): Promise<number> {
  const t0 = Date.now();
  await page.goto(url);
  await page.frameLocator('#preview-frame').locator('.t-heading').nth(doc.headings - 1).waitFor({ timeout: 300_000 });
  return Date.now() - t0;
}

/** Scrolls the canvas to its bottom; resolves with the ms until the page's last heading is drawn. */
async function scrollToEnd(page: Page, doc: BenchPage): Promise<number> {
  const last = `Section ${doc.headings - 1}`;
  return page.evaluate(
    async ({ last }) => {
      const win = document.querySelector<HTMLIFrameElement>('#preview-frame')!.contentWindow!;
      const start = performance.now();
      while (![...win.document.querySelectorAll('.t-heading')].some((el) => el.textContent === last)) {
        if (performance.now() - start > 30_000) throw new Error(`The canvas never showed "${last}"`);
        // Estimated heights are corrected as blocks are drawn: keep at the bottom until the last one is there.
        win.scrollTo(0, win.document.documentElement.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return performance.now() - start;
    },
    { last },
  );
}

/** Waits until the main thread has had an idle moment: the previous action's effects are done. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
}

function heading(page: Page, text: string) {
  return page.frameLocator('#preview-frame').locator('.t-heading').filter({ hasText: new RegExp(`^${text}$`) });
}

interface Typing {
  /** The heading's node id. */
  id: string;
  /** What its Text field holds now. */
  text: string;
}

/** Selects the heading `text` and puts the caret at the end of its Text field. */
export async function focusHeadingText(page: Page, text: string): Promise<Typing> {
  await heading(page, text).first().click();
  const id = await page.evaluate((text) => {
    const doc = document.querySelector<HTMLIFrameElement>('#preview-frame')!.contentDocument!;
    const h = [...doc.querySelectorAll('.t-heading')].find((el) => el.textContent === text)!;
    return h.closest('[data-puck-component]')!.getAttribute('data-puck-component')!;
  }, text);
  // A text field or, for longer text, a textarea.
  const input = page.locator(':is(input, textarea)[name="text"]:visible').first();
  await input.click();
  await page.keyboard.press('ControlOrMeta+End');
  return { id, text: await input.inputValue() };
}

/**
 * Types `x` one key at a time into the focused Text field; each keystroke's latency is from
 * its keydown to the canvas heading showing the new text. The first `warmUp` are not counted.
 */
export async function typeKeys(page: Page, typing: Typing, { count = KEYSTROKES, warmUp = WARM_UP } = {}): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < warmUp + count; i++) {
    typing.text += 'x';
    await settle(page);
    await page.evaluate(
      ({ id, expected }) => {
        const doc = document.querySelector<HTMLIFrameElement>('#preview-frame')!.contentDocument!;
        const w = window as unknown as { __benchLatency: Promise<number> };
        w.__benchLatency = new Promise<number>((resolve, reject) => {
          let start: number | undefined;
          addEventListener('keydown', (e) => (start ??= e.timeStamp), { capture: true, once: true });
          const selector = `[data-puck-component="${id}"] > .t-heading`;
          const observer = new MutationObserver(() => {
            if (start === undefined || doc.querySelector(selector)?.textContent !== expected) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            reject(new Error(`The canvas never showed "${expected}"`));
          }, 10_000);
        });
      },
      { id: typing.id, expected: typing.text },
    );
    await page.keyboard.type('x');
    const ms = await page.evaluate(() => (window as unknown as { __benchLatency: Promise<number> }).__benchLatency);
    if (i >= warmUp) latencies.push(ms);
  }
  return latencies;
}

/**
 * Arms a watch for the next click in the canvas: resolves with the ms from that click to the
 * canvas holding `expected` copies of the heading `text` in the heading's drop zone.
 */
async function armActionWatch(page: Page, text: string, expected: number): Promise<void> {
  await page.evaluate(
    ({ text, expected }) => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview-frame')!;
      const doc = frame.contentDocument!;
      const h = [...doc.querySelectorAll('.t-heading')].find((el) => el.textContent === text)!;
      const zone = h.closest('[data-puck-component]')!.parentElement!;
      // The click's timestamp is on the frame's clock; the observer reads this window's.
      const offset = frame.contentWindow!.performance.timeOrigin - performance.timeOrigin;
      const w = window as unknown as { __benchLatency: Promise<number> };
      w.__benchLatency = new Promise<number>((resolve, reject) => {
        let start: number | undefined;
        doc.addEventListener('click', (e) => (start ??= e.timeStamp + offset), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (start === undefined) return;
          if ([...zone.children].filter((c) => c.querySelector(':scope > .t-heading')?.textContent === text).length !== expected) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(doc.body, { subtree: true, childList: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The canvas never showed ${expected} of "${text}"`));
        }, 10_000);
      });
    },
    { text, expected },
  );
}

/** Duplicates a heading with the action bar, then deletes the copy (Puck selects it): the page keeps its size. */
export async function actionLatencies(page: Page, runs = ACTION_RUNS, warmUp = 1): Promise<{ duplicate: number[]; remove: number[] }> {
  const canvas = page.frameLocator('#preview-frame');
  const duplicate: number[] = [];
  const remove: number[] = [];
  // The same heading every run (the copy is deleted each time): one near the top, which every canvas draws.
  const text = 'Section 1';
  for (let run = 0; run < runs + warmUp; run++) {
    await heading(page, text).click();
    await canvas.locator('button[title="Duplicate"]').first().waitFor();
    await settle(page);
    await armActionWatch(page, text, 2);
    await canvas.locator('button[title="Duplicate"]').first().click();
    const dup = await page.evaluate(() => (window as unknown as { __benchLatency: Promise<number> }).__benchLatency);
    await settle(page);
    await armActionWatch(page, text, 1);
    await canvas.locator('button[title="Delete"]').first().click();
    const del = await page.evaluate(() => (window as unknown as { __benchLatency: Promise<number> }).__benchLatency);
    if (run >= warmUp) {
      duplicate.push(dup);
      remove.push(del);
    }
  }
  return { duplicate, remove };
}

/** Lets autosave finish so the next measure does not share the thread with it. */
async function waitSaved(page: Page): Promise<void> {
  await page
    .getByTestId('save-status')
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `maxRatio`: the most ours may take as a share of Puck alone's median (issue 24: 0.5 at 2,000). */
function keystrokeLine(size: number, latencies: number[], target: number, puckAlone: number[], maxRatio?: number): string {
  const p50 = median(latencies);
  const ratio = p50 / median(puckAlone);
  const ratioVerdict = maxRatio === undefined ? '' : ` (target <= ${maxRatio}) ${ratio <= maxRatio ? 'met' : 'MISSED'}`;
  return (
    `    keystroke → canvas at ${size.toLocaleString('en')}: median ${ms(p50)}, p95 ${ms(percentile(latencies, 95))} over ${latencies.length} keystrokes ${verdict(p50, target)}; ` +
    `Puck alone: median ${ms(median(puckAlone))}, p95 ${ms(percentile(puckAlone, 95))}; ours ${ratio.toFixed(2)} × Puck alone${ratioVerdict}`
  );
}

/** `maxRatio`: the most ours may take as a share of Puck alone's median (issue 39: delete ≤ Puck alone). */
function actionLine(name: string, latencies: number[], puckAlone: number[], maxRatio?: number): string {
  const p50 = median(latencies);
  const ratio = p50 / median(puckAlone);
  const ratioVerdict = maxRatio === undefined ? '' : ` (target <= ${maxRatio}) ${ratio <= maxRatio ? 'met' : 'MISSED'}`;
  return (
    `    ${name} → canvas at 500: median ${ms(p50)} of ${latencies.map((v) => v.toFixed(0)).join(', ')} ${verdict(p50, 100)}; ` +
    `Puck alone: median ${ms(median(puckAlone))}; ours ${ratio.toFixed(2)} × Puck alone${ratioVerdict}`
  );
}

async function newEditorPage(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.request.post(`${origin}/api/cms/login`, { data: { email: 'admin@tessera.local', password: PASSWORD } });
  // Warm the lazily built editor bundle so the ready time is the editor's, not the build's.
  await context.request.get(`${origin}/admin`, { timeout: 180_000 });
  return { context, page: await context.newPage() };
}

export async function editorBench(): Promise<void> {
  const server = await startServer({ adminPassword: PASSWORD });
  let browser: Browser | undefined;
  try {
    const login = await fetch(`${server.origin()}/api/cms/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@tessera.local', password: PASSWORD, tokenType: 'bearer' }),
    });
    const { token } = (await login.json()) as { token: string };
    const small = await createPage(server, token, 500);
    const large = await createPage(server, token, 2000);

    browser = await launchBrowser();
    if (process.env.BENCH_EDITOR_PROFILE !== 'only') {
      const { context, page } = await newEditorPage(browser, server.origin());

      const readyTimes: number[] = [];
      for (let run = 0; run < 3; run++) readyTimes.push(await open(page, server.origin(), small));
      const end500 = await scrollToEnd(page, small);
      await open(page, server.origin(), small);
      const actions = await actionLatencies(page);
      const typed500 = await typeKeys(page, await focusHeadingText(page, 'Section 0'));
      await waitSaved(page);

      const ready2000 = await open(page, server.origin(), large);
      const end2000 = await scrollToEnd(page, large);
      await open(page, server.origin(), large);
      const typed2000 = await typeKeys(page, await focusHeadingText(page, 'Section 0'));
      await waitSaved(page);
      await context.close();

      // Puck alone on the same data: what no change of ours can go below.
      const bareContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const bare = await bareContext.newPage();
      const bareUrl = await serveBarePuck(bareContext, server.origin(), small.tree);
      const bareReady500 = await openWhole(bare, bareUrl, small);
      const bareActions = await actionLatencies(bare);
      const bareTyped500 = await typeKeys(bare, await focusHeadingText(bare, 'Section 0'));
      await bareContext.unrouteAll();
      await serveBarePuck(bareContext, server.origin(), large.tree);
      const bareReady2000 = await openWhole(bare, bareUrl, large);
      const bareTyped2000 = await typeKeys(bare, await focusHeadingText(bare, 'Section 0'));
      await bareContext.close();

      const ready = median(readyTimes);
      console.log('(c) editor in headless Chromium, generated pages of 500 and 2,000 components');
      console.log(
        `    ready (the top of the page on the canvas, main thread idle) at 500: median ${ready} ms of ${readyTimes.join(', ')} ${verdict(ready, 2000)}; ` +
          `at 2,000: ${ready2000} ms ${verdict(ready2000, 8000)}`,
      );
      console.log(
        `    the end of the page drawn after scrolling the canvas there: ${end500.toFixed(0)} ms at 500, ${end2000.toFixed(0)} ms at 2,000; ` +
          `Puck alone draws every block before showing any: ${bareReady500} ms at 500, ${bareReady2000} ms at 2,000`,
      );
      console.log(keystrokeLine(500, typed500, 30, bareTyped500));
      console.log(keystrokeLine(2000, typed2000, 60, bareTyped2000, 0.5));
      console.log(actionLine('duplicate', actions.duplicate, bareActions.duplicate));
      console.log(actionLine('delete', actions.remove, bareActions.remove, 1));
      await recordResults('editor', {
        readyMs500: ready,
        readyMs2000: ready2000,
        readyMeans: 'top of the page on the canvas, main thread idle',
        endShownMs500: end500,
        endShownMs2000: end2000,
        readyMs500PuckAlone: bareReady500,
        readyMs2000PuckAlone: bareReady2000,
        keystrokeMs500: median(typed500),
        keystrokeMs500PuckAlone: median(bareTyped500),
        keystrokeMs2000: median(typed2000),
        keystrokeMs2000PuckAlone: median(bareTyped2000),
        keystrokeRatio2000: median(typed2000) / median(bareTyped2000),
        duplicateMs500: median(actions.duplicate),
        duplicateMs500PuckAlone: median(bareActions.duplicate),
        deleteMs500: median(actions.remove),
        deleteMs500PuckAlone: median(bareActions.remove),
        deleteRatio500: median(actions.remove) / median(bareActions.remove),
      });
    }

    if (process.env.BENCH_EDITOR_PROFILE) {
      const bundle = await buildReadableEditor();
      const { context: profiled, page: readable } = await newEditorPage(browser, server.origin());
      await serveReadable(readable, bundle);
      await open(readable, server.origin(), large);
      let opened = 0;
      const openSummary = await profile(profiled, readable, bundle, 'open', 1, async () => {
        opened = await open(readable, server.origin(), large);
      });
      console.log(`    profile of opening the page of 2,000 (readable build, served by the bench; ready there in ${opened} ms):`);
      for (const line of formatProfile(openSummary)) console.log(line);
      const typing = await focusHeadingText(readable, 'Section 1');
      await typeKeys(readable, typing, { count: 0 });
      let typed: number[] = [];
      const summary = await profile(profiled, readable, bundle, 'keystroke', KEYSTROKES, async () => {
        typed = await typeKeys(readable, typing, { warmUp: 0 });
      });
      console.log(`    profile of ${KEYSTROKES} keystrokes at 2,000 (readable build; keystroke → canvas there: median ${median(typed).toFixed(1)} ms):`);
      for (const line of formatProfile(summary)) console.log(line);

      // Duplicate and delete at 500: the actions where ours was slower than Puck alone.
      await open(readable, server.origin(), small);
      await actionLatencies(readable, 0);
      let actions = { duplicate: [] as number[], remove: [] as number[] };
      const actionSummary = await profile(profiled, readable, bundle, 'duplicate + delete', ACTION_RUNS, async () => {
        actions = await actionLatencies(readable, ACTION_RUNS, 0);
      });
      console.log(
        `    profile of ${ACTION_RUNS} duplicates and deletes at 500 (readable build; duplicate median ${median(actions.duplicate).toFixed(1)} ms, delete ${median(actions.remove).toFixed(1)} ms):`,
      );
      for (const line of formatProfile(actionSummary)) console.log(line);
      await profiled.close();
    }
  } finally {
    await browser?.close();
    await server.close();
  }
}
