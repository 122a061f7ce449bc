/** A player's balances (all types, 0 when never touched), read from their running balances. */

import type { Db } from '@server/db/client';
import { playerBalances } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { type BalanceType, isBalanceType } from '@/contracts/balances';
import { type Balances, emptyBalances } from '@/contracts/wallet';
import { unitsToNumber } from './money';

export async function balanceUnitsOf(db: Db, userId: string): Promise<Map<BalanceType, bigint>> {
  const rows = await db
    .select({ balanceType: playerBalances.balanceType, balance: playerBalances.balance })
    .from(playerBalances)
    .where(eq(playerBalances.userId, userId));
  const units = new Map<BalanceType, bigint>();
  for (const row of rows) {
    if (isBalanceType(row.balanceType)) units.set(row.balanceType, row.balance);
  }
  return units;
}

export async function balancesOf(db: Db, userId: string): Promise<Balances> {
  const balances = emptyBalances();
  for (const [type, units] of await balanceUnitsOf(db, userId)) {
    balances[type] = unitsToNumber(units);
  }
  return balances;
}
