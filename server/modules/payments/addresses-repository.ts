/**
 * Deposit addresses: one per player and coin, created on first request and the same ever
 * after. XRP deposits share the house's one address (created once, like every exchange does,
 * because each XRP account must hold a reserve) and tell players apart by a random
 * destination tag; other coins get an address of their own per player.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '@server/db/client';
import { depositAddresses, houseWallets } from '@server/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { CHAIN_COIN_FACTS, type ChainCoin, isChainCoin } from '@/contracts/payments';
import { newChainAddress } from './chain-addresses';

export interface AddressRow {
  userId: string;
  coin: ChainCoin;
  address: string;
  tag: number | null;
}

/** Tags of 8+ digits: short ones are the first a mistyping sender would hit. */
const TAG_MIN = 10_000_000;
const TAG_MAX = 4_294_967_295;

async function houseWalletOf(db: Db, coin: ChainCoin): Promise<string> {
  await db
    .insert(houseWallets)
    .values({ coin, address: newChainAddress(coin) })
    .onConflictDoNothing();
  const [row] = await db.select().from(houseWallets).where(eq(houseWallets.coin, coin));
  if (!row) throw new Error(`no house wallet for ${coin}`);
  return row.address;
}

async function findAddress(db: Db, userId: string, coin: ChainCoin): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.coin, coin)));
  return row ? { userId, coin, address: row.address, tag: row.tag } : null;
}

export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  const rows = await db.select().from(depositAddresses).where(eq(depositAddresses.userId, userId));
  return rows.flatMap((row) =>
    isChainCoin(row.coin) ? [{ userId, coin: row.coin, address: row.address, tag: row.tag }] : [],
  );
}

export async function addressOf(db: Db, userId: string, coin: ChainCoin): Promise<AddressRow> {
  const existing = await findAddress(db, userId, coin);
  if (existing) return existing;
  const shared = CHAIN_COIN_FACTS[coin].destinationTag ? await houseWalletOf(db, coin) : null;
  // A random tag (or address) may collide with another player's: then try another one. A
  // concurrent first request of the same player wins the primary key; both read its row.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await db
      .insert(depositAddresses)
      .values({
        userId,
        coin,
        address: shared ?? newChainAddress(coin),
        tag: shared ? randomInt(TAG_MIN, TAG_MAX) : null,
      })
      .onConflictDoNothing();
    const row = await findAddress(db, userId, coin);
    if (row) return row;
  }
  throw new Error(`could not allocate a ${coin} deposit address`);
}

/** The player a transfer to `address` (and `tag`) belongs to, or null when nobody's. */
export async function ownerOf(
  db: Db,
  coin: ChainCoin,
  address: string,
  tag: number | null,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(
      and(
        eq(depositAddresses.coin, coin),
        eq(depositAddresses.address, address),
        tag === null ? isNull(depositAddresses.tag) : eq(depositAddresses.tag, tag),
      ),
    );
  return row?.userId ?? null;
}
