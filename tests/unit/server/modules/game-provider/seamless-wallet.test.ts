// @vitest-environment node
/**
 * The seamless wallet as the provider calls it: a round's stake, win and rollback move money
 * once each whatever the retries, a stake the balance cannot cover or a gate refuses moves
 * nothing, concurrent stakes never overdraw, and an altered, expired or fun token moves
 * nothing. A settled round is told to the player's app once (new_bet_self).
 */
import { randomUUID } from 'node:crypto';
import { ledgerEntries, ledgerTransactions } from '@server/db/schema';
import { TOKEN_TTL_MS } from '@server/modules/game-provider/session-token';
import {
  createSeamlessWallet,
  type SeamlessWallet,
} from '@server/modules/game-provider/wallet/seamless-wallet';
import { createRounds } from '@server/modules/rounds/rounds';
import { ownBetOf } from '@server/modules/rounds/settled-bet';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnBet } from '@/contracts/wallet-events';
import { fund, registerPlayer } from '../account/session-client';
import { SLOT, startGameOn, visitor } from './games';

let ctx: TestContext;
let app: FastifyInstance;
let wallet: SeamlessWallet;

beforeAll(async () => {
  ctx = await createTestContext('seamless-wallet');
  app = await ctx.app();
  wallet = app.gameProvider.wallet;
}, 60_000);
afterAll(() => ctx?.close());

/** A funded player's real-money xrp session token. */
async function realSession(amount = '10') {
  const player = await registerPlayer(app);
  if (amount !== '0') await fund(app, player.name, 'xrp', amount);
  const started = await startGameOn(app)(
    { gameIdentifier: SLOT.identifier, mode: 'real', gameCurrency: 'xrp' },
    { ...visitor, userId: player.id },
  );
  return { player, token: started.token };
}

async function movementsOf(userId: string) {
  return ctx.database.db
    .select({ type: ledgerEntries.type, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.userId, userId), like(ledgerTransactions.idempotencyKey, 'game:%')))
    .orderBy(ledgerEntries.id);
}

const round = () => randomUUID();

