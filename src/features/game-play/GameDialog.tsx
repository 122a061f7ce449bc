/**
 * The `game` dialog (`id` and `gameName`): names the game (and its provider, once the
 * catalogue has answered), plays a catalogue game right in the dialog with the page's stage,
 * and leads to its page. The page path follows the app's link rules (override link,
 * house-game path or /game/{identifier}), so an Original's identifier leads to its own page.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { gameLink } from '@/contracts/game-link';
import { originalNamed } from '@/features/catalogue';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { GameStage } from './GameStage';
import { gameDetailsQuery } from './queries';

export function GameDialog({ params }: DialogBodyProps<'game'>) {
  const navigate = useNavigate();
  const identifier = params.id?.trim() ?? '';
  const { data: game } = useQuery({ ...gameDetailsQuery(identifier), enabled: identifier !== '' });
  if (!identifier) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This link does not say which game to open.</Trans>
      </Text>
    );
  }
  // An Original is played on its own page, never in a provider's frame.
  const playable = game && !originalNamed(identifier) ? game : null;
  const href = gameLink({ identifier });
  const inApp = href.startsWith('/');
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light">
          <IconDeviceGamepad2 size={26} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {params.gameName ?? game?.title ?? identifier}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {game?.provider ?? identifier}
          </Text>
        </Stack>
      </Group>
      {playable ? <GameStage game={playable} inDialog /> : null}
      <Button
        variant={playable ? 'default' : 'filled'}
        component="a"
        href={href}
        onClick={(event) => {
          if (!inApp || event.metaKey || event.ctrlKey || event.shiftKey) return;
          // Leaving for the game page: a plain navigation drops the dialog from the address.
          event.preventDefault();
          void navigate({ href });
        }}
      >
        <Trans>Open game page</Trans>
      </Button>
    </Stack>
  );
}
