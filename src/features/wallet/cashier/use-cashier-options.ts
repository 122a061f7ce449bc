/**
 * The wallet options this player sees, with their display names, from the operator's settings
 * and the player's own cash and M-Pesa settings (the server applies the same rules).
 * The cash option is named after the player's country (spec part 1 §3): the country of their
 * identity verification when they gave one, else the country of the request.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SettingsSwitches } from '@/contracts/settings';
import { useSiteSettings } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import {
  cashWalletName,
  visibleWalletOptions,
  type WalletBalanceType,
  type WalletOption,
} from '../wallet-options';

/** Until the settings are known the cashier offers crypto only. */
const UNKNOWN_SWITCHES: SettingsSwitches = { flags: {}, features: [] };

export interface NamedWalletOption extends WalletOption {
  name: string;
}

export function useCashierOptions(): NamedWalletOption[] {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const { user } = useCurrentUser();
  const country =
    user?.kyc.addressCountry ?? settings?.regionCountryCode ?? settings?.countryCode ?? null;
  const names: Record<WalletBalanceType, string> = {
    xrp: 'XRP',
    cash: cashWalletName(country) ?? t`Cards, banks and more`,
    mpesa: 'M-Pesa',
  };
  const own = user
    ? {
        cashEnabled: user.systemSettings.cashOptions.enabled,
        mpesaEnabled: user.systemSettings.mpesaOptions.enabled,
      }
    : undefined;
  const switches = settings ?? UNKNOWN_SWITCHES;
  return visibleWalletOptions({ switches, user: own }).map((option) => ({
    ...option,
    name: names[option.balanceType],
  }));
}

/** The option a panel works with: the player's pick, else the first in cashier order. */
export function useSelectedOption(options: NamedWalletOption[]) {
  const [chosen, setChosen] = useState<WalletBalanceType | null>(null);
  const selected = options.find((o) => o.balanceType === chosen) ?? options[0];
  return [selected, setChosen] as const;
}
