/** The player's reality-check interval (rg_settings); no row: off, the default. */

import type { Db } from '@server/db/client';
import { rgSettings } from '@server/db/schema';
import { eq } from 'drizzle-orm';

export async function realityCheckMinutesOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: rgSettings.realityCheckMinutes })
    .from(rgSettings)
    .where(eq(rgSettings.userId, userId));
  return row?.minutes ?? null;
}

export async function setRealityCheckMinutes(
  db: Db,
  userId: string,
  minutes: number | null,
): Promise<void> {
  const values = { realityCheckMinutes: minutes, updatedAt: new Date() };
  await db
    .insert(rgSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rgSettings.userId, set: values });
}
