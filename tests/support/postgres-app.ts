/**
 * The app on a throwaway PostgreSQL, for the race and crash tests of money (PGlite serialises
 * every transaction and hides races). Registers the calling file's beforeAll/afterAll: start the
 * server, migrate and seed, build the app; afterwards run `beforeClose` (e.g. a ledger audit),
 * then close everything. The getters throw until beforeAll has run.
 */
import type { Database } from '@server/db/client';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDatabase } from '@server/db/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './app';
import { startPostgres, type TestPostgres } from './postgres';

export interface PostgresApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /**
   * Another app on the same PostgreSQL with its own connection pool, as a second server
   * process would be (its in-process state — queues, caches — is its own). Closed afterwards.
   */
  anotherApp(): Promise<FastifyInstance>;
}

export interface PostgresAppOptions {
  /** Environment of the app besides DATABASE_URL. */
  env?: NodeJS.ProcessEnv;
  /** Runs after the file's tests, before anything closes. */
  beforeClose?: (database: Database) => Promise<void>;
}

export function appOnPostgres(name: string, options: PostgresAppOptions = {}): PostgresApp {
  let server: TestPostgres | undefined;
  let database: Database | undefined;
  let ctx: TestContext | undefined;
  let app: FastifyInstance | undefined;
  const others: Database[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(name, { database: false });
    server = await startPostgres();
    database = await openDatabase({ dataDir: ctx.dataDir, databaseUrl: server.url });
    await runMigrations(database);
    await seedDatabase(database.db);
    app = await ctx.app({ ...options.env, DATABASE_URL: server.url }, database);
  }, 120_000);

  afterAll(async () => {
    if (database && options.beforeClose) await options.beforeClose(database);
    await ctx?.close();
    await Promise.all(others.map((other) => other.close()));
    await database?.close();
    await server?.stop();
  });

  return {
    get app() {
      if (!app) throw new Error(`${name}: the app is built in beforeAll`);
      return app;
    },
    async anotherApp() {
      if (!ctx || !server) throw new Error(`${name}: the server starts in beforeAll`);
      const own = await openDatabase({ dataDir: ctx.dataDir, databaseUrl: server.url });
      others.push(own);
      return ctx.app({ ...options.env, DATABASE_URL: server.url }, own);
    },
    get database() {
      if (!database) throw new Error(`${name}: the database opens in beforeAll`);
      return database;
    },
  };
}
