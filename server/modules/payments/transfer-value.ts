/**
 * What a chain transfer is worth: its coins at the coin's USD price, rounded down to the
 * ledger's unit (the house never credits a fraction of a unit it did not receive), and
 * whether that reaches the coin's minimum deposit — minimums are dollars, like balances.
 */
import { usdValueOfCoins } from '@/contracts/coin-prices';
import { type ChainCoin, minimumDepositOf } from '@/contracts/payments';
import { formatUnits, toUnits } from '../wallet/money';

export interface TransferValue {
  amount: bigint;
  coinPrice: bigint;
  status: 'pending' | 'belowMinimum';
  failureReason: string | null;
}

export function transferValue(coin: ChainCoin, coinUnits: bigint, price: bigint): TransferValue {
  const amount = usdValueOfCoins(coinUnits, price);
  const minimum = toUnits(minimumDepositOf(coin));
  if (amount >= minimum)
    return { amount, coinPrice: price, status: 'pending', failureReason: null };
  const code = coin.toUpperCase();
  return {
    amount,
    coinPrice: price,
    status: 'belowMinimum',
    failureReason: `${formatUnits(coinUnits)} ${code} at ${formatUnits(price)} USD is worth ${formatUnits(amount)} USD, below the minimum deposit of ${formatUnits(minimum)} USD`,
  };
}
