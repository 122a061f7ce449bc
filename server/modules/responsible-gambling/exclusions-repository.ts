/** Breaks and self-exclusions (rg_exclusions): the running ones, all of them, new ones, lifts. */

import type { Db } from '@server/db/client';
import { rgExclusions } from '@server/db/schema';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ExclusionKind } from '@/contracts/responsible-gambling';
import type { ExclusionRecord } from './exclusion-rules';

const columns = {
  id: rgExclusions.id,
  kind: rgExclusions.kind,
  period: rgExclusions.period,
  startedAt: rgExclusions.startedAt,
  endsAt: rgExclusions.endsAt,
  liftedAt: rgExclusions.liftedAt,
  liftReason: rgExclusions.liftReason,
};

/** Those still running at `now` (indefinite or ending later). */
export async function runningExclusions(
  db: Db,
  userId: string,
  now: Date,
): Promise<ExclusionRecord[]> {
  const rows = await db
    .select(columns)
    .from(rgExclusions)
    .where(
      and(
        eq(rgExclusions.userId, userId),
        or(isNull(rgExclusions.endsAt), gt(rgExclusions.endsAt, now)),
      ),
    );
  return rows as ExclusionRecord[];
}

/** Every exclusion the player ever had, newest first (the operator's view). */
export async function exclusionHistory(db: Db, userId: string): Promise<ExclusionRecord[]> {
  const rows = await db
    .select(columns)
    .from(rgExclusions)
    .where(eq(rgExclusions.userId, userId))
    .orderBy(desc(rgExclusions.startedAt), desc(rgExclusions.id));
  return rows as ExclusionRecord[];
}

export async function insertExclusion(
  db: Db,
  row: {
    userId: string;
    kind: ExclusionKind;
    period: string;
    startedAt: Date;
    endsAt: Date | null;
  },
): Promise<ExclusionRecord> {
  const [created] = await db.insert(rgExclusions).values(row).returning(columns);
  if (!created) throw new Error('rg_exclusions: insert returned nothing');
  return created as ExclusionRecord;
}

/** Records the operator's lift: when, why, and the new end (after the return cooling-off). */
export async function liftExclusion(
  db: Db,
  id: number,
  lift: { liftedAt: Date; endsAt: Date; reason: string },
): Promise<void> {
  await db
    .update(rgExclusions)
    .set({ liftedAt: lift.liftedAt, endsAt: lift.endsAt, liftReason: lift.reason })
    .where(eq(rgExclusions.id, id));
}
