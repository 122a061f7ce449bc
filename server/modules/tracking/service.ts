/**
 * Module tracking: the marketing data a new player arrived with (spec part 1 §7, §9) and who
 * referred them. Everything is accepted only within 60 minutes of the account's creation and
 * is write-once: a value already stored is never replaced, so a later page visit with other
 * parameters cannot re-attribute a player.
 */

import type { Db } from '@server/db/client';
import { type StoredTracking, users } from '@server/db/schema';
import { apiErrors } from '@server/http/api-error';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRACKING_WINDOW_MS, withinTrackingWindow } from '@/contracts/tracking';
import type { UserRow, UsersRepository } from '../account/users-repository';

const WINDOW_MINUTES = TRACKING_WINDOW_MS / 60_000;

export const trackingErrors = {
  windowClosed: () =>
    apiErrors.forbidden(
      `Referral and tracking data can only be recorded within ${WINDOW_MINUTES} minutes of creating the account`,
    ),
};

export function createTrackingService(db: Db, usersRepository: UsersRepository) {
  return {
    assertWithinWindow(user: UserRow, now = Date.now()): void {
      if (!withinTrackingWindow(user.createdAt, now)) throw trackingErrors.windowClosed();
    },

    /**
     * Adds the keys of `patch` the player has no value for yet. The merge runs in SQL with the
     * stored object on the right of `||`, so stored keys win even against a concurrent call.
     */
    async storeOnce(user: UserRow, patch: StoredTracking): Promise<boolean> {
      const fresh = Object.fromEntries(
        Object.entries(patch).filter(
          ([key, value]) =>
            value !== undefined && user.tracking[key as keyof StoredTracking] === undefined,
        ),
      );
      if (Object.keys(fresh).length === 0) return false;
      await db
        .update(users)
        .set({ tracking: sql`${JSON.stringify(fresh)}::jsonb || ${users.tracking}` })
        .where(eq(users.id, user.id));
      return true;
    },

    /**
     * Links the player to the referrer named `affiliateName`, once. Nobody refers themselves,
     * nobody refers the player who referred them, and a referrer must predate the player.
     */
    async linkReferrer(user: UserRow, affiliateName: string): Promise<boolean> {
      if (user.referredBy) return false;
      const referrer = await usersRepository.findByName(affiliateName);
      if (!referrer || referrer.id === user.id || referrer.referredBy === user.id) return false;
      if (referrer.createdAt.getTime() > user.createdAt.getTime()) return false;
      const linked = await db
        .update(users)
        .set({ referredBy: referrer.id })
        .where(and(eq(users.id, user.id), isNull(users.referredBy)))
        .returning({ id: users.id });
      return linked.length > 0;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
