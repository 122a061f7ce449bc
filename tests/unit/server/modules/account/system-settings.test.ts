// @vitest-environment node

import { applySettingChange, readSystemSettings } from '@server/modules/account/system-settings';
import { describe, expect, it } from 'vitest';

describe('system settings', () => {
  it('reads defaults and falls back to usd for an unknown display currency', () => {
    const settings = readSystemSettings({ currency: { displayCurrency: 'xyz' } });
    expect(settings.currency).toEqual({ displayCurrency: 'usd', hideEmptyBalances: false });
    expect(settings.sound.enabled).toBe(true);
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
