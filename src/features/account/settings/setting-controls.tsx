/**
 * Controls bound to one of the player's system settings: each change is saved at once
 * (optimistically, see use-system-setting). Used by the preferences and general tabs and by
 * the wallet's settings dialog.
 */
import {
  Select,
  type SelectProps,
  Slider,
  type SliderProps,
  Switch,
  type SwitchProps,
} from '@mantine/core';
import { useEffect, useState } from 'react';
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

type SettingSliderProps = Omit<SliderProps, 'value' | 'onChange' | 'onChangeEnd'> & {
  systemName: string;
  settingName: string;
  value: number;
};

/** Saved once the player lets go, not at every step of the drag. */
export function SettingSlider({ systemName, settingName, value, ...props }: SettingSliderProps) {
  const setting = useSystemSetting();
  const [dragged, setDragged] = useState(value);
  useEffect(() => setDragged(value), [value]);
  return (
    <Slider
      {...props}
      value={dragged}
      onChange={setDragged}
      onChangeEnd={(next) => setting.mutate({ systemName, settingName, value: next })}
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
