/**
 * Controls bound to one of the player's system settings: each change is saved at once
 * (optimistically, see use-system-setting). Used by the preferences and general tabs and by
 * the wallet's settings dialog.
 */
import { Select, type SelectProps, Switch, type SwitchProps } from '@mantine/core';
import { DISPLAY_CURRENCIES } from '@/contracts/display-currency';
import { useSystemSetting } from './use-system-setting';

type SettingSwitchProps = Omit<SwitchProps, 'checked' | 'onChange'> & {
  systemName: string;
  settingName: string;
  checked: boolean;
};

export function SettingSwitch({ systemName, settingName, checked, ...props }: SettingSwitchProps) {
  const setting = useSystemSetting();
  return (
    <Switch
      {...props}
      checked={checked}
      onChange={(event) =>
        setting.mutate({ systemName, settingName, value: event.currentTarget.checked })
      }
    />
  );
}

const CURRENCY_OPTIONS = DISPLAY_CURRENCIES.map((code) => ({
  value: code,
  label: code.toUpperCase(),
}));

export function DisplayCurrencySelect({
  value,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string }) {
  const setting = useSystemSetting();
  return (
    <Select
      {...props}
      data={CURRENCY_OPTIONS}
      value={value}
      onChange={(next) =>
        next &&
        setting.mutate({ systemName: 'currency', settingName: 'displayCurrency', value: next })
      }
      allowDeselect={false}
      searchable
    />
  );
}
