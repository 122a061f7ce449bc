/** Every option's limits side by side: the overview the cashier's `expanded` view opens. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { formatUsdLimit } from '@/shared/lib/money';
import type { NamedWalletOption } from './use-cashier-options';

export function LimitsTable({ options }: { options: NamedWalletOption[] }) {
  const { i18n, t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped fz="sm" data-testid="wallet-limits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Option</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Minimum deposit</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Minimum withdrawal</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Tips</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((o) => (
            <Table.Tr key={o.balanceType} data-option={o.balanceType}>
              <Table.Td>{o.name}</Table.Td>
              <Table.Td>{formatUsdLimit(i18n, o.minimumDeposit)}</Table.Td>
              <Table.Td>
                {o.minimumWithdraw === null
                  ? t`Shown when you withdraw`
                  : formatUsdLimit(i18n, o.minimumWithdraw)}
              </Table.Td>
              <Table.Td>{o.canTip ? t`Yes` : t`No`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
