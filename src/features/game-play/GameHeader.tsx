/**
 * The game's title and provider above the frame, with the place for the favorite button the
 * catalogue provides (`favorite`).
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FullGame } from '@/contracts/catalogue';

export function GameHeader({ game, favorite }: { game: FullGame; favorite?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Title order={1} size="h2" lineClamp={1} data-testid="game-title">
          {game.title}
        </Title>
        <Text size="sm" c="dimmed" truncate data-testid="game-provider">
          {game.provider}
        </Text>
      </Stack>
      {favorite}
    </Group>
  );
}
