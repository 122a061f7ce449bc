/** The cashier's options are named by the player's country (spec part 1 §3 'Cash wallet naming'). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '@/features/settings';
import { useCashierOptions } from '@/features/wallet/cashier/use-cashier-options';
import { accountKeys } from '@/shared/session';
import { ALL_FLAGS, playerWith } from '../user-fixture';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function cashNameFor(requestCountry: string | null, kycCountry: string | null): string | undefined {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(settingsKeys.all, {
    settings: {
      countryCode: requestCountry,
      regionCountryCode: requestCountry,
      flags: ALL_FLAGS,
      features: [],
    },
  });
  client.setQueryData(
    accountKeys.current,
    playerWith({ kyc: { addressCountry: kycCountry, validationResults: [] } }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const { result } = renderHook(() => useCashierOptions(), { wrapper });
  return result.current.find((option) => option.balanceType === 'cash')?.name;
}

describe('the cash option’s name', () => {
  it('follows the country of the player’s identity verification, else of the request', () => {
    expect(cashNameFor('MX', 'BR')).toBe('PIX');
    expect(cashNameFor('MX', null)).toBe('SPEI');
    expect(cashNameFor('KE', null)).toBe('Cards, banks and more');
    expect(cashNameFor(null, 'PE')).toBe('Pago Efectivo');
  });
});
