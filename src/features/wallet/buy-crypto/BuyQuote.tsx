/**
 * What a purchase comes to at the coin's current price: the partner's fee and the coins sent
 * to the player's deposit address, with the server's own exact arithmetic (contracts/onramp).
 * The price is fixed when the purchase starts; a stale one says purchases wait for a new one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { canonicalAmount, formatUnits, toUnits } from '@/contracts/money';
import { onrampQuote } from '@/contracts/onramp';
import type { ChainCoin } from '@/contracts/payments';
import { formatCoinAmount, formatUsdWithCode } from '@/shared/lib/money';
import { useCoinPrice } from '../prices/use-coin-price';

export function BuyQuote({ coin, amount }: { coin: ChainCoin; amount: number | string }) {
  const { i18n } = useLingui();
  const price = useCoinPrice(coin);
  const code = coin.toUpperCase();
  if (!price) return null;
  if (price.stale) {
    return (
      <Text size="xs" c="orange" data-testid="buy-quote">
        <Trans>The {code} price is out of date: purchases wait until it is updated.</Trans>
      </Text>
    );
  }
  const dollars = amount === '' ? null : canonicalAmount(amount);
  if (dollars === null || Number(dollars) <= 0) return null;
  const quote = onrampQuote(toUnits(dollars), toUnits(price.usd));
  const fee = formatUsdWithCode(i18n, Number(formatUnits(quote.fee)));
  const coins = formatCoinAmount(i18n, formatUnits(quote.coins), code);
  const rate = formatUsdWithCode(i18n, Number(price.usd));
  return (
    <Text size="xs" c="dimmed" data-testid="buy-quote">
      <Trans>
        Partner fee {fee}. You receive {coins} at {rate} per {code}, credited to your balance at its
        dollar value once the network confirms it.
      </Trans>
    </Text>
  );
}
