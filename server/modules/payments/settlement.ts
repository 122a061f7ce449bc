/**
 * Deciding a deposit, once. Confirming one is ONE ledger transaction: the responsible-gambling
 * gate checks under a per-player lock (a player on a break or over a deposit limit is not
 * credited: the deposit is 'refused' and the operator returns the money; two deposits at once
 * cannot both fit the same room under a limit), then the row leaves 'pending' and the player is
 * credited (payments → player, type 'deposit', key `deposit:<method>:<ref>`).
 * A second callback for the same deposit finds it decided and changes nothing; even if two
 * raced past that, the conditional update lets one through and the ledger key moves money once.
 */

import type { Db } from '@server/db/client';
import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import type { Ledger } from '../wallet/ledger';
import { formatUnits } from '../wallet/money';
import { type DepositRow, dollarsOf, findDeposit, settlePending } from './deposits-repository';

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

/** A chain deposit's coins and price, kept with its ledger movement for the history. */
function coinFactsOf(row: DepositRow): Record<string, string> {
  if (row.coinAmount === null || row.coinPrice === null) return {};
  return { coinAmount: formatUnits(row.coinAmount), coinPrice: formatUnits(row.coinPrice) };
}

function isGateRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === API_ERROR_CODES.limitReached || error.code === API_ERROR_CODES.selfExcluded)
  );
}

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

  /** The gate and the credit in one transaction: the gate's check holds until the commit. */
  function credit(row: DepositRow, userId: string, extra: { receipt?: string | null }) {
    const amount = dollarsOf(row);
    return ledger.run(async (book) => {
      await gate.assertAllowed(userId, 'deposit', amount, book.tx);
      const updated = await settlePending(book.tx, row.id, 'confirmed', extra);
      if (!updated) return null;
      await book.post({
        type: 'deposit',
        idempotencyKey: `deposit:${row.method}:${row.providerRef}`,
        balanceType: row.balanceType,
        reference: updated.receipt ?? row.providerRef,
        meta: { depositId: String(row.id), method: row.method, ...coinFactsOf(row) },
        legs: [
          { account: 'payments', amount: -amount },
          { account: 'player', userId, amount },
        ],
      });
      return updated;
    });
  }

  return {
    /**
     * Credits a pending deposit of a player; answers the row as it ends up. `row` is the one
     * the caller just read: the conditional update inside the credit decides, not its status.
     * A chain transfer not yet valued in dollars waits (the watcher values it first).
     */
    async confirm(row: DepositRow, extra: { receipt?: string | null } = {}): Promise<DepositRow> {
      const userId = row.userId;
      if (row.status !== 'pending' || !userId || row.amount === null) return row;
      let confirmed: DepositRow | null;
      try {
        confirmed = await credit(row, userId, extra);
      } catch (error) {
        // A limit reached or a break begun since the deposit started: nothing was credited.
        if (isGateRefusal(error)) return refuse(row, error.message);
        throw error;
      }
      if (!confirmed) return current(row.id);
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
