import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { ARCHIVE_FORMAT, HASHED_FIELDS } from './hash';
import { archiveAt } from './read';

/** One file of an export bundle. */
export interface BundleFile {
  name: string;
  content: string;
}

/** The one-line check of a bundle, run in its folder (README, cli README, docs). */
export const BUNDLE_CHECK = 'node check.mjs';

/**
 * The standalone checker: plain Node (18+), no packages. It recomputes every entry hash of the
 * chain from the site's first entry, each link, that the chain ends at this entry, and the HTML's
 * SHA-256; exit code 0 and "OK …", or 1 and what is broken.
 */
const CHECKER = `#!/usr/bin/env node
// Checks this Tessera archive bundle without Tessera: run \`${BUNDLE_CHECK}\` in this folder.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FORMAT = ${JSON.stringify(ARCHIVE_FORMAT)};
const FIELDS = ${JSON.stringify(HASHED_FIELDS)};
const dir = dirname(fileURLToPath(import.meta.url));
const read = (name) => readFileSync(join(dir, name));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const fail = (problem) => {
  console.error('BROKEN: ' + problem);
  process.exit(1);
};

const entry = JSON.parse(read('entry.json').toString('utf8'));
const chain = JSON.parse(read('chain.json').toString('utf8'));
let previous = null;
chain.forEach((e, i) => {
  const name = 'entry #' + e.seq + ' (' + e.path + ', ' + e.at + ')';
  if (e.seq !== i + 1) fail('entry #' + (i + 1) + ' of the chain is missing');
  if (e.prevHash !== previous) fail(name + ': its previous-entry hash does not match the entry before it');
  if (sha256(JSON.stringify([FORMAT, ...FIELDS.map((f) => e[f])])) !== e.hash) fail(name + ': its hash does not match its contents');
  previous = e.hash;
});
const last = chain[chain.length - 1];
if (!last || last.hash !== entry.hash) fail('the chain does not end at this entry');
for (const f of FIELDS) if (JSON.stringify(last[f]) !== JSON.stringify(entry[f])) fail('entry.json differs from the chain in ' + f);
if (entry.htmlSha256 !== null) {
  if (!existsSync(join(dir, 'page.html'))) fail('page.html is missing');
  if (sha256(read('page.html')) !== entry.htmlSha256) fail('page.html does not match the SHA-256 of the entry');
}
console.log('OK: ' + entry.site + ' ' + entry.path + ' as served from ' + entry.at + ' (entry #' + entry.seq + ' of ' + chain.length + ', hash ' + entry.hash + ')');
`;

function readme({ site, path, at, seq, hash }: { site: string; path: string; at: string; seq: number; hash: string }): string {
  return `# Tessera archive bundle: ${site} ${path}

What ${site} served at ${path} from ${at} (entry #${seq} of the site's archive chain).

- \`page.html\` — the HTML as visitors received it (its stylesheet and scripts are addressed, not included).
- \`entry.json\` — who published, approved and requested it, when, the HTML's SHA-256, the entry's hash.
- \`chain.json\` — every entry of the site's chain from its first up to this one (without HTML):
  each entry's hash covers its fields and the previous entry's hash.
- \`check.mjs\` — checks all of it with Node alone (no Tessera, no packages).

Check it (in this folder):

    ${BUNDLE_CHECK}

It prints \`OK: …\` and exits 0, or \`BROKEN: …\` naming the first thing that does not check out
and exits 1. Each hash is SHA-256 (hex) of \`JSON.stringify(["${ARCHIVE_FORMAT}", ...fields])\`
with the fields in the order \`check.mjs\` lists. Compare the head hash (${hash}) with one
recorded elsewhere (\`tessera archive verify\` prints each site's) to know the chain is the same.
`;
}

/**
 * The bundle of what a path served at an instant (NOT_FOUND when nothing was, ARCHIVE_RECORDING
 * while it is being recorded): the HTML as rebuilt from the record, its metadata, the chain of
 * hashes from the site's first entry up to it, a standalone checker and a README saying how to
 * run it.
 */
export async function exportArchive(ctx: ContentContext, { actor, site, path, at }: { actor: Actor; site: SiteId; path: string; at: Date }): Promise<BundleFile[]> {
  assertAllowed(mayEdit(actor, site), actor, 'read the archive', site);
  const view = await archiveAt(ctx, { actor, site, path, at });
  if (view.state === 'recording') throw new TesseraError('ARCHIVE_RECORDING', { path, site, at: at.toISOString(), since: view.pending[view.pending.length - 1]!.at });
  const { entry } = view;
  const chain: Record<string, unknown>[] = [];
  for (let afterSeq = 0; afterSeq < entry.seq; ) {
    const page = await store.archiveChainPage(ctx.db, { site, afterSeq, limit: 500, upToSeq: entry.seq, withHtml: false });
    if (page.length === 0) break;
    for (const e of page) chain.push(Object.fromEntries([...HASHED_FIELDS.map((f) => [f, e[f]]), ['hash', e.hash]]));
    afterSeq = page[page.length - 1]!.seq;
  }
  const { html, ...metadata } = entry;
  return [
    ...(html === null ? [] : [{ name: 'page.html', content: html }]),
    { name: 'entry.json', content: `${JSON.stringify(metadata, null, 2)}\n` },
    { name: 'chain.json', content: `${JSON.stringify(chain, null, 1)}\n` },
    { name: 'check.mjs', content: CHECKER },
    { name: 'README.md', content: readme(entry) },
  ];
}
