/**
 * The mines game's main buttons: Bet before a round; during one, Cash out (with the multiplier
 * and what it pays, from the first reveal on) and Random pick.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { formatUsd } from '@/shared/lib/money';
import { formatMultiplier } from '../multiplier/format-multiplier';
import { cashOutValue } from '../round/cash-out-value';

export interface MinesActionsProps {
  /** The open round, or null between rounds. */
  open: { amount: number; payoutMultiplier: number; revealedCount: number } | null;
  busy: boolean;
  onBet: () => void;
  onCashOut: () => void;
  onRandomPick: () => void;
}

export function MinesActions({ open, busy, onBet, onCashOut, onRandomPick }: MinesActionsProps) {
  const { i18n } = useLingui();
  if (!open) {
    return (
      <Button fullWidth size="md" loading={busy} onClick={onBet}>
        <Trans>Bet</Trans>
      </Button>
    );
  }
  const canCashOut = open.revealedCount > 0 && !busy;
  const multiplier = formatMultiplier(open.payoutMultiplier);
  const pays = formatUsd(i18n, cashOutValue(open));
  return (
    <Group grow gap="xs">
      <Button size="md" color="teal" disabled={!canCashOut} onClick={onCashOut}>
        {canCashOut ? (
          <Trans>
            Cash out {multiplier} · {pays}
          </Trans>
        ) : (
          <Trans>Cash out</Trans>
        )}
      </Button>
      <Button size="md" variant="light" disabled={busy} onClick={onRandomPick}>
        <Trans>Random pick</Trans>
      </Button>
    </Group>
  );
}
