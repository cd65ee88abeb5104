/**
 * A PostgreSQL started for a bench run and brought to a first start's state (migrations, the
 * eight sites, the demo content), as the workers and mixed-load benches both need it.
 */
import { bootstrap } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
import { openDb } from '../src/store';
import { NOTICE_DOCUMENT_CACHE } from '../test/support/notice-document-cache';
import { startPostgres, type PostgresServer } from '../test/support/postgres';

export async function seededPostgres({ adminPassword, visitorPassword }: { adminPassword: string; visitorPassword?: string }): Promise<PostgresServer> {
  const pg = await startPostgres();
  try {
    const db = await openDb({ databaseUrl: pg.url });
    try {
      await bootstrap(db, { registry, adminEmail: 'admin@tessera.local', adminPassword, ...(visitorPassword ? { visitorPassword } : {}), noticeDocumentCache: NOTICE_DOCUMENT_CACHE });
    } finally {
      await db.close();
    }
    return pg;
  } catch (error) {
    await pg.destroy();
    throw error;
  }
}
