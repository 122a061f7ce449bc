/** The rg_limits rows of a player: read them, write one limit's new state (or drop it). */

import type { Db } from '@server/db/client';
import { rgLimits } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '@/contracts/responsible-gambling';
import type { Tx } from '../wallet/ledger';
import { isEmpty, type LimitState, type StoredLimit, toStored } from './limit-rules';

export interface LimitRow extends StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
}

export async function limitRowsOf(db: Db | Tx, userId: string): Promise<LimitRow[]> {
  const rows = await db
    .select({
      kind: rgLimits.kind,
      period: rgLimits.period,
      amount: rgLimits.amount,
      pendingAmount: rgLimits.pendingAmount,
      pendingAppliesAt: rgLimits.pendingAppliesAt,
    })
    .from(rgLimits)
    .where(eq(rgLimits.userId, userId));
  return rows as LimitRow[];
}

export async function saveLimit(
  db: Db | Tx,
  userId: string,
  kind: LimitKind,
  period: LimitPeriod,
  state: LimitState,
): Promise<void> {
  const key = and(
    eq(rgLimits.userId, userId),
    eq(rgLimits.kind, kind),
    eq(rgLimits.period, period),
  );
  if (isEmpty(state)) {
    await db.delete(rgLimits).where(key);
    return;
  }
  const values = { ...toStored(state), updatedAt: new Date() };
  await db
    .insert(rgLimits)
    .values({ userId, kind, period, ...values })
    .onConflictDoUpdate({ target: [rgLimits.userId, rgLimits.kind, rgLimits.period], set: values });
}
