/** The player's balance of the chosen option, from the current user (live by its events). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { formatUsdBalanceWithCode } from '@/shared/lib/money';
import { useCurrentUser } from '@/shared/session';
import type { NamedWalletOption } from './use-cashier-options';

export function useOptionBalance(option: NamedWalletOption): number {
  const { user } = useCurrentUser();
  return user?.balances[option.balanceType] ?? 0;
}

export function OptionBalance({ option }: { option: NamedWalletOption }) {
  const { i18n } = useLingui();
  const balance = useOptionBalance(option);
  // The balance is the dollar value of the option's coins (or of its cash).
  const shown = formatUsdBalanceWithCode(i18n, balance);
  return (
    <Group justify="space-between" data-testid="option-balance">
      <Text size="sm" c="dimmed">
        <Trans>Your {option.name} balance</Trans>
      </Text>
      <Text size="sm" fw={700} data-testid="option-balance-amount">
        {shown}
      </Text>
    </Group>
  );
}
