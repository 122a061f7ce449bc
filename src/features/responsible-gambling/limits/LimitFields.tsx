/**
 * The three fields of one kind of limit (per 24 hours, 7 days, 30 days), each with what is
 * in force, what was used in its window, and a pending increase or removal with its time.
 */
import { useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
} from '@/contracts/responsible-gambling';
import { formatUsdRounded } from '@/shared/lib/money';
import { formatWhen } from '../format';
import { type LimitDrafts, viewOf } from './limit-drafts';

function useSummary() {
  const { i18n, t } = useLingui();
  return (view: LimitView): string => {
    const used = formatUsdRounded(i18n, view.used);
    const inForce = view.amount === null ? null : formatUsdRounded(i18n, view.amount);
    const parts = inForce === null ? [t`No limit`] : [t`Limit ${inForce}`, t`used ${used}`];
    if (view.pending) {
      const when = formatWhen(i18n, view.pending.appliesAt);
      const amount =
        view.pending.amount === null ? null : formatUsdRounded(i18n, view.pending.amount);
      parts.push(amount === null ? t`Removed on ${when}` : t`Rises to ${amount} on ${when}`);
    }
    return parts.join(' · ');
  };
}

export interface LimitFieldsProps {
  kind: LimitKind;
  limits: readonly LimitView[];
  drafts: LimitDrafts;
  onChange: (period: LimitPeriod, value: number | string) => void;
  /** The message under each field that is not a valid limit. */
  errors?: Partial<Record<string, ReactNode>>;
}

export function LimitFields({ kind, limits, drafts, onChange, errors }: LimitFieldsProps) {
  const { t } = useLingui();
  const summarize = useSummary();
  const labels: Record<LimitPeriod, string> = {
    day: t`Per 24 hours`,
    week: t`Per 7 days`,
    month: t`Per 30 days`,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {LIMIT_PERIODS.map((period) => (
        <NumberInput
          key={period}
          label={labels[period]}
          description={summarize(viewOf(limits, kind, period))}
          placeholder={t`No limit`}
          value={drafts[period]}
          onChange={(value) => onChange(period, value)}
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          leftSection="$"
          error={errors?.[period]}
          data-testid={`limit-${kind}-${period}`}
        />
      ))}
    </SimpleGrid>
  );
}
