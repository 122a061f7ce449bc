/**
 * The balance selector's dropdown: every listed balance with its coin, short code and amount
 * in the display currency, the one in play checked; then the wallet settings (display currency,
 * hide empty balances). On a phone Deposit comes first.
 */
import { Trans } from '@lingui/react/macro';
import { Group, Menu, Text } from '@mantine/core';
import { IconSettings, IconWallet } from '@tabler/icons-react';
import { type BalanceType, isBalanceType } from '@/contracts/balances';

import type { BalanceView } from '../balance-view';
import { CoinIcon } from './CoinIcon';

export interface BalanceMenuItemsProps {
  view: BalanceView;
  onSelect: (type: BalanceType) => void;
  /** Given where the top bar has no room for the Deposit button (phones): the first entry. */
  onDeposit?: () => void;
  onOpenSettings: () => void;
}

export function BalanceMenuItems({
  view,
  onSelect,
  onDeposit,
  onOpenSettings,
}: BalanceMenuItemsProps) {
  const currency = view.currency.code.toUpperCase();
  return (
    <>
      {onDeposit ? (
        <>
          <Menu.Item
            color="emerald"
            leftSection={<IconWallet size={16} aria-hidden />}
            onClick={onDeposit}
            data-testid="balance-menu-deposit"
          >
            <Trans>Deposit</Trans>
          </Menu.Item>
          <Menu.Divider />
        </>
      ) : null}
      <Menu.Label>
        <Trans>Balances in {currency}</Trans>
      </Menu.Label>
      <Menu.RadioGroup
        value={view.selected.type}
        onChange={(value) => {
          if (isBalanceType(value)) onSelect(value);
        }}
      >
        {view.listed.map((entry) => (
          <Menu.RadioItem
            key={entry.type}
            value={entry.type}
            closeMenuOnClick
            data-testid={`balance-option-${entry.type}`}
            rightSection={
              <Text size="sm" fw={600} c={entry.empty ? 'dimmed' : undefined} ff="monospace">
                {entry.text}
              </Text>
            }
          >
            <Group gap="xs" wrap="nowrap">
              <CoinIcon type={entry.type} size={20} />
              <Text size="sm" fw={600}>
                {entry.shortCode}
              </Text>
            </Group>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={onOpenSettings}
        data-testid="balance-wallet-settings"
      >
        <Trans>Wallet settings</Trans>
      </Menu.Item>
    </>
  );
}
