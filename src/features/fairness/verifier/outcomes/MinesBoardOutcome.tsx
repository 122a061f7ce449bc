/** A mines board as the game shows it at the end of a round: every tile, the mines marked. */
import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid } from '@mantine/core';
import { IconBomb, IconDiamond } from '@tabler/icons-react';
import type { MinesOutcome, MinesParams } from '@/contracts/originals';
import { boardColumns } from './board-shape';

export function MinesBoardOutcome({
  params,
  outcome,
}: {
  params: MinesParams;
  outcome: MinesOutcome;
}) {
  const { t } = useLingui();
  const mines = new Set(outcome.mines);
  return (
    <SimpleGrid
      cols={boardColumns(params.gridCount)}
      spacing={6}
      maw={360}
      data-testid="verifier-board"
    >
      {Array.from({ length: params.gridCount }, (_, tile) => {
        const mine = mines.has(tile);
        const number = tile + 1;
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position on the board.
            key={tile}
            role="img"
            aria-label={mine ? t`Tile ${number}: mine` : t`Tile ${number}: gem`}
            data-testid={mine ? 'verifier-mine' : 'verifier-gem'}
            bg={mine ? 'red.9' : 'dark.4'}
            style={{
              aspectRatio: '1',
              borderRadius: 'var(--mantine-radius-sm)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {mine ? (
              <IconBomb size={18} aria-hidden />
            ) : (
              <IconDiamond size={18} color="var(--mantine-color-emerald-5)" aria-hidden />
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
