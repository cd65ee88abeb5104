import { afterAll, beforeAll } from 'vitest';
import { migrate, openDb } from '../../src/store';
import { describeOperationsSuite } from '../support/operations-suite';
import { createDatabase, truncateAll } from './databases';

let database: Awaited<ReturnType<typeof createDatabase>>;

beforeAll(async () => {
  database = await createDatabase('tessera_operations');
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

describeOperationsSuite('documents, publishing and administration operations on PostgreSQL', async () => {
  const db = await openDb({ databaseUrl: database.url });
  await truncateAll(db);
  return db;
});
