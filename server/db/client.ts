/**
 * Database: the Drizzle schema (schema/), drizzle-kit migrations (migrations/), running them
 * (migrate.ts), first-start data (seed.ts). This file opens it: embedded PGlite under
 * DATA_DIR/pglite by default, a PostgreSQL pool when DATABASE_URL is set. Both yield the
 * same Drizzle type, so repositories never know which.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDirLock } from './dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories receive: works the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver-specific handles, for the few places (migrations) that need them. */
export type DriverHandle =
  | { driver: 'pglite'; client: PGlite; db: PgliteDatabase<Schema> }
  | { driver: 'postgres'; pool: pg.Pool; db: NodePgDatabase<Schema> };

export interface Database {
  db: Db;
  driver: DriverHandle['driver'];
  /** Absolute data folder for PGlite; null for PostgreSQL (the URL may hold a password). */
  location: string | null;
  handle: DriverHandle;
  /** True when a trivial query succeeds; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** Reports errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
  /**
   * How long a statement may wait for one of the pool's connections before it fails
   * (PostgreSQL only). The server keeps the default: a request queued longer has already
   * failed its player.
   */
  connectionTimeoutMs?: number;
}

const CONNECTION_TIMEOUT_MS = 5_000;

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite(join(config.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  // PGlite is single-process: a second server on the same folder would corrupt it.
  const lock = acquireDirLock(join(dir, '..', 'pglite.lock'));
  let client: PGlite;
  try {
    client = await PGlite.create(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return finish({ driver: 'pglite', client, db }, dir, async () => {
    await client.close();
    lock.release();
  });
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    // Fail at boot with the driver's own message rather than on the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return finish({ driver: 'postgres', pool, db }, null, () => pool.end());
}

function finish(
  handle: DriverHandle,
  location: string | null,
  close: () => Promise<void>,
): Database {
  const db: Db = handle.db;
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: handle.driver,
    location,
    handle,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}
