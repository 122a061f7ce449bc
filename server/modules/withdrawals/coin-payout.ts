/**
 * The coins a crypto withdrawal sends: the player asks for dollars (their balance's unit), the
 * coin's fresh price converts them, rounded down (the house never sends more than the value
 * taken). Fixed when the withdrawal is requested and stored on its row for the operator.
 */

import { apiErrors } from '@server/http/api-error';
import { coinsForUsd } from '@/contracts/coin-prices';
import { isChainCoin, type PaymentBalanceType } from '@/contracts/payments';
import type { CoinPrices } from '../coin-prices/service';

export interface CoinPayout {
  coinAmount: bigint | null;
  coinPrice: bigint | null;
}

export async function coinPayoutOf(
  prices: Pick<CoinPrices, 'requireQuote'>,
  type: PaymentBalanceType,
  usdUnits: bigint,
): Promise<CoinPayout> {
  if (!isChainCoin(type)) return { coinAmount: null, coinPrice: null };
  const quote = await prices.requireQuote(type);
  const coinAmount = coinsForUsd(usdUnits, quote.price);
  if (coinAmount <= 0n) {
    throw apiErrors.validation(
      [{ path: 'body.amount', message: 'Too small to send any coins' }],
      `This amount is worth less than the smallest ${type.toUpperCase()} unit`,
    );
  }
  return { coinAmount, coinPrice: quote.price };
}
