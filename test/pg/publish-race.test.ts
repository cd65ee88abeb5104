import { afterAll, beforeAll } from 'vitest';
import { migrate, openDb } from '../../src/store';
import { describePublishRaceSuite } from '../support/publish-race-suite';
import { createDatabase, truncateAll } from './databases';

let database: Awaited<ReturnType<typeof createDatabase>>;

beforeAll(async () => {
  database = await createDatabase('tessera_publish_race');
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

describePublishRaceSuite('publishing against draft saves on PostgreSQL', async () => {
  const db = await openDb({ databaseUrl: database.url });
  await truncateAll(db);
  return db;
});
