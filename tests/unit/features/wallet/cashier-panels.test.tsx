import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TipPanel } from '@/features/wallet/cashier/TipPanel';
import type { NamedWalletOption } from '@/features/wallet/cashier/use-cashier-options';
import { cashWalletName, visibleWalletOptions } from '@/features/wallet/wallet-options';
import { renderWithProviders } from '../render-with-providers';

const NAMES = { xrp: 'XRP', cash: cashWalletName('BR') ?? 'cash', mpesa: 'M-Pesa' };
const options: NamedWalletOption[] = visibleWalletOptions({
  flags: { cashEnabled: true, mpesaEnabled: true },
}).map((o) => ({ ...o, name: NAMES[o.balanceType] }));

describe('cashier panels', () => {
  it('tip leaves out options that cannot be tipped and cannot be sent yet', () => {
    renderWithProviders(<TipPanel options={options} />);
    const values = screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(values).toEqual(['xrp', 'mpesa']);
    expect(screen.getByRole('button', { name: 'Send tip' })).toBeDisabled();
  });
});
