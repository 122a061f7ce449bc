import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositPanel } from '@/features/wallet/cashier/DepositPanel';
import type { NamedWalletOption } from '@/features/wallet/cashier/use-cashier-options';
import { cashWalletName, visibleWalletOptions } from '@/features/wallet/wallet-options';
import { renderWithProviders } from '../render-with-providers';

const NAMES = { xrp: 'XRP', cash: cashWalletName('BR') ?? 'cash', mpesa: 'M-Pesa' };
const options: NamedWalletOption[] = visibleWalletOptions({
  flags: { cashEnabled: true, mpesaEnabled: true },
}).map((o) => ({ ...o, name: NAMES[o.balanceType] }));

describe('cashier panels', () => {
  it('deposit offers every option in priority order and shows the first one’s facts', () => {
    renderWithProviders(<DepositPanel options={options} />);
    const picker = screen.getByTestId('wallet-option-picker');
    expect(picker.textContent).toMatch(/XRP.*PIX.*M-Pesa/);
    const facts = screen.getByTestId('wallet-option-facts');
    expect(facts).toHaveTextContent('10 XRP');
    expect(facts).toHaveTextContent('Required');
    expect(facts).toHaveTextContent('1 network confirmation');
  });
});
