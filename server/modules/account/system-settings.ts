/**
 * Per-user system settings (spec part 1 §3 'User.systemSettings'): defaults, reading a stored
 * value back safely, and which settings a player may change themselves (POST
 * /system/changeSystemSettingAsUser). Cash and mobile-money options are the operator's call.
 */

import type { StoredSystemSettings } from '@server/db/schema';
import {
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  toDisplayCurrency,
} from '@/contracts/display-currency';
import type { UserSystemSettings } from '@/contracts/user';

export function readSystemSettings(stored: StoredSystemSettings): UserSystemSettings {
  const flag = (system: string, setting: string, fallback: boolean) => {
    const value = stored[system]?.[setting];
    return typeof value === 'boolean' ? value : fallback;
  };
  return {
    currency: {
      displayCurrency: toDisplayCurrency(stored.currency?.displayCurrency),
      hideEmptyBalances: flag('currency', 'hideEmptyBalances', false),
    },
    sound: { enabled: flag('sound', 'enabled', true) },
    privacy: {
      hideStats: flag('privacy', 'hideStats', false),
      hideInFeed: flag('privacy', 'hideInFeed', false),
    },
    cashOptions: { enabled: flag('cashOptions', 'enabled', true) },
    mpesaOptions: { enabled: flag('mpesaOptions', 'enabled', true) },
  };
}

type Setter = (value: unknown) => string | boolean | null;

const isBoolean: Setter = (value) => (typeof value === 'boolean' ? value : null);

/** system → setting → parser of the new value (null: refused). */
const PLAYER_SETTABLE: Record<string, Record<string, Setter>> = {
  currency: {
    displayCurrency: (value) =>
      typeof value === 'string' && DISPLAY_CURRENCIES.includes(value as DisplayCurrency)
        ? value
        : null,
    hideEmptyBalances: isBoolean,
  },
  sound: { enabled: isBoolean },
  privacy: { hideStats: isBoolean, hideInFeed: isBoolean },
};

export type SettingChange =
  | { ok: true; settings: StoredSystemSettings }
  | { ok: false; reason: string };

export function applySettingChange(
  stored: StoredSystemSettings,
  systemName: string,
  settingName: string,
  value: unknown,
): SettingChange {
  const setter = PLAYER_SETTABLE[systemName]?.[settingName];
  if (!setter) return { ok: false, reason: `${systemName}.${settingName} cannot be changed` };
  const parsed = setter(value);
  if (parsed === null)
    return { ok: false, reason: `Invalid value for ${systemName}.${settingName}` };
  return {
    ok: true,
    settings: { ...stored, [systemName]: { ...stored[systemName], [settingName]: parsed } },
  };
}
