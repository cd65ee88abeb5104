import { openPglite } from '../src/store';
import { bootstrap } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
const t0 = Date.now();
const db = await openPglite();
const ta = Date.now(); const { loadAssets } = await import('../src/render/assets'); await loadAssets(registry); console.log('assets', Date.now()-ta);
const t1 = Date.now();
const r = await bootstrap(db, { registry, adminEmail: 'a@example.test', adminPassword: 'x'.repeat(20) });
const t2 = Date.now();
console.log('open', t1 - t0, 'bootstrap', t2 - t1, 'seeded', r.seeded);
const { rows } = await db.query<any>("select site, count(*)::int n, sum(length(html))::int bytes from archive_entries group by site order by site");
console.log(rows);
const x = await db.query<any>("select site, seq, path, kind, event, cause, at from archive_entries where site='nyse' order by seq limit 12");
console.log(x.rows);
try { await db.query("update archive_entries set path='/x' where seq=1"); console.log('UPDATE allowed!'); } catch (e) { console.log('update refused:', (e as Error).message); }
try { await db.query("delete from archive_entries where seq=1"); console.log('DELETE allowed!'); } catch (e) { console.log('delete refused:', (e as Error).message); }
await db.close();
