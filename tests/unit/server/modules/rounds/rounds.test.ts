// @vitest-environment node
/**
 * The shared round life cycle: a step that fails leaves neither money nor the round behind; a
 * settled bet counts once in the site's counters and is published once, after its commit; a
 * rolled-back round leaves the counters again and stays closed. (Its races run against a
 * real PostgreSQL in game-provider/seamless-wallet-postgres.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import { rounds as roundsTable } from '@server/db/schema';
import { createRounds, type Rounds } from '@server/modules/rounds/rounds';
import type { SettledBet } from '@server/modules/rounds/settled-bet';
import { readGlobalStats } from '@server/modules/stats/repository';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { createLedger, type Ledger, type Movement } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { openTestDatabase } from '@tests/support/database';
import { makeTempDir } from '@tests/support/temp-dir';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPlayers } from '../wallet/players';

const dir = makeTempDir('rounds');
let database: Database;
let ledger: Ledger;
let rounds: Rounds;
const settled: SettledBet[] = [];

beforeAll(async () => {
  database = await openTestDatabase(dir.path);
  ledger = createLedger(database.db);
  rounds = createRounds({ ledger, log: { error: () => {} } });
  rounds.onSettled((bet) => settled.push(bet));
}, 120_000);

afterAll(async () => {
  await database?.close();
  dir.remove();
});

async function fundedPlayer(amount: bigint): Promise<string> {
  const [userId = ''] = await insertPlayers(database.db, 1);
  await ledger.post({
    type: 'deposit',
    idempotencyKey: `fund:${userId}`,
    balanceType: 'usdt',
    legs: [
      { account: 'payments', amount: -amount },
      { account: 'player', userId, amount },
    ],
  });
  return userId;
}

const move = (userId: string, key: string, type: Movement['type'], amount: bigint): Movement => ({
  type,
  idempotencyKey: key,
  balanceType: 'usdt',
  legs: [
    { account: 'player', userId, amount },
    { account: 'house', amount: -amount },
  ],
});

const roundRow = async (id: string) =>
  (
    await database.db
      .select()
      .from(roundsTable)
      .where(and(eq(roundsTable.kind, 'test'), eq(roundsTable.id, id)))
  )[0];

const usdt = async (userId: string) =>
  (await balanceUnitsOf(database.db, userId)).get('usdt') ?? 0n;

/** Stakes `amount` on a new round and answers its id. */
async function staked(userId: string, amount: bigint): Promise<string> {
  const id = randomUUID();
  await rounds.step({ kind: 'test', id }, { create: true }, async (round) => {
    await round.book.post(move(userId, `test:${id}:bet`, 'bet', -amount));
    await round.staked({ userId, balanceType: 'usdt', game: 'dice', amount });
  });
  return id;
}

describe('rounds', () => {
  it('leaves neither the stake nor the round behind when a step fails', async () => {
    const userId = await fundedPlayer(dollars(5));
    const id = randomUUID();
    await expect(
      rounds.step({ kind: 'test', id }, { create: true }, async (round) => {
        await round.book.post(move(userId, `test:${id}:bet`, 'bet', -dollars(1)));
        throw new Error('the game could not store its outcome');
      }),
    ).rejects.toThrow('could not store');
    expect(await usdt(userId)).toBe(dollars(5));
    expect(await roundRow(id)).toBeUndefined();
  });

  it('answers a missing round as null when asked not to create it', async () => {
    const seen = await rounds.step(
      { kind: 'test', id: randomUUID() },
      { create: false },
      async (r) => r.row,
    );
    expect(seen).toBeNull();
  });

  it('counts a settled bet once and publishes it after the commit', async () => {
    const before = await readGlobalStats(database.db);
    const userId = await fundedPlayer(dollars(5));
    const id = await staked(userId, dollars(2));
    const published = settled.length;
    await rounds.step({ kind: 'test', id }, { create: false }, async (round) => {
      await round.book.post(move(userId, `test:${id}:win`, 'payout', dollars(3)));
      await round.settled(dollars(3));
      // Not yet: the transaction has not committed.
      expect(settled).toHaveLength(published);
    });
    expect(settled.slice(published)).toEqual([
      expect.objectContaining({
        kind: 'test',
        roundId: id,
        userId,
        stake: dollars(2),
        payout: dollars(3),
      }),
    ]);
    const after = await readGlobalStats(database.db);
    expect(after.allTimeNumBets).toBe(before.allTimeNumBets + 1);
    expect(after.globalAmountWonPast24).toBeCloseTo(before.globalAmountWonPast24 + 3, 8);
    expect(await roundRow(id)).toMatchObject({
      state: 'settled',
      stake: dollars(2),
      payout: dollars(3),
    });
    // Settling twice is a defect of the caller, not a second bet.
    await expect(
      rounds.step({ kind: 'test', id }, { create: false }, (round) => round.settled(0n)),
    ).rejects.toThrow(/cannot be settled/);
    expect((await readGlobalStats(database.db)).allTimeNumBets).toBe(after.allTimeNumBets);
  });

  it('tells every listener of a settled round even when one of them throws', async () => {
    const log = { error: vi.fn() };
    const told = createRounds({ ledger, log });
    const heard: string[] = [];
    told.onSettled(() => {
      throw new Error('the feed is down');
    });
    told.onSettled((bet) => heard.push(bet.roundId));
    const userId = await fundedPlayer(dollars(5));
    const id = await staked(userId, dollars(1));
    const answer = await told.step({ kind: 'test', id }, { create: false }, async (round) => {
      await round.settled(0n);
      return 'settled';
    });
    expect(answer).toBe('settled');
    expect(heard).toEqual([id]);
    expect(await roundRow(id)).toMatchObject({ state: 'settled' });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ round: { kind: 'test', id } }),
      expect.stringContaining('listener failed'),
    );
  });

  it('takes a rolled-back bet out of the counters and keeps the round closed', async () => {
    const userId = await fundedPlayer(dollars(5));
    const id = await staked(userId, dollars(1));
    await rounds.step({ kind: 'test', id }, { create: false }, (round) => round.settled(0n));
    const counted = await readGlobalStats(database.db);
    await rounds.step({ kind: 'test', id }, { create: false }, async (round) => {
      await round.book.post(move(userId, `test:${id}:refund`, 'refund', dollars(1)));
      await round.rolledBack();
    });
    expect((await readGlobalStats(database.db)).allTimeNumBets).toBe(counted.allTimeNumBets - 1);
    expect(await roundRow(id)).toMatchObject({ state: 'rolledBack' });
    await expect(
      rounds.step({ kind: 'test', id }, { create: false }, (round) =>
        round.staked({ userId, balanceType: 'usdt', game: null, amount: dollars(1) }),
      ),
    ).rejects.toThrow(/already staked or closed/);
    expect(await usdt(userId)).toBe(dollars(5));
  });
});
