import { composePage, publishedPage } from '../src/content';
import { renderBody } from '../src/render/page';
import { finishPage, preparePage } from '../src/server/render-page';
import type { RunningServer } from '../test/support/server';

function median(fn: () => void, minMs = 1500): number {
  for (let i = 0; i < 5; i++) fn();
  const samples: number[] = [];
  const until = performance.now() + minMs;
  while (performance.now() < until || samples.length < 20) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/**
 * In one process, the render work a gated page costs per request: finishing the kept, prepared
 * page with one visitor's gates, against rendering the whole page again (its partials already
 * loaded, so both sides are render work only).
 */
export async function gateRenderBench(server: RunningServer, { site, path }: { site: 'mersmembers'; path: string }): Promise<{ wholePageMs: number; gatesOnlyMs: number }> {
  const tessera = server.app;
  const page = await publishedPage(tessera.content, { site, path });
  if (!page) throw new Error(`No published page ${site}${path}`);
  const visitor = { roles: [{ appKey: 'ICE', role: 'Compliance US' }] };
  const prepared = preparePage(tessera, await composePage(tessera.content, { doc: page }));
  if (!prepared.personal) throw new Error(`${site}${path} holds no auth gate`);
  const wholePageMs = median(() => finishPage(tessera, { ...prepared, body: renderBody(prepared.input) }, visitor));
  const gatesOnlyMs = median(() => finishPage(tessera, prepared, visitor));
  return { wholePageMs, gatesOnlyMs };
}
