import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { balanceAlertAtom } from '@/features/wallet/balance/alert-atoms';
import type { BalanceAlert } from '@/features/wallet/balance/balance-alerts';
import { BalanceAlertBanner } from '@/features/wallet/balance/top-bar/BalanceAlertBanner';
import { renderWithProviders } from '../../render-with-providers';

function renderAlert(alert: BalanceAlert | null) {
  const store = createStore();
  store.set(balanceAlertAtom, alert);
  const onDeposit = vi.fn();
  renderWithProviders(<BalanceAlertBanner isMobile={false} onDeposit={onDeposit} />, store);
  return { store, onDeposit };
}

describe('the balance alert', () => {
  it('shows nothing without an alert', () => {
    renderAlert(null);
    expect(screen.queryByTestId('balance-alert')).toBeNull();
  });

  it.each([
    ['lowBalance', 'Your balance is low', 'Your ETH balance no longer covers your last bet.'],
    ['emptyBalance', 'Your balance is empty', 'Your ETH balance has run out.'],
    ['noDeposit', 'Make your first deposit', 'Deposit to start playing for real.'],
    ['hasDeposit', 'Top up your balance', 'Deposit again to keep playing.'],
  ] as const)('says what %s means', (type, title, body) => {
    renderAlert({ type, balanceType: 'eth' });
    const alert = screen.getByTestId('balance-alert');
    expect(alert).toHaveAttribute('data-alert-type', type);
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(body);
  });

  it('offers a deposit', () => {
    const { onDeposit } = renderAlert({ type: 'noDeposit', balanceType: 'usdt' });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalled();
  });

  it('goes away when dismissed', () => {
    const { store } = renderAlert({ type: 'emptyBalance', balanceType: 'usdt' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store.get(balanceAlertAtom)).toBeNull();
    expect(screen.queryByTestId('balance-alert')).toBeNull();
  });
});
