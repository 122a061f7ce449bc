/**
 * A stepped Original's main buttons: Bet between rounds; during one, Cash out (with the
 * multiplier and what it pays, from the first step on) beside the game's step button
 * (Random pick, Cross).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatUsd } from '@/shared/lib/money';
import { formatMultiplier } from '../multiplier/format-multiplier';
import { cashOutValue } from './cash-out-value';

export interface RoundActionsProps {
  /** The open round, or null between rounds. */
  open: { amount: number; payoutMultiplier: number; steps: number } | null;
  busy: boolean;
  onBet: () => void;
  onCashOut: () => void;
  /** The game's step button, shown during a round. */
  children?: ReactNode;
}

export function RoundActions({ open, busy, onBet, onCashOut, children }: RoundActionsProps) {
  const { i18n } = useLingui();
  if (!open) {
    return (
      <Button fullWidth size="md" loading={busy} onClick={onBet}>
        <Trans>Bet</Trans>
      </Button>
    );
  }
  const canCashOut = open.steps > 0 && !busy;
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
      {children}
    </Group>
  );
}
