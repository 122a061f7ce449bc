/**
 * A crypto withdrawal's quote: the coins the entered dollars come to at the coin's current
 * price. The server fixes the price when the withdrawal is requested, so this is what the
 * player will receive unless the price moves before they send it; a stale price says that
 * withdrawals wait for a new one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { BalanceType } from '@/contracts/balances';
import { formatCoinAmount, formatUsdWithCode } from '@/shared/lib/money';
import { coinsForDollars } from '../prices/coin-quote';
import { useCoinPrice } from '../prices/use-coin-price';

export function WithdrawQuote({
  balanceType,
  coin,
  amount,
}: {
  balanceType: BalanceType;
  coin: string;
  amount: number | string;
}) {
  const { i18n } = useLingui();
  const price = useCoinPrice(balanceType);
  if (!price) return null;
  if (price.stale) {
    return (
      <Text size="xs" c="orange" data-testid="withdraw-quote">
        <Trans>The {coin} price is out of date: crypto withdrawals wait until it is updated.</Trans>
      </Text>
    );
  }
  const quote = amount === '' ? null : coinsForDollars(amount, price);
  if (!quote) return null;
  const coins = formatCoinAmount(i18n, quote.coins, coin);
  const rate = formatUsdWithCode(i18n, Number(quote.price));
  return (
    <Text size="xs" c="dimmed" data-testid="withdraw-quote">
      <Trans>
        You receive {coins} at {rate} per {coin}; the price is fixed when you request.
      </Trans>
    </Text>
  );
}
