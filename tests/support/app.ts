/**
 * One server test context per test file: a temporary DATA_DIR, one database (opening one is
 * the slow part, so files whose routes never query it go without), and any number of apps
 * built on it with different environments.
 */

import { buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from './database';
import { makeTempDir } from './temp-dir';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

export interface TestContext {
  dataDir: string;
  database: Database;
  /** Builds an app on the shared database; closed by `close()`. */
  app(env?: NodeJS.ProcessEnv, database?: Database): Promise<FastifyInstance>;
  config(env?: NodeJS.ProcessEnv): Config;
  close(): Promise<void>;
}

/**
 * For files that test HTTP plumbing only: any query fails loudly, so a test that starts to
 * depend on the database has to say so by opening one. The health ping answers true.
 */
function noDatabase(): Database {
  const refuse = () => {
    throw new Error('This test file runs without a database: use createTestContext(name) instead.');
  };
  const db = new Proxy({}, { get: refuse });
  // Only `db`, `driver`, `ping` and `close` are reachable from the app; the rest is never read.
  return {
    db,
    driver: 'pglite',
    location: null,
    ping: async () => true,
    close: async () => {},
  } as unknown as Database;
}

export interface TestContextOptions {
  /** False for files whose routes never touch the database; saves ~2 s of PGlite start-up. */
  database?: boolean;
}

export async function createTestContext(
  name: string,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dir = makeTempDir(name);
  const apps: FastifyInstance[] = [];
  let database: Database;
  try {
    database = options.database === false ? noDatabase() : await openTestDatabase(dir.path);
  } catch (error) {
    dir.remove();
    throw error;
  }
  const config = (env: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir.path,
      // A folder that does not exist: the client is "not built" unless a test says otherwise.
      STATIC_DIR: `${dir.path}/no-client`,
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      ...env,
    });
  return {
    dataDir: dir.path,
    database,
    config,
    async app(env, db = database) {
      const app = await buildApp({ config: config(env), database: db });
      apps.push(app);
      await app.ready();
      return app;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      dir.remove();
    },
  };
}

/**
 * A CSRF cookie and its matching header, as the client sends them (double-submit: any
 * well-formed token works as long as the two match).
 */
export const TEST_CSRF_TOKEN = 'test-csrf-token-0123456789';
export const CSRF_COOKIES = { kb_csrf: TEST_CSRF_TOKEN } as const;
export const CSRF_HEADERS = { 'x-csrf-token': TEST_CSRF_TOKEN } as const;
