/**
 * The `fairness` dialog: how the results of a house game (`gameName`) can be checked — the
 * server seed committed by its hash, the player's client seed, the nonce, HMAC-SHA256 — and the
 * way to the verifier on /fair. Mirrors the Game Policy §5.
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { RouterButton } from '@/shared/ui/router-links';

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
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>
          <Trans>
            Before you bet, we commit to a secret server seed by showing you its SHA-256 hash.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            You add a client seed of your own choosing, and a nonce counts your bets with this pair
            of seeds.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Each result comes from HMAC-SHA256 of your client seed and nonce, keyed with the server
            seed, so neither side can pick it alone.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Rotate your seeds to reveal the old server seed, check that it matches the hash you were
            shown, and recompute any result.
          </Trans>
        </List.Item>
      </List>
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
        <RouterButton to="/fair">
          <Trans>Open the verifier</Trans>
        </RouterButton>
      </Group>
    </Stack>
  );
}
