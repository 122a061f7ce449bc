/**
 * The moves of a deposit bonus (spec part 1 §4.9). Every transition is ONE conditional update
 * (`where state = <from>`), so two processes, a listener and a sweep, or two clicks can never
 * make the same transition twice; where money moves, the update and the movement share one
 * ledger transaction (`ledger.run`) and the movement's idempotency key is per bonus.
 *
 *   waiting → matched    the first deposit since the claim that meets the minimum (no money)
 *   matched → active     the bonus is credited ('depositBonus' from the bonuses account);
 *                        straight to completed when the requirement is 0
 *   active  → completed  bets of the bonus's balance type reach the requirement
 *   open    → forfeited | expired   see endBonus
 */

import type { Db } from '@server/db/client';
import { ledgerEntries, playerBalances, playerBonuses } from '@server/db/schema';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import { OPEN_BONUS_STATES } from '@/contracts/bonuses';
import type { Ledger } from '../wallet/ledger';
import { bonusAmountFor, type OfferTerms, wagerRequirementFor } from './bonus-math';
import type { BonusRow } from './player-bonuses-repository';

const notExpired = sql`${playerBonuses.expiresAt} > now()`;

/** waiting → matched, when a deposit since the claim qualifies. True when it matched. */
export async function matchDeposit(db: Db, bonus: BonusRow, offer: OfferTerms): Promise<boolean> {
  // Read from the ledger rather than from the event, so a deposit whose event was lost (a
  // restart right after its commit) still matches on the player's next visit.
  const [deposit] = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceType: ledgerEntries.balanceType,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, bonus.userId),
        eq(ledgerEntries.type, 'deposit'),
        gte(ledgerEntries.amount, offer.minDeposit),
        gte(ledgerEntries.createdAt, bonus.claimedAt),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .limit(1);
  if (!deposit) return false;
  const amount = bonusAmountFor(offer, deposit.amount);
  if (amount <= 0n) return false;
  const matched = await db
    .update(playerBonuses)
    .set({
      state: 'matched',
      depositEntryId: deposit.id,
      depositAmount: deposit.amount,
      balanceType: deposit.balanceType,
      amount,
      wagerRequirement: wagerRequirementFor(offer, amount),
      matchedAt: sql`now()`,
    })
    .where(and(eq(playerBonuses.id, bonus.id), eq(playerBonuses.state, 'waiting'), notExpired))
    .returning({ id: playerBonuses.id });
  return matched.length > 0;
}

/** matched → active (or completed), crediting the bonus in the same transaction. */
export async function activateBonus(
  ledger: Ledger,
  bonusId: string,
  offerName: string,
): Promise<boolean> {
  return ledger.run(async (book) => {
    const noRequirement = sql`${playerBonuses.wagerRequirement} = 0`;
    const [row] = await book.tx
      .update(playerBonuses)
      .set({
        state: sql`case when ${noRequirement} then 'completed' else 'active' end`,
        activatedAt: sql`now()`,
        completedAt: sql`case when ${noRequirement} then now() end`,
      })
      .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.state, 'matched'), notExpired))
      .returning();
    if (!row?.amount || !row.balanceType) return false;
    await book.post({
      type: 'depositBonus',
      idempotencyKey: `depositBonus:${row.id}`,
      balanceType: row.balanceType,
      reference: offerName,
      meta: { bonusId: row.id, offerId: row.offerId, offerName },
      legs: [
        { account: 'bonuses', amount: -row.amount },
        { account: 'player', userId: row.userId, amount: row.amount },
      ],
    });
    return true;
  });
}

/**
 * Counts a bet towards the player's active bonus of that balance type, completing it when
 * the requirement is reached — one statement, so concurrent bets add up exactly.
 */
export async function recordWager(
  db: Db,
  userId: string,
  balanceType: BalanceType,
  wager: bigint,
  placedAt: Date,
): Promise<void> {
  const total = sql`${playerBonuses.wagered} + ${wager.toString()}::bigint`;
  const reached = sql`${total} >= ${playerBonuses.wagerRequirement}`;
  await db
    .update(playerBonuses)
    .set({
      wagered: total,
      state: sql`case when ${reached} then 'completed' else ${playerBonuses.state} end`,
      completedAt: sql`case when ${reached} then now() end`,
    })
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.state, 'active'),
        eq(playerBonuses.balanceType, balanceType),
        lte(playerBonuses.activatedAt, placedAt),
        notExpired,
      ),
    );
}

export type EndState = 'forfeited' | 'expired';

/**
 * Ends a bonus in progress: forfeited by the player, or expired. The requirement goes to 0,
 * and so does the bonus balance — what of the credited bonus is still on the player's
 * balance of its type, i.e. min(bonus granted, current balance), moved back to the bonuses
 * account as a 'bonus' movement. The player's own deposit is never taken: the ledger does not
 * tell bonus coins from deposited ones, so spending is counted against the bonus first, and a
 * balance above the bonus keeps the rest. The debit is capped at the balance (locked for the
 * update), so it never makes a balance negative. A bonus not yet credited (waiting, matched)
 * ends without moving money. Returns null when the bonus was not in progress (ended already,
 * not this player's, or — for expiry — not yet due).
 */
export async function endBonus(
  ledger: Ledger,
  userId: string,
  bonusId: string,
  to: EndState,
): Promise<BonusRow | null> {
  return ledger.run(async (book) => {
    const [ended] = await book.tx
      .update(playerBonuses)
      .set({ state: to, endedAt: sql`now()`, wagerRequirement: 0n })
      .where(
        and(
          eq(playerBonuses.id, bonusId),
          eq(playerBonuses.userId, userId),
          inArray(playerBonuses.state, [...OPEN_BONUS_STATES]),
          to === 'expired' ? sql`${playerBonuses.expiresAt} <= now()` : undefined,
        ),
      )
      .returning();
    if (!ended) return null;
    if (!ended.activatedAt || !ended.amount || !ended.balanceType) return ended;

    const [balance] = await book.tx
      .select({ balance: playerBalances.balance })
      .from(playerBalances)
      .where(
        and(eq(playerBalances.userId, userId), eq(playerBalances.balanceType, ended.balanceType)),
      )
      .for('update');
    const held = balance?.balance ?? 0n;
    const removed = held < ended.amount ? held : ended.amount;
    if (removed > 0n) {
      await book.post({
        type: 'bonus',
        idempotencyKey: `bonusEnded:${ended.id}`,
        balanceType: ended.balanceType,
        reference: to,
        meta: { bonusId: ended.id, offerId: ended.offerId, ended: to },
        legs: [
          { account: 'player', userId, amount: -removed },
          { account: 'bonuses', amount: removed },
        ],
      });
    }
    const [final] = await book.tx
      .update(playerBonuses)
      .set({ removedAmount: removed })
      .where(eq(playerBonuses.id, ended.id))
      .returning();
    return final ?? ended;
  });
}
