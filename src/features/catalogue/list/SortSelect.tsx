/** The list's sort dropdown: the sorts the list offers, labelled as in spec part 1 §9. */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { safeParse } from 'zod/mini';
import { type GameSort, gameSortSchema } from '@/contracts/catalogue';
import { sortOptions } from '../rules/collate';
import { DROPDOWN_ON_OPEN } from './dropdown-on-open';
import { SORT_LABELS } from './sort-labels';

interface Props {
  value: GameSort;
  includesRecommended: boolean;
  onChange: (sort: GameSort) => void;
  className?: string;
}

export function SortSelect({ value, includesRecommended, onChange, className }: Props) {
  const { t, i18n } = useLingui();
  const data = sortOptions(includesRecommended).map((sort) => ({
    value: sort,
    label: i18n._(SORT_LABELS[sort]),
  }));
  return (
    <Select
      className={className}
      aria-label={t`Sort games`}
      data={data}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={DROPDOWN_ON_OPEN}
      onChange={(next) => {
        const parsed = safeParse(gameSortSchema, next);
        if (parsed.success) onChange(parsed.data);
      }}
      data-testid="sort-select"
    />
  );
}
