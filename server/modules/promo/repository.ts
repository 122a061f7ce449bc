/**
 * Module promo: the operator's promo codes (create, list, disable) and each player's
 * redemptions. Redeeming lives in redeem.ts, inside a ledger transaction.
 */

import type { Db } from '@server/db/client';
import { promoCodes, promoRedemptions } from '@server/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import type { PromoRedemption } from '@/contracts/promo';
import { formatUnits, unitsToNumber } from '../wallet/money';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export type PromoStatus = 'active' | 'disabled' | 'expired' | 'usedUp';

export function statusOf(row: PromoCodeRow, now = new Date()): PromoStatus {
  if (!row.active) return 'disabled';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  if (row.uses >= row.totalUses) return 'usedUp';
  return 'active';
}

/** The operator's view of a code: exact amount, uses and status. */
export function operatorView(row: PromoCodeRow) {
  return {
    code: row.code,
    amount: formatUnits(row.amount),
    balanceType: row.balanceType,
    uses: row.uses,
    totalUses: row.totalUses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    status: statusOf(row),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewPromoCode {
  code: string;
  amount: bigint;
  balanceType: BalanceType;
  totalUses: number;
  expiresAt: Date | null;
  createdBy: string;
}

/** The new code, or null when the code exists already. */
export async function createPromoCode(db: Db, input: NewPromoCode): Promise<PromoCodeRow | null> {
  const [row] = await db
    .insert(promoCodes)
    .values(input)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row ?? null;
}

export function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function disablePromoCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ active: false })
    .where(eq(promoCodes.code, code))
    .returning();
  return row ?? null;
}

/** The codes a player redeemed, newest first. */
export async function redemptionsOf(db: Db, userId: string): Promise<PromoRedemption[]> {
  const rows = await db
    .select({ row: promoCodes, redeemedAt: promoRedemptions.createdAt })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.codeId))
    .where(eq(promoRedemptions.userId, userId))
    .orderBy(desc(promoRedemptions.createdAt), desc(promoRedemptions.id));
  return rows.map(({ row, redeemedAt }) => ({
    code: row.code,
    amount: unitsToNumber(row.amount),
    balanceType: row.balanceType,
    redeemedAt: redeemedAt.toISOString(),
  }));
}
