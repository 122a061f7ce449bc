/** The country of the address: every ISO 3166-1 code, named in the player's language. */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@/contracts/countries';

interface Props {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

export function CountrySelect({ value, onChange, onBlur, error }: Props) {
  const { i18n, t } = useLingui();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => a.label.localeCompare(b.label, i18n.locale),
    );
  }, [i18n.locale]);
  return (
    <Select
      label={t`Country`}
      placeholder={t`Choose your country`}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      error={error}
      searchable
      required
      autoComplete="country"
      nothingFoundMessage={t`No country matches`}
    />
  );
}
