/**
 * The game's box: the toolbar, the mode notice, and the provider's frame once StartGame has
 * answered (a loader before, the server's refusal if it failed). The box is what fullscreen
 * shows, so the switch stays reachable there. In the `game` dialog there is no theatre mode:
 * the dialog is the stage.
 */
import { Box, Center, Loader, Paper, Stack } from '@mantine/core';
import { useAtom } from 'jotai';
import { useRef } from 'react';
import type { FullGame } from '@/contracts/catalogue';
import { theatreModeAtom } from './atoms';
import { GameFrame } from './GameFrame';
import { GameToolbar } from './GameToolbar';
import { LaunchError } from './LaunchError';
import { ModeNotice } from './ModeNotice';
import { useFullscreen } from './use-fullscreen';
import { useGameLaunch } from './use-game-launch';

export function GameStage({ game, inDialog = false }: { game: FullGame; inDialog?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(box);
  const [theatre, setTheatre] = useAtom(theatreModeAtom);
  const { decision, requestMode, launch } = useGameLaunch(game);

  let body = null;
  if (decision.launch !== null) {
    if (launch.isError)
      body = <LaunchError error={launch.error} onRetry={() => void launch.refetch()} />;
    else if (launch.data)
      body = <GameFrame key={launch.data.url} url={launch.data.url} title={game.title} />;
    else
      body = (
        <Center mih={360}>
          <Loader />
        </Center>
      );
  }

  return (
    <Paper ref={box} withBorder radius="md" p="xs" bg="dark.8" data-testid="game-stage">
      <Stack gap="xs" h={fullscreen.active ? '100vh' : undefined}>
        <GameToolbar
          mode={decision.selected}
          onModeChange={requestMode}
          hasFunMode={game.hasFunMode}
          theatre={inDialog ? null : { active: theatre, set: setTheatre }}
          fullscreen={fullscreen}
        />
        {decision.notice ? <ModeNotice notice={decision.notice} /> : null}
        <Box flex={1} h={fullscreen.active ? undefined : heightOf(inDialog, theatre)}>
          {body}
        </Box>
      </Stack>
    </Paper>
  );
}

function heightOf(inDialog: boolean, theatre: boolean): string {
  if (inDialog) return '56vh';
  return theatre ? '78vh' : '62vh';
}
