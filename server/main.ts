/**
 * Entry point (`npm run serve`, and `npm start` after the build): config -> database (open,
 * migrate, seed) -> app -> listen (the game provider's site on its own port, then the app),
 * then a line saying where each is. SIGINT/SIGTERM stop accepting,
 * close sockets, Fastify and the database, and exit 0; a stuck shutdown is cut off at 10 s.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfigOrExit, urlHost } from './config';
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

function describeGameProvider(config: Config): string {
  const { origin, port, casinoOrigins } = config.gameProvider;
  const line = `Game provider sandbox at ${origin} (port ${port})`;
  const site = new URL(casinoOrigins[0] ?? origin);
  if (new URL(origin).hostname !== site.hostname) return line;
  // Cookies are per host, not per port: the provider ignores the site's, but should not get them.
  return `${line}; it shares the site's host name, so browsers send it the site's cookies: give it a host of its own with GAME_PROVIDER_ORIGIN`;
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfigOrExit(env);
  if (config.gameProvider.port === 0) {
    // Its port would be as random as the app's, and its launch URLs would not know it.
    console.error('Configuration error: GAME_PROVIDER_PORT: set it when PORT is 0');
    process.exit(1);
  }
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
    // The provider's site first: once the app answers, its game frames load too.
    await app.gameProvider.site.listen({ host: config.host, port: config.gameProvider.port });
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
    console.log(describeGameProvider(config));
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
