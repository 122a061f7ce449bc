/** Choosing the period of the referral statistics; the choice lives in the address (`days`). */
import { Plural, useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { affiliatePeriodChoices } from './periods';

export interface PeriodSelectorProps {
  days: number;
  onChange: (days: number) => void;
}

export function PeriodSelector({ days, onChange }: PeriodSelectorProps) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Period`}>
      <SegmentedControl
        fullWidth
        mt={4}
        value={String(days)}
        onChange={(value) => onChange(Number(value))}
        data={affiliatePeriodChoices(days).map((n) => ({
          value: String(n),
          label: <Plural value={n} one="# day" other="# days" />,
        }))}
        data-testid="affiliate-period"
      />
    </Input.Wrapper>
  );
}
