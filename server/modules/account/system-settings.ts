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
import { SOUND_VOLUME_DEFAULT, type UserSystemSettings } from '@/contracts/user';

/** A stored volume back as 0–1; anything else (never set, hand-edited) is the default. */
function volumeOf(stored: unknown): number {
  return typeof stored === 'number' && stored >= 0 && stored <= 1 ? stored : SOUND_VOLUME_DEFAULT;
}

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
    sound: { enabled: flag('sound', 'enabled', true), volume: volumeOf(stored.sound?.volume) },
    privacy: {
      hideStats: flag('privacy', 'hideStats', false),
      hideInFeed: flag('privacy', 'hideInFeed', false),
    },
    cashOptions: { enabled: flag('cashOptions', 'enabled', true) },
    mpesaOptions: { enabled: flag('mpesaOptions', 'enabled', true) },
  };
}

type Setter = (value: unknown) => string | boolean | number | null;

const isBoolean: Setter = (value) => (typeof value === 'boolean' ? value : null);
/** 0–1, kept to two decimals (a slider's step); anything else is refused. */
const isVolume: Setter = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
    ? Math.round(value * 100) / 100
    : null;

/** system → setting → parser of the new value (null: refused). */
const PLAYER_SETTABLE: Record<string, Record<string, Setter>> = {
  currency: {
    displayCurrency: (value) =>
      typeof value === 'string' && DISPLAY_CURRENCIES.includes(value as DisplayCurrency)
        ? value
        : null,
    hideEmptyBalances: isBoolean,
  },
  sound: { enabled: isBoolean, volume: isVolume },
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
