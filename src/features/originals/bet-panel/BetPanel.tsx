/**
 * The bet panel every Original shares (design §8): the amount with its helper (part 2 §5),
 * the fun/real switch, the game's own settings (children) and its main action.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OriginalGame } from '@/contracts/originals';
import { useSelectedBalance } from '@/features/wallet';
import { playsInDemo, stakedBalanceOf, usePlayMode } from '../play/play-mode';
import { BetAmountField } from './BetAmountField';
import { PlayModeSwitch } from './PlayModeSwitch';
import { usePlayBalance } from './use-play-balance';

export interface BetPanelProps {
  game: OriginalGame;
  amount: number;
  onAmountChange: (amount: number) => void;
  /** True while a round is open or an action is in flight: amount and settings are locked. */
  locked: boolean;
  /** The game's own settings (mines count, grid, difficulty, dice target...). */
  children?: ReactNode;
  /** The main button(s): Bet, Cash out, Random pick. */
  action: ReactNode;
  /** The autobet section, for games that have one. */
  autobet?: ReactNode;
}

export function BetPanel({
  game,
  amount,
  onAmountChange,
  locked,
  children,
  action,
  autobet,
}: BetPanelProps): ReactNode {
  const { t } = useLingui();
  const { mode } = usePlayMode();
  const realBalance = useSelectedBalance()?.balance ?? null;
  const staked = stakedBalanceOf(mode, realBalance);
  const balance = usePlayBalance(staked);
  return (
    <Paper p="md" withBorder data-testid={`bet-panel-${game}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <PlayModeSwitch disabled={locked} />
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {staked === 'fun' ? t`Fun balance` : t`Balance`}
            </Text>
            <Text size="sm" fw={600} data-testid="bet-panel-balance">
              {balance.text}
            </Text>
            {balance.refill ? (
              <Button size="compact-xs" onClick={balance.refill} data-testid="fun-refill">
                <Trans>Refill</Trans>
              </Button>
            ) : null}
          </Group>
        </Group>
        <BetAmountField
          amount={amount}
          balance={balance.amount}
          onChange={onAmountChange}
          disabled={locked}
        />
        {playsInDemo(mode, amount, realBalance) ? (
          <Alert color="yellow" p="xs" data-testid="demo-notice">
            <Trans>Real bets start at $0.01: this one is played in demo mode, for fun.</Trans>
          </Alert>
        ) : null}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">{children}</Stack>
        </fieldset>
        {action}
        {autobet}
      </Stack>
    </Paper>
  );
}
