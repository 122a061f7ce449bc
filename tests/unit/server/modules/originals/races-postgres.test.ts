// @vitest-environment node
/**
 * The Originals' money under real concurrency, on a real PostgreSQL server (PGlite runs one
 * statement at a time and hides these races), with two server processes' apps (each queues a
 * player's actions in its own process; only the database stands between the two): 200 bets
 * sent at once through both against a balance that covers 50 never overdraw it; the same action sent twenty times at once acts once; a cash-out
 * and a losing reveal sent together settle the round once. The ledger audit holds after each.
 * Fails (never skips) when PostgreSQL is missing.
 */
import { originalRounds } from '@server/db/schema';
import type { SettledBet } from '@server/modules/rounds/settled-bet';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { appOnPostgres } from '@tests/support/postgres-app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoundView } from '@/contracts/originals';
import { fund, registerPlayer } from '../account/session-client';
import { actionId } from './originals-players';

const pg = appOnPostgres('originals-pg');
const settled: SettledBet[] = [];
let apps: [FastifyInstance, FastifyInstance];
beforeAll(async () => {
  apps = [pg.app, await pg.anotherApp()];
  for (const app of apps) app.rounds.onSettled((bet) => settled.push(bet));
});
/** Alternates the two processes, so a burst's calls race each other in the database. */
const via = (i: number) => apps[i % 2]?.originals ?? pg.app.originals;
const appOf = (i: number) => apps[i % 2] ?? pg.app;

async function player(amount: string) {
  const gamer = await registerPlayer(pg.app, 'racer');
  await fund(pg.app, gamer.name, 'usdt', amount);
  return gamer;
}
const usdtOf = async (userId: string) =>
  (await balanceUnitsOf(pg.database.db, userId)).get('usdt') ?? 0n;
const betOf = (game: 'dice' | 'mines', params: object, amount = '1') => ({
  game,
  params,
  amount,
  balanceType: 'usdt',
  clientSeed: 'racingclientsd1',
  actionId: actionId(),
});
async function auditIsClean() {
  expect(await auditLedger(pg.database.db)).toMatchObject({
    unbalancedTransactions: [],
    balanceMismatches: [],
    negativeBalances: [],
  });
}

