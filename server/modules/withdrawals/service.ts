/**
 * Withdrawals: request, approve, decline, cancel. A request is checked in full first (option
 * available, minimum, destination, no deposit bonus still being wagered, a fresh coin price for
 * crypto, balance, the two-factor code when the player has it on),
 * then ONE ledger transaction holds the funds (player → pendingWithdrawals, 'withdrawal') and
 * writes the pending row. Approving pays the hold out (pendingWithdrawals → payments);
 * declining or the player's cancel returns it (pendingWithdrawals → player,
 * 'withdrawalDeclined'). Each decision is one transaction whose conditional update lets only
 * the first decision through. The player hears of every change (`withdrawalUpdated`).
 */

import type { Db } from '@server/db/client';
import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { SettingsSwitches } from '@/contracts/settings';
import type { Withdrawal, WithdrawalBody } from '@/contracts/withdrawals';
import { accountErrors } from '../account/service';
import type { TwoFactorGate } from '../account/two-factor-gate';
import type { UserRow } from '../account/users-repository';
import type { CoinPrices } from '../coin-prices/service';
import { assertMinimum, assertOptionAvailable } from '../payments/availability';
import { balanceUnitsOf } from '../wallet/balances-repository';
import type { Ledger } from '../wallet/ledger';
import { IdempotencyConflictError, InsufficientFundsError } from '../wallet/ledger-errors';
import { toUnits } from '../wallet/money';
import { coinPayoutOf } from './coin-payout';
import { validateDestination } from './destination';
import {
  decidePending,
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawal,
  type WithdrawalRow,
} from './repository';
import { withdrawalView } from './view';

export interface WithdrawalsDeps {
  db: Db;
  ledger: Ledger;
  twoFactor: TwoFactorGate;
  /** The operator's flags and features now (the cash and M-Pesa options are gated). */
  switches: () => Promise<SettingsSwitches>;
  prices: Pick<CoinPrices, 'requireQuote'>;
  /** Refuses while a deposit bonus is still being wagered (modules/bonuses). */
  assertBonusAllowsWithdrawal: (userId: string) => Promise<void>;
  onChange: (userId: string, withdrawal: Withdrawal) => void;
}

export const withdrawalErrors = {
  twoFactorRequired: () =>
    new ApiError(400, API_ERROR_CODES.validation, 'Enter your two-factor code to withdraw', [
      { path: 'body.twoFactorCode', message: 'Required: two-factor security is on' },
    ]),
  alreadyDecided: (row: WithdrawalRow) =>
    new ApiError(409, API_ERROR_CODES.conflict, `Withdrawal ${row.id} is already ${row.status}`),
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, ledger, twoFactor, onChange } = deps;
  const changed = (row: WithdrawalRow) => onChange(row.userId, withdrawalView(row));

  async function decide(
    id: number,
    decision: Parameters<typeof decidePending>[2],
  ): Promise<WithdrawalRow> {
    const decided = await ledger.run(async (book) => {
      const row = await decidePending(book.tx, id, decision);
      if (!row) return null;
      const reference = String(row.id);
      const balanceType = row.balanceType;
      const hold = { account: 'pendingWithdrawals' as const, amount: -row.amount };
      await book.post(
        row.status === 'approved'
          ? {
              type: 'withdrawal',
              idempotencyKey: `withdrawal:payout:${row.id}`,
              balanceType,
              reference,
              meta: { withdrawalId: reference, status: row.status },
              legs: [hold, { account: 'payments', amount: row.amount }],
            }
          : {
              type: 'withdrawalDeclined',
              idempotencyKey: `withdrawal:return:${row.id}`,
              balanceType,
              reference,
              meta: { withdrawalId: reference, status: row.status, reason: row.reason },
              legs: [hold, { account: 'player', userId: row.userId, amount: row.amount }],
            },
      );
      return row;
    });
    if (decided) {
      changed(decided);
      return decided;
    }
    const current = await findWithdrawal(db, id);
    if (!current || (decision.userId && current.userId !== decision.userId)) {
      throw apiErrors.notFound(`No withdrawal ${id}`);
    }
    throw withdrawalErrors.alreadyDecided(current);
  }

  return {
    async request(user: UserRow, body: WithdrawalBody, key: string): Promise<WithdrawalRow> {
      const units = toUnits(body.amount);
      // A retry of a request that got through answers its withdrawal (its 2FA code is spent).
      const earlier = await findWithdrawalByKey(db, key);
      if (earlier) {
        if (earlier.balanceType !== body.balanceType || earlier.amount !== units) {
          throw new IdempotencyConflictError(key);
        }
        return earlier;
      }
      const type = assertOptionAvailable(body.balanceType, await deps.switches(), user);
      assertMinimum('withdrawal', type, units);
      const destination = validateDestination(type, body.destination);
      await deps.assertBonusAllowsWithdrawal(user.id);
      // Crypto leaves as coins: the price is fixed now (a stale one refuses the request).
      const payout = await coinPayoutOf(deps.prices, type, units);
      // Not the real check (the ledger's conditional debit is), but it keeps a doomed request
      // from using up the player's two-factor code.
      const balance = (await balanceUnitsOf(db, user.id)).get(type) ?? 0n;
      if (balance < units) throw new InsufficientFundsError(user.id, type);
      if (user.twoFactorMethod) {
        const code = body.twoFactorCode?.trim();
        if (!code) throw withdrawalErrors.twoFactorRequired();
        if (!(await twoFactor.verify(user, code))) throw accountErrors.invalidCode();
      }
      const row = await ledger.run(async (book) => {
        const inserted = await insertWithdrawal(book.tx, {
          userId: user.id,
          balanceType: type,
          amount: units,
          ...payout,
          status: 'pending',
          destination,
          idempotencyKey: key,
        });
        if (!inserted) return null;
        await book.post({
          type: 'withdrawal',
          idempotencyKey: key,
          balanceType: type,
          reference: String(inserted.id),
          meta: { withdrawalId: String(inserted.id), status: 'pending' },
          legs: [
            { account: 'player', userId: user.id, amount: -units },
            { account: 'pendingWithdrawals', amount: units },
          ],
        });
        return inserted;
      });
      // null: a concurrent twin with this key got there first; answer its row.
      const result = row ?? (await findWithdrawalByKey(db, key));
      if (!result) throw new Error('withdrawal vanished after its key conflicted');
      if (row) changed(row);
      return result;
    },

    approve: (id: number) =>
      decide(id, { status: 'approved', decidedBy: 'operator', reason: null }),

    decline: (id: number, reason: string) =>
      decide(id, { status: 'declined', decidedBy: 'operator', reason }),

    cancel: (userId: string, id: number) =>
      decide(id, { status: 'cancelled', decidedBy: 'player', reason: null, userId }),
  };
}
