import type { TestProject } from 'vitest/node';
import { startPostgres } from '../support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the harness PostgreSQL server (superuser `postgres`, database `postgres`). */
    postgresUrl: string;
  }
}

/**
 * Starts a throw-away PostgreSQL for the run (`startPostgres`: initdb in a temporary
 * directory, its own port); stopped and removed on teardown.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.destroy('fast');
}
