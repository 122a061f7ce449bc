/**
 * The cashier's payment messages: amount and destination problems worded as the server words
 * them, and the statuses of deposits and withdrawals.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositMethod, DepositStatus } from '@/contracts/payments';
import type { WithdrawalStatus } from '@/contracts/withdrawals';
import type { DestinationProblem, PaymentAmountProblem } from './payment-rules';

export function amountProblemText(
  i18n: I18n,
  problem: PaymentAmountProblem,
  action: 'deposit' | 'withdrawal',
  minimum: string,
): string {
  switch (problem) {
    case 'required':
      return i18n._(msg`Enter an amount.`);
    case 'invalid':
      return i18n._(msg`Enter a positive amount with at most 8 decimals.`);
    case 'belowMinimum':
      return action === 'deposit'
        ? i18n._(msg`The minimum deposit is ${minimum}`)
        : i18n._(msg`The minimum withdrawal is ${minimum}`);
    case 'aboveBalance':
      return i18n._(msg`This is more than your balance.`);
  }
}

export const DESTINATION_MESSAGES: Record<DestinationProblem, MessageDescriptor> = {
  address: msg`Enter a valid XRP address (it starts with r).`,
  tag: msg`A destination tag is a whole number up to 4294967295`,
  phone: msg`Enter a Kenyan M-Pesa number, for example 254712345678`,
  account: msg`Enter the bank account, IBAN or payout reference (5 to 34 characters)`,
};

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Credited`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  belowMinimum: msg`Below the minimum`,
  refused: msg`Refused`,
};

export const DEPOSIT_STATUS_COLORS: Record<DepositStatus, string> = {
  pending: 'blue',
  confirmed: 'emerald',
  failed: 'red',
  cancelled: 'gray',
  belowMinimum: 'gold',
  refused: 'red',
};

export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, MessageDescriptor> = {
  chain: msg`Crypto transfer`,
  mpesa: msg`M-Pesa`,
  cash: msg`Card or bank`,
};

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
};

export const WITHDRAWAL_STATUS_COLORS: Record<WithdrawalStatus, string> = {
  pending: 'blue',
  approved: 'emerald',
  declined: 'red',
  cancelled: 'gray',
};
