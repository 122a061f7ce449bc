/**
 * The deposit bonus service (`app.bonuses`): what a player sees and does (offers, claim,
 * forfeit), what the ledger tells it (deposits match a waiting bonus, bets count towards an
 * active one), the withdrawal gate, and the expiry sweep. Transitions live in lifecycle.ts;
 * this file decides when to make them. Expiry is applied both by the sweep and on every read
 * of a player's bonus, so an overdue bonus never blocks a withdrawal or shows as active.
 */

import type { Db } from '@server/db/client';
import { bonusOffers, playerBonuses } from '@server/db/schema';
import { createStatementBatcher } from '@server/db/statement-batcher';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Bonuses, OPEN_BONUS_STATES, type PlayerBonus } from '@/contracts/bonuses';
import { uniqueViolation } from '../account/users-repository';
import type { Ledger, Posted } from '../wallet/ledger';
import { formatUnits } from '../wallet/money';
import { BonusWageringError, bonusErrors } from './errors';
import { activateBonus, endBonus, matchDeposit, recordWagers, type Wager } from './lifecycle';
import { claimableOffers, findOffer, offerView, termsOf } from './offers-repository';
import {
  type BonusRow,
  bonusesOf,
  bonusView,
  bonusWithOffer,
  insertClaim,
  openBonusOf,
} from './player-bonuses-repository';

export interface BonusService {
  overview(userId: string): Promise<Bonuses>;
  claim(userId: string, offerId: string): Promise<PlayerBonus>;
  forfeit(userId: string, bonusId: string): Promise<PlayerBonus>;
  /**
   * Throws BonusWageringError (403) while the player has a deposit bonus matched or being
   * wagered, after applying what is due (an overdue bonus no longer blocks).
   */
  assertWithdrawalAllowed(userId: string): Promise<void>;
  /**
   * Applies what is due for the player's bonus in progress: expiry, a match, a credit. Returns
   * the bonus as it was found (null: nothing in progress, so there is nothing to re-read).
   */
  settle(userId: string): Promise<BonusRow | null>;
  /** The ledger listener: deposits and bets of players. */
  handlePosted(posted: Posted): Promise<void>;
  /** Expires overdue bonuses and credits matched ones a restart interrupted. */
  sweep(): Promise<{ expired: number; activated: number }>;
}

/** Most bets one wagering statement counts, and how long a bet waits for others to join it. */
const WAGERS_PER_STATEMENT = 500;
const WAGERS_GATHER_MS = 50;
/** How many overdue bonuses one sweep ends; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export function createBonusService({ db, ledger }: { db: Db; ledger: Ledger }): BonusService {
  // Bets settled together count in one statement (a busy site settles hundreds a second).
  const wagers = createStatementBatcher<Wager, void>(
    async (batch) => {
      await recordWagers(db, batch);
      return batch.map(() => undefined);
    },
    { maxBatch: WAGERS_PER_STATEMENT, maxInFlight: 1, gatherMs: WAGERS_GATHER_MS },
  );

  async function advance(bonus: BonusRow): Promise<void> {
    if (bonus.expiresAt.getTime() <= Date.now()) {
      await endBonus(ledger, bonus.userId, bonus.id, 'expired');
      return;
    }
    const offer = await findOffer(db, bonus.offerId);
    if (!offer) return;
    if (bonus.state === 'waiting') await matchDeposit(db, bonus, termsOf(offer));
    // Tried even when this call did not match: a concurrent one (the deposit's listener) may
    // have, and its credit may still be on its way. Activation is conditional, so whichever
    // comes second waits for the first and changes nothing; either way the bonus is credited
    // when this returns, and a read right after a deposit shows it active.
    if (bonus.state === 'waiting' || bonus.state === 'matched') {
      await activateBonus(ledger, bonus.id, offer.name);
    }
  }

  async function settle(userId: string): Promise<BonusRow | null> {
    const bonus = await openBonusOf(db, userId);
    if (bonus) await advance(bonus);
    return bonus;
  }

  return {
    settle,

    async overview(userId) {
      await settle(userId);
      const [offers, bonuses] = await Promise.all([
        claimableOffers(db, userId),
        bonusesOf(db, userId),
      ]);
      return { offers: offers.map(offerView), bonuses };
    },

    async claim(userId, offerId) {
      const offer = await findOffer(db, offerId);
      if (!offer?.enabled) throw bonusErrors.offerNotFound();
      await settle(userId);
      try {
        const row = await insertClaim(db, userId, offer.id, offer.expiryHours);
        return bonusView(row, offer);
      } catch (error) {
        const violated = uniqueViolation(error);
        if (violated === null) throw error;
        throw violated.includes('offer_idx')
          ? bonusErrors.alreadyClaimed()
          : bonusErrors.bonusInProgress();
      }
    },

    async forfeit(userId, bonusId) {
      const found = await bonusWithOffer(db, userId, bonusId);
      if (!found) throw bonusErrors.bonusNotFound();
      const ended = await endBonus(ledger, userId, bonusId, 'forfeited');
      if (!ended) throw bonusErrors.alreadyEnded();
      return bonusView(ended, found.offer);
    },

    async assertWithdrawalAllowed(userId) {
      if (!(await settle(userId))) return;
      // Read again: settling may have expired, matched or credited it.
      const bonus = await openBonusOf(db, userId);
      if (!bonus || bonus.state === 'waiting') return;
      const left = bonus.wagerRequirement - bonus.wagered;
      throw new BonusWageringError(formatUnits(left > 0n ? left : 0n));
    },

    async handlePosted(posted) {
      for (const entry of posted.entries) {
        if (entry.account !== 'player' || !entry.userId) continue;
        if (posted.type === 'deposit' && entry.amount > 0n) await settle(entry.userId);
        if (posted.type === 'bet' && entry.amount < 0n) {
          await wagers.submit({
            userId: entry.userId,
            balanceType: posted.balanceType,
            amount: -entry.amount,
            placedAt: posted.createdAt,
          });
        }
      }
    },

    async sweep() {
      const open = inArray(playerBonuses.state, [...OPEN_BONUS_STATES]);
      const due = await db
        .select({ id: playerBonuses.id, userId: playerBonuses.userId })
        .from(playerBonuses)
        .where(and(open, lte(playerBonuses.expiresAt, sql`now()`)))
        .limit(SWEEP_BATCH);
      let expired = 0;
      for (const bonus of due) {
        if (await endBonus(ledger, bonus.userId, bonus.id, 'expired')) expired += 1;
      }
      // A match whose credit a restart interrupted (the listener credits within milliseconds).
      const stranded = await db
        .select({ id: playerBonuses.id, offerName: bonusOffers.name })
        .from(playerBonuses)
        .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(
          and(
            eq(playerBonuses.state, 'matched'),
            lte(playerBonuses.matchedAt, sql`now() - interval '1 minute'`),
          ),
        )
        .limit(SWEEP_BATCH);
      let activated = 0;
      for (const bonus of stranded) {
        if (await activateBonus(ledger, bonus.id, bonus.offerName)) activated += 1;
      }
      return { expired, activated };
    },
  };
}
