/**
 * The floats the bet used, in order: each from 4 bytes of HMAC-SHA256(server seed,
 * `clientSeed:nonce:round`), eight per round. Shown so a player can follow the mapping by hand.
 */
import { Trans } from '@lingui/react/macro';
import { Code, SimpleGrid, Stack, Text } from '@mantine/core';

const FLOATS_PER_ROUND = 8;

export function FloatsList({ floats }: { floats: readonly number[] }) {
  const count = floats.length;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700} c="dimmed">
        <Trans>Floats ({count})</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} data-testid="verifier-floats">
        {floats.map((float, index) => {
          const round = Math.floor(index / FLOATS_PER_ROUND);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the floats are a fixed sequence.
            <Code key={index} fz="xs" data-testid="verifier-float">
              #{index} · r{round} · {float.toFixed(12)}
            </Code>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
