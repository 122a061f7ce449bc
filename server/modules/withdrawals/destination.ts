/**
 * Where a withdrawal may be paid, checked before anything is written: a chain address in the
 * coin's format with a valid checksum (plus an optional XRP destination tag), a Kenyan M-Pesa
 * number, or a bank/account reference for cash. A bad one gets a 400 naming the field.
 */

import type { StoredDestination } from '@server/db/schema';
import { apiErrors } from '@server/http/api-error';
import { isChainCoin, normalizeKenyanPhone, type PaymentBalanceType } from '@/contracts/payments';
import {
  isAccountReference,
  parseDestinationTag,
  type WithdrawalBody,
} from '@/contracts/withdrawals';
import { isValidChainAddress } from '../payments/chain-addresses';
import { maskPhone } from '../payments/deposit-view';

function invalid(field: string, message: string) {
  return apiErrors.validation([{ path: `body.destination.${field}`, message }], message);
}

export function validateDestination(
  type: PaymentBalanceType,
  destination: WithdrawalBody['destination'],
): StoredDestination {
  if (type === 'mpesa') {
    const phone = normalizeKenyanPhone(destination.phone ?? '');
    if (!phone) throw invalid('phone', 'Enter a Kenyan M-Pesa number, for example 254712345678');
    return { phone };
  }
  if (type === 'cash') {
    const account = destination.account?.trim() ?? '';
    if (!isAccountReference(account)) {
      throw invalid(
        'account',
        'Enter the bank account, IBAN or payout reference (5 to 34 characters)',
      );
    }
    return { account };
  }
  const address = destination.address?.trim() ?? '';
  if (!isChainCoin(type) || !isValidChainAddress(type, address)) {
    throw invalid('address', `Enter a valid ${type.toUpperCase()} address`);
  }
  const rawTag = destination.tag?.trim() ?? '';
  if (rawTag === '') return { address };
  const tag = type === 'xrp' ? parseDestinationTag(rawTag) : null;
  if (tag === null) {
    throw invalid(
      'tag',
      type === 'xrp'
        ? 'A destination tag is a whole number up to 4294967295'
        : `${type.toUpperCase()} transfers take no destination tag`,
    );
  }
  return { address, tag };
}

/** The destination as the player's list shows it. */
export function describeDestination(destination: StoredDestination): string {
  if (destination.phone) return maskPhone(destination.phone);
  if (destination.account) return `•••• ${destination.account.replace(/[\s-]/g, '').slice(-4)}`;
  const address = destination.address ?? '';
  return destination.tag === undefined ? address : `${address} (tag ${destination.tag})`;
}
