/** Bare player rows for ledger tests (the ledger only needs ids its entries can reference). */
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';

export async function insertPlayers(db: Db, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, name: `p${id.slice(0, 8)}`, email: `${id}@ledger.test` })));
  return ids;
}
