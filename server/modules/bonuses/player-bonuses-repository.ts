/**
 * Players' bonuses as rows and as the API shows them: a player's bonuses newest first, their
 * one bonus in progress, and the claim that starts one.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { bonusOffers, playerBonuses } from '@server/db/schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BONUS_STATES,
  type BonusState,
  OPEN_BONUS_STATES,
  type PlayerBonus,
} from '@/contracts/bonuses';
import { unitsToNumber } from '../wallet/money';

export type BonusRow = typeof playerBonuses.$inferSelect;

/** Shown per player: enough for their recent story without paging. */
const BONUSES_LISTED = 20;

export function stateOf(row: Pick<BonusRow, 'state'>): BonusState {
  const state = BONUS_STATES.find((s) => s === row.state);
  if (!state) throw new Error(`Unknown bonus state ${row.state}`);
  return state;
}

/** What a bonus shows of its offer. */
export interface OfferLabel {
  name: string;
  minDeposit: bigint;
}

const offerLabel = { name: bonusOffers.name, minDeposit: bonusOffers.minDeposit };

export function bonusView(row: BonusRow, offer: OfferLabel): PlayerBonus {
  const units = (value: bigint | null) => (value === null ? null : unitsToNumber(value));
  return {
    id: row.id,
    offerId: row.offerId,
    offerName: offer.name,
    minDeposit: unitsToNumber(offer.minDeposit),
    state: stateOf(row),
    claimedAt: row.claimedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    balanceType: row.balanceType,
    depositAmount: units(row.depositAmount),
    amount: units(row.amount),
    wagerRequirement: unitsToNumber(row.wagerRequirement),
    wagered: unitsToNumber(row.wagered),
    removedAmount: units(row.removedAmount),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export async function bonusesOf(db: Db, userId: string): Promise<PlayerBonus[]> {
  const rows = await db
    .select({ bonus: playerBonuses, offer: offerLabel })
    .from(playerBonuses)
    .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
    .where(eq(playerBonuses.userId, userId))
    .orderBy(desc(playerBonuses.claimedAt), desc(playerBonuses.id))
    .limit(BONUSES_LISTED);
  return rows.map((r) => bonusView(r.bonus, r.offer));
}

/** The player's bonus and what it shows of its offer; null when it is not theirs. */
export async function bonusWithOffer(
  db: Db,
  userId: string,
  bonusId: string,
): Promise<{ bonus: BonusRow; offer: OfferLabel } | null> {
  const [row] = await db
    .select({ bonus: playerBonuses, offer: offerLabel })
    .from(playerBonuses)
    .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
    .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.userId, userId)));
  return row ?? null;
}

/** The player's bonus in progress, if any (at most one: player_bonuses_open_idx). */
export async function openBonusOf(db: Db, userId: string): Promise<BonusRow | null> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(eq(playerBonuses.userId, userId), inArray(playerBonuses.state, [...OPEN_BONUS_STATES])),
    );
  return row ?? null;
}

/** A new bonus waiting for a deposit; expires `expiryHours` after now (the database's clock). */
export async function insertClaim(
  db: Db,
  userId: string,
  offerId: string,
  expiryHours: number,
): Promise<BonusRow> {
  const [row] = await db
    .insert(playerBonuses)
    .values({
      id: randomUUID(),
      userId,
      offerId,
      state: 'waiting',
      expiresAt: sql`now() + ${expiryHours} * interval '1 hour'`,
    })
    .returning();
  if (!row) throw new Error('bonus insert returned nothing');
  return row;
}
