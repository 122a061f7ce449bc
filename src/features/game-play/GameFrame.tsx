/**
 * The provider's game in an iframe, covered by a loader until the game is ready
 * (use-game-ready.ts). The frame is on the provider's own origin, never the casino's, so
 * allow-same-origin only keeps its own origin for the calls to its game server; the sandbox
 * limits it to scripts, forms and fullscreen: it cannot navigate the casino page.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Loader, Overlay } from '@mantine/core';
import { useRef } from 'react';
import { useGameReady } from './use-game-ready';

export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const { ready, announced, onLoad } = useGameReady(frame, url);

  return (
    <Box pos="relative" h="100%" mih={360}>
      <iframe
        ref={frame}
        src={url}
        title={t`${title} game`}
        data-testid="game-frame"
        data-ready={ready}
        data-announced={announced}
        onLoad={onLoad}
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
