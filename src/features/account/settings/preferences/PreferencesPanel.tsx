/**
 * Preferences (spec part 1 §5, part 2 §3): language (saved to the account by
 * use-locale-sync), display currency from the known list, hide empty balances, hiding the
 * player's name in the bets feed, sounds (on/off and volume), and this device's push
 * notifications. Each change applies at once.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, Select, Stack } from '@mantine/core';
import { LANGUAGES } from '@/contracts/locales';
import type { User } from '@/contracts/user';
import { useLocale } from '@/features/i18n';
import { PwaMenuEntries } from '@/features/pwa';
import { SettingCard } from '../SettingCard';
import { DisplayCurrencySelect, SettingSlider, SettingSwitch } from '../setting-controls';

export function PreferencesPanel({ user }: { user: User }) {
  const { t } = useLingui();
  const { locale, changeLocale } = useLocale();
  const { currency, sound } = user.systemSettings;

  return (
    <Stack gap="sm">
      <SettingCard tab="preferences" id="language">
        <Select
          aria-label={t`Language`}
          data={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
          value={locale}
          onChange={(code) => code && void changeLocale(code)}
          allowDeselect={false}
          maw={280}
          data-testid="language-select"
        />
      </SettingCard>
      <SettingCard tab="preferences" id="currency">
        <DisplayCurrencySelect
          aria-label={t`Display currency`}
          value={currency.displayCurrency}
          maw={280}
          data-testid="currency-select"
        />
      </SettingCard>
      <SettingCard tab="preferences" id="empty">
        <SettingSwitch
          aria-label={t`Hide empty balances`}
          systemName="currency"
          settingName="hideEmptyBalances"
          checked={currency.hideEmptyBalances}
        />
      </SettingCard>
      <SettingCard tab="preferences" id="feed">
        <SettingSwitch
          aria-label={t`Hide my name in the bets feed`}
          systemName="privacy"
          settingName="hideInFeed"
          checked={user.systemSettings.privacy.hideInFeed}
        />
      </SettingCard>
      <SettingCard tab="preferences" id="sound">
        <Group gap="md" wrap="nowrap">
          <SettingSwitch
            aria-label={t`Sounds`}
            systemName="sound"
            settingName="enabled"
            checked={sound.enabled}
          />
          <SettingSlider
            thumbLabel={t`Sounds volume`}
            systemName="sound"
            settingName="volume"
            value={sound.volume}
            min={0}
            max={1}
            step={0.05}
            label={(volume) => `${Math.round(volume * 100)}%`}
            disabled={!sound.enabled}
            w={200}
            data-testid="sound-volume"
          />
        </Group>
      </SettingCard>
      <SettingCard tab="preferences" id="notifications">
        <PwaMenuEntries />
      </SettingCard>
    </Stack>
  );
}
