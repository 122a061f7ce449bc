import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NamedWalletOption } from '@/features/wallet/cashier/use-cashier-options';
import { WalletOptionPicker } from '@/features/wallet/cashier/WalletOptionPicker';
import { WALLET_OPTIONS } from '@/features/wallet/wallet-options';
import { renderWithProviders } from '../../render-with-providers';

const options: NamedWalletOption[] = WALLET_OPTIONS.map((o) => ({
  ...o,
  name: o.balanceType === 'cash' ? 'PIX' : o.shortCode,
}));

describe('WalletOptionPicker', () => {
  it('lists what the chosen option accepts, named for screen readers', () => {
    renderWithProviders(
      <WalletOptionPicker label="Pay with" options={options} value="cash" onChange={() => {}} />,
    );
    const accepted = screen.getByRole('list', { name: 'Accepted payment methods' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'Bank transfer']);
  });

  it('reports the option picked', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <WalletOptionPicker label="Pay with" options={options} value="xrp" onChange={onChange} />,
    );
    expect(screen.getByRole('listitem', { name: 'XRP' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('PIX'));
    expect(onChange).toHaveBeenCalledWith('cash');
  });
});
