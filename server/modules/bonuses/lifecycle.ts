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
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
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

/** One bet's stake, counted towards its player's bonus of the same balance type. */
export interface Wager {
  userId: string;
  balanceType: BalanceType;
  /** Units of 1e-8 USD, positive. */
  amount: bigint;
  placedAt: Date;
}

/**
 * Counts bets towards their players' active bonuses of those balance types — only bets placed
 * once the bonus was active — completing a bonus when its requirement is reached. One
 * statement for many bets, so concurrent bets add up exactly and a busy site pays one round
 * trip per batch; the conditions are checked again on the locked row, so a bonus forfeited
 * or expired meanwhile is left alone.
 */
export async function recordWagers(db: Db, wagers: readonly Wager[]): Promise<void> {
  if (wagers.length === 0) return;
  const rows = JSON.stringify(
    wagers.map((w, index) => ({
      ord: index,
      user_id: w.userId,
      balance_type: w.balanceType,
      wager: w.amount.toString(),
      placed_at: w.placedAt.toISOString(),
    })),
  );
  // In the order given, a bet counts while the bonus is short of its requirement before it:
  // the bet that reaches it counts whole, the ones after it not at all, as one by one.
  const added = sql`(
    select counted.id, sum(counted.wager) as total
    from (
      select p.id, v.wager, p.wager_requirement,
        p.wagered + coalesce(sum(v.wager) over (partition by p.id order by v.ord
          rows between unbounded preceding and 1 preceding), 0) as before
      from jsonb_to_recordset(${rows}::jsonb)
        as v(ord integer, user_id text, balance_type text, wager bigint, placed_at timestamptz)
      join ${playerBonuses} p on p.user_id = v.user_id and p.balance_type = v.balance_type
        and p.state = 'active' and p.activated_at <= v.placed_at
    ) counted
    where counted.before < counted.wager_requirement
    group by counted.id
  ) as w`;
  const total = sql`${playerBonuses.wagered} + w.total`;
  const reached = sql`${total} >= ${playerBonuses.wagerRequirement}`;
  await db.execute(sql`update ${playerBonuses} set
    wagered = ${total},
    state = case when ${reached} then 'completed' else ${playerBonuses.state} end,
    completed_at = case when ${reached} then now() end
    from ${added}
    where ${playerBonuses.id} = w.id and ${playerBonuses.state} = 'active' and ${notExpired}`);
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
