/**
 * The game's box: the toolbar, the mode notice, and the provider's frame once StartGame has
 * answered (a loader before, the server's refusal if it failed). The box is what fullscreen
 * shows, so the switch stays reachable there. In the `game` dialog there is no theatre mode:
 * the dialog is the stage.
 */
import { Box, Paper, Stack } from '@mantine/core';
import { useAtom } from 'jotai';
import { useRef } from 'react';
import type { FullGame } from '@/contracts/catalogue';
import { theatreModeAtom } from './atoms';
import { GameToolbar } from './GameToolbar';
import { LaunchedGame } from './LaunchedGame';
import { ModeNotice } from './ModeNotice';
import { useFullscreen } from './use-fullscreen';
import { usePlayDecision } from './use-play-decision';

export function GameStage({ game, inDialog = false }: { game: FullGame; inDialog?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(box);
  const [theatre, setTheatre] = useAtom(theatreModeAtom);
  const { decision, requestMode, currency } = usePlayDecision(game);

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
          {decision.launch === null ? null : (
            <LaunchedGame
              identifier={game.identifier}
              title={game.title}
              mode={decision.launch}
              currency={currency}
            />
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

function heightOf(inDialog: boolean, theatre: boolean): string {
  if (inDialog) return '56vh';
  return theatre ? '78vh' : '62vh';
}
