import { openPglite } from '../src/store';
import { bootstrap } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
import { composePage, createContentContext } from '../src/content';
import { archiveRenderer } from '../src/server/archive-renderer';
import { getPublishedPage } from '../src/store';
const db = await openPglite();
await bootstrap(db, { registry, adminEmail: 'a@example.test', adminPassword: 'x'.repeat(20) });
const r = archiveRenderer({ registry });
const ctx = createContentContext({ db, registry, archive: r });
const { rows } = await db.query<any>("select site, published_path path from documents where published_path is not null");
await r.render({ page: await composePage(ctx, { doc: (await getPublishedPage(db, rows[0]))! }), site: { name: 'x' } });
let tc = 0, tr = 0;
for (let k = 0; k < 3; k++) for (const row of rows) {
  const a = performance.now();
  const page = await composePage(ctx, { doc: (await getPublishedPage(db, row))! });
  const b = performance.now();
  await r.render({ page, site: { name: 'x' } });
  tc += b - a; tr += performance.now() - b;
}
console.log('pages', rows.length, 'compose ms/page', (tc / rows.length / 3).toFixed(1), 'render ms/page', (tr / rows.length / 3).toFixed(1));
await db.close();
