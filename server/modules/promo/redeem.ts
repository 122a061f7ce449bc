/**
 * Redeeming a promo code, all in one ledger transaction so it happens entirely or not at all:
 *   1. the code's use is claimed by a conditional increment (active, not expired, uses below
 *      the total) — concurrent redemptions of the last use queue on the row and only one wins;
 *   2. the promotions account credits the player ('promo'), keyed `promo:<code id>:<user id>`,
 *      so the same player's second attempt replays instead of paying twice;
 *   3. the redemption row, unique per code and player, records it.
 * Any refusal rolls the claimed use back.
 */

import { promoCodes, promoRedemptions } from '@server/db/schema';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { RedeemResult } from '@/contracts/promo';
import type { Ledger, Tx } from '../wallet/ledger';
import { unitsToNumber } from '../wallet/money';
import { promoErrors } from './promo-errors';

async function refusal(tx: Tx, code: string): Promise<Error> {
  // Judged by the database's clock, the same one the claim used.
  const [row] = await tx
    .select({
      active: promoCodes.active,
      expired: sql<boolean>`${promoCodes.expiresAt} is not null and ${promoCodes.expiresAt} <= now()`,
    })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  if (!row) return promoErrors.unknown(code);
  if (!row.active) return promoErrors.disabled(code);
  if (row.expired) return promoErrors.expired(code);
  return promoErrors.usedUp(code);
}

export async function redeemPromoCode(
  ledger: Ledger,
  userId: string,
  code: string,
): Promise<RedeemResult> {
  return ledger.run(async (book) => {
    const [claimed] = await book.tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(
        and(
          eq(promoCodes.code, code),
          eq(promoCodes.active, true),
          lt(promoCodes.uses, promoCodes.totalUses),
          or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
        ),
      )
      .returning();
    if (!claimed) throw await refusal(book.tx, code);
    const balanceType = claimed.balanceType;
    const posted = await book.post({
      type: 'promo',
      idempotencyKey: `promo:${claimed.id}:${userId}`,
      balanceType,
      reference: claimed.code,
      meta: { code: claimed.code, codeId: claimed.id.toString() },
      legs: [
        { account: 'promotions', amount: -claimed.amount },
        { account: 'player', userId, amount: claimed.amount },
      ],
    });
    if (posted.replayed) throw promoErrors.alreadyRedeemed(code);
    const [redemption] = await book.tx
      .insert(promoRedemptions)
      .values({ codeId: claimed.id, userId, transactionId: posted.transactionId })
      .onConflictDoNothing()
      .returning({ id: promoRedemptions.id });
    if (!redemption) throw promoErrors.alreadyRedeemed(code);
    const own = posted.entries.find((entry) => entry.userId === userId);
    return {
      ok: true,
      code: claimed.code,
      amount: unitsToNumber(claimed.amount),
      balanceType,
      balance: unitsToNumber(own?.balanceAfter ?? 0n),
    };
  });
}
