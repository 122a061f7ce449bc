// @vitest-environment node
/**
 * The sandbox provider's site as the embedded game client uses it (its origin split from the
 * casino's: provider-site.test.ts): the state, fun spins on play money and real spins settled
 * through the seamless wallet into the ledger (pushed to the player's open apps, counted for
 * bonus wagering), and clean refusals.
 */

import { gameRounds, gameSessions, ledgerEntries } from '@server/db/schema';
import { seededRng } from '@server/modules/game-provider/sandbox/rng';
import { createSandboxProvider } from '@server/modules/game-provider/sandbox/sandbox-provider';
import { createSessionsRepository } from '@server/modules/game-provider/sandbox/sessions-repository';
import { finishStrandedRounds } from '@server/modules/game-provider/sandbox/stranded-rounds';
import { WalletError } from '@server/modules/game-provider/wallet/wallet-errors';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fund, registerPlayer } from '../account/session-client';
import { SLOT, sessionIdOf, startGameOn, visitor } from './games';

let ctx: TestContext;
let app: FastifyInstance;
/** The provider's own site, where the game client's calls go. */
let site: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('sandbox-play');
  app = await ctx.app();
  site = app.gameProvider.site;
}, 60_000);
afterAll(() => ctx?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const SAME_ORIGIN = { origin: 'http://localhost:8081', host: 'localhost:8081' };

async function launch(mode: 'fun' | 'real', userId: string | null = null) {
  const started = await startGameOn(app)(
    { gameIdentifier: SLOT.identifier, mode, gameCurrency: 'usdt' },
    { ...visitor, userId },
  );
  return sessionIdOf(started.url);
}

function spin(session: string, bet: number, headers: Record<string, string> = SAME_ORIGIN) {
  return site.inject({
    method: 'POST',
    url: '/sandbox/provider/spin',
    headers,
    payload: { session, bet },
  });
}

describe('the sandbox game client', () => {
  it('serves the page in the language asked for', async () => {
    const session = await launch('fun');
    const page = await site.inject({ url: `/sandbox/provider/play?session=${session}&lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
  });

  it('refuses a page or state for a malformed or unknown session', async () => {
    expect((await site.inject({ url: '/sandbox/provider/play?session=abc' })).statusCode).toBe(400);
    const unknown = `gs_${'A'.repeat(32)}`;
    expect(
      (await site.inject({ url: `/sandbox/provider/state?session=${unknown}` })).statusCode,
    ).toBe(404);
  });

  it('plays fun spins with play money: stake taken, win paid, round recorded', async () => {
    const session = await launch('fun');
    const state = (await site.inject({ url: `/sandbox/provider/state?session=${session}` })).json();
    expect(state).toMatchObject({
      mode: 'fun',
      balance: 1000,
      bets: [10, 20, 50, 100, 200, 500, 1000],
    });
    let balance = 1000;
    for (let i = 0; i < 5; i += 1) {
      const response = await spin(session, 100);
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json();
      expect(round.grid).toHaveLength(5);
      expect(round.balance).toBeCloseTo(balance - 1 + round.win, 8);
      balance = round.balance;
    }
    const rounds = await ctx.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.sessionId, session));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
  });

  it('refuses a bet that is not offered, a cross-site spin and a refill with play money left', async () => {
    const session = await launch('fun');
    expect((await spin(session, 7)).statusCode).toBe(400);
    expect(
      (await spin(session, 100, { origin: 'https://evil.example', host: 'localhost:8081' }))
        .statusCode,
    ).toBe(403);
    const refill = await site.inject({
      method: 'POST',
      url: '/sandbox/provider/refill',
      headers: SAME_ORIGIN,
      payload: { session },
    });
    expect(refill.statusCode).toBe(409);
    const state = (await site.inject({ url: `/sandbox/provider/state?session=${session}` })).json();
    expect(state.balance).toBe(1000);
  });

  it('settles real spins through the ledger and pushes each new balance to the player', async () => {
    const player = await registerPlayer(app);
    await fund(app, player.name, 'usdt', '3');
    const pushed = vi.spyOn(app.realtime, 'toUser');
    const wagered = vi.spyOn(app.bonuses, 'handlePosted');
    const session = await launch('real', player.id);
    const rounds = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await spin(session, 100);
      expect(response.statusCode, response.body).toBe(200);
      rounds.push(response.json());
    }
    const entries = await ctx.database.db
      .select({ type: ledgerEntries.type, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, player.id));
    const bets = entries.filter((e) => e.type === 'bet');
    const payouts = entries.filter((e) => e.type === 'payout');
    expect(bets).toHaveLength(2);
    expect(payouts).toHaveLength(rounds.filter((r) => r.win > 0).length);
    const last = rounds[1];
    expect(last.balance).toBeCloseTo(3 - 2 + rounds[0].win + last.win, 8);
    expect(pushed).toHaveBeenCalledWith(player.id, 'balanceUpdate', {
      balanceType: 'usdt',
      balance: last.balance,
    });
    // Each stake reaches the deposit bonus's wagering, like any other bet.
    const stakes = wagered.mock.calls.filter(([posted]) => posted.type === 'bet');
    expect(stakes).toHaveLength(2);
  });

  it('refuses a real spin the balance cannot cover, moving nothing', async () => {
    const player = await registerPlayer(app);
    await fund(app, player.name, 'usdt', '0.5');
    const session = await launch('real', player.id);
    const response = await spin(session, 100);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/balance is too low/);
    const entries = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, player.id));
    expect(entries.filter((e) => e.type === 'bet')).toHaveLength(0);
    const [round] = await ctx.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.sessionId, session));
    expect(round?.status).toBe('refused');
  });

  it('rolls a real round back when its win cannot be paid: the stake comes back', async () => {
    const player = await registerPlayer(app);
    await fund(app, player.name, 'usdt', '3');
    const session = await launch('real', player.id);
    const { wallet } = app.gameProvider;
    const failingWins = createSandboxProvider({
      sessions: createSessionsRepository(ctx.database.db),
      wallet: {
        ...wallet,
        win: async () => {
          throw new WalletError('BAD_REQUEST', 'the casino is down');
        },
      },
      rng: seededRng(7),
      origin: app.config.gameProvider.origin,
    });
    await expect(failingWins.spin(session, 100)).rejects.toMatchObject({ statusCode: 502 });
    const entries = await ctx.database.db
      .select({ type: ledgerEntries.type, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, player.id))
      .orderBy(ledgerEntries.id);
    expect(entries.map((e) => e.type)).toEqual(['adminModify', 'bet', 'refund']);
    const [round] = await ctx.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.sessionId, session));
    expect(round?.status).toBe('rolledBack');
    expect((await app.gameProvider.sandbox.state(session)).balance).toBe(300_000_000n);
  });

  it('finishes rounds a restart left open: pays a staked win, refuses an unstaked round', async () => {
    const player = await registerPlayer(app);
    await fund(app, player.name, 'usdt', '5');
    const session = await launch('real', player.id);
    const sessions = createSessionsRepository(ctx.database.db);
    const { wallet } = app.gameProvider;
    const [sessionRow] = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, session));
    const token = sessionRow?.operatorToken ?? '';
    const round = (id: string) => ({
      id,
      sessionId: session,
      bet: 100_000_000n,
      win: 250_000_000n,
      stops: [0, 0, 0, 0, 0],
      lines: [],
    });
    // Staked, then the server stopped before the win; and one whose stake never arrived.
    await sessions.insertOpenRound(round('stranded-staked'));
    await wallet.bet({ token, roundId: 'stranded-staked', amount: 100_000_000n });
    await sessions.insertOpenRound(round('stranded-unstaked'));

    expect(await finishStrandedRounds(sessions, wallet, new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await finishStrandedRounds(sessions, wallet, later)).toBe(2);
    const rows = await ctx.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.sessionId, session));
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect(statusOf('stranded-staked')).toBe('settled');
    expect(statusOf('stranded-unstaked')).toBe('refused');
    expect((await wallet.balance(token)).balance).toBe(650_000_000n);
    expect(await finishStrandedRounds(sessions, wallet, later)).toBe(0);
  });
});
