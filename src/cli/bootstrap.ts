import { randomBytes } from 'node:crypto';
import type { Registry } from '../core/component';
import { countDocuments, countUsers, createUser, migrate } from '../store';
import type { Db } from '../store/types';
import { installDemoContent, installSites } from './seed/install';
import { demoDocuments } from './seed/content';

export interface BootstrapResult {
  /** Set only on the start that created the first admin: show it once. */
  admin?: { email: string; password: string; generated: boolean };
  seeded: number;
}

/**
 * Brings a database to a usable state: migrated, the eight sites present, a first admin
 * and the demo content on an empty database. Safe to run on every start.
 */
export async function bootstrap(db: Db, { registry, adminEmail, adminPassword }: { registry: Registry; adminEmail: string; adminPassword?: string }): Promise<BootstrapResult> {
  await migrate(db);
  await installSites(db);
  const result: BootstrapResult = { seeded: 0 };
  if ((await countUsers(db)) === 0) {
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    await createUser(db, { email: adminEmail, name: 'Administrator', role: 'CMSTWO Admin', password });
    result.admin = { email: adminEmail, password, generated: adminPassword === undefined };
  }
  if ((await countDocuments(db)) === 0) {
    result.seeded = await installDemoContent(db, { registry, documents: demoDocuments() });
  }
  return result;
}
