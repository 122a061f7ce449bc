/** What a redeemed code gave: the amount, the balance it went to, and a way to enter another. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { RedeemResult } from '@/contracts/promo';
import { formatUsd } from '@/shared/lib/money';
import { balanceLabel } from '../balance-label';

export function RedeemSuccess({
  result,
  onAnother,
}: {
  result: RedeemResult;
  onAnother: () => void;
}) {
  const { i18n } = useLingui();
  const amount = formatUsd(i18n, result.amount);
  const balance = balanceLabel(i18n, result.balanceType);
  const code = result.code;
  return (
    <Stack gap="md" align="center" data-testid="redeem-success">
      <ThemeIcon size={48} radius="xl" color="emerald" variant="light">
        <IconGift size={28} />
      </ThemeIcon>
      <Text fw={600} ta="center">
        <Trans>Code {code} redeemed</Trans>
      </Text>
      <Text ta="center" data-testid="redeem-amount">
        <Trans>
          {amount} was added to your {balance} balance.
        </Trans>
      </Text>
      <Button variant="default" onClick={onAnother}>
        <Trans>Redeem another code</Trans>
      </Button>
    </Stack>
  );
}
