/**
 * The provider's game in an iframe. A loader covers it until the frame has loaded and the
 * spec's game-ready delay (500 ms) has passed, so the player never sees a half-drawn game.
 * The frame is same-origin (the sandbox) and sandboxed to scripts, same-origin calls and
 * fullscreen: it cannot navigate the casino page.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Loader, Overlay } from '@mantine/core';
import { useEffect, useState } from 'react';

export const GAME_READY_DELAY_MS = 500;

export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setReady(true), GAME_READY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <Box pos="relative" h="100%" mih={360}>
      <iframe
        src={url}
        title={t`${title} game`}
        data-testid="game-frame"
        data-ready={ready}
        onLoad={() => setLoaded(true)}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen; autoplay"
        style={{ border: 0, width: '100%', height: '100%', display: 'block', minHeight: 360 }}
      />
      {ready ? null : (
        <Overlay color="#0b0d14" backgroundOpacity={0.92} center zIndex={2}>
          <Loader aria-label={t`Loading the game`} />
        </Overlay>
      )}
    </Box>
  );
}
