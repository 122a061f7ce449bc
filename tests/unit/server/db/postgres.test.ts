// @vitest-environment node
/**
 * The same migrations and the same app against a real PostgreSQL server and a fresh PGlite.
 * Fails (never skips) when PostgreSQL is not installed: CI installs Debian's postgresql.
 */

import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { games, pushVapidKeys } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { generateCatalogue } from '@server/modules/catalogue/generator/catalogue';
import { seedCatalogue } from '@server/modules/catalogue/seed';
import { ensureVapidKeys } from '@server/modules/push/repository';
import { startPostgres, type TestPostgres } from '@tests/support/postgres';
import { makeTempDir, type TempDir } from '@tests/support/temp-dir';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushKeyResponseSchema } from '@/contracts/push';
import { settingsSchemas } from '@/contracts/settings';

const rowsSchema = z.object({ rows: z.array(z.object({ table_name: z.string() })) });
const TABLES = [
  'auth_failures',
  'bonus_offers',
  'captcha_solutions',
  'catalogue_revision',
  'chat_messages',
  'chat_moderation_actions',
  'chat_sanctions',
  'coin_prices',
  'deposit_addresses',
  'deposits',
  'email_codes',
  'exchange_rates',
  'game_favorites',
  'game_providers',
  'game_rounds',
  'game_sessions',
  'game_tag_games',
  'game_tags',
  'games',
  'global_stats',
  'house_wallets',
  'identity_spent_tokens',
  'kyc_documents',
  'kyc_levels',
  'ledger_entries',
  'ledger_transactions',
  'linked_identities',
  'mail_outbox',
  'onramp_orders',
  'original_rounds',
  'player_balances',
  'player_bonuses',
  'player_tags',
  'promo_codes',
  'promo_redemptions',
  'push_subscriptions',
  'push_vapid_keys',
  'recovery_codes',
  'referral_commission_watermark',
  'rg_exclusions',
  'rg_limits',
  'rg_settings',
  'rounds',
  'seed_pairs',
  'sessions',
  'site_banners',
  'site_settings',
  'user_mutes',
  'users',
  'withdrawals',
];

let server: TestPostgres | undefined;
let postgres: Database | undefined;
let pglite: Database | undefined;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = makeTempDir('db');
  // Started together: initdb and PGlite's first open are the slow parts. Settled, not
  // Promise.all, so whichever did open is still closed in afterAll when the other fails.
  const [started, embedded] = await Promise.allSettled([
    startPostgres(),
    openDatabase({ dataDir: dataDir.path, databaseUrl: null }),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (embedded.status === 'fulfilled') pglite = embedded.value;
  if (started.status === 'rejected') throw started.reason;
  if (embedded.status === 'rejected') throw embedded.reason;
  if (!server) throw new Error('unreachable: PostgreSQL did not start');
  postgres = await openDatabase({ dataDir: dataDir.path, databaseUrl: server.url });
}, 120_000);

afterAll(async () => {
  await postgres?.close();
  await pglite?.close();
  await server?.stop();
  dataDir?.remove();
});

async function tables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  // Both drivers answer { rows }; the shared Drizzle type cannot say so.
  return rowsSchema.parse(result).rows.map((row) => row.table_name);
}

function required(database: Database | undefined): Database {
  if (!database) throw new Error('database did not open; see beforeAll');
  return database;
}

describe.each([
  ['postgres', () => required(postgres)],
  ['pglite', () => required(pglite)],
])('migrations on %s', (driver, database) => {
  it('creates every table, and running them again changes nothing', async () => {
    const db = database();
    expect(db.driver).toBe(driver);
    await runMigrations(db);
    await seedDatabase(db.db);
    expect(await tables(db)).toEqual(TABLES);
    await runMigrations(db);
    await seedDatabase(db.db);
    expect(await tables(db)).toEqual(TABLES);
    expect(await db.ping()).toBe(true);
  });
});

describe('PostgreSQL', () => {
  it('lets several processes migrate at once', async () => {
    // A database nobody migrated yet: on a migrated one there would be nothing to race for.
    await required(postgres).db.execute(sql`create database kadibet_concurrent`);
    const url = new URL(server?.url ?? '');
    url.pathname = '/kadibet_concurrent';
    const others = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ dataDir: dataDir.path, databaseUrl: url.href })),
    );
    try {
      await Promise.all(others.map((db) => runMigrations(db)));
      for (const db of others) expect(await tables(db)).toEqual(TABLES);
      // Three first starts on three connections: one VAPID key pair, the same for all.
      const keys = await Promise.all(others.map((db) => ensureVapidKeys(db.db)));
      expect(new Set(keys.map((pair) => pair.publicKey)).size).toBe(1);
      expect(await others[0]?.db.select().from(pushVapidKeys)).toHaveLength(1);
      // And one game catalogue: one process writes it, the others find it written.
      const seeded = await Promise.all(others.map((db) => seedCatalogue(db.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [counted] = (await others[0]?.db.select({ n: count() }).from(games)) ?? [];
      expect(counted?.n).toBe(generateCatalogue().games.length);
    } finally {
      await Promise.all(others.map((db) => db.close()));
    }
  });

  it('serves the settings endpoint', async () => {
    const db = required(postgres);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir.path,
      DATABASE_URL: server?.url,
      STATIC_DIR: `${dataDir.path}/no-client`,
      OPERATOR_TOKEN: 'postgres-test-operator-token-0123',
    });
    const app = await buildApp({ config, database: db });
    try {
      const patch = await app.inject({
        method: 'PATCH',
        url: '/api/operator/settings',
        headers: { authorization: 'Bearer postgres-test-operator-token-0123' },
        payload: { flags: { cashEnabled: false } },
      });
      expect(patch.statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
      expect(response.statusCode).toBe(200);
      const { settings } = settingsSchemas().response.parse(response.json());
      expect(settings.flags.cashEnabled).toBe(false);
      expect(settings.flags.mpesaEnabled).toBe(true);
      const key = await app.inject({ method: 'GET', url: '/api/push/key' });
      expect(pushKeyResponseSchema.parse(key.json()).publicKey).toMatch(/^[\w-]{87}$/);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().database).toEqual({ driver: 'postgres', ok: true });
    } finally {
      await app.close();
    }
  });
});
