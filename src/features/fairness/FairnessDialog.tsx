/**
 * The `fairness` dialog, opened from a game (`gameName`): how its results can be checked, the
 * player's active seed pair with rotation (a sign-in prompt for visitors), and the way to the
 * verifier on /fair, set to that game when it is an Original. Mirrors the Game Policy §5.
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { ORIGINAL_GAMES, type OriginalGame } from '@/contracts/originals';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { RouterButton } from '@/shared/ui/router-links';
import { SeedPairPanel } from './seeds/SeedPairPanel';

const isOriginalGame = (name: string | undefined): name is OriginalGame =>
  (ORIGINAL_GAMES as readonly (string | undefined)[]).includes(name);

export function FairnessDialog({ params }: DialogBodyProps<'fairness'>) {
  const game = params.gameName;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <IconShieldCheck size={28} aria-hidden />
        <Text fw={700}>
          {game ? (
            <Trans>
              Every round of {game} is provably fair: you can check its result yourself.
            </Trans>
          ) : (
            <Trans>Every house game is provably fair: you can check each result yourself.</Trans>
          )}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>
          Each result is HMAC-SHA256 of your client seed, the bet's nonce and a round number, keyed
          with a server seed whose SHA-256 hash you see before you bet. Rotate your seeds to reveal
          the server seed and recompute any bet on the verifier.
        </Trans>
      </Text>
      <SeedPairPanel />
      <Divider />
      <Text size="sm" c="dimmed">
        <Trans>
          Rounds shared by all players, such as a crash round, use values committed in advance for
          each round instead of your client seed.
        </Trans>
      </Text>
      <Group justify="space-between">
        <Anchor href="/game-policy" target="_blank" rel="noopener" size="sm">
          <Trans>Read the full explanation</Trans>
        </Anchor>
        <RouterButton
          to="/fair"
          search={isOriginalGame(game) ? { game } : {}}
          hash="verifier"
          data-testid="fairness-open-verifier"
        >
          <Trans>Open the verifier</Trans>
        </RouterButton>
      </Group>
    </Stack>
  );
}
