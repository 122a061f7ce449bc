/**
 * Deciding a deposit, once. Confirming one asks the responsible-gambling gate first (a player
 * on a break or over a deposit limit is not credited: the deposit is 'refused' and the
 * operator returns the money), then in ONE ledger transaction moves the row out of 'pending'
 * and credits the player (payments → player, type 'deposit', key `deposit:<method>:<ref>`).
 * A second callback for the same deposit finds it decided and changes nothing; even if two
 * raced past that, the conditional update lets one through and the ledger key moves money once.
 */
import type { BalanceType } from '@/contracts/balances';
import type { Db } from '../../db/client';
import { ApiError, apiErrors } from '../../http/api-error';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import type { Ledger } from '../wallet/ledger';
import { type DepositRow, findDeposit, settlePending } from './deposits-repository';

export interface DepositListener {
  /** Any status change of a player's deposit (started, confirmations, decided). */
  updated(row: DepositRow): void;
  /** After the credit committed. */
  credited(row: DepositRow): void;
}

export interface SettlementDeps {
  db: Db;
  ledger: Ledger;
  gate: ResponsibleGambling;
  events: DepositListener;
}

export type Settlement = ReturnType<typeof createSettlement>;

export function createSettlement({ db, ledger, gate, events }: SettlementDeps) {
  async function current(id: number): Promise<DepositRow> {
    const row = await findDeposit(db, id);
    if (!row) throw apiErrors.notFound(`No deposit ${id}`);
    return row;
  }

  async function refuse(row: DepositRow, reason: string): Promise<DepositRow> {
    const refused = await settlePending(db, row.id, 'refused', { failureReason: reason });
    if (refused) events.updated(refused);
    return refused ?? current(row.id);
  }

  return {
    /** Credits a pending deposit of a player; answers the row as it ends up. */
    async confirm(id: number, extra: { receipt?: string | null } = {}): Promise<DepositRow> {
      const row = await current(id);
      const userId = row.userId;
      if (row.status !== 'pending' || !userId) return row;
      try {
        await gate.assertAllowed(userId, 'deposit', row.amount);
      } catch (error) {
        if (error instanceof ApiError) return refuse(row, error.message);
        throw error;
      }
      const confirmed = await ledger.run(async (book) => {
        const updated = await settlePending(book.tx, row.id, 'confirmed', extra);
        if (!updated) return null;
        await book.post({
          type: 'deposit',
          idempotencyKey: `deposit:${row.method}:${row.providerRef}`,
          balanceType: row.balanceType as BalanceType,
          reference: updated.receipt ?? row.providerRef,
          meta: { depositId: String(row.id), method: row.method },
          legs: [
            { account: 'payments', amount: -row.amount },
            { account: 'player', userId, amount: row.amount },
          ],
        });
        return updated;
      });
      if (!confirmed) return current(id);
      events.updated(confirmed);
      events.credited(confirmed);
      return confirmed;
    },

    /** The provider said no (or the player left the checkout): nothing moves. */
    async fail(id: number, status: 'failed' | 'cancelled', reason: string): Promise<DepositRow> {
      const failed = await settlePending(db, id, status, { failureReason: reason.slice(0, 200) });
      if (failed) events.updated(failed);
      return failed ?? current(id);
    },
  };
}
