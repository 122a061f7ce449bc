/** A deposit row as the player sees it (contracts/payments Deposit). */
import {
  CHAIN_COIN_FACTS,
  type Deposit,
  type DepositMethod,
  type DepositStatus,
  isChainCoin,
} from '@/contracts/payments';
import { unitsToNumber } from '../wallet/money';
import type { DepositRow } from './deposits-repository';

/** 2547•••••678: enough to recognise the number, not to read it off a shared screen. */
export function maskPhone(phone: string): string {
  return phone.length > 7
    ? `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}`
    : phone;
}

function referenceOf(row: DepositRow): string | null {
  if (row.method === 'mpesa') return row.receipt;
  return row.providerRef;
}

export function depositView(row: DepositRow): Deposit {
  const coin = row.method === 'chain' && isChainCoin(row.balanceType) ? row.balanceType : null;
  return {
    id: String(row.id),
    method: row.method as DepositMethod,
    balanceType: row.balanceType,
    amount: row.amount === null ? null : unitsToNumber(row.amount),
    coinAmount: row.coinAmount === null ? null : unitsToNumber(row.coinAmount),
    coinPrice: row.coinPrice === null ? null : unitsToNumber(row.coinPrice),
    // 'unmatched' rows have no player, so no player ever receives one.
    status: row.status as DepositStatus,
    reference: referenceOf(row),
    confirmations: coin ? (row.confirmations ?? 0) : null,
    requiredConfirmations: coin ? CHAIN_COIN_FACTS[coin].confirmations : null,
    phone: row.phone ? maskPhone(row.phone) : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
