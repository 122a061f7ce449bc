/**
 * Applies the drizzle-kit migrations in ./migrations at start, with the migrator of the active
 * driver. On PostgreSQL several processes may start at once, so one migrates while the others
 * wait on a session advisory lock and then find nothing left to do.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary but fixed: every KadiBet process must use the same key. */
const MIGRATION_LOCK_KEY = 7_362_401_903;

export async function runMigrations(database: Database): Promise<void> {
  const { handle } = database;
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // The lock is per session, so lock, migrate and unlock on one connection.
  const connection = await handle.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client: connection, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
