import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { openPostgres } from '../../src/store';
import { NOTICE_DOCUMENT_CACHE } from '../support/notice-document-cache';
import { startPostgres } from '../support/postgres';
import { SCALE_ACCOUNTS, SCALE_TEMPLATE_DB } from '../support/scale-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The scale suite's PostgreSQL (superuser `postgres`, database `postgres`); it holds SCALE_TEMPLATE_DB. */
    scalePostgresUrl: string;
  }
}

/**
 * Starts the scale suite's PostgreSQL and migrates and seeds one database as a first start
 * does (the demo content, SCALE_ACCOUNTS' passwords, no site needing approval); each test
 * file's stack runs on a copy of it (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    const admin = await openPostgres({ databaseUrl: server.url, max: 1 });
    await admin.query(`CREATE DATABASE ${SCALE_TEMPLATE_DB}`);
    await admin.close();
    const url = new URL(server.url);
    url.pathname = `/${SCALE_TEMPLATE_DB}`;
    const db = await openPostgres({ databaseUrl: url.toString(), max: 2 });
    try {
      await bootstrap(db, {
        registry,
        adminEmail: SCALE_ACCOUNTS.admin.email,
        adminPassword: SCALE_ACCOUNTS.admin.password,
        visitorPassword: SCALE_ACCOUNTS.member.password,
        noticeDocumentCache: NOTICE_DOCUMENT_CACHE,
      });
      await db.query('UPDATE sites SET needs_approval = false');
    } finally {
      await db.close();
    }
  } catch (error) {
    await server.destroy('immediate');
    throw error;
  }
  project.provide('scalePostgresUrl', server.url);
  return () => server.destroy('fast');
}
