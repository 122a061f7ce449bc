/**
 * The cashier's server calls: deposit addresses, recent deposits and withdrawals (query
 * option factories, keyed under ['wallet', 'payments']), and the money requests, each sent
 * with the idempotency key of the action the player intends (a retry resends the same one).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { IDEMPOTENCY_HEADER } from '@/contracts/money';
import {
  type ChainCoin,
  type Deposit,
  depositAddressSchema,
  depositListSchema,
  type StartedDeposit,
  startedDepositSchema,
} from '@/contracts/payments';
import {
  type Withdrawal,
  type WithdrawalBody,
  withdrawalListSchema,
  withdrawalSchema,
} from '@/contracts/withdrawals';
import { apiRequest } from '@/shared/api/rest';
import { paymentKeys } from './payment-keys';

export { addIfMissing, paymentKeys, upsertById } from './payment-keys';

/** The player's address for a coin: made on first request, the same ever after. */
export function depositAddressQuery(coin: ChainCoin) {
  return queryOptions({
    queryKey: paymentKeys.address(coin),
    queryFn: ({ signal }) =>
      apiRequest(`/payments/addresses/${coin}`, { schema: depositAddressSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function depositsQuery() {
  return queryOptions({
    queryKey: paymentKeys.deposits,
    queryFn: async ({ signal }): Promise<Deposit[]> =>
      (await apiRequest('/payments/deposits', { schema: depositListSchema, signal })).deposits,
    staleTime: 30_000,
  });
}

export function withdrawalsQuery() {
  return queryOptions({
    queryKey: paymentKeys.withdrawals,
    queryFn: async ({ signal }): Promise<Withdrawal[]> =>
      (await apiRequest('/withdrawals', { schema: withdrawalListSchema, signal })).withdrawals,
    staleTime: 30_000,
  });
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export function startMpesaDeposit(
  body: { phone: string; amount: string },
  key: string,
): Promise<StartedDeposit> {
  return apiRequest('/payments/mpesa', {
    method: 'POST',
    body,
    headers: keyed(key),
    schema: startedDepositSchema,
  });
}

export function startCashDeposit(body: { amount: string }, key: string): Promise<StartedDeposit> {
  return apiRequest('/payments/cash', {
    method: 'POST',
    body,
    headers: keyed(key),
    schema: startedDepositSchema,
  });
}

export function requestWithdrawal(body: WithdrawalBody, key: string): Promise<Withdrawal> {
  return apiRequest('/withdrawals', {
    method: 'POST',
    body,
    headers: keyed(key),
    schema: withdrawalSchema,
  });
}

export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return apiRequest(`/withdrawals/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: withdrawalSchema,
  });
}

/** The email variant of two-factor: sends a code to confirm this withdrawal with. */
export function sendEmailCode(): Promise<{ maskedEmail: string }> {
  return apiRequest('/account/2fa/email/code', {
    method: 'POST',
    schema: z.object({ maskedEmail: z.string() }),
  });
}
