/** A tower as the game shows it at the end: every row, top row first, hazards marked. */
import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { IconSkull, IconStar } from '@tabler/icons-react';
import {
  type TowersOutcome as Outcome,
  TOWERS_DIFFICULTIES,
  type TowersParams,
} from '@/contracts/originals';

export function TowersOutcome({ params, outcome }: { params: TowersParams; outcome: Outcome }) {
  const { t } = useLingui();
  const columns =
    TOWERS_DIFFICULTIES.find((d) => d.id === params.difficulty)?.columns ?? outcome.hazards.length;
  // The tower is climbed from the bottom, so the first row drawn is the last one played.
  const rows = outcome.hazards
    .map((hazards, row) => ({ row, hazards: new Set(hazards) }))
    .reverse();
  return (
    <Stack gap={6} maw={320} data-testid="verifier-tower">
      {rows.map(({ row, hazards }) => (
        <SimpleGrid key={row} cols={columns} spacing={6} data-testid="verifier-tower-row">
          {Array.from({ length: columns }, (_, column) => {
            const hazard = hazards.has(column);
            const rowNumber = row + 1;
            const columnNumber = column + 1;
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position on the board.
                key={column}
                role="img"
                aria-label={
                  hazard
                    ? t`Row ${rowNumber}, column ${columnNumber}: hazard`
                    : t`Row ${rowNumber}, column ${columnNumber}: safe`
                }
                data-testid={hazard ? 'verifier-hazard' : 'verifier-safe'}
                bg={hazard ? 'red.9' : 'dark.4'}
                h={32}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {hazard ? (
                  <IconSkull size={16} aria-hidden />
                ) : (
                  <IconStar size={16} color="var(--mantine-color-gold-5)" aria-hidden />
                )}
              </Box>
            );
          })}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
