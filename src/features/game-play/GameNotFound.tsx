/**
 * The game page for an identifier the catalogue does not know: it may have been removed,
 * renamed or barred in the region. One that names an Original (a house game) points there.
 */
import { Trans } from '@lingui/react/macro';
import { Code } from '@mantine/core';
import { IconArrowRight, IconDeviceGamepad2, IconHome } from '@tabler/icons-react';
import { originalNamed } from '@/features/catalogue';
import { houseGamePath, houseGameTile } from '@/features/house-games';
import { NotFoundPanel } from '@/shared/ui/NotFoundPanel';
import { RouterButton } from '@/shared/ui/router-links';

export function GameNotFound({ identifier }: { identifier: string }) {
  const original = originalNamed(identifier);
  const originalName = original ? houseGameTile(original).name : '';
  return (
    <NotFoundPanel
      color="red"
      icon={<IconDeviceGamepad2 size={28} />}
      title={<Trans>Game not found</Trans>}
      description={
        <Trans>
          We could not find this game. It may have been removed or renamed, or it is not available
          in your region.
        </Trans>
      }
      actions={
        <>
          {original ? (
            <RouterButton to={houseGamePath(original)} rightSection={<IconArrowRight size={16} />}>
              <Trans>Go to {originalName}</Trans>
            </RouterButton>
          ) : null}
          <RouterButton to="/casino" search={{}} variant={original ? 'default' : 'filled'}>
            <Trans>Casino lobby</Trans>
          </RouterButton>
          <RouterButton to="/" variant="default" leftSection={<IconHome size={16} />}>
            <Trans>Home</Trans>
          </RouterButton>
        </>
      }
      data-testid="game-not-found"
    >
      <Code>{identifier}</Code>
    </NotFoundPanel>
  );
}
