/**
 * Entry point (`npm run serve`, and `npm start` after the build): config -> database (open,
 * migrate, seed) -> app -> listen, then one line saying where. SIGINT/SIGTERM stop accepting,
 * close sockets, Fastify and the database, and exit 0; a stuck shutdown is cut off at 10 s.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfigOrExit, urlHost } from './config';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { describeDemoAccounts, seedDemoAccounts } from './modules/account/demo-accounts';
import { resolveOperatorToken } from './modules/operator/token';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeDatabase(database: Database): string {
  return database.driver === 'pglite' ? `pglite at ${database.location}` : 'postgres';
}

function handleSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfigOrExit(env);
  let database: Database | undefined;
  try {
    database = await openDatabase(config, {
      onPoolError: (error) => console.error('PostgreSQL connection error:', error.message),
    });
    await runMigrations(database);
    await seedDatabase(database.db);
    if (config.demoAccounts) await seedDemoAccounts(database.db);
    const operatorToken = resolveOperatorToken(config);
    const app = await buildApp({ config, database, operatorToken });
    await app.listen({ host: config.host, port: config.port });
    // The first visitor should not wait for the catalogue to load and compress (about a second).
    app.catalogue.essentials(null).catch((error: unknown) => {
      app.log.warn({ err: error }, 'catalogue warm-up failed; the first request retries');
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `KadiBet is running at http://${urlHost(config.host)}:${port} (database: ${describeDatabase(database)})`,
    );
    if (config.demoAccounts) console.log(describeDemoAccounts());
    if (operatorToken.source === 'generated') {
      console.log(`Operator token generated and stored in ${operatorToken.path}`);
    }
    handleSignals(app, database);
  } catch (error) {
    console.error('KadiBet failed to start:', error instanceof Error ? error.message : error);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

const isEntry =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) await main();
