/**
 * The checks the deposit and withdraw forms make before sending, the same the server makes
 * (server/modules/payments/availability.ts, withdrawals/destination.ts), as problem codes
 * the panels turn into the same messages the server would answer with.
 */
import { canonicalAmount } from '@/contracts/money';
import { normalizeKenyanPhone } from '@/contracts/payments';
import { isAccountReference, isChainAddress, parseDestinationTag } from '@/contracts/withdrawals';
import type { WalletBalanceType } from '../wallet-options';

export type PaymentAmountProblem = 'required' | 'invalid' | 'belowMinimum' | 'aboveBalance';

/** The amount as the canonical decimal string the API takes, or why it cannot be sent. */
export function checkPaymentAmount(
  value: number | string,
  minimum: number | null,
  balance: number | null = null,
): { amount: string } | { problem: PaymentAmountProblem } {
  if (value === '') return { problem: 'required' };
  const amount = canonicalAmount(value);
  if (amount === null || Number(amount) <= 0) return { problem: 'invalid' };
  if (minimum !== null && Number(amount) < minimum) return { problem: 'belowMinimum' };
  if (balance !== null && Number(amount) > balance) return { problem: 'aboveBalance' };
  return { amount };
}

export interface DestinationInput {
  address: string;
  tag: string;
  phone: string;
  account: string;
}

export const EMPTY_DESTINATION: DestinationInput = { address: '', tag: '', phone: '', account: '' };

export type DestinationField = keyof DestinationInput;
export type DestinationProblem = 'address' | 'tag' | 'phone' | 'account';

/** The first field that is wrong for this option, or null when the destination can be sent. */
export function checkDestination(
  type: WalletBalanceType,
  input: DestinationInput,
): { field: DestinationField; problem: DestinationProblem } | null {
  if (type === 'mpesa') {
    return normalizeKenyanPhone(input.phone) ? null : { field: 'phone', problem: 'phone' };
  }
  if (type === 'cash') {
    return isAccountReference(input.account) ? null : { field: 'account', problem: 'account' };
  }
  if (!isChainAddress(type, input.address.trim())) return { field: 'address', problem: 'address' };
  if (input.tag.trim() !== '' && parseDestinationTag(input.tag) === null) {
    return { field: 'tag', problem: 'tag' };
  }
  return null;
}

/** Only the fields this option takes, as the request's destination. */
export function destinationBody(type: WalletBalanceType, input: DestinationInput) {
  if (type === 'mpesa') return { phone: input.phone.trim() };
  if (type === 'cash') return { account: input.account.trim() };
  const tag = input.tag.trim();
  return tag ? { address: input.address.trim(), tag } : { address: input.address.trim() };
}
