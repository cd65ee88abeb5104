import { afterAll, beforeAll } from 'vitest';
import { migrate, openDb } from '../../src/store';
import { describeDraftSavesSuite } from '../support/draft-saves-suite';
import { createDatabase, truncateAll } from './databases';

let database: Awaited<ReturnType<typeof createDatabase>>;

beforeAll(async () => {
  database = await createDatabase('tessera_draft_saves');
  const db = await openDb({ databaseUrl: database.url });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
});

afterAll(async () => {
  await database?.drop();
});

describeDraftSavesSuite('draft saves on PostgreSQL', async () => {
  const db = await openDb({ databaseUrl: database.url });
  await truncateAll(db);
  return db;
});
