/** Choosing the period of the referral statistics; the choice lives in the address (`days`). */
import { Plural, useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { AFFILIATE_PERIODS, type AffiliatePeriod } from './periods';

export interface PeriodSelectorProps {
  days: AffiliatePeriod;
  onChange: (days: AffiliatePeriod) => void;
}

export function PeriodSelector({ days, onChange }: PeriodSelectorProps) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Period`}>
      <SegmentedControl
        fullWidth
        mt={4}
        value={String(days)}
        onChange={(value) => onChange(Number(value) as AffiliatePeriod)}
        data={AFFILIATE_PERIODS.map((n) => ({
          value: String(n),
          label: <Plural value={n} one="# day" other="# days" />,
        }))}
        data-testid="affiliate-period"
      />
    </Input.Wrapper>
  );
}
