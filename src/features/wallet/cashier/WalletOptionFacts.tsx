/**
 * The facts of one wallet option that matter for the action at hand: minimums (dollars, and
 * for a coin what they are in coins at its current price), the coin's price, the XRP
 * destination tag and confirmations, and whether it can be used for tips.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DataList, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCoinAmount, formatUsdLimit, formatUsdWithCode } from '@/shared/lib/money';
import { coinsReaching } from '../prices/coin-quote';
import { useCoinPrice } from '../prices/use-coin-price';
import type { NamedWalletOption } from './use-cashier-options';

export type CashierAction = 'deposit' | 'withdraw' | 'tip';

function Fact({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item data-fact={id}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function WalletOptionFacts({
  option,
  action,
}: {
  option: NamedWalletOption;
  action: CashierAction;
}) {
  const { i18n } = useLingui();
  const price = useCoinPrice(option.balanceType);
  const limit = (amount: number) => {
    const dollars = formatUsdLimit(i18n, amount);
    const coins = price && action !== 'tip' ? coinsReaching(amount, price) : null;
    return coins === null
      ? dollars
      : `${dollars} (${formatCoinAmount(i18n, coins, option.shortCode)})`;
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="wallet-option-facts">
      <DataList size="sm" labelWidth="11rem">
        {action === 'deposit' ? (
          <Fact id="minimumDeposit" label={<Trans>Minimum deposit</Trans>}>
            {limit(option.minimumDeposit)}
          </Fact>
        ) : null}
        {action === 'withdraw' ? (
          <Fact id="minimumWithdraw" label={<Trans>Minimum withdrawal</Trans>}>
            {option.minimumWithdraw === null ? (
              <Trans>Shown when you withdraw</Trans>
            ) : (
              limit(option.minimumWithdraw)
            )}
          </Fact>
        ) : null}
        {price && action !== 'tip' ? (
          <Fact id="price" label={<Trans>Price</Trans>}>
            {`1 ${option.shortCode} = ${formatUsdWithCode(i18n, Number(price.usd))}`}
            {price.stale ? (
              <>
                {' · '}
                <Trans>out of date</Trans>
              </>
            ) : null}
          </Fact>
        ) : null}
        {option.destinationTag && action !== 'tip' ? (
          <Fact id="destinationTag" label={<Trans>Destination tag</Trans>}>
            <Trans>Required</Trans>
          </Fact>
        ) : null}
        {option.confirmations !== null && action === 'deposit' ? (
          <Fact id="confirmations" label={<Trans>Credited after</Trans>}>
            <Plural
              value={option.confirmations}
              one="# network confirmation"
              other="# network confirmations"
            />
          </Fact>
        ) : null}
        <Fact id="canTip" label={<Trans>Tips</Trans>}>
          {option.canTip ? <Trans>Can be tipped</Trans> : <Trans>Cannot be tipped</Trans>}
        </Fact>
      </DataList>
    </Paper>
  );
}
