// @vitest-environment node

import { applySettingChange, readSystemSettings } from '@server/modules/account/system-settings';
import { describe, expect, it } from 'vitest';

describe('system settings', () => {
  it('reads defaults and falls back to usd for an unknown display currency', () => {
    const settings = readSystemSettings({ currency: { displayCurrency: 'xyz' } });
    expect(settings.currency).toEqual({ displayCurrency: 'usd', hideEmptyBalances: false });
    expect(settings.sound.enabled).toBe(true);
  });

  it('reads the sounds volume back, the default 0.4 when never set or not a volume', () => {
    expect(readSystemSettings({}).sound).toEqual({ enabled: true, volume: 0.4 });
    expect(readSystemSettings({ sound: { enabled: false, volume: 0.75 } }).sound).toEqual({
      enabled: false,
      volume: 0.75,
    });
    expect(readSystemSettings({ sound: { volume: 7 } }).sound.volume).toBe(0.4);
    expect(readSystemSettings({ sound: { volume: 'loud' } }).sound.volume).toBe(0.4);
  });

  it('lets a player set the sounds volume between 0 and 1, refusing anything else', () => {
    expect(applySettingChange({ sound: { enabled: true } }, 'sound', 'volume', 0.654)).toEqual({
      ok: true,
      settings: { sound: { enabled: true, volume: 0.65 } },
    });
    expect(applySettingChange({}, 'sound', 'volume', 0)).toEqual({
      ok: true,
      settings: { sound: { volume: 0 } },
    });
    for (const refused of [-0.1, 1.5, Number.NaN, '0.5', true]) {
      expect(applySettingChange({}, 'sound', 'volume', refused)).toEqual({
        ok: false,
        reason: 'Invalid value for sound.volume',
      });
    }
  });

  it('lets a player change their own settings only, with valid values', () => {
    const changed = applySettingChange({}, 'currency', 'displayCurrency', 'eur');
    expect(changed).toEqual({ ok: true, settings: { currency: { displayCurrency: 'eur' } } });
    expect(applySettingChange({}, 'currency', 'displayCurrency', 'xyz').ok).toBe(false);
    expect(applySettingChange({}, 'sound', 'enabled', 'yes').ok).toBe(false);
    expect(applySettingChange({}, 'cashOptions', 'enabled', true).ok).toBe(false);
  });

  it('shows a player in the bets feed until they choose to hide their name there', () => {
    expect(readSystemSettings({}).privacy).toEqual({ hideStats: false, hideInFeed: false });
    const hidden = applySettingChange(
      { privacy: { hideStats: true } },
      'privacy',
      'hideInFeed',
      true,
    );
    expect(hidden).toEqual({
      ok: true,
      settings: { privacy: { hideStats: true, hideInFeed: true } },
    });
    expect(applySettingChange({}, 'privacy', 'hideInFeed', 'yes').ok).toBe(false);
  });
});
