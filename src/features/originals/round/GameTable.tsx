/**
 * The frame of a stepped Original's table: the bet panel beside the board, a line above the
 * board (what the next step pays, the hotkeys help), the round's result and any refusal below.
 */
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RoundStatus } from '@/contracts/originals';
import { type Hotkey, HotkeysHelp } from '../keyboard/HotkeysHelp';
import { RoundResult } from './RoundResult';

export interface GameTableProps {
  testId: string;
  panel: ReactNode;
  board: ReactNode;
  /** What the next step pays, while a round is open. */
  next: ReactNode;
  hotkeys: readonly Hotkey[];
  round: { status: RoundStatus; payout: number; payoutMultiplier: number } | null;
  error: string | null;
}

export function GameTable({ testId, panel, board, next, hotkeys, round, error }: GameTableProps) {
  return (
    <Paper p="md" radius="lg" withBorder data-testid={testId}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {panel}
        <Stack gap="sm" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {next}
            </Text>
            <HotkeysHelp hotkeys={hotkeys} />
          </Group>
          {board}
          <RoundResult round={round} />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
