/**
 * The multi-select provider filter (spec part 1 §2.9, §3, §5): searchable, each option with
 * its count, one click to clear; disabled while the list loads or when it has no providers.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, Text } from '@mantine/core';
import type { ProviderFilterOption } from '@/contracts/catalogue';
import { providerFilterDisabled } from '../rules/provider-filter';
import { DROPDOWN_ON_OPEN } from './dropdown-on-open';

interface Props {
  options: readonly ProviderFilterOption[];
  selected: readonly string[];
  loading: boolean;
  onChange: (providers: string[]) => void;
  className?: string;
}

export function ProviderFilter({ options, selected, loading, onChange, className }: Props) {
  const { t } = useLingui();
  const counts = new Map(options.map((option) => [option.name, option.count]));
  return (
    <MultiSelect
      className={className}
      aria-label={t`Filter by provider`}
      placeholder={selected.length === 0 ? t`All providers` : undefined}
      data={options.map((o) => ({ value: o.name, label: o.name, disabled: o.disabled }))}
      value={[...selected]}
      onChange={onChange}
      disabled={providerFilterDisabled(loading, options)}
      searchable
      clearable
      nothingFoundMessage={t`No provider found`}
      maxDropdownHeight={320}
      comboboxProps={DROPDOWN_ON_OPEN}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm" truncate>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed">
            {counts.get(option.value) ?? 0}
          </Text>
        </Group>
      )}
      data-testid="provider-filter"
    />
  );
}
