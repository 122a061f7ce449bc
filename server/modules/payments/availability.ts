/**
 * Which wallet options a player may use, on the server too (spec part 1 §5): crypto always;
 * cash only while the operator's cashPayments gate (flag cashEnabled) is on and the player's
 * cashOptions setting too; M-Pesa likewise with mpesaPayments (mpesaEnabled) and mpesaOptions.
 * Also the minimums of every option. Deposits and withdrawals both ask here, so the cashier
 * and the API cannot disagree.
 */

import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { BalanceType } from '@/contracts/balances';
import {
  isPaymentBalanceType,
  minimumDepositOf,
  minimumWithdrawOf,
  type PaymentBalanceType,
} from '@/contracts/payments';
import { featureOn, type GatedFeature, type SettingsSwitches } from '@/contracts/settings';
import { readSystemSettings } from '../account/system-settings';
import type { UserRow } from '../account/users-repository';
import { featureOffError } from '../settings/feature-gate';
import { formatUnits, toUnits } from '../wallet/money';

/** The operator's gate of each non-crypto option. */
const OPTION_GATES: Partial<Record<PaymentBalanceType, GatedFeature>> = {
  cash: 'cashPayments',
  mpesa: 'mpesaPayments',
};

function playerAllows(type: PaymentBalanceType, user: Pick<UserRow, 'systemSettings'>): boolean {
  const settings = readSystemSettings(user.systemSettings);
  if (type === 'cash') return settings.cashOptions.enabled;
  if (type === 'mpesa') return settings.mpesaOptions.enabled;
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

/**
 * The option, when this player may use it; otherwise a clear 403: the operator's gate first
 * (featureOff, 1016), then the player's own setting (and unknown types).
 */
export function assertOptionAvailable(
  type: BalanceType,
  switches: SettingsSwitches,
  user: Pick<UserRow, 'systemSettings'>,
): PaymentBalanceType {
  if (!isPaymentBalanceType(type)) throw paymentErrors.unavailable(type);
  const gate = OPTION_GATES[type];
  if (gate && !featureOn(switches, gate)) throw featureOffError(gate);
  if (!playerAllows(type, user)) throw paymentErrors.unavailable(type);
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
