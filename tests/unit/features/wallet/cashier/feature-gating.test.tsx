/**
 * The cashier offers what the operator has on (spec part 1 §5): cash and M-Pesa need their
 * flags, buying crypto by card needs card payments; a tab or option switched off is gone, and
 * an address naming the Buy tab then opens the deposit tab.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CashierDialog } from '@/features/wallet/cashier/CashierDialog';
import { useCashierOptions } from '@/features/wallet/cashier/use-cashier-options';
import { renderWithSettings } from '../../settings/render-with-settings';
import { fakeServer, mockCashierServer, player } from '../payments/cashier-kit';

const server = mockCashierServer();

beforeEach(() => {
  fakeServer(server, {
    'GET /api/payments/addresses': () => ({ body: { addresses: [] } }),
    'GET /api/payments/deposits': () => ({ body: { deposits: [] } }),
    'GET /api/withdrawals': () => ({ body: { withdrawals: [] } }),
    'GET /api/onramp/orders': () => ({ body: { orders: [] } }),
  });
});

function OptionNames() {
  return (
    <p data-testid="options">
      {useCashierOptions()
        .map((o) => o.balanceType)
        .join(',')}
    </p>
  );
}

describe('the cashier’s options', () => {
  it('offer cash and M-Pesa only while their flags are on', async () => {
    const { switchOff } = await renderWithSettings(<OptionNames />, { user: player() });
    const options = await screen.findByTestId('options');
    expect(options).toHaveTextContent('xrp,cash,mpesa');
    switchOff(['flag.cashEnabled']);
    await waitFor(() => expect(options).toHaveTextContent(/^xrp,mpesa$/));
    switchOff(['flag.mpesaEnabled']);
    await waitFor(() => expect(options).toHaveTextContent(/^xrp,cash$/));
  });
});

describe('the cashier’s tabs', () => {
  const close = () => {};

  it('offer buying crypto by card while card payments are on', async () => {
    await renderWithSettings(<CashierDialog params={{ tab: 'buy' }} close={close} />, {
      user: player(),
    });
    expect(await screen.findByRole('tab', { name: 'Buy crypto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leave it out while they are off, opening the deposit tab instead', async () => {
    await renderWithSettings(<CashierDialog params={{ tab: 'buy' }} close={close} />, {
      user: player(),
      off: ['flag.cardPaymentsAllowed'],
    });
    expect(await screen.findByRole('tab', { name: 'Deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Buy crypto' })).toBeNull();
  });
});
