/** The current price of the coin a balance holds, or null (fiat, or not loaded yet). */
import { useQuery } from '@tanstack/react-query';
import type { BalanceType } from '@/contracts/balances';
import { type CoinPrice, priceCoinOf } from '@/contracts/coin-prices';
import { coinPricesQuery } from './queries';

export function useCoinPrice(type: BalanceType): CoinPrice | null {
  const coin = priceCoinOf(type);
  const { data } = useQuery({ ...coinPricesQuery(), enabled: coin !== null });
  return data?.find((price) => price.coin === coin) ?? null;
}
