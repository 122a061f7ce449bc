// @vitest-environment node
/**
 * The seamless wallet's rounds under real concurrency, on a real PostgreSQL server (PGlite
 * runs one statement at a time and hides these races): a round's win and rollback sent at
 * once settle it one way only, never both; a stake that races or follows its round's rollback
 * is never kept; a repeated win sent many times at once pays once. Every round ends with the
 * player's balance where a serial order of the same calls would leave it, and the ledger
 * audit holds. Fails (never skips) when PostgreSQL is missing.
 */
import { randomUUID } from 'node:crypto';
import type { SeamlessWallet } from '@server/modules/game-provider/wallet/seamless-wallet';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { appOnPostgres } from '@tests/support/postgres-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { fund, registerPlayer } from '../account/session-client';
import { SLOT, startGameOn, visitor } from './games';

const pg = appOnPostgres('seamless-wallet-pg');
let wallet: SeamlessWallet;
beforeAll(() => {
  wallet = pg.app.gameProvider.wallet;
});

const ROUNDS = 30;

async function realSession(amount: string) {
  const player = await registerPlayer(pg.app, 'race');
  await fund(pg.app, player.name, 'xrp', amount);
  const started = await startGameOn(pg.app)(
    { gameIdentifier: SLOT.identifier, mode: 'real', gameCurrency: 'xrp' },
    { ...visitor, userId: player.id },
  );
  return { player, token: started.token };
}

const xrpOf = async (userId: string) =>
  (await balanceUnitsOf(pg.database.db, userId)).get('xrp') ?? 0n;

describe('the seamless wallet on PostgreSQL', () => {
  it(`settles a round's win and rollback sent at once one way only (${ROUNDS} rounds)`, async () => {
    const { player, token } = await realSession('100');
    const outcomes = { rolledBackAfterWin: 0, winRefused: 0 };
    for (let i = 0; i < ROUNDS; i += 1) {
      const roundId = randomUUID();
      await wallet.bet({ token, roundId, amount: dollars('0.5') });
      const [win, rollback] = await Promise.allSettled([
        wallet.win({ token, roundId, amount: dollars(3) }),
        wallet.rollback({ token, roundId }),
      ]);
      // A rollback always succeeds; the win either came first (and was taken back) or found
      // the round closed. Either way the round leaves the balance where it started.
      expect(rollback.status).toBe('fulfilled');
      if (win.status === 'fulfilled') outcomes.rolledBackAfterWin += 1;
      else {
        expect(win.reason).toMatchObject({ code: 'ROUND_CLOSED' });
        outcomes.winRefused += 1;
      }
      expect(await xrpOf(player.id)).toBe(dollars(100));
    }
    expect(outcomes.rolledBackAfterWin + outcomes.winRefused).toBe(ROUNDS);
    const audit = await auditLedger(pg.database.db);
    expect(audit).toMatchObject({
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeBalances: [],
    });
  }, 120_000);

  it('never keeps a stake that races or follows its round’s rollback', async () => {
    const { player, token } = await realSession('50');
    for (let i = 0; i < ROUNDS; i += 1) {
      const roundId = randomUUID();
      const [bet] = await Promise.allSettled([
        wallet.bet({ token, roundId, amount: dollars(1) }),
        wallet.rollback({ token, roundId }),
      ]);
      // The bet either came first and was refunded, or was refused as closed; a late bet
      // for the same round is refused whichever came first.
      if (bet.status === 'rejected') expect(bet.reason).toMatchObject({ code: 'ROUND_CLOSED' });
      await expect(wallet.bet({ token, roundId, amount: dollars(1) })).rejects.toMatchObject({
        code: 'ROUND_CLOSED',
      });
      expect(await xrpOf(player.id)).toBe(dollars(50));
    }
  }, 120_000);

  it('pays a win sent 20 times at once once, and stakes once for 20 identical bets', async () => {
    const { player, token } = await realSession('10');
    const roundId = randomUUID();
    const bets = await Promise.all(
      Array.from({ length: 20 }, () => wallet.bet({ token, roundId, amount: dollars(2) })),
    );
    expect(bets.filter((b) => b.moved)).toHaveLength(1);
    const wins = await Promise.all(
      Array.from({ length: 20 }, () => wallet.win({ token, roundId, amount: dollars(5) })),
    );
    expect(wins.filter((w) => w.moved)).toHaveLength(1);
    expect(await xrpOf(player.id)).toBe(dollars(13));
  }, 120_000);
});
