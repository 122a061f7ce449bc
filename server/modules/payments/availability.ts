/**
 * Which wallet options a player may use, on the server too (spec part 1 §5): crypto always;
 * cash only when the player's cashOptions setting AND the operator's cashEnabled flag are on;
 * M-Pesa likewise with mpesaOptions and mpesaEnabled. Also the minimums of every option.
 * Deposits and withdrawals both ask here, so the cashier and the API cannot disagree.
 */
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { BalanceType } from '@/contracts/balances';
import {
  isPaymentBalanceType,
  minimumDepositOf,
  minimumWithdrawOf,
  type PaymentBalanceType,
} from '@/contracts/payments';
import { ApiError } from '../../http/api-error';
import { readSystemSettings } from '../account/system-settings';
import type { UserRow } from '../account/users-repository';
import type { StoredSettings } from '../settings/schemas';
import { formatUnits, toUnits } from '../wallet/money';

export function optionVisible(
  type: PaymentBalanceType,
  flags: StoredSettings['flags'],
  user: Pick<UserRow, 'systemSettings'>,
): boolean {
  const settings = readSystemSettings(user.systemSettings);
  if (type === 'cash') return flags.cashEnabled && settings.cashOptions.enabled;
  if (type === 'mpesa') return flags.mpesaEnabled && settings.mpesaOptions.enabled;
  return true;
}

export const paymentErrors = {
  unavailable: (type: BalanceType) =>
    new ApiError(
      403,
      API_ERROR_CODES.forbidden,
      `${type === 'mpesa' ? 'M-Pesa' : type === 'cash' ? 'Cash' : type} payments are not available for your account`,
    ),
  // Minimums are dollars for every option: crypto balances hold the USD value of their coins.
  belowMinimum: (action: 'deposit' | 'withdrawal', minimum: string) =>
    new ApiError(400, API_ERROR_CODES.validation, `The minimum ${action} is ${minimum} USD`, [
      { path: 'body.amount', message: `At least ${minimum}` },
    ]),
};

/** The option, when this player may use it; a clear 403 otherwise (and for unknown types). */
export function assertOptionAvailable(
  type: BalanceType,
  flags: StoredSettings['flags'],
  user: Pick<UserRow, 'systemSettings'>,
): PaymentBalanceType {
  if (!isPaymentBalanceType(type) || !optionVisible(type, flags, user)) {
    throw paymentErrors.unavailable(type);
  }
  return type;
}

export function assertMinimum(
  action: 'deposit' | 'withdrawal',
  type: PaymentBalanceType,
  units: bigint,
): void {
  const minimum = toUnits(action === 'deposit' ? minimumDepositOf(type) : minimumWithdrawOf(type));
  if (units < minimum) throw paymentErrors.belowMinimum(action, formatUnits(minimum));
}
