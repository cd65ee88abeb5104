/**
 * Where an editor action's main-thread time goes (a keystroke, a duplicate, a delete): a
 * readable (non-minified) build of the admin bundle served in place of the minified one, the
 * V8 sampling profiler over a run of actions, and self time aggregated by function and by the
 * package or folder it comes from.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';

const ENTRY = fileURLToPath(new URL('../src/editor/main.client.tsx', import.meta.url));

/** The bundle's module boundaries: esbuild heads each module with a `// path` line when not minifying. */
interface Bundle {
  js: string;
  starts: { line: number; path: string }[];
}

/** The admin bundle as `src/server/editor-assets.ts` builds it, minus minification. */
export async function buildReadableEditor(): Promise<Bundle> {
  const result = await build({
    entryPoints: [ENTRY],
    entryNames: 'admin',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: false,
    write: false,
    outdir: '/admin-build',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file' },
    logLevel: 'silent',
  });
  const file = result.outputFiles.find((f) => f.path.endsWith('/admin.js'));
  if (!file) throw new Error('The readable build has no admin.js');
  const js = file.text;
  const starts: Bundle['starts'] = [];
  js.split('\n').forEach((text, line) => {
    const match = /^\/\/ ((?:node_modules|src)\/\S+)$/.exec(text);
    if (match) starts.push({ line, path: match[1]! });
  });
  return { js, starts };
}

/** Serves the readable bundle to `page` wherever it asks for the admin script. */
export async function serveReadable(page: Page, bundle: Bundle): Promise<void> {
  await page.route(/\/admin\/assets\/[^/]+\/admin\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: bundle.js }),
  );
}

function moduleAt(bundle: Bundle, line: number): string {
  let lo = 0;
  let hi = bundle.starts.length - 1;
  let found = '(bundle prelude)';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (bundle.starts[mid]!.line <= line) {
      found = bundle.starts[mid]!.path;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The owner people would name: ours by folder, a dependency by package. */
export function ownerOf(path: string): string {
  if (path.startsWith('src/editor/page-editor/')) return 'ours: src/editor/page-editor';
  if (path.startsWith('src/')) return `ours: ${path.split('/').slice(0, 2).join('/')}`;
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path;
  if (pkg === 'react-dom' || pkg === 'react' || pkg === 'scheduler') return 'React (react-dom, scheduler)';
  if (pkg === '@puckeditor/core') return 'Puck (@puckeditor/core)';
  return pkg;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** What was profiled, for the printed lines ("keystroke", "duplicate + delete"). */
  unit: string;
  /** How many `unit`s the run performed: every figure is per one. */
  count: number;
  /** Non-idle main-thread ms per action, by owner. */
  byOwner: { owner: string; ms: number }[];
  /** Top functions by self time per action. */
  byFunction: { name: string; module: string; owner: string; ms: number }[];
  /** Self time per action by module file, ours only. */
  ourFiles: { module: string; ms: number }[];
  /** Time per action inside each of our functions, callees included (recursion counted once). */
  ourInclusive: { name: string; module: string; ms: number }[];
  totalMs: number;
}

/**
 * Profiles `run` (which performs `count` actions of `unit`) in `page` and aggregates self time.
 * Samples every 100 µs; the canvas iframe is same-origin, so its work is on this thread too.
 */
export async function profile(context: BrowserContext, page: Page, bundle: Bundle, unit: string, count: number, run: () => Promise<void>): Promise<ProfileSummary> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();

  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) {
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + ms);
  }
  const owners = new Map<string, number>();
  const functions = new Map<string, { name: string; module: string; owner: string; ms: number }>();
  const files = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const { callFrame } = nodes.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    total += ms;
    let module: string;
    let owner: string;
    if (callFrame.url.endsWith('/admin.js')) {
      module = moduleAt(bundle, callFrame.lineNumber);
      owner = ownerOf(module);
      if (owner.startsWith('ours')) files.set(module, (files.get(module) ?? 0) + ms);
    } else if (callFrame.functionName.startsWith('(')) {
      module = '';
      owner = `V8 ${callFrame.functionName}`;
    } else {
      module = callFrame.url || '(native)';
      owner = callFrame.url ? 'other scripts' : 'browser built-ins (DOM, JSON, ...)';
    }
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'}${module ? `:${callFrame.lineNumber + 1}` : ''}`;
    const key = `${name}@${module}`;
    const entry = functions.get(key) ?? { name, module, owner, ms: 0 };
    entry.ms += ms;
    functions.set(key, entry);
  }
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map<string, { name: string; module: string; ms: number }>();
  for (const [id, ms] of self) {
    if (nodes.get(id)!.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = nodes.get(at)!;
      if (!callFrame.url.endsWith('/admin.js')) continue;
      const module = moduleAt(bundle, callFrame.lineNumber);
      if (!ownerOf(module).startsWith('ours')) continue;
      const name = `${callFrame.functionName || '(anonymous)'}:${callFrame.lineNumber + 1}`;
      const key = `${name}@${module}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = inclusive.get(key) ?? { name, module, ms: 0 };
      entry.ms += ms;
      inclusive.set(key, entry);
    }
  }
  const per = (ms: number) => ms / count;
  return {
    unit,
    count,
    totalMs: per(total),
    byOwner: [...owners].map(([owner, ms]) => ({ owner, ms: per(ms) })).sort((a, b) => b.ms - a.ms),
    byFunction: [...functions.values()].map((f) => ({ ...f, ms: per(f.ms) })).sort((a, b) => b.ms - a.ms).slice(0, 30),
    ourFiles: [...files].map(([module, ms]) => ({ module, ms: per(ms) })).sort((a, b) => b.ms - a.ms),
    ourInclusive: [...inclusive.values()].map((f) => ({ ...f, ms: per(f.ms) })).sort((a, b) => b.ms - a.ms).slice(0, 15),
  };
}

/** The summary as printed lines. */
export function formatProfile(s: ProfileSummary): string[] {
  const lines = [`    main-thread CPU per ${s.unit} (non-idle samples): ${s.totalMs.toFixed(1)} ms over ${s.count}`];
  for (const o of s.byOwner.filter((o) => o.ms >= 0.05)) lines.push(`      ${o.ms.toFixed(2).padStart(7)} ms  ${o.owner}`);
  lines.push('    ours by file:');
  for (const f of s.ourFiles.filter((f) => f.ms >= 0.01)) lines.push(`      ${f.ms.toFixed(2).padStart(7)} ms  ${f.module}`);
  lines.push('    ours, callees included:');
  for (const f of s.ourInclusive) lines.push(`      ${f.ms.toFixed(2).padStart(7)} ms  ${f.name}  [${f.module}]`);
  lines.push('    top functions by self time (name:line of the readable bundle):');
  for (const f of s.byFunction.slice(0, 25)) lines.push(`      ${f.ms.toFixed(2).padStart(7)} ms  ${f.name}  [${f.owner}${f.module ? ` · ${f.module}` : ''}]`);
  return lines;
}
