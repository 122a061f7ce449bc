/**
 * Referral commission: a referrer earns REFERRAL_COMMISSION_RATE of what the players they
 * referred stake, in the balance type of each stake, paid by the house as 'referral' ledger
 * movements. A sweep pays everything staked since the last sweep (ledger entries past the
 * watermark); advancing the watermark is conditional and in the same transaction as the
 * payouts, so a crash pays nothing twice and loses nothing, and two processes cannot both pay.
 */

import type { Db } from '@server/db/client';
import { ledgerEntries, referralCommissionWatermark, users } from '@server/db/schema';
import { and, eq, gt, isNotNull, lte, max, sql } from 'drizzle-orm';
import { REFERRAL_COMMISSION_RATE } from '@/contracts/affiliate';
import { isBalanceType } from '@/contracts/balances';
import type { Ledger } from '../wallet/ledger';
import { toUnits, UNITS_PER_DOLLAR } from '../wallet/money';

const RATE_UNITS = toUnits(String(REFERRAL_COMMISSION_RATE));
const WATERMARK_ID = 1;

async function watermark(db: Db): Promise<bigint> {
  await db
    .insert(referralCommissionWatermark)
    .values({ id: WATERMARK_ID, lastEntryId: 0n })
    .onConflictDoNothing();
  const [row] = await db.select().from(referralCommissionWatermark);
  return row?.lastEntryId ?? 0n;
}

/** Pays the commissions earned since the last sweep; answers how many payouts it booked. */
export async function payReferralCommissions(db: Db, ledger: Ledger): Promise<number> {
  const from = await watermark(db);
  const [latest] = await db.select({ id: max(ledgerEntries.id) }).from(ledgerEntries);
  const to = latest?.id ?? 0n;
  if (to <= from) return 0;

  const stakes = await db
    .select({
      referrerId: users.referredBy,
      balanceType: ledgerEntries.balanceType,
      staked: sql<string>`(-sum(${ledgerEntries.amount}))::text`,
    })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.userId))
    .where(
      and(
        eq(ledgerEntries.type, 'bet'),
        eq(ledgerEntries.account, 'player'),
        gt(ledgerEntries.id, from),
        lte(ledgerEntries.id, to),
        isNotNull(users.referredBy),
      ),
    )
    .groupBy(users.referredBy, ledgerEntries.balanceType);

  return ledger.run(async (book) => {
    const advanced = await book.tx
      .update(referralCommissionWatermark)
      .set({ lastEntryId: to })
      .where(
        and(
          eq(referralCommissionWatermark.id, WATERMARK_ID),
          eq(referralCommissionWatermark.lastEntryId, from),
        ),
      )
      .returning();
    if (advanced.length === 0) return 0; // another process swept this range
    let paid = 0;
    for (const stake of stakes) {
      const { balanceType, referrerId } = stake;
      const commission = (BigInt(stake.staked) * RATE_UNITS) / UNITS_PER_DOLLAR;
      if (!referrerId || !isBalanceType(balanceType) || commission <= 0n) continue;
      await book.post({
        type: 'referral',
        idempotencyKey: `referral:${referrerId}:${balanceType}:${from}-${to}`,
        balanceType,
        meta: { fromEntry: from.toString(), toEntry: to.toString() },
        legs: [
          { account: 'house', amount: -commission },
          { account: 'player', userId: referrerId, amount: commission },
        ],
      });
      paid++;
    }
    return paid;
  });
}
