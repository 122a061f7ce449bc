/**
 * The player's responsible-gambling facts on the user (GET /account/get): a running break or
 * self-exclusion (the banner, disabled deposit buttons) and the reality-check interval (the
 * app's timer), so the chrome needs no request of its own.
 */

import type { Db } from '@server/db/client';
import type { UserResponsibleGambling } from '@/contracts/responsible-gambling';
import { activeExclusion } from './exclusion-rules';
import { runningExclusions } from './exclusions-repository';
import { exclusionView } from './service';
import { realityCheckMinutesOf } from './settings-repository';

export async function responsibleGamblingOf(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<UserResponsibleGambling> {
  const [running, realityCheckMinutes] = await Promise.all([
    runningExclusions(db, userId, now),
    realityCheckMinutesOf(db, userId),
  ]);
  const active = activeExclusion(running, now);
  return { exclusion: active ? exclusionView(active) : null, realityCheckMinutes };
}
