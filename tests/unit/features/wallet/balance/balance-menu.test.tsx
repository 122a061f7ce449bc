import { Menu } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyBalances } from '@/contracts/wallet';
import { balanceViewOf } from '@/features/wallet/balance/balance-view';
import { BalanceMenuItems } from '@/features/wallet/balance/top-bar/BalanceMenuItems';
import { renderWithProviders } from '../../render-with-providers';
import { playerWith, switchesWith } from '../user-fixture';

function renderMenu(props: { onDeposit?: () => void; hideEmpty?: boolean } = {}) {
  const user = playerWith({
    selectedBalanceType: 'eth',
    balances: { ...emptyBalances(), eth: 2.5, doge: 1_234_567.891 },
    systemSettings: {
      ...playerWith().systemSettings,
      currency: { displayCurrency: 'eur', hideEmptyBalances: props.hideEmpty ?? false },
    },
  });
  const onSelect = vi.fn();
  const onOpenSettings = vi.fn();
  renderWithProviders(
    <Menu opened>
      <Menu.Target>
        <button type="button">balance</button>
      </Menu.Target>
      <Menu.Dropdown>
        <BalanceMenuItems
          view={balanceViewOf(user, switchesWith())}
          onSelect={onSelect}
          onDeposit={props.onDeposit}
          onOpenSettings={onOpenSettings}
        />
      </Menu.Dropdown>
    </Menu>,
  );
  return { onSelect, onOpenSettings };
}

describe('the balance menu', () => {
  it('lists each balance with its code and full amount in the display currency', () => {
    renderMenu();
    expect(screen.getByText('Balances in EUR')).toBeInTheDocument();
    const options = screen.getAllByRole('menuitemradio');
    expect(options).toHaveLength(10);
    expect(screen.getByTestId('balance-option-doge')).toHaveTextContent('DOGE€1,135,802.45');
    expect(screen.getByTestId('balance-option-eth')).toHaveTextContent('ETH€2.30');
    expect(screen.getByTestId('balance-option-eth')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('balance-option-usdt')).toHaveAttribute('aria-checked', 'false');
  });

  it('leaves empty balances out when the player hides them', () => {
    renderMenu({ hideEmpty: true });
    expect(
      screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('data-testid')),
    ).toEqual(['balance-option-eth', 'balance-option-doge']);
  });

  it('chooses another balance, and not the one already in play', () => {
    const { onSelect } = renderMenu();
    fireEvent.click(screen.getByTestId('balance-option-eth'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('balance-option-doge'));
    expect(onSelect).toHaveBeenCalledWith('doge');
  });

  it('opens the wallet settings, and offers Deposit first only when asked', () => {
    const { onOpenSettings } = renderMenu();
    expect(screen.queryByTestId('balance-menu-deposit')).toBeNull();
    fireEvent.click(screen.getByTestId('balance-wallet-settings'));
    expect(onOpenSettings).toHaveBeenCalled();
  });

  it('puts Deposit first on a phone', () => {
    const onDeposit = vi.fn();
    renderMenu({ onDeposit });
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Deposit');
    fireEvent.click(screen.getByTestId('balance-menu-deposit'));
    expect(onDeposit).toHaveBeenCalled();
  });
});