describe('the Originals on PostgreSQL', () => {
  it('never overdraws: 200 bets at once against a balance that covers 50', async () => {
    const gamer = await player('50');
    // Under 0.01 almost never wins (0.01%), so nearly every accepted bet keeps its stake.
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        via(i).bet(gamer.id, betOf('dice', { target: 0.01, condition: 'under' })),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const paid = accepted.reduce((sum, round) => sum + dollars(round.payout), 0n);
    const balance = await usdtOf(gamer.id);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBe(dollars(50) - dollars(accepted.length) + paid);
    expect(accepted.length).toBeGreaterThanOrEqual(50);
    expect(new Set(accepted.map((r) => r.nonce)).size).toBe(accepted.length);
    await auditIsClean();
  }, 120_000);

  it('acts once on the same bet, reveal and cash-out sent twenty times at once', async () => {
    const gamer = await player('10');
    const request = betOf('mines', { gridCount: 25, minesCount: 1 });
    const bets = await Promise.all(
      Array.from({ length: 20 }, (_, i) => via(i).bet(gamer.id, request)),
    );
    const [open] = bets as [RoundView];
    expect(new Set(bets.map((b) => b.id))).toEqual(new Set([open.id]));
    expect(await usdtOf(gamer.id)).toBe(dollars(9));
    const [row] = await pg.database.db
      .select({ outcome: originalRounds.outcome })
      .from(originalRounds)
      .where(eq(originalRounds.id, open.id));
    const [mine] = ((row ?? { outcome: { mines: [] } }).outcome as { mines: number[] }).mines;
    const tile = mine === 0 ? 1 : 0;
    const reveal = {
      actionId: actionId(),
      roundId: open.id,
      action: { type: 'reveal', tile },
    } as const;
    const reveals = await Promise.all(
      Array.from({ length: 20 }, (_, i) => via(i).act(gamer.id, reveal)),
    );
    expect(new Set(reveals.map((r) => JSON.stringify(r.progress)))).toEqual(
      new Set([JSON.stringify({ revealed: [tile] })]),
    );
    const cash = { actionId: actionId(), roundId: open.id };
    const cashOuts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => via(i).cashOut(gamer.id, cash)),
    );
    expect(new Set(cashOuts.map((r) => r.payout)).size).toBe(1);
    // 0.99 × 25/24 = 1.03125 → 1.0312×.
    expect(await usdtOf(gamer.id)).toBe(dollars(9) + dollars('1.0312'));
    expect(settled.filter((b) => b.roundId === open.id)).toHaveLength(1);
    await auditIsClean();
  }, 120_000);

  it('settles a cash-out and a losing reveal sent together once (20 rounds)', async () => {
    const gamer = await player('40');
    const outcomes = { cashedOut: 0, lost: 0 };
    for (let i = 0; i < 20; i += 1) {
      const open = await pg.app.originals.bet(
        gamer.id,
        betOf('mines', { gridCount: 25, minesCount: 3 }),
      );
      const [row] = await pg.database.db
        .select({ outcome: originalRounds.outcome })
        .from(originalRounds)
        .where(eq(originalRounds.id, open.id));
      const mines = ((row ?? { outcome: { mines: [] } }).outcome as { mines: number[] }).mines;
      const safe = [...Array(25).keys()].find((t) => !mines.includes(t)) ?? 0;
      await pg.app.originals.act(gamer.id, {
        actionId: actionId(),
        roundId: open.id,
        action: { type: 'reveal', tile: safe },
      });
      const before = await usdtOf(gamer.id);
      const [boom, cash] = await Promise.allSettled([
        pg.app.originals.act(gamer.id, {
          actionId: actionId(),
          roundId: open.id,
          action: { type: 'reveal', tile: mines[0] ?? 0 },
        }),
        via(1).cashOut(gamer.id, { actionId: actionId(), roundId: open.id }),
      ]);
      const ends = [boom, cash].filter((r) => r.status === 'fulfilled');
      expect(ends).toHaveLength(1);
      const loser = [boom, cash].find((r) => r.status === 'rejected');
      expect(loser).toMatchObject({ reason: { code: 'ROUND_OVER' } });
      const bets = settled.filter((b) => b.roundId === open.id);
      expect(bets).toHaveLength(1);
      expect(await usdtOf(gamer.id)).toBe(before + (bets[0]?.payout ?? 0n));
      if (cash.status === 'fulfilled') outcomes.cashedOut += 1;
      else outcomes.lost += 1;
    }
    expect(outcomes.cashedOut + outcomes.lost).toBe(20);
    await auditIsClean();
  }, 180_000);

  it("books different players' dice bets sent at once, refusing only those that cannot pay", async () => {
    const funded = await Promise.all(Array.from({ length: 20 }, () => player('5')));
    const broke = await Promise.all(Array.from({ length: 10 }, () => player('0.5')));
    const gamers = [...funded, ...broke].sort(() => Math.random() - 0.5);
    const results = await Promise.allSettled(
      gamers.map((gamer) =>
        pg.app.originals.bet(gamer.id, betOf('dice', { target: 50.5, condition: 'over' })),
      ),
    );
    const byPlayer = new Map(gamers.map((gamer, i) => [gamer.id, results[i]]));
    for (const gamer of funded) {
      const result = byPlayer.get(gamer.id);
      expect(result?.status).toBe('fulfilled');
      const round = result?.status === 'fulfilled' ? result.value : null;
      expect(round?.nonce).toBe(0);
      expect(await usdtOf(gamer.id)).toBe(dollars(4) + dollars(round?.payout ?? 0));
    }
    for (const gamer of broke) {
      expect(byPlayer.get(gamer.id)).toMatchObject({
        status: 'rejected',
        reason: { code: 'INSUFFICIENT_FUNDS' },
      });
      expect(await usdtOf(gamer.id)).toBe(dollars('0.5'));
    }
    await auditIsClean();
  }, 120_000);

  it('draws from the new seed pair after another process rotated it', async () => {
    const gamer = await player('10');
    const dice = () => betOf('dice', { target: 50.5, condition: 'over' });
    const first = await pg.app.originals.bet(gamer.id, dice());
    expect(first.nonce).toBe(0);
    // This process still holds the old pair; the other one reveals it and starts a new one.
    const rotated = await appOf(1).fairness.rotate(gamer.id, 'rotatedclients1');
    expect(rotated.revealed.nonce).toBe(1);

    const next = await pg.app.originals.bet(gamer.id, dice());
    expect(next).toMatchObject({
      nonce: 0,
      serverSeedHash: rotated.active.serverSeedHash,
      clientSeed: 'rotatedclients1',
    });
    await auditIsClean();
  }, 120_000);
});
