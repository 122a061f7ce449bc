// @vitest-environment node
/** The VAPID key pair: generated once, at the first start, and the same forever after. */

import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { pushVapidKeys } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { ensureVapidKeys, type VapidKeys } from '@server/modules/push/repository';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushKeyResponseSchema } from '@/contracts/push';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('push-vapid');
});
afterAll(() => ctx?.close());

async function publicKeyOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/push/key' });
  return pushKeyResponseSchema.parse(response.json()).publicKey;
}

function countingGenerator() {
  const generated: VapidKeys[] = [];
  const generate = () => {
    const keys = webPush.generateVAPIDKeys();
    generated.push(keys);
    return keys;
  };
  return { generate, generated };
}

describe('VAPID keys', () => {
  it('are stored by the first start, once, even when several callers race', async () => {
    const { db } = ctx.database;
    // openTestDatabase ran the seed, as every start does.
    expect(await db.select().from(pushVapidKeys)).toHaveLength(1);

    await db.delete(pushVapidKeys); // back to a database that has never started
    const { generate, generated } = countingGenerator();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ensureVapidKeys(db, generate)),
    );
    // Every caller read an empty table and generated a pair: the conflict path really ran.
    expect(generated.length).toBeGreaterThan(1);
    const rows = await db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    const [stored] = rows;
    expect(generated.map((keys) => keys.publicKey)).toContain(stored?.publicKey);
    for (const keys of results) {
      expect(keys).toEqual({ publicKey: stored?.publicKey, privateKey: stored?.privateKey });
    }

    const calls = generated.length;
    await ensureVapidKeys(db, generate);
    expect(generated).toHaveLength(calls);
  });

  it('are the same for every app on the database and after a restart', async () => {
    const [stored] = await ctx.database.db.select().from(pushVapidKeys);
    if (!stored) throw new Error('no key pair stored');

    const first = await ctx.app();
    const second = await ctx.app();
    expect(await publicKeyOf(first)).toBe(stored.publicKey);
    expect(await publicKeyOf(second)).toBe(stored.publicKey);

    // A real restart: close the database folder and open it again, like the next `npm start`.
    await Promise.all([first.close(), second.close()]);
    await ctx.database.close();
    let reopened: Database | undefined;
    try {
      reopened = await openDatabase({ dataDir: ctx.dataDir, databaseUrl: null });
      await runMigrations(reopened);
      await seedDatabase(reopened.db);
      const app = await buildApp({ config: ctx.config(), database: reopened });
      try {
        expect(await publicKeyOf(app)).toBe(stored.publicKey);
      } finally {
        await app.close();
      }
      expect(await reopened.db.select().from(pushVapidKeys)).toEqual([stored]);
      const { generate, generated } = countingGenerator();
      expect(await ensureVapidKeys(reopened.db, generate)).toMatchObject({
        publicKey: stored.publicKey,
      });
      expect(generated).toEqual([]);
    } finally {
      await reopened?.close();
    }
  });
});
