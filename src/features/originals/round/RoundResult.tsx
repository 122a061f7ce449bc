/** The line under a board once its round is over: what it paid, or that it was lost. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { RoundStatus } from '@/contracts/originals';
import { formatUsd } from '@/shared/lib/money';
import { formatMultiplier } from '../multiplier/format-multiplier';

export function RoundResult({
  round,
}: {
  round: { status: RoundStatus; payout: number; payoutMultiplier: number } | null;
}) {
  const { i18n } = useLingui();
  if (!round || round.status === 'active') return null;
  if (round.status === 'lost') {
    return (
      <Text role="status" c="red.4" fw={700} ta="center" data-testid="round-result">
        <Trans>Round lost</Trans>
      </Text>
    );
  }
  const paid = formatUsd(i18n, round.payout);
  const multiplier = formatMultiplier(round.payoutMultiplier);
  return (
    <Text role="status" c="teal.4" fw={700} ta="center" data-testid="round-result">
      <Trans>
        You won {paid} ({multiplier})
      </Trans>
    </Text>
  );
}
