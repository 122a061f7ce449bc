// @vitest-environment node
/**
 * Bonus transitions under real concurrency, on a real PostgreSQL server (PGlite runs one
 * transaction at a time, so it cannot show a race): many forfeits at once, a forfeit racing
 * the expiry sweep, simultaneous claims, simultaneous reads after a deposit, and bets racing
 * each other — each transition happens once and the money moves once.
 */

import { type Database, openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { ledgerEntries, playerBonuses } from '@server/db/schema';
import { createOffer } from '@server/modules/bonuses/offers-repository';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { startPostgres, type TestPostgres } from '@tests/support/postgres';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPlayers } from '../wallet/players';

let server: TestPostgres | undefined;
let database: Database | undefined;
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startPostgres();
  database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: server.url });
  await runMigrations(database);
  ctx = await createTestContext('bonus-postgres', { database: false });
  app = await ctx.app({}, database);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await database?.close();
  await server?.stop();
});

const db = () => {
  if (!database) throw new Error('PostgreSQL did not open');
  return database.db;
};

let keys = 0;
function move(userId: string, type: 'deposit' | 'bet', amount: string) {
  keys += 1;
  const units = dollars(amount);
  return app.ledger.post({
    type,
    idempotencyKey: `bonus-pg:${keys}`,
    balanceType: 'usdt',
    legs:
      type === 'deposit'
        ? [
            { account: 'payments', amount: -units },
            { account: 'player', userId, amount: units },
          ]
        : [
            { account: 'player', userId, amount: -units },
            { account: 'house', amount: units },
          ],
  });
}

async function offer(fixedAmount = '5', wagerMultiple = 30) {
  return (
    await createOffer(db(), {
      name: `Offer ${keys++}`,
      kind: 'fixed',
      fixedAmount: dollars(fixedAmount),
      minDeposit: dollars(10),
      wagerMultiple,
      expiryHours: 24,
    })
  ).id;
}

async function activeBonus(fixedAmount = '5', wagerMultiple = 30) {
  const [userId = ''] = await insertPlayers(db(), 1);
  const bonus = await app.bonuses.claim(userId, await offer(fixedAmount, wagerMultiple));
  await move(userId, 'deposit', '10');
  await app.bonuses.settle(userId);
  const [row] = await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonus.id));
  expect(row?.state).toBe('active');
  return { userId, bonusId: bonus.id };
}

const usdt = async (userId: string) => (await balanceUnitsOf(db(), userId)).get('usdt') ?? 0n;

const entries = (userId: string, type: 'bonus' | 'depositBonus') =>
  db()
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, type)));

describe('on PostgreSQL', () => {
  it('forfeits once when ten forfeits arrive together', async () => {
    const { userId, bonusId } = await activeBonus();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => app.bonuses.forfeit(userId, bonusId)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.every((r) => r.status === 'fulfilled' || r.reason?.statusCode === 409)).toBe(
      true,
    );
    expect(await usdt(userId)).toBe(dollars(10));
    expect(await entries(userId, 'bonus')).toEqual([{ amount: -dollars(5) }]);
  });

  it('ends a bonus once when a forfeit races the expiry sweep', async () => {
    const { userId, bonusId } = await activeBonus();
    await db()
      .update(playerBonuses)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerBonuses.id, bonusId));
    await Promise.allSettled([
      app.bonuses.forfeit(userId, bonusId),
      app.bonuses.sweep(),
      app.bonuses.sweep(),
      app.bonuses.settle(userId),
    ]);
    const [row] = await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
    expect(['forfeited', 'expired']).toContain(row?.state);
    expect(await entries(userId, 'bonus')).toEqual([{ amount: -dollars(5) }]);
  });

  it('credits once when many reads settle the same deposit together', async () => {
    const [userId = ''] = await insertPlayers(db(), 1);
    await app.bonuses.claim(userId, await offer('8'));
    await move(userId, 'deposit', '10');
    await Promise.all(Array.from({ length: 8 }, () => app.bonuses.overview(userId)));
    expect(await entries(userId, 'depositBonus')).toEqual([{ amount: dollars(8) }]);
    expect(await usdt(userId)).toBe(dollars(18));
  });

  it('lets one of several simultaneous claims through', async () => {
    const [userId = ''] = await insertPlayers(db(), 1);
    const offers = await Promise.all([offer(), offer(), offer(), offer()]);
    const results = await Promise.allSettled(offers.map((id) => app.bonuses.claim(userId, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('adds simultaneous bets exactly, completes at the requirement and counts no further', async () => {
    const { userId, bonusId } = await activeBonus('1', 40);
    await move(userId, 'deposit', '100');
    await Promise.all(Array.from({ length: 50 }, () => move(userId, 'bet', '1')));
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
        expect(row).toMatchObject({ state: 'completed', wagered: dollars(40) });
      },
      { timeout: 10_000 },
    );
  });

  it('leaves the ledger balanced', async () => {
    const audit = await auditLedger(db());
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.balanceMismatches).toEqual([]);
    expect(audit.negativeBalances).toEqual([]);
  });
});