describe('the seamless wallet', () => {
  it('tells the player of each settled round once: its stake, its win or nothing won', async () => {
    const settled: Array<{ userId: string; bet: OwnBet }> = [];
    const rounds = createRounds({ ledger: app.ledger, log: app.log });
    rounds.onSettled((bet) => settled.push({ userId: bet.userId, bet: ownBetOf(bet) }));
    const telling = createSeamlessWallet({
      db: ctx.database.db,
      rounds,
      gate: app.responsibleGambling,
      secret: app.gameProvider.secret,
    });
    const { player, token } = await realSession('10');
    const won = round();
    await telling.bet({ token, roundId: won, amount: dollars(2) });
    expect(settled).toEqual([]);
    await telling.win({ token, roundId: won, amount: dollars(5) });
    await telling.win({ token, roundId: won, amount: dollars(5) });
    const lost = round();
    await telling.bet({ token, roundId: lost, amount: dollars('0.5') });
    expect((await telling.win({ token, roundId: lost, amount: 0n })).moved).toBe(false);
    // The provider repeats the losing round's settlement: it is not told again.
    expect((await telling.win({ token, roundId: lost, amount: 0n })).moved).toBe(false);
    expect(settled).toEqual([
      { userId: player.id, bet: { betAmount: 2, payoutValue: 5, balanceType: 'xrp' } },
      { userId: player.id, bet: { betAmount: 0.5, payoutValue: 0, balanceType: 'xrp' } },
    ]);
  });

  it('takes a stake and pays a win once each, however often they are repeated', async () => {
    const { player, token } = await realSession('10');
    const roundId = round();
    expect(await wallet.bet({ token, roundId, amount: dollars(2) })).toMatchObject({
      balance: dollars(8),
      moved: true,
    });
    expect(await wallet.bet({ token, roundId, amount: dollars(2) })).toMatchObject({
      balance: dollars(8),
      moved: false,
    });
    expect((await wallet.win({ token, roundId, amount: dollars(5) })).balance).toBe(dollars(13));
    expect(await wallet.win({ token, roundId, amount: dollars(5) })).toMatchObject({
      balance: dollars(13),
      moved: false,
    });
    expect(await movementsOf(player.id)).toEqual([
      { type: 'bet', amount: -dollars(2) },
      { type: 'payout', amount: dollars(5) },
    ]);
  });

  it('rolls a round back once: the win taken back, the stake refunded, then no new stake', async () => {
    const { player, token } = await realSession('10');
    const roundId = round();
    await wallet.bet({ token, roundId, amount: dollars(1) });
    await wallet.win({ token, roundId, amount: dollars(3) });
    expect((await wallet.rollback({ token, roundId })).balance).toBe(dollars(10));
    expect((await wallet.rollback({ token, roundId })).moved).toBe(false);
    expect(await movementsOf(player.id)).toEqual([
      { type: 'bet', amount: -dollars(1) },
      { type: 'payout', amount: dollars(3) },
      { type: 'winRollback', amount: -dollars(3) },
      { type: 'refund', amount: dollars(1) },
    ]);
    await expect(wallet.bet({ token, roundId, amount: dollars(1) })).rejects.toMatchObject({
      code: 'ROUND_CLOSED',
    });
    await expect(wallet.win({ token, roundId, amount: dollars(1) })).rejects.toMatchObject({
      code: 'ROUND_CLOSED',
    });
  });

  it('rolls back a round with nothing staked without moving anything, and keeps it closed', async () => {
    const { player, token } = await realSession('1');
    const roundId = round();
    expect((await wallet.rollback({ token, roundId })).moved).toBe(false);
    expect((await wallet.rollback({ token, roundId })).moved).toBe(false);
    // The stake arrives after its round was rolled back: refused, nothing taken.
    await expect(wallet.bet({ token, roundId, amount: dollars('0.5') })).rejects.toMatchObject({
      code: 'ROUND_CLOSED',
    });
    await expect(wallet.win({ token, roundId, amount: dollars(1) })).rejects.toMatchObject({
      code: 'UNKNOWN_ROUND',
    });
    expect(await movementsOf(player.id)).toEqual([]);
    expect((await wallet.balance(token)).balance).toBe(dollars(1));
  });

  it('refuses a stake over the balance and moves nothing', async () => {
    const { player, token } = await realSession('1');
    await expect(wallet.bet({ token, roundId: round(), amount: dollars(2) })).rejects.toMatchObject(
      {
        code: 'INSUFFICIENT_FUNDS',
      },
    );
    expect(await movementsOf(player.id)).toEqual([]);
    expect((await wallet.balance(token)).balance).toBe(dollars(1));
  });

  it('never overdraws under 12 concurrent stakes on one balance', async () => {
    const { player, token } = await realSession('5');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => wallet.bet({ token, roundId: round(), amount: dollars(1) })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await wallet.balance(token)).balance).toBe(0n);
    expect(await movementsOf(player.id)).toHaveLength(5);
  });

  it('refuses a win for a round it never took a stake for, or another player’s', async () => {
    const first = await realSession('5');
    const second = await realSession('5');
    const roundId = round();
    await expect(
      wallet.win({ token: first.token, roundId, amount: dollars(1) }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ROUND' });
    await wallet.bet({ token: first.token, roundId, amount: dollars(1) });
    await expect(
      wallet.win({ token: second.token, roundId, amount: dollars(1) }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ROUND' });
    expect(await movementsOf(second.player.id)).toEqual([]);
  });

  it('refuses altered, fun-mode and malformed calls', async () => {
    const { token } = await realSession('5');
    const [header, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const richer = Buffer.from(JSON.stringify({ ...claims, cur: 'cash' })).toString('base64url');
    await expect(
      wallet.bet({
        token: `${header}.${richer}.${signature}`,
        roundId: round(),
        amount: dollars(1),
      }),
    ).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    const funToken = (
      await startGameOn(app)(
        { gameIdentifier: SLOT.identifier, mode: 'fun', gameCurrency: 'xrp' },
        visitor,
      )
    ).token;
    await expect(
      wallet.bet({ token: funToken, roundId: round(), amount: dollars(1) }),
    ).rejects.toMatchObject({
      code: 'NOT_REAL_MONEY',
    });
    await expect(wallet.bet({ token, roundId: 'x', amount: dollars(1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(wallet.bet({ token, roundId: round(), amount: 0n })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await wallet.balance(token)).balance).toBe(dollars(5));
  });

  it('takes no stake on an expired token but still pays the win of an earlier stake', async () => {
    let now = Date.now();
    const later = createSeamlessWallet({
      db: ctx.database.db,
      rounds: app.rounds,
      gate: app.responsibleGambling,
      secret: app.gameProvider.secret,
      clock: () => now,
    });
    const { token } = await realSession('5');
    const roundId = round();
    await later.bet({ token, roundId, amount: dollars(1) });
    now += TOKEN_TTL_MS + 60_000;
    await expect(later.bet({ token, roundId: round(), amount: dollars(1) })).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    await expect(later.balance(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await later.win({ token, roundId, amount: dollars(2) })).balance).toBe(dollars(6));
  });

  it('refuses a stake during a break or over a wager limit, and counts stakes toward it', async () => {
    const { player, token } = await realSession('10');
    await app.responsibleGambling.setLimits(player.id, [
      { kind: 'wager', period: 'day', amount: '3' },
    ]);
    await wallet.bet({ token, roundId: round(), amount: dollars(2) });
    await expect(wallet.bet({ token, roundId: round(), amount: dollars(2) })).rejects.toMatchObject(
      {
        code: 'PLAY_BLOCKED',
        message: expect.stringMatching(/daily wager limit/),
      },
    );
    await app.responsibleGambling.takeBreak(player.id, '24h');
    await expect(wallet.bet({ token, roundId: round(), amount: dollars(1) })).rejects.toMatchObject(
      {
        code: 'PLAY_BLOCKED',
      },
    );
    expect((await wallet.balance(token)).balance).toBe(dollars(8));
  });
});
