/**
 * Starting a player's deposit at a provider (M-Pesa, cash), the same protocol for each: a
 * retry under the same idempotency key answers the deposit its first attempt started (another
 * request under that key is a conflict); a new one passes the responsible-gambling gate, asks
 * the provider, and writes the pending row under the provider's reference.
 */
import type { Db } from '@server/db/client';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import { IdempotencyConflictError } from '../wallet/ledger-errors';
import { type DepositRow, findDepositByKey, insertDeposit } from './deposits-repository';

export interface DepositStart {
  /** The method, also the balance type credited. */
  method: 'mpesa' | 'cash';
  userId: string;
  units: bigint;
  key: string;
  /** M-Pesa: the normalized number the payment request goes to. */
  phone?: string;
  /** Asks the provider for the payment; answers its reference. Only for a new deposit. */
  request: () => string;
}

export async function startDeposit(
  db: Db,
  gate: ResponsibleGambling,
  start: DepositStart,
): Promise<DepositRow> {
  const { method, userId, units, key, phone = null } = start;
  const same = (row: DepositRow) =>
    row.method === method && row.amount === units && row.phone === phone;
  // A retry of a request that got through returns its deposit; no second payment request.
  const earlier = await findDepositByKey(db, key);
  if (earlier) {
    if (!same(earlier)) throw new IdempotencyConflictError(key);
    return earlier;
  }
  await gate.assertAllowed(userId, 'deposit', units);
  const { row } = await insertDeposit(db, {
    userId,
    method,
    balanceType: method,
    amount: units,
    status: 'pending',
    providerRef: start.request(),
    phone,
    idempotencyKey: key,
  });
  // A concurrent twin under this key may have inserted first: its row came back instead.
  if (!same(row)) throw new IdempotencyConflictError(key);
  return row;
}
