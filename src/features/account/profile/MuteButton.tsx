/**
 * Mute or unmute the player whose profile is open. A muted player's chat messages are hidden
 * and tips between the two are refused. A failed call shows the server's words in a toast
 * (spec part 1 §8).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { useSetMute } from './queries';

export function MuteButton({ player }: { player: { id: string; name: string } }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const errorText = useErrorText();
  const mute = useSetMute();
  if (!user || user.id === player.id) return null;
  const muted = player.id in user.mutes;
  const name = player.name;
  return (
    <Button
      variant="light"
      color={muted ? 'gray' : 'red'}
      size="compact-sm"
      ml="auto"
      leftSection={muted ? <IconVolume size={16} /> : <IconVolumeOff size={16} />}
      loading={mute.isPending}
      data-testid="profile-mute"
      onClick={() =>
        mute.mutate(
          { userId: player.id, muted: !muted },
          {
            onSuccess: () =>
              void showToast({
                kind: 'success',
                message: muted ? t`You unmuted ${name}.` : t`You muted ${name}.`,
              }),
            onError: (error) => void showToast({ kind: 'error', message: errorText(error) }),
          },
        )
      }
    >
      {muted ? <Trans>Unmute</Trans> : <Trans>Mute</Trans>}
    </Button>
  );
}
