/**
 * Bonus offers as the operator defines them: create, list, enable/disable, and the offers a
 * player may still claim (enabled, and not claimed by them before: each offer once).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { bonusOffers, playerBonuses } from '@server/db/schema';
import { and, desc, eq, notExists } from 'drizzle-orm';
import type { BonusOffer } from '@/contracts/bonuses';
import { unitsToNumber } from '../wallet/money';
import type { OfferTerms } from './bonus-math';

export type OfferRow = typeof bonusOffers.$inferSelect;

export type NewOffer = {
  name: string;
  minDeposit: bigint;
  wagerMultiple: number;
  expiryHours: number;
} & (
  | { kind: 'fixed'; fixedAmount: bigint }
  | { kind: 'match'; matchPercent: number; maxAmount: bigint }
);

export function termsOf(row: OfferRow): OfferTerms {
  return {
    kind: row.kind === 'match' ? 'match' : 'fixed',
    minDeposit: row.minDeposit,
    fixedAmount: row.fixedAmount,
    matchPercent: row.matchPercent,
    maxAmount: row.maxAmount,
    wagerMultiple: row.wagerMultiple,
  };
}

export function offerView(row: OfferRow): BonusOffer {
  const units = (value: bigint | null) => (value === null ? null : unitsToNumber(value));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'match' ? 'match' : 'fixed',
    minDeposit: unitsToNumber(row.minDeposit),
    fixedAmount: units(row.fixedAmount),
    matchPercent: row.matchPercent,
    maxAmount: units(row.maxAmount),
    wagerMultiple: row.wagerMultiple,
    expiryHours: row.expiryHours,
  };
}

export async function createOffer(db: Db, offer: NewOffer): Promise<OfferRow> {
  const [row] = await db
    .insert(bonusOffers)
    .values({
      id: randomUUID(),
      name: offer.name,
      kind: offer.kind,
      minDeposit: offer.minDeposit,
      wagerMultiple: offer.wagerMultiple,
      expiryHours: offer.expiryHours,
      fixedAmount: offer.kind === 'fixed' ? offer.fixedAmount : null,
      matchPercent: offer.kind === 'match' ? offer.matchPercent : null,
      maxAmount: offer.kind === 'match' ? offer.maxAmount : null,
    })
    .returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

export async function listOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(bonusOffers).orderBy(desc(bonusOffers.createdAt));
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
  return row ?? null;
}

export async function setOfferEnabled(
  db: Db,
  id: string,
  enabled: boolean,
): Promise<OfferRow | null> {
  const [row] = await db
    .update(bonusOffers)
    .set({ enabled })
    .where(eq(bonusOffers.id, id))
    .returning();
  return row ?? null;
}

export async function claimableOffers(db: Db, userId: string): Promise<OfferRow[]> {
  const claimed = db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.offerId, bonusOffers.id)));
  return db
    .select()
    .from(bonusOffers)
    .where(and(eq(bonusOffers.enabled, true), notExists(claimed)))
    .orderBy(desc(bonusOffers.createdAt));
}
