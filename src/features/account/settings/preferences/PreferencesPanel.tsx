/**
 * Preferences (spec part 1 §5, part 2 §3): language (saved to the account by
 * use-locale-sync), display currency from the known list, hide empty balances, sounds, and
 * this device's push notifications. Each change applies at once.
 */
import { useLingui } from '@lingui/react/macro';
import { Select, Stack, Switch } from '@mantine/core';
import { DISPLAY_CURRENCIES } from '@/contracts/display-currency';
import { LANGUAGES } from '@/contracts/locales';
import type { User } from '@/contracts/user';
import { useLocale } from '@/features/i18n';
import { PwaMenuEntries } from '@/features/pwa';
import { SettingCard } from '../SettingCard';
import { useSystemSetting } from '../use-system-setting';

export function PreferencesPanel({ user }: { user: User }) {
  const { t } = useLingui();
  const { locale, changeLocale } = useLocale();
  const setting = useSystemSetting();
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
        <Select
          aria-label={t`Display currency`}
          data={DISPLAY_CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
          value={currency.displayCurrency}
          onChange={(value) =>
            value &&
            setting.mutate({ systemName: 'currency', settingName: 'displayCurrency', value })
          }
          allowDeselect={false}
          searchable
          maw={280}
          data-testid="currency-select"
        />
      </SettingCard>
      <SettingCard tab="preferences" id="empty">
        <Switch
          aria-label={t`Hide empty balances`}
          checked={currency.hideEmptyBalances}
          onChange={(event) =>
            setting.mutate({
              systemName: 'currency',
              settingName: 'hideEmptyBalances',
              value: event.currentTarget.checked,
            })
          }
        />
      </SettingCard>
      <SettingCard tab="preferences" id="sound">
        <Switch
          aria-label={t`Sounds`}
          checked={sound.enabled}
          onChange={(event) =>
            setting.mutate({
              systemName: 'sound',
              settingName: 'enabled',
              value: event.currentTarget.checked,
            })
          }
        />
      </SettingCard>
      <SettingCard tab="preferences" id="notifications">
        <PwaMenuEntries />
      </SettingCard>
    </Stack>
  );
}
